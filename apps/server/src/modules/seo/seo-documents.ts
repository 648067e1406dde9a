// The texts of /robots.txt and /sitemap.xml (seo.routes.ts serves them per tenant).

/** Areas with nothing to index: private pages and the API. */
const DISALLOWED = ['/account', '/admin', '/cart', '/checkout', '/orders', '/service-api/'];

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c]!);

/** A sitemap (sitemaps.org protocol 0.9) of absolute addresses on the tenant's origin. */
export function sitemapXml(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(new URL(path, origin).href)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
