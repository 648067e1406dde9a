import { readRichText, richTextPlainText } from '@print/core/rich-text/read-rich-text';
import type {
  RichTextDocument,
  RichTextInline,
  RichTextLeaf,
  RichTextMark,
} from '@print/core/rich-text/rich-text';
import { readAttributes } from './xml-reader.ts';

// A feed item's HTML (its description, content:encoded or Atom content) made safe for the shop: turned
// into the shop's rich text (decision 0050: paragraphs, two heading levels, lists, bold, italic,
// underline, https links), which the shop draws with React — so no markup of the feed ever reaches a
// page, whatever it holds. One forward pass; scripts, styles, frames and the like are dropped with their
// content, pictures dropped, every other tag kept as its text.

/** Characters of text kept of one description; the excerpt is shorter still. */
export const FEED_TEXT_MAX = 10_000;
export const EXCERPT_MAX = 240;
/** Tags read of one description at most (text beyond them is not shown anyway). */
const TAGS_MAX = 20_000;

const DROPPED_WITH_CONTENT = new Set([
  'script',
  'style',
  'iframe',
  'object',
  'embed',
  'template',
  'noscript',
  'svg',
  'math',
  'head',
  'title',
  'select',
  'textarea',
  'video',
  'audio',
  'canvas',
  'form',
]);
const MARKS: Record<string, RichTextMark> = {
  b: 'bold',
  strong: 'bold',
  i: 'italic',
  em: 'italic',
  u: 'underline',
};
const BLOCKS = new Set([
  'p',
  'div',
  'blockquote',
  'section',
  'article',
  'pre',
  'figure',
  'figcaption',
  'table',
  'tr',
]);
const HEADINGS: Record<string, 'heading-two' | 'heading-three'> = {
  h1: 'heading-two',
  h2: 'heading-two',
  h3: 'heading-three',
  h4: 'heading-three',
  h5: 'heading-three',
  h6: 'heading-three',
};

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bdquo: '„',
  sbquo: '‚',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
  middot: '·',
  bull: '•',
  times: '×',
  deg: '°',
  auml: 'ä',
  ouml: 'ö',
  uuml: 'ü',
  Auml: 'Ä',
  Ouml: 'Ö',
  Uuml: 'Ü',
  szlig: 'ß',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  agrave: 'à',
  oacute: 'ó',
  iacute: 'í',
  uacute: 'ú',
  ccedil: 'ç',
  ntilde: 'ñ',
};

/** HTML's character references: numeric ones and the common named ones; others stay as written. */
export function decodeHtmlText(value: string): string {
  if (!value.includes('&')) return value;
  return value.replace(/&(?:#x([0-9a-f]{1,6})|#(\d{1,7})|([a-z]{2,8}));/gi, (match, hex, dec, named) => {
    if (named !== undefined) return NAMED[named as string] ?? match;
    const code = hex !== undefined ? parseInt(hex as string, 16) : parseInt(dec as string, 10);
    return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff)
      ? String.fromCodePoint(code)
      : match;
  });
}

/** A link of the feed as the shop may show it: absolute https (relative ones resolved against the feed). */
export function feedLink(href: string, base: string): string {
  if (href.trim() === '') return '';
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'https:' && !url.username && !url.password ? url.href : '';
  } catch {
    return '';
  }
}

type Builder = {
  blocks: RichTextDocument;
  inlines: RichTextInline[];
  /** The open list, whose items the inlines go into (nested lists are flattened into it). */
  list: { type: 'bulleted-list' | 'numbered-list'; items: RichTextInline[][] } | null;
  heading: 'heading-two' | 'heading-three' | null;
  marks: Partial<Record<RichTextMark, number>>;
  link: { url: string; children: RichTextLeaf[] } | null;
  length: number;
};

function addText(builder: Builder, raw: string) {
  const text = raw.replace(/\s+/g, ' ');
  if (text === '' || builder.length >= FEED_TEXT_MAX) return;
  if (text === ' ' && builder.inlines.length === 0) return;
  const kept = text.slice(0, FEED_TEXT_MAX - builder.length);
  builder.length += kept.length;
  const leaf: RichTextLeaf = { text: kept };
  for (const mark of ['bold', 'italic', 'underline'] as const) if (builder.marks[mark]) leaf[mark] = true;
  if (builder.link) builder.link.children.push(leaf);
  else builder.inlines.push(leaf);
}

function closeLink(builder: Builder) {
  const link = builder.link;
  builder.link = null;
  if (!link || link.children.length === 0) return;
  builder.inlines.push({ type: 'link', url: link.url, children: link.children });
}

