import { RSS_MAX_ITEMS } from '@print/core/pages/page-constants';
import type { RichTextDocument } from '@print/core/rich-text/rich-text';
import { richTextPlainText } from '@print/core/rich-text/read-rich-text';
import { decodeHtmlText, feedHtmlToRichText, feedLink } from './feed-html.ts';
import { childElements, readXml, textOf, type XmlElement } from './xml-reader.ts';

// A feed's items (issue 25): RSS 2.0 (and 1.0), Atom, and the podcast tags of iTunes (enclosure,
// itunes:duration, itunes:image) and Media RSS (media:thumbnail, media:content). Read from the bounded
// XML reader's tree; every text made plain or safe rich text, every address an absolute https one.

export type FeedItem = {
  title: string;
  /** The item's page at its source (https), or ''. */
  link: string;
  /** ISO 8601, or null when the feed gives no date that can be read. */
  publishedAt: string | null;
  author: string;
  categories: string[];
  description: RichTextDocument;
  imageUrl: string;
  audioUrl: string;
  audioType: string;
  durationSeconds: number | null;
};

export type Feed = { title: string; link: string; imageUrl: string; items: FeedItem[] };

const TITLE_MAX = 300;
const CATEGORIES_MAX = 10;

const first = (element: XmlElement, ...names: string[]): XmlElement | undefined =>
  element.children.find(
    (child): child is XmlElement => typeof child !== 'string' && names.includes(child.name),
  );

const all = (element: XmlElement, ...names: string[]): XmlElement[] =>
  childElements(element).filter((child) => names.includes(child.name));

/** A text of the feed as plain text (titles may hold markup or escaped entities). */
function plain(value: string, max = TITLE_MAX): string {
  const text = richTextPlainText(feedHtmlToRichText(value.slice(0, max * 4), 'https://invalid.invalid/'));
  return text.replace(/\s+/g, ' ').trim().slice(0, max);
}

/** `itunes:duration`: seconds, MM:SS or HH:MM:SS; null if none or unreadable. */
export function readDuration(value: string): number | null {
  const parts = value.trim().split(':');
  if (parts.length > 3 || parts.some((part) => !/^\d{1,6}(?:\.\d+)?$/.test(part))) return null;
  const seconds = parts.reduce((total, part) => total * 60 + Math.floor(Number(part)), 0);
  return seconds > 0 && seconds < 100 * 3600 ? seconds : null;
}

function readDate(value: string): string | null {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > 64) return null;
  const time = Date.parse(trimmed);
  return Number.isFinite(time) ? new Date(time).toISOString() : null;
}

const isAudio = (type: string, url: string) =>
  type.toLowerCase().startsWith('audio/') ||
  (type === '' && /\.(mp3|m4a|aac|ogg|oga|opus|wav)(\?|$)/i.test(url));
const isImage = (type: string, url: string) =>
  type.toLowerCase().startsWith('image/') || (type === '' && /\.(jpe?g|png|gif|webp|avif)(\?|$)/i.test(url));

/** The picture of an item or a channel, from the tags podcasts and news feeds use. */
function pictureOf(element: XmlElement, base: string): string {
  const candidates = [
    first(element, 'itunes:image')?.attributes.href,
    first(element, 'media:thumbnail')?.attributes.url,
    ...all(element, 'media:content', 'enclosure')
      .filter(
        (media) =>
          media.attributes.medium === 'image' ||
          isImage(media.attributes.type ?? '', media.attributes.url ?? ''),
      )
      .map((media) => media.attributes.url),
    ...all(element, 'media:group').map((group) => first(group, 'media:thumbnail')?.attributes.url),
    textOf(first(first(element, 'image') ?? element, 'url')),
  ];
  for (const candidate of candidates) {
    const url = candidate ? feedLink(decodeHtmlText(candidate), base) : '';
    if (url) return url;
  }
  return '';
}

