import { describe, expect, it } from 'vitest';
import { builtInCatalogue } from '../../i18n/catalogue/index.ts';
import { emptyPageDocument, readPageDocument } from '../page-document.ts';
import { forEachBlock } from '../page-nodes.ts';
import { applyTemplate } from './apply-template.ts';
import { BUILT_IN_TEMPLATES, templateForShop } from './built-in-templates.ts';
import { TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS } from './page-template.ts';

const SHOPS = {
  german: { languages: ['de-DE', 'en-GB'], defaultLanguage: 'de-DE' },
  english: { languages: ['en-GB', 'en-US'], defaultLanguage: 'en-GB' },
  french: { languages: ['fr-FR'], defaultLanguage: 'fr-FR' },
};

describe('built-in templates', () => {
  it('offer the issue’s eight pages and more, each id once, every category used', () => {
    const ids = BUILT_IN_TEMPLATES.map((template) => template.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(
      expect.arrayContaining([
        'landing',
        'product-launch',
        'about',
        'faq',
        'contact',
        'event',
        'pricing',
        'legal',
      ]),
    );
    expect(new Set(BUILT_IN_TEMPLATES.map((template) => template.category))).toEqual(
      new Set(TEMPLATE_CATEGORIES),
    );
  });

  it('have a name, a description and a category name in German and English', () => {
    const keys = [
      ...BUILT_IN_TEMPLATES.flatMap((template) => [template.nameKey, template.descriptionKey]),
      ...Object.values(TEMPLATE_CATEGORY_LABELS),
    ];
    for (const key of keys) {
      expect(builtInCatalogue[key]?.['de-DE'], key).toBeTruthy();
      expect(builtInCatalogue[key]?.['en-GB'], key).toBeTruthy();
    }
  });

  for (const [name, shop] of Object.entries(SHOPS)) {
    it(`read without a problem in a ${name} shop, with a text in its default language wherever there is one`, () => {
      for (const template of BUILT_IN_TEMPLATES) {
        const reading = readPageDocument(templateForShop(template.document, shop), shop);
        expect(reading.problems, template.id).toEqual([]);
        expect(reading.document.sections.length, template.id).toBeGreaterThan(0);
        // Every heading speaks the shop's default language (no empty template for a French shop).
        forEachBlock(reading.document, (block) => {
          if (block.type === 'heading') {
            const texts = block.props.text as Record<string, string>;
            expect(texts[shop.defaultLanguage], `${template.id} ${block.id}`).toBeTruthy();
          }
        });
        const applied = applyTemplate(emptyPageDocument(), { document: reading.document }, shop);
        expect(applied.error, template.id).toBeUndefined();
      }
    });
  }

  it('keep their own texts for a German shop and leave out languages a shop does not offer', () => {
    const landing = BUILT_IN_TEMPLATES.find((template) => template.id === 'landing')!;
    const german = JSON.stringify(templateForShop(landing.document, SHOPS.german));
    expect(german).toContain('"de-DE":"Drucksachen, die im Gedächtnis bleiben"');
    expect(german).toContain('"en-GB":"Print that people remember"');
    const english = JSON.stringify(templateForShop(landing.document, SHOPS.english));
    expect(english).not.toContain('de-DE');
    // en-US takes the British text (same base language) rather than falling back to nothing.
    expect(english).toContain('"en-US":"Print that people remember"');
    const french = JSON.stringify(templateForShop(landing.document, SHOPS.french));
    expect(french).toContain('"fr-FR":"Print that people remember"');
  });
});
