import type { ValidationError } from '../validation/messages.ts';
import { isEmptyValue } from '../validation/text-rules.ts';
import { fieldStates } from './conditions.ts';
import { elementFields } from './element-fields.ts';
import { PREFLIGHT_KEYS, preflightPassed } from './preflight.ts';
import type { PreflightIssue } from './preflight.ts';
import { setOwn, validateProductFieldValue, valueOf } from './product-field.ts';
import type { ProductField } from './product-field.ts';
import type { Condition, FieldValues, Template } from './template-types.ts';

// Spec §3 Form state as pure data plus a reducer, so the product form (React useReducer), draft
// saving and tests share one set of rules. The "elements" of the form are the product fields;
// everything derived (required, visible, errors, progress) is recomputed after each action, so
// the stored state is never stale.

/** One step of the form: a template page and the fields first used on it. */
export type FormPage = { id: string; name: string; label?: Record<string, string>; fields: string[] };

export type FormState = {
  vault: {
    /** Values the shopper did not type: product defaults, then profile, then custom user fields. */
    global: Record<string, string>;
    /** Values the shopper typed (also ''), which win over `global`; saved with the draft. */
    custom: Record<string, string>;
    meta: {
      /** Share of the required fields that are filled, 0..1 (1 when none is required). */
      progress: number;
      /** The current page is the last one (the form offers release instead of next). */
      ptrFinal: boolean;
    };
  };
  /** Id of the current page. */
  page: string;
  pages: FormPage[];
  /** The preflight ran without errors on the current values; any change clears it. */
  preflightDone: boolean;
  /** Extra data kept with the item (e.g. a custom item name); the reducer only stores it. */
  customData: Record<string, string>;
  /** Every field in form order (the product's field order). */
  elementsOrder: string[];
  /** The template's element conditions, by element id. */
  showWhen: Record<string, Condition>;
  hideWhen: Record<string, Condition>;
  optionalWhen: Record<string, Condition>;
  /** False only for the placeholder state before the product has loaded. */
  initialized: boolean;
  /** Fields required now (shown, required by the product, not made optional), in form order. */
  requiredElements: string[];
  allElements: string[];
  /** Fields whose input is offered now, in form order. */
  visibleElements: string[];
  /** Highlight empty required fields; switched on when the shopper tries to go on without them. */
  showRequiredHighlights: boolean;
  /** The user's custom user-field values used for the prefill. */
  userFields: Record<string, string>;
  /** Format errors (spec §5) of shown, filled fields; empty required fields are `missing`, not errors. */
  errors: Record<string, ValidationError>;
};

export type FormContext = { template: Template; fields: readonly ProductField[] };

/** Profile values (and the account e-mail, if the caller adds it) and custom user-field values. */
export type Prefill = {
  profile?: Readonly<Record<string, string | undefined>>;
  userFields?: Readonly<Record<string, string>>;
};

export type FormAction =
  | { type: 'setValue'; field: string; value: string }
  /** Forget what was typed, back to the prefill/default. */
  | { type: 'resetValue'; field: string }
  | { type: 'goToPage'; page: string }
  /** Go on: to the next page, or, with required fields of this page empty, stay and highlight them. */
  | { type: 'next' }
  | { type: 'back' }
  | { type: 'showRequiredHighlights'; show: boolean }
  | { type: 'preflightResult'; issues: readonly PreflightIssue[] }
  | { type: 'setCustomData'; key: string; value: string };

/** The value of each field: typed, else prefilled/default. */
export function formValues(state: FormState): Record<string, string> {
  return { ...state.vault.global, ...state.vault.custom };
}

/**
 * The values to save with the item and print: those of the fields offered now. A value typed into a
 * field that a condition has since hidden stays in the state (it comes back if the field does) but
 * is not ordered.
 */
export function visibleValues(state: FormState): Record<string, string> {
  const values = formValues(state);
  const visible: Record<string, string> = {};
  for (const name of state.visibleElements) setOwn(visible, name, valueOf(values, name));
  return visible;
}

const ownEntries = (record: Readonly<Record<string, unknown>> | undefined): [string, string][] =>
  Object.entries(record ?? {}).filter((entry): entry is [string, string] => typeof entry[1] === 'string');

/** Whether a prefill value may go into this field: text-like fields only, selects only with a valid option. */
function acceptsPrefill(field: ProductField, value: string): boolean {
  if (field.type === 'image' || isEmptyValue(value)) return false;
  return field.type !== 'select' || !field.options || field.options.includes(value);
}

function conditionsBy(template: Template, key: 'showWhen' | 'hideWhen' | 'optionalWhen') {
  const entries = template.pages.flatMap((page) =>
    page.elements.flatMap((element) => (element[key] ? [[element.id, element[key]] as const] : [])),
  );
  return Object.fromEntries(entries) as Record<string, Condition>;
}

/** Each field goes to the first page that uses it; fields no element uses go to the last page. */
function formPages(template: Template, order: readonly string[]): FormPage[] {
  const home = new Map<string, string>();
  for (const page of template.pages) {
    for (const element of page.elements) {
      for (const name of elementFields(element)) if (!home.has(name)) home.set(name, page.id);
    }
  }
  const last = template.pages[template.pages.length - 1]?.id;
  return template.pages.map((page) => ({
    id: page.id,
    name: page.name,
    ...(page.label ? { label: { ...page.label } } : {}),
    fields: order.filter((name) => (home.get(name) ?? last) === page.id),
  }));
}

