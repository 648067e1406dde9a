import type { MetaDescriptor } from 'react-router';
import type { PageLinks } from '../../lib/page-url.ts';
import type { ContentPage } from './content-page-api.ts';

/**
 * A CMS page's title, description, canonical and `hreflang` links (`linksAt`) and link preview: its SEO title is the whole title
 * (as a product's), else its title with the shop's; its SEO description, else the shop's claim. The home
 * page's address is the shop's own (`/`, also when opened at its slug), its title without an SEO title of
 * its own the shop's alone, as the built-in home's.
 */
export function contentPageMeta(
  page: ContentPage,
  siteTitle: string,
  linksAt: (path: string) => PageLinks,
  fallbackDescription = '',
): MetaDescriptor[] {
  const home = page.kind === 'home';
  const title = page.seoTitle || (home ? siteTitle : siteTitle ? `${page.title} | ${siteTitle}` : page.title);
  const description = page.seoDescription || fallbackDescription;
  const links = linksAt(home ? '/' : `/${encodeURIComponent(page.slug)}`);
  const url = links.canonical;
  const image = page.socialImage ? new URL(page.socialImage, links.origin).href : null;
  return [
    { title },
    { name: 'description', content: description },
    ...links.tags,
    { property: 'og:type', content: 'website' },
    { property: 'og:title', content: page.seoTitle || (home ? title : page.title) },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    ...(image ? [{ property: 'og:image', content: image }] : []),
  ];
}
