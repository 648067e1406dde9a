// Storefront addresses of catalogue pages: the web app's links and the server's sitemap build them alike.

export const categoryPath = (slug: string): string => `/catalog/${encodeURIComponent(slug)}`;

export const productPath = (slug: string): string => `/products/${encodeURIComponent(slug)}`;
