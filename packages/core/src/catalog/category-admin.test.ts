import { describe, expect, it } from 'vitest';
import {
  normalizeCategoryInput,
  slugFromName,
  validateCategoryInput,
  type CategoryInput,
} from './category-admin.ts';

const input = (overrides: Partial<CategoryInput> = {}): CategoryInput => ({
  slug: '',
  parentId: null,
  published: true,
  name: [{ language: 'de-DE', text: 'Flyer' }],
  description: [],
  accessRoles: [],
  linkUrl: '',
  linkTarget: 'same',
  displayMode: 'static',
  staticProductIds: [],
  ...overrides,
});
const options = { languages: ['de-DE', 'en-GB'], defaultLanguage: 'de-DE' };

describe('category form rules', () => {
  it('accepts a category named in the default language', () => {
    expect(validateCategoryInput(input(), options)).toEqual({ errors: {}, formError: null });
  });

  it('asks for the name in the default language', () => {
    const result = validateCategoryInput(input({ name: [{ language: 'en-GB', text: 'Flyers' }] }), options);
    expect(result.formError).toEqual({ key: 'validation.mandatoryFields' });
    expect(result.errors['name.de-DE']).toEqual({ key: 'validation.required' });
  });

  it("refuses a link that is neither https:// nor relative with the spec's message", () => {
    for (const linkUrl of ['www.example.com', 'http://example.com', 'ftp://x.de', '//example.com']) {
      expect(validateCategoryInput(input({ linkUrl }), options).errors.linkUrl).toEqual({
        key: 'validation.validUrlDot',
      });
    }
    for (const linkUrl of ['https://example.com/a', '/catalog/flyer', ''])
      expect(validateCategoryInput(input({ linkUrl }), options).errors.linkUrl).toBeUndefined();
  });

  it('refuses forbidden characters, unknown languages and a bad slug', () => {
    const result = validateCategoryInput(
      input({
        slug: 'Flyer!',
        name: [
          { language: 'de-DE', text: 'Fly<er>' },
          { language: 'fr-FR', text: 'Dépliants' },
        ],
      }),
      options,
    );
    expect(result.errors['name.de-DE']?.key).toBe('validation.forbiddenCharacters');
    expect(result.errors['name.fr-FR']).toEqual({ key: 'admin.unknownLanguage' });
    expect(result.errors.slug).toEqual({ key: 'validation.invalidSlug' });
  });

  it('drops empty texts and duplicates before storing', () => {
    const clean = normalizeCategoryInput(
      input({
        name: [
          { language: 'de-DE', text: ' Flyer ' },
          { language: 'en-GB', text: '  ' },
        ],
        accessRoles: ['customer', 'customer', ''],
        staticProductIds: ['a', 'a', 'b'],
      }),
    );
    expect(clean.name).toEqual([{ language: 'de-DE', text: 'Flyer' }]);
    expect(clean.accessRoles).toEqual(['customer']);
    expect(clean.staticProductIds).toEqual(['a', 'b']);
  });

  it('makes slugs from names', () => {
    expect(slugFromName('Flyer & Falzflyer')).toBe('flyer-falzflyer');
    expect(slugFromName('Grüße aus Köln')).toBe('gruesse-aus-koeln');
    expect(slugFromName('Café Crème')).toBe('cafe-creme');
    expect(slugFromName('***')).toBe('');
  });
});
