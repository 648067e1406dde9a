import { pageBlocksOfType } from '@print/core/pages/page-blocks';
import type { AppLoadContext } from 'react-router';
import { graphql, serverQuery } from '../../lib/api/graphql.ts';
import type { BlockData } from '../../lib/pages/page-render.tsx';
import type { PageIcon } from '../../lib/pages/page-icon.tsx';
import type { ContentPage } from './content-page-api.ts';
import type { IconListData } from './blocks/icon-list.tsx';
import type { RssBlockData } from './blocks/rss-feed.tsx';

// The data a CMS page's blocks need from the server, fetched by the route loader for all blocks of the
// page at once and handed to each block by its id (BlockData): the icon lists' icons came with the page
// answer; the RSS blocks' items are one more query (the server fetches and keeps each feed once), only
// when the page has an RSS block. Both on the server: the shopper's browser fetches no feed.

const PAGE_FEEDS_QUERY = graphql(`
  query ContentPageFeeds($pageId: ID!) {
    contentPageFeeds(pageId: $pageId) {
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
  }
`);

export async function loadBlockData(context: AppLoadContext, page: ContentPage): Promise<BlockData> {
  const data: Record<string, unknown> = {};
  const icons = new Map(page.icons.map((icon) => [icon.name, icon]));
  for (const block of pageBlocksOfType(page.document, 'iconList')) {
    const own: Record<string, PageIcon> = {};
    for (const item of block.props.items) {
      const icon = icons.get(item.icon);
      if (icon) own[item.icon] = icon;
    }
    data[block.id] = { icons: own } satisfies IconListData;
  }
  if (pageBlocksOfType(page.document, 'rss').length > 0) {
    const answer = await serverQuery(context.api, PAGE_FEEDS_QUERY, { pageId: page.id });
    // No items (the feeds' query failed): the blocks show nothing to shoppers, a notice to editors.
    for (const feed of answer.data?.contentPageFeeds ?? []) {
      data[feed.blockId] = { status: feed.status, items: feed.items } as RssBlockData;
    }
  }
  return data;
}
