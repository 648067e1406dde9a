import { pageBlocksOfType } from '@print/core/pages/page-blocks';
import type { PageDocument } from '@print/core/pages/page-document';
import type { ResultOf } from 'gql.tada';
import type { AppLoadContext } from 'react-router';
import { graphql, serverQuery } from '../../lib/api/graphql.ts';
import type { BlockData } from '../../lib/pages/page-render.tsx';
import type { PageIcon } from '../../lib/pages/page-icon.tsx';
import { pageIcon, type ContentPage } from './content-page-api.ts';
import type { IconListData } from './blocks/icon-list.tsx';
import type { RssBlockData } from './blocks/rss-feed.tsx';

// The data a CMS page's blocks need from the server, fetched by the route loader for all blocks of the
// page at once and handed to each block by its id (BlockData): the icon lists' icons came with the page
// answer; the RSS blocks' items are one more query (the server fetches and keeps each feed once), only
// when the page has an RSS block. Both on the server: the shopper's browser fetches no feed. The page
// builder's canvas gets the same for a draft (loadDraftBlockData, decision 0078): one query for both.

const FeedFields = graphql(`
  fragment FeedFields on ShopFeedBlock {
    blockId
    status
    items {
      title
      link
      publishedAt
      author
      categories
      description
      excerpt
      imageUrl
      audioUrl
      audioType
      durationSeconds
    }
  }
`);

const PAGE_FEEDS_QUERY = graphql(
  `
    query ContentPageFeeds($pageId: ID!) {
      contentPageFeeds(pageId: $pageId) {
        ...FeedFields
      }
    }
  `,
  [FeedFields],
);

const DRAFT_BLOCK_DATA_QUERY = graphql(
  `
    query ContentDraftBlockData($document: JSON!) {
      contentDraftBlockData(document: $document) {
        feeds {
          ...FeedFields
        }
        icons {
          name
          viewBox
          shapes
        }
      }
    }
  `,
  [FeedFields],
);

type Feed = ResultOf<typeof FeedFields>;

/** Each icon list's icons and each RSS block's items, by block id. */
function blockDataOf(document: PageDocument, icons: readonly PageIcon[], feeds: readonly Feed[]): BlockData {
  const data: Record<string, unknown> = {};
  const byName = new Map(icons.map((icon) => [icon.name, icon]));
  for (const block of pageBlocksOfType(document, 'iconList')) {
    const own: Record<string, PageIcon> = {};
    for (const item of block.props.items) {
      const icon = byName.get(item.icon);
      if (icon) own[item.icon] = icon;
    }
    data[block.id] = { icons: own } satisfies IconListData;
  }
  for (const feed of feeds) data[feed.blockId] = { status: feed.status, items: feed.items } as RssBlockData;
  return data;
}

export async function loadBlockData(context: AppLoadContext, page: ContentPage): Promise<BlockData> {
  // No items (the feeds' query failed): the blocks show nothing to shoppers, a notice to editors.
  const feeds =
    pageBlocksOfType(page.document, 'rss').length > 0
      ? ((await serverQuery(context.api, PAGE_FEEDS_QUERY, { pageId: page.id })).data?.contentPageFeeds ?? [])
      : [];
  return blockDataOf(page.document, page.icons, feeds);
}

/** The same for a draft (read by the page reader) of the page builder: its feeds and icons in one query. */
export async function loadDraftBlockData(
  context: AppLoadContext,
  document: PageDocument,
): Promise<BlockData> {
  const asked = ['rss', 'iconList'] as const;
  if (asked.every((type) => pageBlocksOfType(document, type).length === 0)) return {};
  const { data } = await serverQuery(context.api, DRAFT_BLOCK_DATA_QUERY, { document });
  const answer = data?.contentDraftBlockData;
  return blockDataOf(document, answer?.icons.map(pageIcon) ?? [], answer?.feeds ?? []);
}
