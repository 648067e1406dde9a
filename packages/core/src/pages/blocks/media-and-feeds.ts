// Blocks of the picker's "Special" tab that play or list media: an RSS feed (a podcast's episodes or a
// blog's posts, fetched by the server), a video and an audio file.
import { checkUrl } from '../../validation/text-rules.ts';
import { block, type BlockProps } from '../block.ts';
import { image, mediaUrl } from '../content-fields.ts';
import { boolean, choice, integer, localized, text } from '../fields.ts';
import {
  IMAGE_ASPECT_RATIOS,
  RSS_DESCRIPTION_MODES,
  RSS_LIST_STYLES,
  RSS_MAX_DAYS,
  RSS_MAX_ITEMS,
  RSS_SPACINGS,
} from '../page-constants.ts';

/** The longest feed address the server fetches. */
export const RSS_FEED_URL_MAX_LENGTH = 2000;

/**
 * An RSS or Atom feed (spec §3 "RSS feed options"). The server fetches and keeps the feed (never the
 * shopper's browser) and applies the filters; the shop draws the items with these options.
 */
export const rssBlock = block({
  type: 'rss',
  label: 'cms.blockRss',
  tab: 'special',
  fields: {
    /** https only: the server fetches it (and refuses addresses of private networks). */
    feedUrl: text({ max: RSS_FEED_URL_MAX_LENGTH, check: checkUrl }),
    showFirstAsHero: boolean(false),
    thumbnails: boolean(true),
    imageAspectRatio: choice(IMAGE_ASPECT_RATIOS, 'widescreen'),
    showDuration: boolean(true),
    showCategory: boolean(false),
    showPublicationDate: boolean(true),
    showAuthor: boolean(false),
    descriptionMode: choice(RSS_DESCRIPTION_MODES, 'excerpt'),
    showSourceLink: boolean(true),
    maxItems: integer({ min: 1, max: RSS_MAX_ITEMS, default: 10 }),
    /** Only items of this category (as the feed names it, any case); '' shows all. */
    categoryFilter: text({ max: 100 }),
    /** Only items of the last this many days; 0 shows all. */
    lastDays: integer({ min: 0, max: RSS_MAX_DAYS, default: 0 }),
    /** A player for each item's audio enclosure (podcasts). */
    audioPlayer: boolean(true),
    /** The first item's player starts by itself (where the browser allows it). */
    autoplay: boolean(false),
    spacing: choice(RSS_SPACINGS, 'comfortable'),
    listStyle: choice(RSS_LIST_STYLES, 'list'),
    /** Shown for items without a picture of their own. */
    fallbackImage: image(),
  },
});
export type RssProps = BlockProps<typeof rssBlock>;

/** A video file with an optional poster; autoplay always plays muted (browsers allow nothing else). */
export const videoBlock = block({
  type: 'video',
  label: 'cms.blockVideo',
  tab: 'special',
  fields: {
    url: mediaUrl('video'),
    poster: image(),
    caption: localized(text({ max: 300 })),
    controls: boolean(true),
    autoplay: boolean(false),
    loop: boolean(false),
  },
});
export type VideoProps = BlockProps<typeof videoBlock>;

/** An audio file (a podcast episode, a jingle) with its player. */
export const audioBlock = block({
  type: 'audio',
  label: 'cms.blockAudio',
  tab: 'special',
  fields: {
    url: mediaUrl('audio'),
    title: localized(text({ max: 200 })),
    controls: boolean(true),
    autoplay: boolean(false),
    loop: boolean(false),
  },
});
export type AudioProps = BlockProps<typeof audioBlock>;
