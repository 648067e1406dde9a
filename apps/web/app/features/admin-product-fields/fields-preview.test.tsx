import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { describe, expect, it } from 'vitest';
import { renderWithShellData, testShellData } from '../../shell/test-helpers.tsx';
import { draftOf } from './field-use-draft.ts';
import type { FieldUse } from './product-fields-api.ts';
import { FieldsPreview } from './fields-preview.tsx';

// The Fields tab's live preview, rendered on the server as the admin first sees it: each field is
// labelled as the shop will label it in the admin's language.

const use = (overrides: Partial<FieldUse>): FieldUse => ({
  fieldId: 'f1',
  name: 'firstName',
  type: 'text',
  options: [],
  min: null,
  max: null,
  step: null,
  libraryLabel: {},
  libraryRequired: false,
  libraryDefault: null,
  label: null,
  required: null,
  defaultValue: null,
  conditions: {},
  ...overrides,
});

/** The preview in German for a shop whose default language is en-GB. */
const preview = (uses: FieldUse[]) =>
  renderWithShellData('/admin/products/p1', <FieldsPreview drafts={uses.map(draftOf)} />, {
    ...testShellData(null, 'full', {
      languages: [
        { code: 'en-GB', isDefault: true },
        { code: 'de-DE', isDefault: false },
      ],
      defaultLanguage: 'en-GB',
    }),
    language: 'de-DE',
    translations: catalogueForLanguage('de-DE'),
  });

const labels = (html: string) => [...html.matchAll(/<label[^>]*>([^<]*)</g)].map((match) => match[1]);

describe('fields preview', () => {
  it('labels a field and its options without a text in the admin’s language in the shop’s default one', () => {
    // French is stored first: it is neither the admin's language nor the shop's default one.
    const html = preview([
      use({ libraryLabel: { 'fr-FR': 'Prénom', 'en-GB': 'First name' } }),
      use({
        fieldId: 'f2',
        name: 'colour',
        type: 'select',
        libraryLabel: { 'en-GB': 'Colour' },
        options: [{ value: 'red', label: { 'fr-FR': 'Rouge', 'en-GB': 'Red' } }],
        libraryDefault: 'red',
      }),
    ]);
    expect(labels(html)).toContain('First name');
    // The select's chosen option, shown on its button, follows the same fallback.
    expect(html).toMatch(/data-testid="form-field-colour"[\s\S]*?>Red</);
    expect(html).not.toMatch(/Prénom|Rouge/);
  });

  it('prefers the product’s own label, then the library’s text in the admin’s language', () => {
    const html = preview([
      use({ libraryLabel: { 'en-GB': 'First name', 'de-DE': 'Vorname' } }),
      use({
        fieldId: 'f2',
        name: 'lastName',
        libraryLabel: { 'en-GB': 'Last name', 'de-DE': 'Nachname' },
        label: { 'de-DE': 'Familienname' },
      }),
    ]);
    expect(labels(html)).toEqual(expect.arrayContaining(['Vorname', 'Familienname']));
  });
});
