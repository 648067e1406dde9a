// Storefront addresses of catalogue pages: the web app's links and the server's sitemap build them alike.

export const categoryPath = (slug: string): string => `/catalog/${encodeURIComponent(slug)}`;

export const productPath = (slug: string): string => `/products/${encodeURIComponent(slug)}`;

/** A CMS page's address (issue 25): its slug right after the host (slugs avoid the shop's own paths). */
export const pagePath = (slug: string): string => `/${encodeURIComponent(slug)}`;
