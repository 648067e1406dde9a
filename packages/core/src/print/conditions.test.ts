import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canElementShow,
  evaluateCondition,
  fieldStates,
  isElementPrinted,
  isElementRequired,
  parseCondition,
  requiredFieldNames,
} from './conditions.ts';
import type { ProductField } from './product-field.ts';
import type { Condition, Template, TemplateElement, TextElement } from './template-types.ts';

const textBox = (id: string, field: string, extra: Partial<TextElement> = {}): TextElement => ({
  type: 'text',
  id,
  field,
  x: 0,
  y: 0,
  width: 50,
  height: 5,
  font: 'Inter',
  sizePt: 8,
  color: '#000000',
  align: 'left',
  maxLines: 1,
  ...extra,
});

const templateOf = (...elements: TemplateElement[]): Template => ({
  version: 1,
  size: { width: 85, height: 55 },
  bleed: 2,
  pages: [{ id: 'front', name: 'front', elements }],
});

const field = (name: string, required: boolean, type: ProductField['type'] = 'text'): ProductField => ({
  name,
  label: { 'de-DE': name, 'en-GB': name },
  type,
  required,
});

describe('evaluateCondition', () => {
  const values = { hasMobile: ' yes ', mobile: '', name: 'Ada' };
  it.each<[Condition, boolean]>([
    [{ field: 'hasMobile', equals: 'yes' }, true],
    [{ field: 'hasMobile', equals: ' yes' }, true],
    [{ field: 'hasMobile', notEquals: 'yes' }, false],
    [{ field: 'mobile', empty: true }, true],
    [{ field: 'mobile', notEmpty: true }, false],
    [{ field: 'unknown', empty: true }, true],
    [{ field: 'constructor', empty: true }, true],
    [
      {
        all: [
          { field: 'name', notEmpty: true },
          { field: 'mobile', notEmpty: true },
        ],
      },
      false,
    ],
    [
      {
        any: [
          { field: 'name', notEmpty: true },
          { field: 'mobile', notEmpty: true },
        ],
      },
      true,
    ],
    [{ not: { field: 'mobile', notEmpty: true } }, true],
  ])('%j → %s', (condition, expected) => expect(evaluateCondition(condition, values)).toBe(expected));
});

describe('parseCondition', () => {
  it('returns a clean copy of a valid condition', () => {
    const errors: string[] = [];
    const input = {
      any: [{ field: 'a', equals: 'x', note: 'dropped' }, { not: { field: 'b', empty: true } }],
    };
    expect(parseCondition(input, 'c', errors)).toEqual({
      any: [{ field: 'a', equals: 'x' }, { not: { field: 'b', empty: true } }],
    });
    expect(errors).toEqual([]);
  });

  it.each([
    [{ field: 'a', empty: false }, 'c.empty: must be true'],
    [{ field: 'a', equals: 3 }, 'c.equals: must be a string'],
    [{ field: 'a-b', notEmpty: true }, 'c.field: must be a field name'],
    [{ field: 'a' }, 'c: needs exactly one of'],
    [{ any: 'x' }, 'c.any: must be a non-empty list'],
    [[], 'c: must be an object'],
  ])('rejects %j', (input, message) => {
    const errors: string[] = [];
    expect(parseCondition(input, 'c', errors)).toBeUndefined();
    expect(errors.join()).toContain(message);
  });

  it('limits the number of nodes', () => {
    const errors: string[] = [];
    const wide = { any: Array.from({ length: 100 }, () => ({ field: 'a', empty: true })) };
    expect(parseCondition(wide, 'c', errors)).toBeUndefined();
    expect(errors).toEqual(['c: more than 64 nodes']);
  });
});

