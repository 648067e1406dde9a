import type { TypedPageBlock } from '@print/core/pages/page-blocks';
import type { RichTextDocument } from '@print/core/rich-text/rich-text';
import type { KeptFeed } from './feed-cache.ts';
import type { FeedItem } from './feed-parse.ts';
import { excerptOf } from './feed-html.ts';

// What one RSS block of a page shows (issue 25): its feed's items filtered by the block's options —
// category, last X days, at most so many — with the description in the block's mode. Done on the server,
// so the page carries only what it shows.

export type RssBlockStatus = 'ok' | 'noUrl' | 'unavailable';

export type RssBlockItem = Omit<FeedItem, 'description'> & {
  /** The whole description (mode Full), else null. */
  description: RichTextDocument | null;
  /** A short plain text (mode Excerpt), else ''. */
  excerpt: string;
};

export type RssBlockFeed = { blockId: string; status: RssBlockStatus; items: RssBlockItem[] };

const DAY_MS = 24 * 3600 * 1000;

export function rssBlockFeed(
  block: TypedPageBlock<'rss'>,
  kept: KeptFeed | undefined,
  now: Date,
): RssBlockFeed {
  const { props } = block;
  if (!props.feedUrl) return { blockId: block.id, status: 'noUrl', items: [] };
  if (!kept?.feed) return { blockId: block.id, status: 'unavailable', items: [] };
  const category = props.categoryFilter.trim().toLowerCase();
  const since = props.lastDays > 0 ? now.getTime() - props.lastDays * DAY_MS : null;
  const items = kept.feed.items
    .filter((item) => !category || item.categories.some((name) => name.toLowerCase() === category))
    .filter((item) => since === null || (item.publishedAt !== null && Date.parse(item.publishedAt) >= since))
    .slice(0, props.maxItems)
    .map((item): RssBlockItem => ({
      ...item,
      description: props.descriptionMode === 'full' ? item.description : null,
      excerpt: props.descriptionMode === 'excerpt' ? excerptOf(item.description) : '',
    }));
  return { blockId: block.id, status: 'ok', items };
}
