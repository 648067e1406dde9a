import { builder } from '../../platform/graphql/builder.ts';
import { glossaryOf } from './machine-translation-provider.ts';
import { assertLanguages } from './translation-save.ts';

// Reading the shop's glossary of one language pair (the automatic translation tab edits it and saves
// it with saveGlossary), right translations.edit like the save.

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
