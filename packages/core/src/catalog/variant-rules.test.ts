import { describe, expect, it } from 'vitest';
import { checkVariantCode, resolvedVariantValues, validateVariant } from './variant-rules.ts';

const options = { defaultLanguage: 'de-DE', fieldNames: ['companyName', 'address'] };
const valid = {
  code: 'BC-STD-MATT',
  name: { 'de-DE': 'Matt', 'en-GB': 'Matte' },
  published: true,
  archivedAt: null,
  fieldValues: { companyName: 'Muster GmbH' },
};

describe('variant rules', () => {
  it('accepts article codes and refuses blanks, spaces and other marks', () => {
    expect(checkVariantCode('BC-STD_1.2')).toBeNull();
    expect(checkVariantCode(' ')).toEqual({ key: 'validation.required' });
    expect(checkVariantCode('BC STD')).toEqual({ key: 'admin.variantCodeFormat' });
    expect(checkVariantCode('-BC')).toEqual({ key: 'admin.variantCodeFormat' });
    expect(checkVariantCode('x'.repeat(65))).toEqual({ key: 'validation.tooLong', params: { max: '64' } });
  });

  it('needs the default language name and checks every text for forbidden characters', () => {
    expect(validateVariant(valid, options).valid).toBe(true);
    const result = validateVariant(
      {
        ...valid,
        name: { 'en-GB': 'a}b' },
        fieldValues: { address: '<b>', colour: 'red' },
        archivedAt: 'soon',
      },
      options,
    );
    expect(result.errors).toEqual({
      'name.de-DE': { key: 'validation.required' },
      'name.en-GB': { key: 'validation.forbiddenCharacters', params: { chars: '}' } },
      'fieldValues.address': { key: 'validation.forbiddenCharacters', params: { chars: '< >' } },
      'fieldValues.colour': { key: 'admin.fieldNotOnProduct' },
      archivedAt: { key: 'validation.required' },
    });
    expect(result.formError).toEqual({ key: 'validation.mandatoryFields' });
    expect(validateVariant({ ...valid, archivedAt: '2030-02-01' }, options).valid).toBe(true);
  });

  it('shows a variant’s own values and inherits the rest from the product', () => {
    expect(
      resolvedVariantValues({ companyName: 'Produkt AG', address: null }, { companyName: 'Variante' }),
    ).toEqual({
      companyName: { value: 'Variante', inherited: false },
      address: { value: '', inherited: true },
    });
  });
});
