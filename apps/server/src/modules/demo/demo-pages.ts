import type { Texts } from '@print/core/pages/document-builders';
import type { PageSetup } from '../content/content-setup.ts';

// Building blocks of the demo shops' pages (demo-pages-*.ts): page documents as the page builder
// stores them, written compactly with core's builders (shared with the built-in templates). Each
// language's text is given side by side.

export {
  bullets,
  columns,
  cta,
  documentOf,
  heading,
  hero,
  iconList,
  lead,
  newestProducts,
  paragraph,
  section,
  subheading,
  text,
} from '@print/core/pages/document-builders';

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
