import { shopLogos } from '@print/core/media/shop-logos';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database, Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { loadTenant } from '../tenancy/tenancy.service.ts';
import type { TenantResolver } from '../tenancy/tenant-resolver.ts';
import { loadThemeLook } from '../theme/theme.service.ts';
import { faviconSvg } from './favicon.ts';
import { robotsTxt, sitemapXml } from './seo-documents.ts';

/**
 * A module's pages for search engines: the paths of the request tenant's pages an anonymous visitor can
 * open (the catalogue: its categories and products), at most `limit`, read in the tenant's transaction.
 */
export type SitemapEntries = (tx: Tx, limit: number) => Promise<string[]>;

declare module '../../platform/module-contributions.ts' {
  interface ContributionKinds {
    /** Pages for /sitemap.xml, in the order of the module list (seo.routes.ts). */
    sitemapEntries: SitemapEntries;
  }
}

/** The sitemap protocol's limit of addresses in one file. */
const SITEMAP_MAX_URLS = 50_000;

// Crawlers fetch these rarely; a few minutes keep them cheap without hiding an edit for long.
const CACHE_CONTROL = 'public, max-age=300';

/**
 * Per tenant, on the tenant's own host: `/robots.txt`, `/sitemap.xml` (the pages an anonymous visitor
 * can open: home, the catalogue and what the modules contribute as `sitemapEntries`), `/favicon.svg`
 * (the shop's initial in its theme's primary colour: the favicon of a shop that uploaded none) and
 * `/favicon.ico` (to the shop's favicon). Unknown hosts get a 404.
 */
export function registerSeoRoutes(
  app: FastifyInstance,
  deps: { database: Database; tenants: TenantResolver; sitemapEntries: readonly SitemapEntries[] },
) {
  const notFound = (reply: FastifyReply) => reply.code(404).send({ error: 'Not found', statusCode: 404 });

  /** The tenant's origin as the visitor reached it (scheme behind a trusted proxy, host and port). */
  const originOf = (request: FastifyRequest) =>
    new URL(`${request.protocol}://${request.headers.host ?? 'localhost'}`).origin;

  const publicRoute = { config: { access: 'public' } } as const;

  app.get('/robots.txt', publicRoute, async (request, reply) => {
    const tenantId = await deps.tenants.resolve(request.headers.host);
    if (!tenantId) return notFound(reply);
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(robotsTxt(originOf(request)));
  });

  app.get('/sitemap.xml', publicRoute, async (request, reply) => {
    const tenantId = await deps.tenants.resolve(request.headers.host);
    if (!tenantId) return notFound(reply);
    // Home and catalogue are two of the addresses; the modules' entries fill the rest of the file.
    const paths = ['/', '/catalog'];
    await withTenant(deps.database, tenantId, async (tx) => {
      for (const entries of deps.sitemapEntries) {
        // One at a time, not spread: a sitemap's 50,000 arguments would strain the call stack.
        for (const path of await entries(tx, SITEMAP_MAX_URLS - paths.length)) paths.push(path);
      }
    });
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', CACHE_CONTROL)
      .send(sitemapXml(originOf(request), paths));
  });

  app.get('/favicon.svg', publicRoute, async (request, reply) => {
    const tenantId = await deps.tenants.resolve(request.headers.host);
    if (!tenantId) return notFound(reply);
    const log = { warn: (message: string) => request.log.warn(message) };
    const look = await withTenant(deps.database, tenantId, async (tx) => {
      const tenant = await loadTenant(tx, tenantId);
      return tenant
        ? { name: tenant.settings.companyName || tenant.name, ...(await loadThemeLook(tx, log)) }
        : null;
    });
    if (!look) return notFound(reply);
    return reply
      .type('image/svg+xml')
      .header('cache-control', CACHE_CONTROL)
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(faviconSvg(look.name, look.primary));
  });

  // Browsers and crawlers that ignore the page's <link rel="icon"> still ask for /favicon.ico: the
  // shop's uploaded favicon, else the drawn one. Found (302), kept a few minutes: the shop may change it.
  app.get('/favicon.ico', publicRoute, async (request, reply) => {
    const tenantId = await deps.tenants.resolve(request.headers.host);
    if (!tenantId) return notFound(reply);
    const tenant = await withTenant(deps.database, tenantId, (tx) => loadTenant(tx, tenantId));
    if (!tenant) return notFound(reply);
    const uploaded = shopLogos(tenant.settings.logos, false).favicon;
    return reply.header('cache-control', CACHE_CONTROL).redirect(uploaded ?? '/favicon.svg', 302);
  });
}
