import { pageBlocksOfType, type TypedPageBlock } from '@print/core/pages/page-blocks';
import { isPageLive, type PageStatus } from '@print/core/pages/page-rules';
import { withTenant } from '../../../platform/db/tenant-scope.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../../platform/graphql/context.ts';
import { holdsRight } from '../../../platform/service-context.ts';
import { listAdminContentPages } from '../content-page-reads.ts';
import { readStoredDocument } from '../content-page-input.ts';
import { rssBlockFeed, type RssBlockFeed, type RssBlockItem } from './feed-blocks.ts';
import type { FeedReader } from './feed-cache.ts';

// The RSS blocks' items of a page (issue 25), for the shop's page loader beside `contentPage`: the
// feeds are fetched by the server (feed-fetch.ts), kept per address (feed-cache.ts), one lookup per
// distinct address however many blocks show it. A root field of its own that holds no database
// transaction while a feed is fetched (contributes.outsideTransactionFields). Only the feeds of a page
// live now (editors: any page of theirs), so the field is no open fetcher for any address.

declare module '../../../platform/graphql/context.ts' {
  interface ModuleRequestParts {
    /** Feeds by address, fetched and kept by the server (content/feeds/feed-cache.ts). */
    contentFeeds: FeedReader;
  }
}

/** Distinct feed addresses of a page fetched at most; further blocks show their feed as unavailable. */
export const FEEDS_PER_PAGE = 10;

const open = { public: true } as const;

const FeedStatusEnum = builder.enumType('ShopFeedStatus', {
  description:
    'ok: the feed was read (its items may be none); noUrl: the block has no feed address; unavailable: the feed could not be read.',
  values: ['ok', 'noUrl', 'unavailable'] as const,
});

const FeedItemType = builder.objectRef<RssBlockItem>('ShopFeedItem').implement({
  authScopes: open,
  fields: (t) => ({
    title: t.exposeString('title'),
    link: t.exposeString('link', { description: 'The item at its source (https), or empty.' }),
    publishedAt: t.exposeString('publishedAt', { nullable: true, description: 'ISO 8601.' }),
    author: t.exposeString('author'),
    categories: t.exposeStringList('categories'),
    description: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The whole description as the shop’s rich text (description mode Full), else null.',
      resolve: (item) => item.description,
    }),
    excerpt: t.exposeString('excerpt', { description: 'Plain text (description mode Excerpt), else empty.' }),
    imageUrl: t.exposeString('imageUrl'),
    audioUrl: t.exposeString('audioUrl'),
    audioType: t.exposeString('audioType'),
    durationSeconds: t.exposeInt('durationSeconds', { nullable: true }),
  }),
});

export const FeedBlockType = builder.objectRef<RssBlockFeed>('ShopFeedBlock').implement({
  description: 'What one RSS block of the page shows.',
  authScopes: open,
  fields: (t) => ({
    blockId: t.exposeID('blockId'),
    status: t.field({ type: FeedStatusEnum, resolve: (feed) => feed.status }),
    items: t.field({ type: [FeedItemType], resolve: (feed) => feed.items }),
  }),
});

type PageFeeds = {
  status: PageStatus;
  publishAt: Date | null;
  unpublishAt: Date | null;
  blocks: TypedPageBlock<'rss'>[];
};

/** The page's RSS blocks and its window; kept with the shop's data version like the page itself. */
async function pageFeeds(ctx: GraphQLContext, pageId: string): Promise<PageFeeds | null> {
  const load = () =>
    withTenant(ctx.database, ctx.tenant.id, async (tx) => {
      const [row] = await listAdminContentPages(tx, ctx.tenant.defaultLanguage, pageId);
      if (!row) return null;
      const document = readStoredDocument(ctx.tenant, row.document);
      const { status, publishAt, unpublishAt } = row;
      return { status, publishAt, unpublishAt, blocks: pageBlocksOfType(document, 'rss') };
    });
  return ctx.sharedReads ? ctx.sharedReads.getOrLoad(`contentPageFeeds/${pageId}`, load) : load();
}

builder.queryField('contentPageFeeds', (t) =>
  t.field({
    type: [FeedBlockType],
    authScopes: open,
    description:
      'The items each RSS block of a live page shows (editors with cms.edit: of any page), filtered by the block’s options. Empty for an unknown page. Send it in an operation of its own: it may fetch feeds.',
    args: { pageId: t.arg.id({ required: true }) },
    resolve: async (_root, args, ctx) => {
      const page = await pageFeeds(ctx, String(args.pageId));
      const now = new Date();
      if (!page || (!isPageLive(page, now) && !holdsRight(ctx, 'cms.edit'))) return [];
      return rssBlocksFeeds(ctx, page.blocks, now);
    },
  }),
);

/**
 * What each of these RSS blocks shows (a page's or a draft's): each distinct feed read once, at most
 * FEEDS_PER_PAGE of them. Outside any transaction: it may fetch feeds.
 */
export async function rssBlocksFeeds(
  ctx: GraphQLContext,
  blocks: readonly TypedPageBlock<'rss'>[],
  now: Date,
): Promise<RssBlockFeed[]> {
  const urls = [...new Set(blocks.map((block) => block.props.feedUrl).filter(Boolean))];
  const feeds = await ctx.contentFeeds.read(urls.slice(0, FEEDS_PER_PAGE));
  return blocks.map((block) => rssBlockFeed(block, feeds.get(block.props.feedUrl), now));
}
