import { PROFILE_FIELDS } from '@print/core/users/profile';
import { describe, expect, it } from 'vitest';
import { customFieldSpecs, profileFieldSpecs } from './field-specs.ts';
import { fieldLabel, userField } from './test-fixtures.ts';

const t = (key: string) => `[${key}]`;

describe('account field specs', () => {
  it('profile: the spec §3 fields in order, labelled, salutation as a select of Mr./Mrs./Diverse', () => {
    const specs = profileFieldSpecs(t);
    expect(specs.map((spec) => spec.name)).toEqual([...PROFILE_FIELDS]);
    expect(specs.find((spec) => spec.name === 'lastName')?.label).toBe('[profile.surname]');
    expect(specs.find((spec) => spec.name === 'street')?.label).toBe('[profile.streetAndHouseNumber]');
    expect(specs[0]).toMatchObject({
      control: 'select',
      options: [
        { id: 'mr', label: '[profile.salutationMr]' },
        { id: 'mrs', label: '[profile.salutationMrs]' },
        { id: 'diverse', label: '[profile.salutationDiverse]' },
      ],
    });
    expect(specs.filter((spec) => spec.rule.required).map((spec) => spec.name)).toEqual([
      'firstName',
      'lastName',
    ]);
    expect(specs.find((spec) => spec.name === 'phone')).toMatchObject({ type: 'tel', autoComplete: 'tel' });
  });

  it('custom fields: named custom.<fieldName>, labelled in the language, rendered by type', () => {
    const specs = customFieldSpecs(
      [
        userField({ fieldName: 'note' }),
        userField({ fieldName: 'mail', type: 'email', required: true }),
        userField({
          fieldName: 'size',
          type: 'select',
          config: { ...fieldLabel('Size'), options: ['S', 'M'] },
        }),
        userField({
          fieldName: 'qty',
          type: 'number',
          config: { ...fieldLabel('Qty'), min: 2, max: 10, step: 2 },
        }),
        userField({
          fieldName: 'delta',
          type: 'number',
          config: { ...fieldLabel('Delta'), allowNegative: true },
        }),
      ],
      'de-DE',
    );
    expect(specs.map((spec) => spec.name)).toEqual([
      'custom.note',
      'custom.mail',
      'custom.size',
      'custom.qty',
      'custom.delta',
    ]);
    expect(specs[0]?.label).toBe('note (de)');
    expect(specs[1]).toMatchObject({ type: 'email', rule: { required: true, kind: 'email' } });
    expect(specs[2]).toMatchObject({
      control: 'select',
      options: [
        { id: 'S', label: 'S' },
        { id: 'M', label: 'M' },
      ],
    });
    expect(specs[3]).toMatchObject({ control: 'text', inputMode: 'numeric', rule: { kind: 'number' } });
    expect(specs[3]?.clamp?.('1')).toBe('2');
    expect(specs[3]?.clamp?.('11')).toBe('10');
    expect(specs[3]?.clamp?.('-5')).toBe('2');
    expect(specs[3]?.clamp?.('')).toBe('');
    expect(specs[4]?.inputMode).toBeUndefined();
    expect(specs[4]?.clamp?.('-5')).toBe('-5');
    expect(customFieldSpecs([userField({ fieldName: 'x', config: fieldLabel('') })], 'en-GB')[0]?.label).toBe(
      'x',
    );
  });
});
