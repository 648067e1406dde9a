import { categoryPath, productPath } from '@print/core/shop-paths';
import { asc } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { productVisibility } from './catalog.service.ts';
import { products } from './catalog.tables.ts';
import { loadCategoryAccess } from './categories/category-access.ts';

/** What a search engine may index: the catalogue pages an anonymous visitor can open. */
export type SitemapEntries = { categorySlugs: string[]; productSlugs: string[] };

/**
 * Slugs of the categories and products an anonymous visitor sees (published, open to all, not archived,
 * reachable: the same rules as the shop's own lists), two statements. Categories that only link
 * elsewhere have no page of their own and are left out. At most `limit` entries in all.
 */
export async function listSitemapEntries(tx: Tx, limit: number): Promise<SitemapEntries> {
  const access = await loadCategoryAccess(tx, null);
  const categorySlugs = [...access.visible(false).values()]
    .filter((category) => !category.linkUrl)
    .map((category) => category.slug)
    .slice(0, limit);
  const rows = await tx
    .select({ slug: products.slug })
    .from(products)
    .where(productVisibility(access))
    .orderBy(asc(products.slug))
    .limit(Math.max(limit - categorySlugs.length, 0));
  return { categorySlugs, productSlugs: rows.map((row) => row.slug) };
}

/** The sitemap's catalogue pages (contributes.sitemapEntries): categories first, then products. */
export async function catalogSitemapEntries(tx: Tx, limit: number): Promise<string[]> {
  const entries = await listSitemapEntries(tx, limit);
  return [...entries.categorySlugs.map(categoryPath), ...entries.productSlugs.map(productPath)];
}
