import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { readPageDocument } from '@print/core/pages/page-document';
import { BUILT_IN_TEMPLATES, templateForShop } from '@print/core/pages/templates/built-in-templates';
import { TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS } from '@print/core/pages/templates/page-template';

// The server's answer to PageTemplates for the browser tests: the built-in templates as the server
// lists them for a shop in German (default) and English, named in English, plus own templates.

const SHOP = { languages: ['de-DE', 'en-GB'], defaultLanguage: 'de-DE' };
const en = catalogueForLanguage('en-GB');

export type FixtureTemplate = {
  id: string;
  builtIn: boolean;
  category: string;
  name: string;
  description: string;
  createdByName: string | null;
  document: unknown;
};

export const builtInTemplates = (): FixtureTemplate[] =>
  BUILT_IN_TEMPLATES.map((template) => ({
    id: template.id,
    builtIn: true,
    category: template.category,
    name: en[template.nameKey]!,
    description: en[template.descriptionKey]!,
    createdByName: null,
    document: readPageDocument(templateForShop(template.document, SHOP), SHOP).document,
  }));

/** A shop's own template of one section (a heading), or of none (`sections: []`). */
export const ownTemplate = (id: string, name: string, sections = true): FixtureTemplate => ({
  id,
  builtIn: false,
  category: 'sections',
  name,
  description: 'Saved from the home page',
  createdByName: 'Anna Admin',
  document: {
    schemaVersion: 1,
    sections: sections
      ? [
          {
            id: 'own',
            settings: {
              background: '',
              padding: { base: 'medium' },
              gap: 'regular',
              width: 'regular',
              textBackground: 'none',
              anchor: '',
            },
            blocks: [
              {
                id: 'own-title',
                type: 'heading',
                props: { text: { 'de-DE': 'Unser Versprechen' }, subline: {}, level: 'h2', align: 'start' },
              },
            ],
          },
        ]
      : [],
  },
});

/** The answer's groups: every category in order, with the given templates in theirs. */
export const templateGroups = (templates: FixtureTemplate[] = builtInTemplates()) =>
  TEMPLATE_CATEGORIES.map((category) => ({
    category,
    name: en[TEMPLATE_CATEGORY_LABELS[category]]!,
    templates: templates.filter((template) => template.category === category),
  }));
