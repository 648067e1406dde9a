import { localizedText } from '@print/core/i18n/localized-text';
import { pickLanguage } from '@print/core/i18n/locale';
import type { PageDocument } from '@print/core/pages/page-document';
import { isPageLive, type PageKind } from '@print/core/pages/page-rules';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { findHomePage, findPageCandidates, pickLivePage, type SlugCandidate } from './content-page-reads.ts';
import { readStoredDocument } from './content-page-input.ts';
import type { ContentPageRow } from './content.tables.ts';
import { PageIconType } from './icons/content-icons.schema.ts';
import { pageIcons } from './icons/icon-set.ts';

// The shop's page by slug (issue 25): what the storefront renders at /:slug, and its home page at /. Read through the shared
// reads like a product by slug (decisions 0026, 0029, 0058): kept per data version, so a save retires
// it at once, and answered without a statement while kept; finding nothing is never kept.

const open = { public: true } as const;

type ShopPageView = { row: ContentPageRow; document: PageDocument; slug: string; language: string };

const text = (ctx: GraphQLContext, texts: Record<string, string>, language: string) =>
  localizedText(texts, language, ctx.tenant.defaultLanguage);

const ShopContentPageType = builder.objectRef<ShopPageView>('ShopContentPage').implement({
  description: 'A live CMS page as the shop shows it.',
  authScopes: open,
  fields: (t) => ({
    id: t.id({ resolve: ({ row }) => row.id }),
    kind: t.string({
      nullable: true,
      description: 'home, imprint, privacy, terms, faq or about: a page the shop links to itself.',
      resolve: ({ row }): PageKind | null => row.kind,
    }),
    title: t.string({
      description: 'In the requested language, else along its fallbacks.',
      resolve: ({ row, language }, _args, ctx) => text(ctx, row.title, language),
    }),
    slug: t.string({
      description: 'The page’s slug in the requested language (else the one it was found by).',
      resolve: ({ slug }) => slug,
    }),
    seoTitle: t.string({ resolve: ({ row, language }, _args, ctx) => text(ctx, row.seoTitle, language) }),
    seoDescription: t.string({
      resolve: ({ row, language }, _args, ctx) => text(ctx, row.seoDescription, language),
    }),
    socialImage: t.string({ resolve: ({ row }) => row.socialImage }),
    liveUntil: t.string({
      nullable: true,
      description:
        'When the page leaves the shop (ISO 8601), or null. A page with an end is never kept whole by a cache, so it leaves on time even when no job runs.',
      resolve: ({ row }) => row.unpublishAt?.toISOString() ?? null,
    }),
    document: t.field({
      type: 'JSON',
      description: 'The page document (schemaVersion, sections of blocks), read by the shop’s languages.',
      resolve: ({ document }) => document,
    }),
    icons: t.field({
      type: [PageIconType],
      description:
        'The icons the page’s icon lists show, each once; names the icon set does not have are left out.',
      resolve: ({ document }) => pageIcons(document),
    }),
  }),
});

/** What is kept per slug: the active pages at that address, their documents read once. */
type KeptCandidates = { candidates: SlugCandidate[]; documents: Record<string, PageDocument> };

async function loadCandidates(ctx: GraphQLContext, slug: string): Promise<KeptCandidates | null> {
  const candidates = await findPageCandidates(ctx.tx, slug);
  if (!candidates) return null;
  const documents = Object.fromEntries(
    candidates.map(({ row }) => [row.id, readStoredDocument(ctx.tenant, row.document)]),
  );
  return { candidates, documents };
}

/** The language asked for, as the shop offers it; the request's without one. */
const languageOf = (ctx: GraphQLContext, asked: string | null | undefined) =>
  asked
    ? pickLanguage(
        [asked],
        ctx.tenant.languages.map((l) => l.code),
        ctx.tenant.defaultLanguage,
      )
    : ctx.language;

const LANGUAGE_ARG = { required: false, description: "Default: the request's UI language." } as const;

builder.queryField('contentPage', (t) =>
  t.field({
    type: ShopContentPageType,
    nullable: true,
    authScopes: open,
    description:
      'The live page with this slug in the requested language (else along its fallbacks, else any); null when there is none, it is inactive or outside its publishing window.',
    args: {
      slug: t.arg.string({ required: true }),
      language: t.arg.string(LANGUAGE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      const language = languageOf(ctx, args.language);
      const read = () => loadCandidates(ctx, args.slug);
      const shared = ctx.sharedReads;
      const kept = await (shared ? shared.getOrLoad(`contentPage/${args.slug}`, read) : read());
      if (!kept) return null;
      const found = pickLivePage(kept.candidates, language, ctx.tenant.defaultLanguage, new Date());
      if (!found) return null;
      const slug = text(ctx, found.row.slugs, language) || args.slug;
      return { row: found.row, document: kept.documents[found.row.id]!, slug, language };
    },
  }),
);

/** What is kept of the home page: its row and its document read once. */
type KeptHome = { row: ContentPageRow; document: PageDocument };

builder.queryField('contentHomePage', (t) =>
  t.field({
    type: ShopContentPageType,
    nullable: true,
    authScopes: open,
    description:
      'The live page of kind home: what the shop shows at its own address (/). Null when there is none, it is inactive or outside its publishing window (the shop then shows its built-in home).',
    args: { language: t.arg.string(LANGUAGE_ARG) },
    resolve: async (_root, args, ctx) => {
      const language = languageOf(ctx, args.language);
      const read = async (): Promise<KeptHome | null> => {
        const row = await findHomePage(ctx.tx);
        return row && { row, document: readStoredDocument(ctx.tenant, row.document) };
      };
      const shared = ctx.sharedReads;
      const kept = await (shared ? shared.getOrLoad('contentHomePage', read) : read());
      if (!kept || !isPageLive(kept.row, new Date())) return null;
      return { ...kept, slug: text(ctx, kept.row.slugs, language), language };
    },
  }),
);
