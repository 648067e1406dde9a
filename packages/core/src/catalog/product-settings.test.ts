import { describe, expect, it } from 'vitest';
import { suggestSlug, validateProductSettings, type ProductSettingsInput } from './product-settings.ts';

const valid: ProductSettingsInput = {
  names: { 'de-DE': 'Visitenkarten', 'en-GB': '' },
  descriptions: {},
  slug: 'visitenkarten',
  articleCode: 'VK-1',
  published: false,
  orderable: true,
  paymentMode: 'single',
  subscriptionInterval: null,
  trialDays: null,
  taxCategory: 'standard',
  templateKey: null,
};
const errorsOf = (input: Partial<ProductSettingsInput>) =>
  validateProductSettings({ ...valid, ...input }, 'de-DE').errors;

describe('product settings rules', () => {
  it('accepts a product named in the default language only', () => {
    expect(validateProductSettings(valid, 'de-DE').valid).toBe(true);
  });

  it('needs the name in the default language, and asks for all mandatory fields', () => {
    const result = validateProductSettings({ ...valid, names: { 'en-GB': 'Cards' } }, 'de-DE');
    expect(result.errors['names.de-DE']?.key).toBe('validation.required');
    expect(result.formError?.key).toBe('validation.mandatoryFields');
  });

  it("refuses a slug that is not lowercase letters and digits joined by hyphens: 'Invalid slug'", () => {
    for (const slug of ['Visitenkarten', 'a b', 'ä', '-a', 'a--b'])
      expect(errorsOf({ slug }).slug?.key, slug).toBe('validation.invalidSlug');
    expect(errorsOf({ slug: 'flyer-a6-2' }).slug).toBeUndefined();
  });

  it('needs an interval for a subscription, and trial days from 0 to 365', () => {
    expect(errorsOf({ paymentMode: 'subscription' }).subscriptionInterval?.key).toBe('validation.required');
    expect(errorsOf({ paymentMode: 'subscription', subscriptionInterval: 'month' })).toEqual({});
    expect(errorsOf({ trialDays: -1 }).trialDays?.key).toBe('validation.number');
    expect(errorsOf({ trialDays: 1.5 }).trialDays?.key).toBe('validation.number');
    expect(errorsOf({ trialDays: 14 })).toEqual({});
  });

  it("refuses the spec's forbidden characters in names, article code and the description's text", () => {
    const errors = errorsOf({
      names: { 'de-DE': 'Karten <neu>' },
      articleCode: 'VK{1}',
      descriptions: { 'en-GB': 'Back\\slash' },
    });
    expect(errors['names.de-DE']).toEqual({
      key: 'validation.forbiddenCharacters',
      params: { chars: '< >' },
    });
    expect(errors['articleCode']?.key).toBe('validation.forbiddenCharacters');
    expect(errors['descriptions.en-GB']?.key).toBe('validation.forbiddenCharacters');
    // The braces of a stored rich text's JSON are not its text.
    const json = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Fine paper' }] }]);
    expect(errorsOf({ descriptions: { 'en-GB': json } })['descriptions.en-GB']).toBeUndefined();
  });

  it('suggests a slug from a name', () => {
    expect(suggestSlug('Visitenkarten Größe A')).toBe('visitenkarten-groesse-a');
    expect(suggestSlug('  Café & Crème!  ')).toBe('cafe-creme');
    expect(suggestSlug('<>')).toBe('');
  });
});
