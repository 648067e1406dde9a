import type { ServerModule } from '../server-module.ts';
import { registerSeoRoutes } from './seo.routes.ts';

/** robots.txt, sitemap.xml and the favicon of each shop. */
export const seoModule: ServerModule = {
  name: 'seo',
  routes: (app, { database, tenants, contributions }) =>
    registerSeoRoutes(app, { database, tenants, sitemapEntries: contributions.sitemapEntries ?? [] }),
};
