import { PAGE_SCHEMA_VERSION } from '@print/core/pages/page-migrations';
import type { PageSetup } from '../content/content-setup.ts';

// Building blocks of the demo shops' pages (demo-pages-*.ts): page documents as the page builder
// stores them, written compactly. Each language's text is given side by side.

type Texts = Record<string, string>;
type RichNode = Record<string, unknown>;

export const paragraph = (text: string): RichNode => ({ type: 'paragraph', children: [{ text }] });
export const subheading = (text: string): RichNode => ({ type: 'heading-two', children: [{ text }] });
export const bullets = (...items: string[]): RichNode => ({
  type: 'bulleted-list',
  children: items.map((text) => ({ type: 'list-item', children: [{ text }] })),
});
/** A paragraph with a bold lead-in (an FAQ's question, an address's name). */
export const lead = (bold: string, text: string): RichNode => ({
  type: 'paragraph',
  children: [{ text: bold, bold: true }, { text: ` ${text}` }],
});

export const heading = (id: string, text: Texts, subline?: Texts, level = 'h1') => ({
  id,
  type: 'heading',
  props: { text, level, ...(subline ? { subline } : {}) },
});

export const text = (id: string, body: Record<string, RichNode[]>) => ({ id, type: 'text', props: { body } });

export const hero = (
  id: string,
  props: { title: Texts; subtitle: Texts; buttonLabel?: Texts; buttonUrl?: string; align?: string },
) => ({ id, type: 'hero', props: { align: 'center', height: { base: 'medium' }, ...props } });

export const cta = (
  id: string,
  props: { label: Texts; url: string; title?: Texts; description?: Texts },
) => ({
  id,
  type: 'cta',
  props: { clickBehaviour: props.title ? 'both' : 'button', ...props },
});

export const newestProducts = (id: string, title: Texts) => ({
  id,
  type: 'productRow',
  props: { title, source: 'newest', limit: 4, layout: 'row' },
});

export const columns = (id: string, ...cells: unknown[][]) => ({
  id,
  type: 'columns',
  props: { perRow: cells.length, columns: cells.map((blocks) => ({ blocks })) },
});

export const section = (id: string, blocks: unknown[], settings: Record<string, unknown> = {}) => ({
  id,
  settings,
  blocks,
});

export const documentOf = (...sections: unknown[]) => ({ schemaVersion: PAGE_SCHEMA_VERSION, sections });

/** A page; slugs of every language the same unless given per language. */
export function page(
  kind: PageSetup['kind'],
  title: Texts,
  slug: string | Texts,
  document: unknown,
  seoDescription?: Texts,
): PageSetup {
  const slugs =
    typeof slug === 'string'
      ? Object.fromEntries(Object.keys(title).map((language) => [language, slug]))
      : slug;
  return { kind, title, slugs, document, seoTitle: title, seoDescription: seoDescription ?? {} };
}