function rssItem(item: XmlElement, base: string): FeedItem {
  const enclosure = all(item, 'enclosure', 'media:content').find((media) =>
    isAudio(media.attributes.type ?? '', media.attributes.url ?? ''),
  );
  const audioUrl = enclosure ? feedLink(enclosure.attributes.url ?? '', base) : '';
  const html =
    textOf(first(item, 'content:encoded')) ||
    textOf(first(item, 'description')) ||
    textOf(first(item, 'itunes:summary'));
  return {
    title: plain(textOf(first(item, 'title'))),
    link: feedLink(textOf(first(item, 'link')) || textOf(first(item, 'guid')), base),
    publishedAt: readDate(textOf(first(item, 'pubDate', 'dc:date', 'published'))),
    author: plain(textOf(first(item, 'itunes:author', 'dc:creator', 'author')), 120),
    categories: all(item, 'category', 'dc:subject')
      .map((category) => plain(textOf(category), 100))
      .filter(Boolean)
      .slice(0, CATEGORIES_MAX),
    description: feedHtmlToRichText(html, base),
    imageUrl: pictureOf(item, base),
    audioUrl,
    audioType: audioUrl ? (enclosure?.attributes.type ?? '').slice(0, 60) : '',
    durationSeconds: readDuration(textOf(first(item, 'itunes:duration'), 20)),
  };
}

function atomLink(entry: XmlElement, rel: string): XmlElement | undefined {
  return all(entry, 'link', 'atom:link').find((link) => (link.attributes.rel ?? 'alternate') === rel);
}

function atomItem(entry: XmlElement, base: string): FeedItem {
  const enclosure = all(entry, 'link', 'atom:link').find(
    (link) =>
      link.attributes.rel === 'enclosure' && isAudio(link.attributes.type ?? '', link.attributes.href ?? ''),
  );
  const audioUrl = enclosure ? feedLink(enclosure.attributes.href ?? '', base) : '';
  const content = first(entry, 'content', 'atom:content') ?? first(entry, 'summary', 'atom:summary');
  const author = first(entry, 'author', 'atom:author');
  return {
    title: plain(textOf(first(entry, 'title', 'atom:title'))),
    link: feedLink(atomLink(entry, 'alternate')?.attributes.href ?? '', base),
    publishedAt: readDate(textOf(first(entry, 'published', 'atom:published', 'updated', 'atom:updated'))),
    author: plain(textOf(author ? first(author, 'name', 'atom:name') : undefined), 120),
    categories: all(entry, 'category', 'atom:category')
      .map((category) => plain(category.attributes.term ?? textOf(category), 100))
      .filter(Boolean)
      .slice(0, CATEGORIES_MAX),
    description: feedHtmlToRichText(textOf(content), base),
    imageUrl: pictureOf(entry, base),
    audioUrl,
    audioType: audioUrl ? (enclosure?.attributes.type ?? '').slice(0, 60) : '',
    durationSeconds: readDuration(textOf(first(entry, 'itunes:duration'), 20)),
  };
}

/**
 * The feed in `xml` fetched from `url` (relative addresses resolve against it), with at most
 * RSS_MAX_ITEMS items in the feed's order; null when it is no RSS or Atom feed.
 */
export function parseFeed(xml: string, url: string): Feed | null {
  const document = readXml(xml);
  const root = childElements(document).find((element) =>
    ['rss', 'feed', 'atom:feed', 'rdf:RDF'].includes(element.name),
  );
  if (!root) return null;
  if (root.name === 'feed' || root.name === 'atom:feed') {
    return {
      title: plain(textOf(first(root, 'title', 'atom:title'))),
      link: feedLink(atomLink(root, 'alternate')?.attributes.href ?? '', url),
      imageUrl: feedLink(textOf(first(root, 'logo', 'icon', 'atom:logo')), url),
      items: all(root, 'entry', 'atom:entry')
        .slice(0, RSS_MAX_ITEMS)
        .map((entry) => atomItem(entry, url)),
    };
  }
  const channel = first(root, 'channel') ?? root;
  // RSS 1.0 (rdf:RDF) has its items beside the channel, RSS 2.0 inside it.
  const items = [...all(channel, 'item'), ...(channel === root ? [] : all(root, 'item'))];
  return {
    title: plain(textOf(first(channel, 'title'))),
    link: feedLink(textOf(first(channel, 'link')), url),
    imageUrl: pictureOf(channel, url),
    items: items.slice(0, RSS_MAX_ITEMS).map((item) => rssItem(item, url)),
  };
}
