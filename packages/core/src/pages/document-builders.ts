// Writing page documents in code, compactly (issue 25): the demo shops' pages and the page builder's
// built-in templates. The result is plain JSON in the stored shape; like any other source it is read by
// readPageDocument (a test of each caller checks that it reads without a problem). Each language's text
// is given side by side (`{ 'de-DE': …, 'en-GB': … }`).
import { PAGE_SCHEMA_VERSION } from './page-migrations.ts';

export type Texts = Record<string, string>;
export type RichNode = Record<string, unknown>;
export type RawBlock = { id: string; type: string; props: Record<string, unknown> };
export type RawSection = { id: string; settings: Record<string, unknown>; blocks: unknown[] };

export const paragraph = (text: string): RichNode => ({ type: 'paragraph', children: [{ text }] });
export const subheading = (text: string): RichNode => ({ type: 'heading-two', children: [{ text }] });
export const bullets = (...items: string[]): RichNode => ({
  type: 'bulleted-list',
  children: items.map((text) => ({ type: 'list-item', children: [{ text }] })),
});
export const numbered = (...items: string[]): RichNode => ({
  type: 'numbered-list',
  children: items.map((text) => ({ type: 'list-item', children: [{ text }] })),
});
/** A paragraph with a bold lead-in (an FAQ's question, an address's name). */
export const lead = (bold: string, text: string): RichNode => ({
  type: 'paragraph',
  children: [{ text: bold, bold: true }, { text: ` ${text}` }],
});

export const heading = (
  id: string,
  text: Texts,
  subline?: Texts,
  level = 'h1',
  align?: string,
): RawBlock => ({
  id,
  type: 'heading',
  props: { text, level, ...(subline ? { subline } : {}), ...(align ? { align } : {}) },
});

export const text = (id: string, body: Record<string, RichNode[]>, align?: string): RawBlock => ({
  id,
  type: 'text',
  props: { body, ...(align ? { align } : {}) },
});

export const hero = (
  id: string,
  props: {
    title: Texts;
    subtitle: Texts;
    buttonLabel?: Texts;
    buttonUrl?: string;
    buttonColour?: string;
    align?: string;
    height?: Record<string, string>;
  },
): RawBlock => ({ id, type: 'hero', props: { align: 'center', height: { base: 'medium' }, ...props } });

export const cta = (
  id: string,
  props: { label: Texts; url: string; title?: Texts; description?: Texts; colour?: string },
): RawBlock => ({
  id,
  type: 'cta',
  props: { clickBehaviour: props.title ? 'both' : 'button', ...props },
});

export const newestProducts = (id: string, title: Texts, layout = 'row', limit = 4): RawBlock => ({
  id,
  type: 'productRow',
  props: { title, source: 'newest', limit, layout },
});

/** Entries of an icon (a Lucide name), a title and a text. */
export const iconList = (id: string, ...items: { icon: string; title: Texts; text: Texts }[]): RawBlock => ({
  id,
  type: 'iconList',
  props: { perRow: items.length, items },
});

export const columns = (id: string, ...cells: unknown[][]): RawBlock => ({
  id,
  type: 'columns',
  props: { perRow: cells.length, columns: cells.map((blocks) => ({ blocks })) },
});

/** A teaser of another page of the shop (title, text, link). */
export const linkPage = (id: string, url: string, title: Texts, description: Texts): RawBlock => ({
  id,
  type: 'linkPage',
  props: { url, title, description },
});

/** A bar of short links. */
export const cloudbar = (id: string, ...links: { label: Texts; url: string }[]): RawBlock => ({
  id,
  type: 'cloudbar',
  props: { links },
});

export const section = (
  id: string,
  blocks: unknown[],
  settings: Record<string, unknown> = {},
): RawSection => ({
  id,
  settings,
  blocks,
});

export const documentOf = (...sections: unknown[]) => ({ schemaVersion: PAGE_SCHEMA_VERSION, sections });
