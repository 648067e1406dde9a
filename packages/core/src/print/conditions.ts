import { ALNUM_PATTERN } from '../validation/patterns.ts';
import { elementFields } from './element-fields.ts';
import { valueOf } from './product-field.ts';
import type { ProductField } from './product-field.ts';
import type {
  Condition,
  ElementConditions,
  FieldValues,
  Template,
  TemplateElement,
} from './template-types.ts';

/** Hostile or careless JSON must not blow the stack or make every keystroke slow. */
export const CONDITION_MAX_DEPTH = 8;
export const CONDITION_MAX_NODES = 64;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Checks untrusted JSON and returns a clean copy (unknown keys dropped), or undefined after
 * pushing messages to `errors`. Each node has exactly one operator; `all`/`any` need at least
 * one member, because an empty list is almost certainly a mistake and its meaning is unobvious.
 */
export function parseCondition(input: unknown, path: string, errors: string[]): Condition | undefined {
  let nodes = 0;
  const bad = (message: string): undefined => {
    errors.push(message);
    return undefined;
  };
  const parse = (node: unknown, at: string, depth: number): Condition | undefined => {
    nodes += 1;
    if (nodes > CONDITION_MAX_NODES) {
      return nodes === CONDITION_MAX_NODES + 1
        ? bad(`${path}: more than ${CONDITION_MAX_NODES} nodes`)
        : undefined;
    }
    if (depth > CONDITION_MAX_DEPTH) return bad(`${at}: nested deeper than ${CONDITION_MAX_DEPTH}`);
    if (!isRecord(node)) return bad(`${at}: must be an object`);
    const ops = ['equals', 'notEquals', 'empty', 'notEmpty', 'all', 'any', 'not'].filter((op) =>
      Object.hasOwn(node, op),
    );
    if (ops.length !== 1)
      return bad(`${at}: needs exactly one of equals, notEquals, empty, notEmpty, all, any, not`);
    const op = ops[0];
    if (op === 'all' || op === 'any') {
      const list = node[op];
      if (!Array.isArray(list) || list.length === 0) return bad(`${at}.${op}: must be a non-empty list`);
      const members = list.map((member, i) => parse(member, `${at}.${op}[${i}]`, depth + 1));
      if (!members.every((member): member is Condition => member !== undefined)) return undefined;
      return op === 'all' ? { all: members } : { any: members };
    }
    if (op === 'not') {
      const inner = parse(node['not'], `${at}.not`, depth + 1);
      return inner && { not: inner };
    }
    const field = node['field'];
    if (typeof field !== 'string' || !ALNUM_PATTERN.test(field))
      return bad(`${at}.field: must be a field name (letters and digits)`);
    const operand = node[op as string];
    if (op === 'equals' || op === 'notEquals') {
      if (typeof operand !== 'string') return bad(`${at}.${op}: must be a string`);
      return op === 'equals' ? { field, equals: operand } : { field, notEquals: operand };
    }
    if (operand !== true) return bad(`${at}.${op}: must be true`);
    return op === 'empty' ? { field, empty: true } : { field, notEmpty: true };
  };
  return parse(input, path, 1);
}

/** How a condition reads a field: the trimmed value (so ' yes ' equals 'yes'). */
type Lookup = (field: string) => string;

function test(condition: Condition, lookup: Lookup): boolean {
  if ('all' in condition) return condition.all.every((member) => test(member, lookup));
  if ('any' in condition) return condition.any.some((member) => test(member, lookup));
  if ('not' in condition) return !test(condition.not, lookup);
  const value = lookup(condition.field);
  if ('equals' in condition) return value === condition.equals.trim();
  if ('notEquals' in condition) return value !== condition.notEquals.trim();
  if ('empty' in condition) return value === '';
  return value !== '';
}

const lookupIn =
  (values: FieldValues): Lookup =>
  (field) =>
    valueOf(values, field).trim();

export function evaluateCondition(condition: Condition, values: FieldValues): boolean {
  return test(condition, lookupIn(values));
}

function printedWith(element: TemplateElement, lookup: Lookup): boolean {
  if (element.showWhen && !test(element.showWhen, lookup)) return false;
  return !(element.hideWhen && test(element.hideWhen, lookup));
}

