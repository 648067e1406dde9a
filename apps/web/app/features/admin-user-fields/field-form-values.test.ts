import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { USER_FIELD_TYPES } from '@print/core/users/user-fields';
import { describe, expect, it } from 'vitest';
import type { UserGenericField } from '../../lib/i18n/user-fields-query.ts';
import { fieldTypeKey } from '../../ui/admin-kit/field-library.ts';
import { fieldInputOf, formValuesOf } from './field-form-values.ts';

const field: UserGenericField = {
  id: 'f1',
  fieldName: 'costCentre',
  group: 'custom',
  type: 'number',
  required: true,
  use: false,
  config: {
    label: 'Kostenstelle',
    labelTranslation: {
      baseTranslation: 'Kostenstelle',
      translations: [{ languageCode: 'en-GB', translation: 'Cost centre' }],
    },
    min: 100,
    max: 999.5,
    allowNegative: true,
  },
  defaultValue: '120',
  tenantID: 't1',
  order: 0,
  translations: [],
};

describe('user-field form values', () => {
  it('starts from the field, or from an empty text field in use', () => {
    expect(formValuesOf(field)).toEqual({
      fieldName: 'costCentre',
      type: 'number',
      required: true,
      use: false,
      label: 'Kostenstelle',
      translations: { 'en-GB': 'Cost centre' },
      options: '',
      min: '100',
      max: '999.5',
      step: '',
      allowNegative: true,
      defaultValue: '120',
    });
    expect(formValuesOf(null)).toMatchObject({ type: 'text', use: true, required: false, label: '' });
  });

  it('turns the form back into the API input', () => {
    const { input, errors } = fieldInputOf({ ...formValuesOf(field), max: '999,5' }, ['en-GB']);
    expect(errors).toEqual({});
    expect(input).toEqual({
      fieldName: 'costCentre',
      type: 'number',
      required: true,
      use: false,
      label: 'Kostenstelle',
      labelTranslations: [{ languageCode: 'en-GB', translation: 'Cost centre' }],
      options: [],
      min: 100,
      max: 999.5,
      step: null,
      allowNegative: true,
      defaultValue: '120',
    });
  });

  it('sends options only for selects and number settings only for numbers', () => {
    const select = fieldInputOf({ ...formValuesOf(field), type: 'select', options: 'A\nB' }, []);
    expect(select.input).toMatchObject({ options: ['A', 'B'], min: null, max: null, allowNegative: false });
  });

  it('names number settings that are not numbers', () => {
    expect(fieldInputOf({ ...formValuesOf(field), min: 'ten', step: '1' }, []).errors).toEqual({
      min: { key: 'validation.number' },
    });
  });
});

describe('fieldTypeKey', () => {
  it('names a catalogue entry for every field type', () => {
    expect(fieldTypeKey('select')).toBe('admin.fieldTypeSelect');
    for (const type of USER_FIELD_TYPES) expect(builtInCatalogue[fieldTypeKey(type)], type).toBeDefined();
  });
});