/** Ends the current line of text: a paragraph, a heading or a list item. */
function endLine(builder: Builder) {
  closeLink(builder);
  const inlines = builder.inlines;
  builder.inlines = [];
  const hasText = inlines.some((inline) =>
    'type' in inline ? inline.children.some((leaf) => leaf.text.trim()) : inline.text.trim(),
  );
  if (!hasText) return;
  if (builder.list) builder.list.items.push(inlines);
  else builder.blocks.push({ type: builder.heading ?? 'paragraph', children: inlines });
}

function endList(builder: Builder) {
  endLine(builder);
  const list = builder.list;
  builder.list = null;
  if (list && list.items.length > 0) {
    builder.blocks.push({
      type: list.type,
      children: list.items.map((children) => ({ type: 'list-item', children })),
    });
  }
}

function openTag(builder: Builder, name: string, attributes: string, base: string) {
  if (MARKS[name]) builder.marks[MARKS[name]] = (builder.marks[MARKS[name]] ?? 0) + 1;
  else if (name === 'br' || BLOCKS.has(name)) endLine(builder);
  else if (HEADINGS[name]) {
    endLine(builder);
    builder.heading = HEADINGS[name];
  } else if (name === 'ul' || name === 'ol') {
    if (!builder.list) {
      endLine(builder);
      builder.list = { type: name === 'ul' ? 'bulleted-list' : 'numbered-list', items: [] };
    } else endLine(builder);
  } else if (name === 'li') endLine(builder);
  else if (name === 'a') {
    closeLink(builder);
    const url = feedLink(decodeHtmlText(readAttributes(attributes).href ?? ''), base);
    if (url) builder.link = { url, children: [] };
  }
}

function closeTag(builder: Builder, name: string) {
  if (MARKS[name]) builder.marks[MARKS[name]] = Math.max(0, (builder.marks[MARKS[name]] ?? 0) - 1);
  else if (BLOCKS.has(name) || name === 'li') endLine(builder);
  else if (HEADINGS[name]) {
    endLine(builder);
    builder.heading = null;
  } else if (name === 'ul' || name === 'ol') endList(builder);
  else if (name === 'a') closeLink(builder);
}

/** The feed's HTML as the shop's rich text; `base` resolves its relative links. Never throws. */
export function feedHtmlToRichText(html: string, base: string): RichTextDocument {
  const builder: Builder = {
    blocks: [],
    inlines: [],
    list: null,
    heading: null,
    marks: {},
    link: null,
    length: 0,
  };
  let index = 0;
  let tags = 0;
  while (index < html.length && builder.length < FEED_TEXT_MAX && tags++ < TAGS_MAX) {
    const open = html.indexOf('<', index);
    const textEnd = open < 0 ? html.length : open;
    // Text beyond what is kept is never decoded.
    if (textEnd > index)
      addText(builder, decodeHtmlText(html.slice(index, Math.min(textEnd, index + FEED_TEXT_MAX))));
    if (open < 0) break;
    if (html.startsWith('<!--', open)) {
      const end = html.indexOf('-->', open + 4);
      index = end < 0 ? html.length : end + 3;
      continue;
    }
    const end = html.indexOf('>', open + 1);
    if (end < 0) break;
    index = end + 1;
    const tag = /^(\/?)([a-zA-Z][a-zA-Z0-9]*)/.exec(html.slice(open + 1, Math.min(end, open + 40)));
    if (!tag) {
      addText(builder, decodeHtmlText(html.slice(open, index)));
      continue;
    }
    const name = tag[2]!.toLowerCase();
    if (tag[1]) {
      closeTag(builder, name);
    } else if (DROPPED_WITH_CONTENT.has(name)) {
      // Skip to its end tag (`</script` in any case); without one, the rest of the text.
      const closing = new RegExp(`</${name}`, 'gi');
      closing.lastIndex = index;
      const close = closing.exec(html);
      index = close ? close.index : html.length;
    } else {
      openTag(builder, name, html.slice(open + 1 + tag[0].length, end), base);
    }
  }
  endList(builder);
  // The same reader as every stored rich text: only the allowed shapes leave this function.
  return readRichText(JSON.stringify(builder.blocks)).document;
}

/** Plain text of at most EXCERPT_MAX characters, cut at a word, for the excerpt description mode. */
export function excerptOf(document: RichTextDocument): string {
  const text = richTextPlainText(document).replace(/\s+/g, ' ').trim();
  if (text.length <= EXCERPT_MAX) return text;
  const cut = text.slice(0, EXCERPT_MAX - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > EXCERPT_MAX / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}
