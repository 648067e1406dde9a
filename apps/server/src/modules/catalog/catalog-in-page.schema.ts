import {
  checkCatalogText,
  inPageCatalogText,
  isRichCatalogText,
  type InPageCatalogText,
} from '@print/core/catalog/catalog-text-rules';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { LanguageTextInput, type LanguageTextEntry } from '../../platform/graphql/language-text.ts';
import { invalidInput, notFound } from '../../platform/errors.ts';
import { translationDetails } from '../i18n/translation-details.ts';
import { saveTranslations } from '../i18n/translation-save.ts';
import { writeCatalog } from './products/admin/catalog-admin-refs.schema.ts';

// The in-page product control (issue 27, decision 0096): a product's name and description, a product
// field's label and a category's name, read and saved where the shop shows them by whoever may change the
// catalogue (catalog.write). Saved as the translations admin saves a record text — the catalogue's own
// writer (catalog-text-writes.ts: the row locked, the activity log, the shop's kept pages dropped by the
// table's trigger) behind the text's revision guard — with the rule of the editor the text belongs to.

type Detail = { address: string; richText: boolean; revision: number; texts: LanguageTextEntry[] };

const TextType = builder.objectRef<LanguageTextEntry>('InPageCatalogTextLanguage').implement({
  authScopes: writeCatalog,
  fields: (t) => ({ language: t.exposeString('language'), text: t.exposeString('text') }),
});

const DetailType = builder.objectRef<Detail>('InPageCatalogText').implement({
  description: 'A catalogue text in every language of the shop, for in-page editing.',
  authScopes: writeCatalog,
  fields: (t) => ({
    address: t.exposeString('address'),
    richText: t.exposeBoolean('richText', { description: 'Slate JSON (a product description).' }),
    revision: t.exposeInt('revision', { description: 'Pass it to saveInPageCatalogText.' }),
    texts: t.field({
      type: [TextType],
      description: 'Every language of the shop, the default first; "" where it has none.',
      resolve: (detail) => detail.texts,
    }),
  }),
});

/** The text the address names in this shop, or NOT_FOUND (another shop's record, another kind of text). */
async function detailOf(ctx: GraphQLContext, address: string, text: InPageCatalogText): Promise<Detail> {
  const [detail] = await translationDetails(ctx, [address]);
  if (!detail) throw notFound('admin.translationNotFound');
  const byLanguage = new Map(detail.languages.map((cell) => [cell.languageCode, cell.text]));
  const languages = ctx.tenant.languages.map((language) => language.code);
  const ordered = [ctx.tenant.defaultLanguage, ...languages.filter((c) => c !== ctx.tenant.defaultLanguage)];
  return {
    address,
    richText: isRichCatalogText(text),
    revision: detail.revision,
    texts: ordered.map((language) => ({ language, text: byLanguage.get(language) ?? '' })),
  };
}

const parsed = (address: string) => {
  const text = inPageCatalogText(address);
  if (!text) throw notFound('admin.translationNotFound');
  return text;
};

builder.queryField('inPageCatalogText', (t) =>
  t.field({
    type: DetailType,
    authScopes: writeCatalog,
    description: 'product:<id>.name|description, productField:<id>.label or category:<id>.name.',
    args: { address: t.arg.string({ required: true }) },
    resolve: (_root, { address }, ctx) => detailOf(ctx, address, parsed(address)),
  }),
);

builder.mutationField('saveInPageCatalogText', (t) =>
  t.field({
    type: DetailType,
    authScopes: writeCatalog,
    description:
      'Saves some languages of a catalogue text ("" removes one) at the revision it was read at; answers it as saved.',
    args: {
      address: t.arg.string({ required: true }),
      revision: t.arg.int({ required: true }),
      texts: t.arg({ type: [LanguageTextInput], required: true }),
      seenOn: t.arg.string({ required: false, description: 'The page path it was edited on.' }),
    },
    resolve: async (_root, args, ctx) => {
      const text = parsed(args.address);
      for (const { language, text: value } of args.texts) {
        const problem = checkCatalogText(text, value, language === ctx.tenant.defaultLanguage);
        if (problem) throw invalidInput(problem.key, { [`texts.${language}`]: problem }, problem.params);
      }
      await saveTranslations(
        ctx,
        args.address,
        args.texts.map((entry) => ({ languageCode: entry.language, text: entry.text })),
        args.revision,
        args.seenOn ?? null,
      );
      return detailOf(ctx, args.address, text);
    },
  }),
);