/** Recomputes everything that follows from the values, the page and the context. */
function derive(state: FormState, context: FormContext): FormState {
  const values = formValues(state);
  const states = fieldStates(context.template, context.fields, values);
  const visibleElements = state.elementsOrder.filter((name) => states.get(name)?.shown);
  const requiredElements = state.elementsOrder.filter((name) => states.get(name)?.required);
  const filled = requiredElements.filter((name) => !isEmptyValue(valueOf(values, name))).length;
  const errors: Record<string, ValidationError> = {};
  for (const field of context.fields) {
    if (!states.get(field.name)?.shown) continue;
    const error = validateProductFieldValue(field, valueOf(values, field.name), false);
    if (error) setOwn(errors, field.name, error);
  }
  const progress = requiredElements.length === 0 ? 1 : filled / requiredElements.length;
  const lastPage = state.pages[state.pages.length - 1]?.id;
  const next = { ...state, visibleElements, requiredElements, errors };
  next.vault = { ...state.vault, meta: { progress, ptrFinal: state.page === lastPage } };
  // Nothing left to highlight: switch the highlights off, so they do not greet the next empty field.
  if (missingFields(next).length === 0) next.showRequiredHighlights = false;
  return next;
}

/** The placeholder before the product has loaded (initialized false). */
export function emptyFormState(): FormState {
  return {
    vault: { global: {}, custom: {}, meta: { progress: 0, ptrFinal: false } },
    page: '',
    pages: [],
    preflightDone: false,
    customData: {},
    elementsOrder: [],
    showWhen: {},
    hideWhen: {},
    optionalWhen: {},
    initialized: false,
    requiredElements: [],
    allElements: [],
    visibleElements: [],
    showRequiredHighlights: false,
    userFields: {},
    errors: {},
  };
}

/**
 * The form for a product: defaults, then the prefill (profile, then custom user fields, matched by
 * field name) as `global`; a saved draft's values as `custom`.
 */
export function createFormState(
  context: FormContext,
  init: { prefill?: Prefill; values?: FieldValues; customData?: Record<string, string>; page?: string } = {},
): FormState {
  const byName = new Map(context.fields.map((field) => [field.name, field]));
  const global: Record<string, string> = {};
  for (const field of context.fields) {
    if (field.defaultValue !== undefined && !isEmptyValue(field.defaultValue))
      setOwn(global, field.name, field.defaultValue);
  }
  for (const [name, value] of [
    ...ownEntries(init.prefill?.profile),
    ...ownEntries(init.prefill?.userFields),
  ]) {
    const field = byName.get(name);
    if (field && acceptsPrefill(field, value)) setOwn(global, name, value);
  }
  const custom = Object.fromEntries(ownEntries(init.values).filter(([name]) => byName.has(name)));
  const elementsOrder = [...byName.keys()];
  const pages = formPages(context.template, elementsOrder);
  const page = pages.some((candidate) => candidate.id === init.page)
    ? (init.page ?? '')
    : (pages[0]?.id ?? '');
  const state: FormState = {
    ...emptyFormState(),
    vault: { global, custom, meta: { progress: 0, ptrFinal: false } },
    page,
    pages,
    customData: Object.fromEntries(ownEntries(init.customData)),
    elementsOrder,
    showWhen: conditionsBy(context.template, 'showWhen'),
    hideWhen: conditionsBy(context.template, 'hideWhen'),
    optionalWhen: conditionsBy(context.template, 'optionalWhen'),
    initialized: true,
    allElements: [...elementsOrder],
    userFields: Object.fromEntries(ownEntries(init.prefill?.userFields)),
  };
  return derive(state, context);
}

/** Required fields that are empty, optionally only those on one page. */
export function missingFields(state: FormState, page?: string): string[] {
  const values = formValues(state);
  const onPage =
    page === undefined ? undefined : state.pages.find((candidate) => candidate.id === page)?.fields;
  return state.requiredElements.filter(
    (name) => isEmptyValue(valueOf(values, name)) && (onPage === undefined || onPage.includes(name)),
  );
}

/** Whether the form marks this field as a missing mandatory field right now. */
export const isFieldHighlighted = (state: FormState, field: string): boolean =>
  state.showRequiredHighlights && missingFields(state).includes(field);

function reduce(state: FormState, action: FormAction): FormState {
  const pageIndex = state.pages.findIndex((page) => page.id === state.page);
  switch (action.type) {
    case 'setValue':
    case 'resetValue': {
      if (!state.elementsOrder.includes(action.field)) return state;
      const custom = { ...state.vault.custom };
      if (action.type === 'setValue') setOwn(custom, action.field, action.value);
      else delete custom[action.field];
      return { ...state, vault: { ...state.vault, custom }, preflightDone: false };
    }
    case 'goToPage':
      return state.pages.some((page) => page.id === action.page) ? { ...state, page: action.page } : state;
    case 'next': {
      if (missingFields(state, state.page).length > 0) return { ...state, showRequiredHighlights: true };
      return { ...state, page: state.pages[pageIndex + 1]?.id ?? state.page };
    }
    case 'back':
      return { ...state, page: state.pages[pageIndex - 1]?.id ?? state.page };
    case 'showRequiredHighlights':
      return { ...state, showRequiredHighlights: action.show };
    case 'preflightResult': {
      const missing = action.issues.some((issue) => issue.key === PREFLIGHT_KEYS.missingField);
      return {
        ...state,
        preflightDone: preflightPassed(action.issues),
        showRequiredHighlights: state.showRequiredHighlights || missing,
      };
    }
    case 'setCustomData':
      return { ...state, customData: { ...state.customData, [action.key]: action.value } };
  }
}

/** A reducer for one product (template and fields), e.g. `useReducer(formReducer(context), …)`. */
export function formReducer(context: FormContext): (state: FormState, action: FormAction) => FormState {
  return (state, action) => {
    const next = reduce(state, action);
    return next === state ? state : derive(next, context);
  };
}
