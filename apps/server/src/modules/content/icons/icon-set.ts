import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { ICON_NAME_PATTERN } from '@print/core/pages/content-fields';
import { pageBlocksOfType } from '@print/core/pages/page-blocks';
import type { PageDocument } from '@print/core/pages/page-document';

// The icon set of CMS pages' icon lists (issue 25): Lucide (ISC licence), from the @iconify-json/lucide
// package, read once per process on first use. The server turns an icon's name into its shapes (paths,
// circles, rectangles, ellipses with plain attributes) for the page answer and the editor's picker, so
// no shopper's bundle carries the set (~1,900 icons) and no markup of it is ever inserted as HTML.

/** One shape of an icon: an element the shop draws inside its <svg>, attributes as React names them. */
export type IconShape = { tag: 'path' | 'circle' | 'rect' | 'ellipse'; attributes: Record<string, string> };
export type PageIcon = { name: string; viewBox: string; shapes: IconShape[] };

type IconifySet = {
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
  width?: number;
  height?: number;
};

const SHAPES = new Set(['path', 'circle', 'rect', 'ellipse']);
const ATTRIBUTES: Record<string, string> = {
  d: 'd', cx: 'cx', cy: 'cy', r: 'r', rx: 'rx', ry: 'ry', x: 'x', y: 'y', width: 'width', height: 'height',
  fill: 'fill', stroke: 'stroke', 'stroke-width': 'strokeWidth', 'stroke-linecap': 'strokeLinecap',
  'stroke-linejoin': 'strokeLinejoin', 'fill-rule': 'fillRule', 'clip-rule': 'clipRule',
}; // prettier-ignore
/** Numbers, path commands and the few keywords of the set: never a url(), a quote or a script. */
const SAFE_VALUE = /^[0-9A-Za-z.,\s-]{1,4000}$/;

let loaded: { set: IconifySet; names: string[] } | null = null;

function iconSet() {
  if (!loaded) {
    const require = createRequire(import.meta.url);
    const set = JSON.parse(
      readFileSync(require.resolve('@iconify-json/lucide/icons.json'), 'utf8'),
    ) as IconifySet;
    const names = [...Object.keys(set.icons), ...Object.keys(set.aliases ?? {})].sort();
    loaded = { set, names };
  }
  return loaded;
}

/** The shapes of an icon body: its allowed elements, a group's attributes passed on to its shapes. */
export function shapesOf(body: string): IconShape[] {
  const shapes: IconShape[] = [];
  const inherited: Record<string, string>[] = [];
  for (const [, closing, tag, rest] of body.matchAll(/<(\/?)([a-z]+)([^<>]*)>/g)) {
    if (tag === 'g') {
      if (closing) inherited.pop();
      else inherited.push(attributesOf(rest!));
      continue;
    }
    if (closing || !SHAPES.has(tag!)) continue;
    shapes.push({
      tag: tag as IconShape['tag'],
      attributes: Object.assign({}, ...inherited, attributesOf(rest!)) as Record<string, string>,
    });
  }
  return shapes;
}

function attributesOf(source: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [, name, value] of source.matchAll(/([a-z-]+)="([^"]*)"/g)) {
    const reactName = ATTRIBUTES[name!];
    if (reactName && SAFE_VALUE.test(value!)) attributes[reactName] = value!;
  }
  return attributes;
}

/** The icon of that name (an alias too), or null for a name the set does not have. */
export function findIcon(name: string): PageIcon | null {
  if (!ICON_NAME_PATTERN.test(name)) return null;
  const { set } = iconSet();
  const own = Object.hasOwn(set.icons, name) ? name : set.aliases?.[name]?.parent;
  const icon = own && Object.hasOwn(set.icons, own) ? set.icons[own] : undefined;
  if (!icon) return null;
  const width = icon.width ?? set.width ?? 24;
  const height = icon.height ?? set.height ?? 24;
  return { name, viewBox: `0 0 ${width} ${height}`, shapes: shapesOf(icon.body) };
}

/**
 * The icons of a page's icon lists, each once (the server draws them: no icon set in a shopper's bundle);
 * names the set does not have are left out.
 */
export function pageIcons(document: PageDocument): PageIcon[] {
  const names = new Set(
    pageBlocksOfType(document, 'iconList').flatMap((block) => block.props.items.map((item) => item.icon)),
  );
  return [...names].flatMap((name) => findIcon(name) ?? []);
}

export const ICON_SEARCH_MAX = 120;

/**
 * Icons whose name holds every word of `query` (`arrow right` finds `arrow-big-right`), names that start
 * with the query first; at most `first` of them, and how many there are.
 */
export function searchIcons(query: string, first: number): { total: number; icons: PageIcon[] } {
  const words = query
    .toLowerCase()
    .split(/[\s-]+/)
    .filter(Boolean)
    .slice(0, 8);
  const { names } = iconSet();
  const found = names.filter((name) => words.every((word) => name.includes(word)));
  const start = words.join('-');
  const ranked = start
    ? [...found.filter((name) => name.startsWith(start)), ...found.filter((name) => !name.startsWith(start))]
    : found;
  const limit = Math.max(1, Math.min(first, ICON_SEARCH_MAX));
  return { total: found.length, icons: ranked.slice(0, limit).map((name) => findIcon(name)!) };
}
