import {
  DEFAULT_PRODUCT_PAGE_SIZE,
  MAX_PRODUCT_PAGE_SIZE,
  type ProductPaymentMode,
  type ProductSortField,
} from '@print/core/catalog/product-list';
import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/client.ts';
import { isUuid } from '../../../../platform/db/uuid.ts';
import { productCategories, products } from '../../catalog.tables.ts';
import { soldOutCondition } from '../../variants-and-stock/stock.ts';
import { adminProductColumns, type AdminProductRow } from './admin-product.service.ts';

// The products administration's list (spec §2): every product of the tenant, searched, filtered,
// sorted and paged on the server. One statement whatever the page size: the filter runs once, over the
// product's id and sort value only, counting every match as it goes; the page's 25 or 100 rows are then
// read with their stock (issue 15: < 100 ms with 10,000 products × 10 variants). A page past the end
// needs a second statement for the total.

export type ProductListOptions = {
  /** Part of the name in any language, of the article code or of a variant's code. */
  search?: string | null;
  /** These products only (a picker naming what was chosen); a malformed id matches nothing. */
  ids?: readonly string[] | null;
  published?: boolean | null;
  /** Left out: active products only; true: archived only. */
  archived?: boolean | null;
  orderable?: boolean | null;
  categoryId?: string | null;
  paymentMode?: ProductPaymentMode | null;
  /** true: sold out as the shop decides it; false: the others (stock left, or not counted). */
  outOfStock?: boolean | null;
  offset?: number | null;
  limit?: number | null;
  sortBy?: ProductSortField | null;
  descending?: boolean | null;
};

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

function listConditions(options: ProductListOptions): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(products.archived, options.archived ?? false)];
  if (options.published != null) conditions.push(eq(products.published, options.published));
  if (options.orderable != null) conditions.push(eq(products.orderable, options.orderable));
  if (options.paymentMode) conditions.push(eq(products.paymentMode, options.paymentMode));
  if (options.ids) {
    const ids = options.ids.filter(isUuid);
    if (!ids.length) return sql`false`;
    conditions.push(inArray(products.id, ids));
  }
  if (options.outOfStock != null)
    conditions.push(options.outOfStock ? soldOutCondition : sql`not ${soldOutCondition}`);
  if (options.categoryId != null) {
    // An unknown or malformed category has no products.
    if (!isUuid(options.categoryId)) return sql`false`;
    conditions.push(
      sql`exists (select 1 from ${productCategories} pc where pc.product_id = ${products.id} and pc.category_id = ${options.categoryId})`,
    );
  }
  const search = options.search?.trim();
  // The names in every language, the article code and the variants' codes, kept lower-cased on the
  // product row by the database (migration 0015): one pass over the shop's products, no variant read.
  if (search) conditions.push(sql`${products.searchText} like lower(${`%${escapeLike(search)}%`})`);
  return and(...conditions);
}

const sortColumn = (field: ProductSortField, language: string, defaultLanguage: string): SQL => {
  switch (field) {
    case 'articleCode':
      return sql`${products.articleCode}`;
    case 'updatedAt':
      return sql`${products.updatedAt}`;
    case 'createdAt':
      return sql`${products.createdAt}`;
    case 'name':
      return sql`lower(coalesce(${products.name} ->> ${language}, ${products.name} ->> ${defaultLanguage}, ''))`;
  }
};

/** One page of the tenant's products and how many match in all. */
export async function listAdminProducts(
  tx: Tx,
  options: ProductListOptions,
  language: string,
  defaultLanguage: string,
): Promise<{ items: AdminProductRow[]; total: number }> {
  const where = listConditions(options);
  const limit = Math.min(Math.max(options.limit ?? DEFAULT_PRODUCT_PAGE_SIZE, 1), MAX_PRODUCT_PAGE_SIZE);
  const offset = Math.max(options.offset ?? 0, 0);
  const direction = options.descending ? desc : asc;
  const sortValue = sortColumn(options.sortBy ?? 'name', language, defaultLanguage);
  const page = tx
    .select({
      tenantId: products.tenantId,
      id: products.id,
      sortValue: sql`${sortValue}`.as('sort_value'),
      total: sql<number>`(count(*) over ())::int`.as('total'),
    })
    .from(products)
    .where(where)
    // The id keeps pages stable when sort values repeat.
    .orderBy(direction(sortValue), asc(products.id))
    .limit(limit)
    .offset(offset)
    .as('page');
  const rows = await tx
    .select({ product: adminProductColumns, total: page.total })
    .from(page)
    // By the whole key, so each of the page's rows is one look-up (by id alone the planner read them all).
    .innerJoin(products, and(eq(products.tenantId, page.tenantId), eq(products.id, page.id)))
    .orderBy(direction(page.sortValue), asc(products.id));
  const items = rows.map((row) => row.product);
  if (rows.length || offset === 0) return { items, total: rows[0]?.total ?? 0 };
  const [counted] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  return { items, total: counted?.total ?? 0 };
}

/** How many of the tenant's products are in each state (the dashboard's Products card). */
export type ProductCounts = { published: number; unpublished: number; archived: number; outOfStock: number };

/**
 * The Products card's counts in one statement. Each count is what the list shows under the matching
 * filter: published and unpublished among the active (not archived) products, as the status filter
 * has it, and sold out among the active ones, as the stock filter has it. Row-level security keeps
 * other tenants' products out.
 */
export async function countProducts(tx: Tx): Promise<ProductCounts> {
  const active = sql`not ${products.archived}`;
  const [counts] = await tx
    .select({
      published: sql<number>`(count(*) filter (where ${active} and ${products.published}))::int`,
      unpublished: sql<number>`(count(*) filter (where ${active} and not ${products.published}))::int`,
      archived: sql<number>`(count(*) filter (where ${products.archived}))::int`,
      outOfStock: sql<number>`(count(*) filter (where ${active} and ${soldOutCondition}))::int`,
    })
    .from(products);
  return counts!;
}