/** Whether the element is printed (and previewed) with these values: showWhen holds, hideWhen does not. */
export function isElementPrinted(element: TemplateElement, values: FieldValues): boolean {
  return printedWith(element, lookupIn(values));
}

/** The constants a condition compares `field` with. */
function constantsFor(condition: Condition | undefined, field: string, into: Set<string>): Set<string> {
  if (!condition) return into;
  if ('all' in condition || 'any' in condition) {
    for (const member of 'all' in condition ? condition.all : condition.any)
      constantsFor(member, field, into);
  } else if ('not' in condition) constantsFor(condition.not, field, into);
  else if (condition.field === field) {
    if ('equals' in condition) into.add(condition.equals.trim());
    if ('notEquals' in condition) into.add(condition.notEquals.trim());
  }
  return into;
}

/**
 * Whether some value of `field` would make the element printed, all other values as they are.
 * This decides if the field's input is offered: an element that prints only when its own field is
 * filled (mobile: showWhen notEmpty) must keep its input, or it could never be filled; a condition
 * on another field (hasMobile = yes) hides it. The check is exact: conditions only test emptiness
 * and equality with constants, so '', each constant and one other value cover every case.
 */
export function canElementShow(element: TemplateElement, values: FieldValues, field: string): boolean {
  const constants = constantsFor(element.hideWhen, field, constantsFor(element.showWhen, field, new Set()));
  let other = 'x';
  while (constants.has(other)) other += 'x';
  const base = lookupIn(values);
  return ['', ...constants, other].some((candidate) =>
    printedWith(element, (name) => (name === field ? candidate : base(name))),
  );
}

export type FieldState = {
  /** The input is offered (and checked): no element uses the field, or one that uses it can show. */
  shown: boolean;
  /** A shown element using the field has its optionalWhen holding. */
  optional: boolean;
  /** The product field says so, it is shown, and it is not optional. */
  required: boolean;
};

export function allElements(template: Template): TemplateElement[] {
  return template.pages.flatMap((page) => page.elements);
}

/** A product's own conditions on a field (they name other fields): showWhen holds, hideWhen does not. */
function fieldConditionsShow(conditions: ElementConditions, values: FieldValues): boolean {
  if (conditions.showWhen && !evaluateCondition(conditions.showWhen, values)) return false;
  return !(conditions.hideWhen && evaluateCondition(conditions.hideWhen, values));
}

/**
 * Per product field: shown, optional, required under the current values — the template's element
 * conditions and the product's own conditions on the field together.
 */
export function fieldStates(
  template: Template | null,
  fields: readonly ProductField[],
  values: FieldValues,
): Map<string, FieldState> {
  const users = new Map<string, TemplateElement[]>();
  for (const element of template ? allElements(template) : []) {
    for (const name of elementFields(element)) users.set(name, [...(users.get(name) ?? []), element]);
  }
  const states = new Map<string, FieldState>();
  for (const field of fields) {
    const using = users.get(field.name) ?? [];
    const showing = using.filter((element) => canElementShow(element, values, field.name));
    const own = field.conditions ?? {};
    const shown = (using.length === 0 || showing.length > 0) && fieldConditionsShow(own, values);
    const optional =
      (own.optionalWhen !== undefined && evaluateCondition(own.optionalWhen, values)) ||
      showing.some(
        (element) => element.optionalWhen !== undefined && evaluateCondition(element.optionalWhen, values),
      );
    states.set(field.name, { shown, optional, required: field.required && shown && !optional });
  }
  return states;
}

/**
 * Element-level rule: an element requires its bound field when the product field is required,
 * the element can show, and its optionalWhen does not hold. A hidden element is never required.
 */
export function isElementRequired(
  element: TemplateElement,
  fields: readonly ProductField[],
  values: FieldValues,
): boolean {
  if (element.type === 'shape' || element.field === undefined) return false;
  const name = element.field;
  const field = fields.find((candidate) => candidate.name === name);
  if (!field?.required || !canElementShow(element, values, name)) return false;
  return !(element.optionalWhen && evaluateCondition(element.optionalWhen, values));
}

/** The names of the fields required now, in product field order. */
export function requiredFieldNames(
  template: Template,
  fields: readonly ProductField[],
  values: FieldValues,
): string[] {
  const states = fieldStates(template, fields, values);
  return fields.filter((field) => states.get(field.name)?.required).map((field) => field.name);
}
