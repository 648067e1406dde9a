import { withTenant } from '../../platform/db/tenant-scope.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { glossaryOf } from './machine-translation-provider.ts';
import { saveAndSyncGlossary, type GlossarySyncResult } from './translation-glossary.ts';
import { assertLanguages } from './translation-save.ts';

// The shop's glossary of one language pair, read and saved by the automatic translation tab (right
// translations.edit). A save hands the terms to DeepL at once, outside the operation's transaction
// (contributes.outsideTransactionFields in i18n.module.ts), and says how that went.

type Term = { sourceTerm: string; targetTerm: string };

const GlossaryTerm = builder.objectRef<Term>('GlossaryTerm').implement({
  authScopes: { right: 'translations.edit' },
  fields: (t) => ({ sourceTerm: t.exposeString('sourceTerm'), targetTerm: t.exposeString('targetTerm') }),
});

builder.queryField('translationGlossary', (t) =>
  t.field({
    type: [GlossaryTerm],
    description: "The shop's glossary of one language pair, by source term.",
    authScopes: { right: 'translations.edit' },
    args: {
      sourceLanguage: t.arg.string({ required: true }),
      targetLanguage: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, ctx) => {
      assertLanguages(ctx, [args.sourceLanguage, args.targetLanguage]);
      const terms = await glossaryOf(ctx.tx, args.sourceLanguage, args.targetLanguage);
      return terms.map(([sourceTerm, targetTerm]) => ({ sourceTerm, targetTerm }));
    },
  }),
);

const GlossaryEntryInput = builder.inputType('GlossaryEntryInput', {
  fields: (t) => ({ sourceTerm: t.string({ required: true }), targetTerm: t.string({ required: true }) }),
});

const GlossarySyncStatus = builder.enumType('GlossarySyncStatus', {
  description:
    "synced: DeepL holds the terms now; notConfigured: DeepL is not the shop's provider or has no API key; failed: DeepL refused (its message).",
  values: ['synced', 'notConfigured', 'failed'] as const,
});

const GlossarySync = builder.objectRef<GlossarySyncResult>('GlossarySync').implement({
  authScopes: { right: 'translations.edit' },
  fields: (t) => ({
    status: t.field({ type: GlossarySyncStatus, resolve: (sync) => sync.status }),
    message: t.exposeString('message', { nullable: true, description: "DeepL's message when it failed." }),
  }),
});

const GlossarySave = builder
  .objectRef<{ terms: number; deepl: GlossarySyncResult }>('GlossarySave')
  .implement({
    authScopes: { right: 'translations.edit' },
    fields: (t) => ({
      terms: t.exposeInt('terms', { description: 'How many terms the pair holds now.' }),
      deepl: t.field({ type: GlossarySync, resolve: (save) => save.deepl }),
    }),
  });

builder.mutationField('saveGlossary', (t) =>
  t.field({
    type: GlossarySave,
    description:
      "Replaces the shop's glossary of one language pair and hands it to DeepL at once when DeepL is the shop's provider; the terms stay saved when DeepL refuses.",
    authScopes: { right: 'translations.edit' },
    args: {
      sourceLanguage: t.arg.string({ required: true }),
      targetLanguage: t.arg.string({ required: true }),
      entries: t.arg({ type: [GlossaryEntryInput], required: true }),
    },
    resolve: (_root, args, ctx) =>
      saveAndSyncGlossary(
        (work) => withTenant(ctx.database, ctx.tenant.id, (tx) => work({ ...ctx, tx })),
        ctx.services,
        args.sourceLanguage,
        args.targetLanguage,
        args.entries,
      ),
  }),
);
