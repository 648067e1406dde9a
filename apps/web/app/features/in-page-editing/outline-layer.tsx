import { IN_PAGE_CATALOG_TEXTS } from '@print/core/catalog/catalog-text-rules';
import type { EditKind } from '@print/core/i18n/edit-mode';

/** The catalogue texts the product control edits, and only those (a product's SEO title is marked too). */
const CATALOG_TEXT_MARKS = Object.entries(IN_PAGE_CATALOG_TEXTS)
  .flatMap(([entity, fields]) => fields.map((field) => `[data-edit^="${entity}:"][data-edit$=".${field}"]`))
  .join(', ');

/** The marks each kind's editor works on (decision 0083; CMS texts by decision 0080's addresses). */
export const MARK_SELECTORS: Record<EditKind, string> = {
  language: '[data-edit^="t:"]',
  product: CATALOG_TEXT_MARKS,
  cms: '[data-page-text]',
};

/** The selector of every mark of the active kinds (empty when none is active). */
export function marksOf(kinds: readonly EditKind[]): string {
  return kinds.map((kind) => MARK_SELECTORS[kind]).join(', ');
}

/**
 * The outlines of the editable texts of the active kinds: one `<style>`, nothing added to the page's
 * elements, so the page's own layout is untouched.
 */
export function OutlineLayer({ kinds }: { kinds: readonly EditKind[] }) {
  const marks = marksOf(kinds);
  if (!marks) return null;
  const css =
    `:is(${marks}){outline:2px dashed var(--color-primary,#c2410c);outline-offset:2px;cursor:text}` +
    `:is(${marks}):is(:hover,:focus-visible){outline-style:solid;outline-width:3px}`;
  return <style data-edit-outlines="">{css}</style>;
}
