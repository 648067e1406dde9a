import type { MetaDescriptor } from 'react-router';
import { pageTitle, shopDescription } from '../../shell/page-title.ts';
import type { RootData } from '../../shell/shell-context.tsx';

// Title and description of the catalogue pages for search engines. Meta runs outside React, so the
// texts come straight from the root loader's shell data, as pageTitle() does.

type MetaMatch = { id: string; loaderData?: unknown } | undefined;

function shellText(matches: readonly MetaMatch[], key: string): string {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  return root?.shell.translations[key] ?? '';
}

type PageMeta = { title?: string; description?: string; search: string | null };

/**
 * `title` replaces the catalogue's title (a category's name); without a description the catalogue's
 * introduction describes the page, else the shop's claim. Search results are not worth indexing: each query is a new URL.
 */
export function catalogMeta(matches: readonly MetaMatch[], page: PageMeta | undefined): MetaDescriptor[] {
  const site = pageTitle(matches);
  const title = page?.title ? `${page.title} | ${site}` : pageTitle(matches, 'shop.catalogue');
  const description =
    page?.description || shellText(matches, 'shop.catalogIntro') || shopDescription(matches);
  const meta: MetaDescriptor[] = [{ title }];
  if (description) meta.push({ name: 'description', content: description });
  if (page?.search) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}
