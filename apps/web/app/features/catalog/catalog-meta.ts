import type { MetaDescriptor } from 'react-router';
import { metaText, pageTitle, shopDescription } from '../../shell/page-title.ts';

// Title and description of the catalogue pages for search engines (texts as pageTitle() reads them).

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

type PageMeta = { title?: string; description?: string; search: string | null };

/**
 * `title` replaces the catalogue's title (a category's name); without a description the catalogue's
 * introduction describes the page, else the shop's claim. Search results are not worth indexing: each query is a new URL.
 */
export function catalogMeta(matches: readonly MetaMatch[], page: PageMeta | undefined): MetaDescriptor[] {
  const site = pageTitle(matches);
  const title = page?.title ? `${page.title} | ${site}` : pageTitle(matches, 'shop.catalogue');
  const description = page?.description || metaText(matches, 'shop.catalogIntro') || shopDescription(matches);
  const meta: MetaDescriptor[] = [{ title }];
  if (description) meta.push({ name: 'description', content: description });
  if (page?.search) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
