import { describe, expect, it } from 'vitest';
import { fieldStates } from '../print/conditions.ts';
import { checkPersonalisation } from '../print/personalisation-check.ts';
import { validateProductFieldValue, type ProductField } from '../print/product-field.ts';
import { normalizeProductFieldInput, validateProductFieldDefinition } from './product-field-admin.ts';
import { conditionOf, simpleCondition, validateFieldUse } from './product-field-use.ts';

const field = (name: string, extra: Partial<ProductField> = {}): ProductField => ({
  name,
  label: { 'en-GB': name },
  type: 'text',
  required: false,
  ...extra,
});

describe('colour fields', () => {
  it('take #rrggbb only', () => {
    const colour = field('accent', { type: 'colour' });
    expect(validateProductFieldValue(colour, '#1a2B3c', false)).toBeNull();
    for (const bad of ['red', '#123', '#12345g', '1a2b3c']) {
      expect(validateProductFieldValue(colour, bad, false)).toEqual({ key: 'validation.colour' });
    }
  });
});

describe("a product's own field conditions", () => {
  const fields = [
    field('hasMobile', { type: 'select', options: ['yes', 'no'] }),
    field('mobile', { required: true, conditions: { showWhen: { field: 'hasMobile', equals: 'yes' } } }),
    field('note', { required: true, conditions: { optionalWhen: { field: 'hasMobile', equals: 'no' } } }),
    field('fax', { conditions: { hideWhen: { field: 'hasMobile', notEmpty: true } } }),
  ];

  it('show, hide and make optional without a template', () => {
    const states = fieldStates(null, fields, { hasMobile: 'no' });
    expect(states.get('mobile')).toEqual({ shown: false, optional: false, required: false });
    expect(states.get('note')).toMatchObject({ shown: true, required: false });
    expect(states.get('fax')?.shown).toBe(false);
    expect(fieldStates(null, fields, { hasMobile: 'yes' }).get('mobile')?.required).toBe(true);
    expect(fieldStates(null, fields, {}).get('fax')?.shown).toBe(true);
  });

  it('decide what the cart check needs and drops', () => {
    const check = checkPersonalisation(null, fields, { hasMobile: 'no', mobile: '0171' }, { complete: true });
    expect(check.hidden).toEqual(['mobile']);
    expect(check.missing).toEqual([]);
    const needed = checkPersonalisation(null, fields, { hasMobile: 'yes' }, { complete: true });
    expect(needed.missing).toEqual(['mobile', 'note']);
  });
});

describe('library field rules', () => {
  const input = {
    name: ' size ',
    type: 'number' as const,
    required: false,
    label: { 'de-DE': ' Größe ', 'fr-FR': 'Taille' },
    options: [{ value: 'x', label: {} }],
    min: 1,
    max: 10,
    step: 1,
    defaultValue: '5',
    defaultUrl: 'https://example.com/a.png',
  };

  it('keep the settings of the type and the tenant languages only', () => {
    expect(normalizeProductFieldInput(input, ['de-DE', 'en-GB'])).toEqual({
      ...input,
      name: 'size',
      label: { 'de-DE': 'Größe' },
      options: [],
      defaultUrl: '',
    });
  });

  it('need a label in the default language and a default the field accepts', () => {
    const field = normalizeProductFieldInput(input, ['de-DE', 'en-GB']);
    expect(validateProductFieldDefinition(field, 'de-DE')).toEqual({});
    expect(validateProductFieldDefinition(field, 'en-GB')).toEqual({ label: { key: 'validation.required' } });
    expect(validateProductFieldDefinition({ ...field, defaultValue: 'five' }, 'de-DE')).toHaveProperty(
      'defaultValue',
    );
    const image = normalizeProductFieldInput({ ...input, type: 'image', defaultUrl: '/media/abc.png' }, [
      'de-DE',
    ]);
    expect(validateProductFieldDefinition(image, 'de-DE')).toEqual({});
  });
});

describe('field use rules', () => {
  it('accept a comparison on another field of the product only', () => {
    const facts = { name: 'mobile', type: 'text' as const };
    const use = (condition: ReturnType<typeof conditionOf>) => ({
      fieldId: 'x',
      label: null,
      required: null,
      defaultValue: null,
      conditions: { showWhen: condition },
    });
    const other = conditionOf({ field: 'hasMobile', comparison: 'equals', value: 'yes' });
    expect(validateFieldUse(use(other), facts, ['mobile', 'hasMobile'])).toEqual({});
    const own = conditionOf({ field: 'mobile', comparison: 'notEmpty', value: '' });
    expect(validateFieldUse(use(own), facts, ['mobile', 'hasMobile'])).toEqual({
      showWhen: { key: 'admin.fieldConditionInvalid' },
    });
    expect(simpleCondition(other)).toEqual({ field: 'hasMobile', comparison: 'equals', value: 'yes' });
  });
});
