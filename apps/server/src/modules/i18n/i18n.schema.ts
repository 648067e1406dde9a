import { browserTextAreas } from '@print/core/i18n/catalogue/areas';
import { builder } from '../../platform/graphql/builder.ts';
import { translationsByTenant, type TranslationEntryView } from './i18n.service.ts';

const TranslationText = builder
  .objectRef<{ languageCode: string; translation: string }>('TranslationText')
  .implement({
    // Public data of the shop a visitor is on.
    authScopes: { public: true },
    fields: (t) => ({
      languageCode: t.exposeString('languageCode'),
      translation: t.exposeString('translation'),
    }),
  });

const TranslationEntry = builder.objectRef<TranslationEntryView>('TranslationEntry').implement({
  // Public data of the shop a visitor is on.
  authScopes: { public: true },
  description:
    'A translatable text (spec §3 Translation entry): the built-in catalogue merged with the tenant.',
  fields: (t) => ({
    translationKey: t.exposeString('translationKey'),
    baseTranslation: t.exposeString('baseTranslation'),
    languageCode: t.exposeString('languageCode'),
    group: t.exposeString('group'),
    context: t.exposeString('context', { nullable: true }),
    tags: t.exposeStringList('tags'),
    translations: t.field({ type: [TranslationText], resolve: (entry) => entry.translations }),
  }),
});

const TextAreaEnum = builder.enumType('TextArea', {
  values: browserTextAreas,
  description: 'A part of the interface with texts of its own (mail texts are never sent).',
});

const TranslationsByTenantInput = builder.inputType('TranslationsByTenantInput', {
  fields: (t) => ({
    languageCodes: t.stringList({ required: false, description: 'Only texts in these languages.' }),
    areas: t.field({
      type: [TextAreaEnum],
      required: false,
      description: 'Only texts of these areas (a page needs `shell` and its own).',
    }),
  }),
});

builder.queryField('translationsByTenant', (t) =>
  t.field({
    type: [TranslationEntry],
    description: "The texts of the current tenant's interface, with their translations.",
    authScopes: { public: true },
    args: { input: t.arg({ type: TranslationsByTenantInput, required: true }) },
    resolve: (_root, { input }, ctx) =>
      translationsByTenant(ctx.tx, ctx.tenant, {
        languageCodes: input.languageCodes,
        areas: input.areas,
      }),
  }),
);