describe('element and field states', () => {
  const mobile = textBox('mobileLine', 'mobile', { showWhen: { field: 'mobile', notEmpty: true } });
  const gated = textBox('faxLine', 'fax', { showWhen: { field: 'hasFax', equals: 'yes' } });
  const name = textBox('name', 'lastName', {
    text: '{firstName} {lastName}',
    hideWhen: { field: 'anonymous', equals: 'yes' },
  });
  const template = templateOf(mobile, gated, name);
  const fields = [
    field('mobile', true, 'phone'),
    field('fax', true, 'phone'),
    field('hasFax', false, 'select'),
    field('firstName', true),
    field('lastName', true),
    field('anonymous', false),
    field('notes', true, 'textarea'),
  ];

  it('prints an element only while showWhen holds and hideWhen does not', () => {
    expect(isElementPrinted(mobile, {})).toBe(false);
    expect(isElementPrinted(mobile, { mobile: '+49 170 1' })).toBe(true);
    expect(isElementPrinted(name, { anonymous: 'yes' })).toBe(false);
  });

  it('keeps the input of an element that prints only when its own field is filled', () => {
    expect(canElementShow(mobile, {}, 'mobile')).toBe(true);
    expect(canElementShow(gated, {}, 'fax')).toBe(false);
    expect(canElementShow(gated, { hasFax: 'yes' }, 'fax')).toBe(true);
  });

  it('derives shown, optional and required per field', () => {
    const states = fieldStates(template, fields, { anonymous: 'yes' });
    expect(states.get('mobile')).toEqual({ shown: true, optional: false, required: true });
    expect(states.get('fax')).toEqual({ shown: false, optional: false, required: false });
    // firstName is used only through the hidden name box's placeholder
    expect(states.get('firstName')).toEqual({ shown: false, optional: false, required: false });
    // a field no element uses is still asked for
    expect(states.get('notes')).toEqual({ shown: true, optional: false, required: true });
    expect(requiredFieldNames(template, fields, { hasFax: 'yes' })).toEqual([
      'mobile',
      'fax',
      'firstName',
      'lastName',
      'notes',
    ]);
  });

  it('makes a field optional while optionalWhen holds', () => {
    const optional = textBox('mobileLine', 'mobile', { optionalWhen: { field: 'noMobile', equals: 'yes' } });
    const t = templateOf(optional);
    expect(requiredFieldNames(t, fields, { noMobile: 'yes' })).not.toContain('mobile');
    expect(requiredFieldNames(t, fields, {})).toContain('mobile');
    expect(isElementRequired(optional, fields, { noMobile: 'yes' })).toBe(false);
    expect(isElementRequired(optional, fields, {})).toBe(true);
  });
});

// Properties over random conditions on three fields whose values come from a small domain.
const FIELDS = ['a', 'b', 'c'] as const;
const DOMAIN = ['', ' ', 'yes', 'no', 'x'];
const atom: fc.Arbitrary<Condition> = fc.oneof(
  fc.record({ field: fc.constantFrom(...FIELDS), equals: fc.constantFrom(...DOMAIN) }),
  fc.record({ field: fc.constantFrom(...FIELDS), notEquals: fc.constantFrom(...DOMAIN) }),
  fc.record({ field: fc.constantFrom(...FIELDS), empty: fc.constant(true as const) }),
  fc.record({ field: fc.constantFrom(...FIELDS), notEmpty: fc.constant(true as const) }),
);
const condition: fc.Arbitrary<Condition> = fc.letrec<{ node: Condition }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    atom,
    fc.record({ all: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
    fc.record({ any: fc.array(tie('node'), { minLength: 1, maxLength: 3 }) }),
    fc.record({ not: tie('node') }),
  ),
})).node;
const values = fc.record({
  a: fc.constantFrom(...DOMAIN),
  b: fc.constantFrom(...DOMAIN),
  c: fc.constantFrom(...DOMAIN),
});
const element = fc
  .record({ showWhen: condition, hideWhen: condition, optionalWhen: condition }, { requiredKeys: [] })
  .map((conditions) => textBox('e', 'a', conditions));

describe('condition properties', () => {
  it('canElementShow is exact: true iff some value of the field prints the element', () => {
    fc.assert(
      fc.property(element, values, (el, vals) => {
        const bruteForce = [...DOMAIN, 'fresh'].some((v) => isElementPrinted(el, { ...vals, a: v }));
        expect(canElementShow(el, vals, 'a')).toBe(bruteForce);
      }),
    );
  });

  it('hidden elements are never required, and required fields are always shown', () => {
    const fields = FIELDS.map((name) => field(name, true));
    fc.assert(
      fc.property(fc.array(element, { minLength: 1, maxLength: 3 }), values, (elements, vals) => {
        const els = elements.map((el, i) => ({ ...el, id: `e${i}` }));
        for (const el of els) {
          if (!canElementShow(el, vals, 'a')) expect(isElementRequired(el, fields, vals)).toBe(false);
        }
        const states = fieldStates(templateOf(...els), fields, vals);
        for (const state of states.values()) if (state.required) expect(state.shown).toBe(true);
        if (els.every((el) => !canElementShow(el, vals, 'a'))) expect(states.get('a')?.required).toBe(false);
      }),
    );
  });
});
