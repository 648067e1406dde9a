import { describe, expect, it } from 'vitest';
import {
  userFieldDefinitionFromInput,
  validateUserFieldInput,
  type UserFieldInput,
} from './user-field-admin.ts';

const input: UserFieldInput = {
  fieldName: ' costCentre ',
  type: 'number',
  required: true,
  use: true,
  label: ' Kostenstelle ',
  labelTranslations: [
    { languageCode: 'en-GB', translation: ' Cost centre ' },
    { languageCode: 'en-US', translation: ' ' },
  ],
  options: ['unused'],
  min: 100,
  max: 999,
  step: 1,
  allowNegative: false,
  defaultValue: '',
};
const languages = ['de-DE', 'en-GB', 'en-US'];
const keys = (errors: Record<string, { key: string }>) =>
  Object.fromEntries(Object.entries(errors).map(([name, error]) => [name, error.key]));

describe('userFieldDefinitionFromInput', () => {
  it('trims texts, drops empty translations and keeps only the settings of the type', () => {
    expect(userFieldDefinitionFromInput(input)).toEqual({
      fieldName: 'costCentre',
      type: 'number',
      required: true,
      inUse: true,
      defaultValue: '',
      config: {
        label: 'Kostenstelle',
        labelTranslation: {
          baseTranslation: 'Kostenstelle',
          translations: [{ languageCode: 'en-GB', translation: 'Cost centre' }],
        },
        min: 100,
        max: 999,
        step: 1,
        allowNegative: false,
      },
    });
    const select = userFieldDefinitionFromInput({ ...input, type: 'select', options: [' A ', '', 'B'] });
    expect(select.config).toMatchObject({ options: ['A', 'B'] });
    expect(select.config.min).toBeUndefined();
  });
});

describe('validateUserFieldInput', () => {
  const check = (change: Partial<UserFieldInput>) =>
    keys(validateUserFieldInput(userFieldDefinitionFromInput({ ...input, ...change }), languages));

  it('accepts a valid definition', () => {
    expect(check({})).toEqual({});
  });

  it('applies the core rules (field name, label)', () => {
    expect(check({ fieldName: 'cost centre', label: '' })).toEqual({
      fieldName: 'validation.fieldName',
      label: 'validation.required',
    });
  });

  it('wants a sensible number range and a positive step', () => {
    expect(check({ min: 10, max: 5, step: 0 })).toEqual({
      max: 'admin.fieldMaxBelowMin',
      step: 'validation.positiveNumber',
    });
  });

  it('refuses translations into languages the tenant does not have', () => {
    expect(check({ labelTranslations: [{ languageCode: 'fr-FR', translation: 'Centre' }] })).toEqual({
      labelTranslations: 'admin.unknownLanguage',
    });
  });

  it('wants a default value the field itself accepts', () => {
    expect(check({ defaultValue: 'abc' })).toEqual({ defaultValue: 'validation.number' });
    expect(check({ type: 'select', options: ['A', 'B'], defaultValue: 'C' })).toEqual({
      defaultValue: 'validation.mustMatch',
    });
    expect(check({ type: 'select', options: ['A', 'B'], defaultValue: 'B' })).toEqual({});
  });

  it('takes select options of any length and with any punctuation (no pattern is built from them)', () => {
    const long = 'x'.repeat(100_000);
    expect(check({ type: 'select', options: ['a|b', '(', long], defaultValue: long })).toEqual({});
    expect(check({ type: 'select', options: ['a|b', long], defaultValue: 'a' })).toEqual({
      defaultValue: 'validation.mustMatch',
    });
  });
});
