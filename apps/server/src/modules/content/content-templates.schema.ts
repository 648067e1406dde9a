import { localeFallbackChain } from '@print/core/i18n/locale';
import { localizedText } from '@print/core/i18n/localized-text';
import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { TEMPLATE_CATEGORIES, TEMPLATE_CATEGORY_LABELS } from '@print/core/pages/templates/page-template';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { change, edit, LANGUAGE } from './content-admin.schema.ts';
import {
  deleteTemplate,
  listTemplates,
  saveTemplate,
  type TemplateGroup,
  type TemplateView,
} from './content-templates.ts';

// The page builder's templates (issue 25; spec §2 page-builder wizard, §3 "Wizard template: name,
// description, category"): listed by category for the wizard, a section saved as a template of the
// shop's own, and deleting one. Applying one is the editor's (applyTemplate of @print/core): it adds the
// template's sections to the page it is editing and saves the page as any change. Right: cms.edit.

/** A built-in template's text in the language, along its fallback chain (the app's catalogue). */
function catalogueText(key: string, language: string, defaultLanguage: string): string {
  for (const locale of localeFallbackChain(language, defaultLanguage)) {
    const text = catalogueForLanguage(locale)[key];
    if (text) return text;
  }
  return key;
}

type Viewed<T> = { value: T; language: string };

const textOf = (view: TemplateView, field: 'name' | 'description', language: string, ctx: GraphQLContext) => {
  const { defaultLanguage } = ctx.tenant;
  if (view.builtIn)
    return catalogueText(field === 'name' ? view.nameKey : view.descriptionKey, language, defaultLanguage);
  return localizedText(view[field], language, defaultLanguage);
};

const TemplateCategoryEnum = builder.enumType('PageTemplateCategory', { values: TEMPLATE_CATEGORIES });

const PageTemplateType = builder.objectRef<Viewed<TemplateView>>('PageTemplate').implement({
  description: 'A fragment of a page (sections of blocks) to add to a page: the app’s own or the shop’s.',
  authScopes: edit,
  fields: (t) => ({
    id: t.id({ resolve: ({ value }) => value.id }),
    builtIn: t.boolean({
      description: 'One of the app’s templates (cannot be deleted), else the shop’s own.',
      resolve: ({ value }) => value.builtIn,
    }),
    category: t.field({ type: TemplateCategoryEnum, resolve: ({ value }) => value.category }),
    name: t.string({ resolve: ({ value, language }, _args, ctx) => textOf(value, 'name', language, ctx) }),
    description: t.string({
      resolve: ({ value, language }, _args, ctx) => textOf(value, 'description', language, ctx),
    }),
    createdByName: t.string({
      nullable: true,
      resolve: ({ value }) => (value.builtIn ? null : value.createdByName),
    }),
    document: t.field({
      type: 'JSON',
      description:
        'The template’s page document, read for the shop’s languages (its sections are what applying adds).',
      resolve: ({ value }) => value.document,
    }),
  }),
});

const PageTemplateGroupType = builder.objectRef<Viewed<TemplateGroup>>('PageTemplateGroup').implement({
  description: 'The templates of one of the wizard’s categories (possibly none).',
  authScopes: edit,
  fields: (t) => ({
    category: t.field({ type: TemplateCategoryEnum, resolve: ({ value }) => value.category }),
    name: t.string({
      description: 'The category’s name in the requested language.',
      resolve: ({ value, language }, _args, ctx) =>
        catalogueText(TEMPLATE_CATEGORY_LABELS[value.category], language, ctx.tenant.defaultLanguage),
    }),
    templates: t.field({
      type: [PageTemplateType],
      resolve: ({ value, language }) => value.templates.map((template) => ({ value: template, language })),
    }),
  }),
});

builder.queryField('pageTemplates', (t) =>
  t.field({
    type: [PageTemplateGroupType],
    authScopes: edit,
    description: 'Every template by category, in the wizard’s order (every category, also empty ones).',
    args: { language: t.arg.string(LANGUAGE) },
    resolve: async (_root, args, ctx) => {
      const language = args.language ?? ctx.language;
      return (await listTemplates(ctx.tx, ctx.tenant)).map((value) => ({ value, language }));
    },
  }),
);

const PageTemplateInput = builder.inputType('PageTemplateInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    description: t.string({ required: false }),
    category: t.string({ required: true, description: 'One of PageTemplateCategory.' }),
    language: t.string({
      required: false,
      description: 'The language name and description are in; default: the shop’s.',
    }),
    document: t.field({
      type: 'JSON',
      required: true,
      description: 'A page document of the sections to keep; refused with field errors at their paths.',
    }),
  }),
});

builder.mutationField('savePageTemplate', (t) =>
  t.field({
    type: PageTemplateType,
    authScopes: edit,
    description: 'Saves sections of a page as a template of the shop’s own (a name not used by another).',
    args: { input: t.arg({ type: PageTemplateInput, required: true }), language: t.arg.string(LANGUAGE) },
    resolve: async (_root, { input, language }, ctx) => {
      const row = await saveTemplate(change(ctx), {
        name: input.name,
        description: input.description ?? '',
        category: input.category,
        language: input.language ?? ctx.tenant.defaultLanguage,
        document: input.document,
      });
      const value: TemplateView = {
        builtIn: false,
        id: row.id,
        category: row.category,
        name: row.name,
        description: row.description,
        document: row.document as TemplateView['document'],
        createdByName: row.createdByName,
      };
      return { value, language: language ?? ctx.language };
    },
  }),
);

builder.mutationField('deletePageTemplate', (t) =>
  t.boolean({
    description: 'Deletes a template of the shop’s own; the app’s own cannot be deleted (not found).',
    authScopes: edit,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteTemplate(change(ctx), String(id));
      return true;
    },
  }),
);
