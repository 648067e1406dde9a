import { pageBlocksOfType } from '@print/core/pages/page-blocks';
import { builder } from '../../platform/graphql/builder.ts';
import { readStoredDocument } from './content-page-input.ts';
import { FeedBlockType, rssBlocksFeeds } from './feeds/content-feeds.schema.ts';
import type { RssBlockFeed } from './feeds/feed-blocks.ts';
import { PageIconType } from './icons/content-icons.schema.ts';
import { pageIcons, type PageIcon } from './icons/icon-set.ts';

// The page builder's canvas (issue 25, decision 0078): what a draft's RSS and icon-list blocks show,
// before it is saved, by the same code as a saved page's `contentPageFeeds` and `contentPage.icons`. The
// draft is user input, read by the page reader (bounded: its blocks, each feed's options) in the shop's
// languages; the feeds are fetched under the same rules (address guard, time, size, at most
// FEEDS_PER_PAGE). A draft's product rows go through `productRows`, which takes rows: they need the
// operation's transaction, which a field that may fetch feeds must not hold
// (contributes.outsideTransactionFields).

type DraftBlockData = { feeds: RssBlockFeed[]; icons: PageIcon[] };

const edit = { right: 'cms.edit' } as const;

const DraftBlockDataType = builder.objectRef<DraftBlockData>('ContentDraftBlockData').implement({
  description: 'What a page draft’s RSS and icon-list blocks show.',
  authScopes: edit,
  fields: (t) => ({
    feeds: t.field({
      type: [FeedBlockType],
      description: 'Each RSS block’s items, as contentPageFeeds gives them for a saved page.',
      resolve: (data) => data.feeds,
    }),
    icons: t.field({
      type: [PageIconType],
      description: 'The icons the icon lists show, each once, as contentPage.icons gives them.',
      resolve: (data) => data.icons,
    }),
  }),
});

builder.queryField('contentDraftBlockData', (t) =>
  t.field({
    type: DraftBlockDataType,
    authScopes: edit,
    description:
      'The page builder’s canvas: the data of an unsaved page document’s RSS and icon-list blocks (product rows: productRows). Send it in an operation of its own: it may fetch feeds.',
    args: { document: t.arg({ type: 'JSON', required: true }) },
    resolve: async (_root, args, ctx) => {
      const document = readStoredDocument(ctx.tenant, args.document);
      const feeds = await rssBlocksFeeds(ctx, pageBlocksOfType(document, 'rss'), new Date());
      return { feeds, icons: pageIcons(document) };
    },
  }),
);
