import { PRODUCT_ROW_MAX, type PRODUCT_ROW_SOURCES } from '@print/core/pages/page-constants';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { productVisibility } from '../catalog.service.ts';
import { productCategories, products } from '../catalog.tables.ts';
import type { CategoryAccess } from '../categories/category-access.ts';

// The products of a CMS page's product rows (issue 25: rows and grids from a category or a product
// selection, the newest, a random pick), for all rows of a page at once: whatever the number of rows,
// the picks are one statement, the products one more (the catalogue's product loader) and their prices
// one more (the pricing loader), never a statement per row.

export type ProductRowSource = (typeof PRODUCT_ROW_SOURCES)[number];

/** One row as the page document declares it (packages/core/src/pages/blocks/products.ts). */
export type ProductRowAsk = {
  id: string;
  source: ProductRowSource;
  categoryId: string;
  productIds: readonly string[];
  limit: number;
};

/** Rows of one request at most: a page showing more rows shows the rest with their titles only. */
export const PRODUCT_ROWS_PER_REQUEST = 60;

/**
 * A random row's pool: the kept page is the same for every visitor, so the browser draws the row's
 * products from a pool once hydrated, as a random category's previews do (decision 0055).
 */
export const randomPoolSize = (limit: number) => Math.min(PRODUCT_ROW_MAX, limit * 3);

/** A row's limit as its declaration bounds it (1 to PRODUCT_ROW_MAX). */
export const rowLimit = (limit: number) => Math.min(Math.max(Math.trunc(limit) || 1, 1), PRODUCT_ROW_MAX);

/** What the rows of a page need picked by the database: each category once, the newest and a random pool. */
export type RowPicks = { categories: Map<string, number>; newest: number; random: number };

/** The picks of all rows (each category's largest limit; the largest newest and random asks). */
export function rowPicks(asks: readonly ProductRowAsk[], access: CategoryAccess): RowPicks {
  const picks: RowPicks = { categories: new Map(), newest: 0, random: 0 };
  const visibleCategories = access.visible(false);
  for (const ask of asks) {
    const limit = rowLimit(ask.limit);
    if (ask.source === 'newest') picks.newest = Math.max(picks.newest, limit);
    if (ask.source === 'random') picks.random = Math.max(picks.random, randomPoolSize(limit));
    // A category the viewer does not see shows nothing, even where its products are open elsewhere.
    if (ask.source === 'category' && isUuid(ask.categoryId) && visibleCategories.has(ask.categoryId)) {
      picks.categories.set(ask.categoryId, Math.max(picks.categories.get(ask.categoryId) ?? 0, limit));
    }
  }
  return picks;
}

export const PICK_NEWEST = 'newest';
export const PICK_RANDOM = 'random';
export const categoryPick = (categoryId: string) => `category:${categoryId}`;

/**
 * The ids of the visible products of every pick, in one statement: a category's products in its
 * order (as its page lists them), the newest by creation, a random pool in a fresh order.
 */
export async function pickRowProducts(
  tx: Tx,
  access: CategoryAccess,
  picks: RowPicks,
  names: { language: string; defaultLanguage: string },
): Promise<Map<string, string[]>> {
  const found = new Map<string, string[]>();
  const visible = productVisibility(access);
  const parts: SQL[] = [];
  if (picks.newest > 0) {
    parts.push(sql`(select ${PICK_NEWEST}::text as pick, ${products.id} as product_id,
      row_number() over (order by ${products.createdAt} desc, ${products.id}) as rank
      from ${products} where ${visible}
      order by ${products.createdAt} desc, ${products.id} limit ${picks.newest})`);
  }
  if (picks.random > 0) {
    parts.push(sql`(select ${PICK_RANDOM}::text, pool.id, row_number() over () from (
      select ${products.id} as id from ${products} where ${visible} order by random() limit ${picks.random}
    ) pool)`);
  }
  if (picks.categories.size > 0) {
    const wanted = sql.join(
      [...picks.categories].map(([id, limit]) => sql`(${id}::uuid, ${limit}::int)`),
      sql`, `,
    );
    // The category page's order: the category's own order, then the name in the page's language.
    const nameKey = sql`lower(coalesce(nullif(${products.name}->>${names.language}, ''),
      nullif(${products.name}->>${names.defaultLanguage}, ''), ${products.slug}))`;
    parts.push(sql`(select 'category:' || ranked.category_id, ranked.product_id, ranked.rank from (
      select pc.category_id, ${products.id} as product_id, wanted.row_limit,
        row_number() over (partition by pc.category_id order by pc.sort_order, ${nameKey}, ${products.id}) as rank
      from (values ${wanted}) as wanted(category_id, row_limit)
      join ${productCategories} pc on pc.category_id = wanted.category_id
      join ${products} on ${products.tenantId} = pc.tenant_id and ${products.id} = pc.product_id
      where ${visible}
    ) ranked where ranked.rank <= ranked.row_limit)`);
  }
  if (parts.length === 0) return found;
  const result = await tx.execute<{ pick: string; product_id: string }>(
    sql`select * from (${sql.join(parts, sql` union all `)}) picked(pick, product_id, rank) order by pick, rank`,
  );
  for (const row of result.rows) {
    const list = found.get(row.pick);
    if (list) list.push(row.product_id);
    else found.set(row.pick, [row.product_id]);
  }
  return found;
}

/** A row's product ids in its order: its pick, or its selection (visibility is checked when loaded). */
export function rowProductIds(ask: ProductRowAsk, picked: ReadonlyMap<string, readonly string[]>): string[] {
  const limit = rowLimit(ask.limit);
  switch (ask.source) {
    case 'newest':
      return (picked.get(PICK_NEWEST) ?? []).slice(0, limit);
    case 'random':
      return [...(picked.get(PICK_RANDOM) ?? [])].slice(0, randomPoolSize(limit));
    case 'category':
      return (picked.get(categoryPick(ask.categoryId)) ?? []).slice(0, limit);
    case 'selection':
      return [...new Set(ask.productIds.filter(isUuid))].slice(0, PRODUCT_ROW_MAX);
  }
}
