import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeProductMeta,
  SEO_TITLE_MAX_LENGTH,
  validateProductMeta,
  type ProductMetaFieldDefinition,
  type ProductMetaInput,
} from './product-meta.ts';

const languages = ['de-DE', 'en-GB'];
const fields: ProductMetaFieldDefinition[] = [
  { name: 'material', type: 'text', required: true },
  { name: 'datasheet', type: 'url', required: false },
  { name: 'weight', type: 'number', required: false },
];
const empty: ProductMetaInput = { seoTitle: {}, seoDescription: {}, values: {} };
const check = (input: Partial<ProductMetaInput>) => {
  const normalized = normalizeProductMeta({ ...empty, ...input }, fields, languages, 'de-DE');
  return validateProductMeta(normalized, fields, languages, 'de-DE');
};

describe('product meta fields tab rules', () => {
  it('needs a required meta field in the default language only', () => {
    expect(check({}).errors['meta.material.de-DE']?.key).toBe('validation.required');
    expect(check({}).formError?.key).toBe('validation.mandatoryFields');
    expect(check({ values: { material: { 'de-DE': 'Karton' } } }).valid).toBe(true);
  });

  it('checks a URL and a number once, whatever the language', () => {
    const result = check({
      values: {
        material: { 'de-DE': 'Karton' },
        datasheet: { 'de-DE': 'http://example.com' },
        weight: { 'de-DE': 'heavy' },
      },
    });
    expect(result.errors['meta.datasheet']?.key).toBe('validation.urlHttps');
    expect(result.errors['meta.weight']?.key).toBe('validation.number');
  });

  it('refuses forbidden characters and over-long SEO texts per language', () => {
    const result = check({
      values: { material: { 'de-DE': 'Karton' } },
      seoTitle: { 'en-GB': 'Cards <b>' },
      seoDescription: { 'de-DE': 'x'.repeat(1001) },
    });
    expect(result.errors['seoTitle.en-GB']?.key).toBe('validation.forbiddenCharacters');
    expect(result.errors['seoDescription.de-DE']).toEqual({
      key: 'validation.tooLong',
      params: { max: '1000' },
    });
    expect(
      check({
        values: { material: { 'de-DE': 'K' } },
        seoTitle: { 'de-DE': 'x'.repeat(SEO_TITLE_MAX_LENGTH) },
      }).valid,
    ).toBe(true);
  });

  it('keeps only known fields, the tenant languages and non-empty trimmed texts; one value for URLs', () => {
    const normalized = normalizeProductMeta(
      {
        seoTitle: { 'de-DE': '  Visitenkarten  ', 'fr-FR': 'Cartes', 'en-GB': '   ' },
        seoDescription: {},
        values: {
          material: { 'de-DE': 'Karton', 'en-GB': 'Board' },
          datasheet: { 'de-DE': 'https://example.com/a.pdf', 'en-GB': 'https://example.com/b.pdf' },
          unknown: { 'de-DE': 'x' },
        },
      },
      fields,
      languages,
      'de-DE',
    );
    expect(normalized).toEqual({
      seoTitle: { 'de-DE': 'Visitenkarten' },
      seoDescription: {},
      values: {
        material: { 'de-DE': 'Karton', 'en-GB': 'Board' },
        datasheet: { 'de-DE': 'https://example.com/a.pdf' },
      },
    });
  });

  it('never throws and never lets a NUL byte or a forbidden character through', () => {
    const texts = fc.dictionary(fc.constantFrom('de-DE', 'en-GB', 'xx', '__proto__'), fc.string());
    fc.assert(
      fc.property(
        texts,
        texts,
        fc.dictionary(fc.constantFrom('material', 'datasheet', 'weight', 'other', 'constructor'), texts),
        (seoTitle, seoDescription, values) => {
          const normalized = normalizeProductMeta(
            { seoTitle, seoDescription, values },
            fields,
            languages,
            'de-DE',
          );
          const result = validateProductMeta(normalized, fields, languages, 'de-DE');
          if (!result.valid) return;
          const stored = [
            ...Object.values(normalized.seoTitle),
            ...Object.values(normalized.seoDescription),
            ...Object.values(normalized.values).flatMap((byLanguage) => Object.values(byLanguage)),
          ];
          for (const text of stored) {
            expect(text).not.toContain(String.fromCharCode(0));
            expect(text).not.toMatch(/[<>{}\\]/u);
          }
        },
      ),
    );
  });
});
