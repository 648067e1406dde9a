import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import type { ProductPricing } from '../../pricing/pricing.service.ts';
import { pricingFromStored, storedPricingJson, type StoredScales } from '../../pricing/stored-pricing.ts';
import { productColumns, productVisibility, type ProductRow, type VariantRow } from '../catalog.service.ts';
import { productCategories, products, productVariants } from '../catalog.tables.ts';
import type { CategoryAccess } from '../categories/category-access.ts';

// The storefront's product list (issue 4; issue 13: one statement). The page, the number of matching
// products and, when the query asks for them, each product's variants and prices come back in one
// statement; the per-product loaders are primed with them (product-queries.schema.ts).

export const DEFAULT_PRODUCT_PAGE_SIZE = 24;
export const MAX_PRODUCT_PAGE_SIZE = 100;
const MAX_SEARCH_LENGTH = 100;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A product's name in the request language, then the tenant default, then its slug: the sort key. */
const nameSortKey = (language: string, defaultLanguage: string) =>
  sql`lower(coalesce(nullif(${products.name}->>${language}, ''), nullif(${products.name}->>${defaultLanguage}, ''), ${products.slug}))`;

export type ProductListOptions = {
  categorySlug?: string | null;
  /** Part of the product name in any of its languages (case-insensitive). */
  search?: string | null;
  offset?: number | null;
  limit?: number | null;
  language: string;
  defaultLanguage: string;
};

/** What to load with the page besides the product rows. */
export type ListExtras = { variants?: boolean; pricing?: boolean };

export type ProductListPage = {
  items: ProductRow[];
  total: number;
  /** Published, not archived variants per product (only when asked for). */
  variants?: Map<string, VariantRow[]>;
  /** Pricing per product (only when asked for), as pricingOfProducts gives it. */
  pricing?: Map<string, ProductPricing>;
};

// Variants as catalog.service variantsOfProducts returns them (published, not archived, in order).
export const variantsJson = sql`(select coalesce(json_agg(json_build_object(
    'tenantId', v.tenant_id, 'id', v.id, 'productId', v.product_id, 'code', v.code, 'name', v.name,
    'published', v.published, 'archivedAt', v.archived_at, 'fieldValues', v.field_values, 'sortOrder', v.sort_order,
    'stock', v.stock)
    order by v.sort_order, v.code), '[]')
  from ${productVariants} v
  where v.tenant_id = ${products.tenantId} and v.product_id = ${products.id}
    and v.published and v.archived_at is null)`;

// The scales pricing reads, as pricingOfProducts does (pricing/stored-pricing.ts).
export const pricingJson = storedPricingJson({
  tenantId: products.tenantId,
  id: products.id,
  pricingMode: products.pricingMode,
  priceListId: products.priceListId,
});

/**
 * One page of visible products and how many match in all, in one statement. With a category: the
 * products assigned to it directly, in its order; unknown or invisible categories give an empty page.
 * Without: all visible products by name.
 */
export async function listProducts(
  tx: Tx,
  access: CategoryAccess,
  options: ProductListOptions,
  extras: ListExtras = {},
): Promise<ProductListPage> {
  const limit = Math.min(Math.max(options.limit ?? DEFAULT_PRODUCT_PAGE_SIZE, 1), MAX_PRODUCT_PAGE_SIZE);
  const offset = Math.max(options.offset ?? 0, 0);
  const conditions: (SQL | undefined)[] = [productVisibility(access)];
  const search = options.search?.trim().slice(0, MAX_SEARCH_LENGTH);
  if (search) {
    const pattern = `%${escapeLike(search)}%`;
    conditions.push(
      sql`exists (select 1 from jsonb_each_text(${products.name}) as name_text(language, text) where name_text.text ilike ${pattern})`,
    );
  }
  let categoryId: string | null = null;
  if (options.categorySlug) {
    categoryId = access.bySlug(options.categorySlug, false)?.id ?? null;
    if (!categoryId) return { items: [], total: 0 };
  }
  const where = and(...conditions);
  const sortKey = nameSortKey(options.language, options.defaultLanguage);
  const columns = {
    ...productColumns,
    // Counted before LIMIT: every matching product, over all pages.
    total: sql<number>`(count(*) over ())::int`,
    variantsJson: extras.variants ? sql<VariantRow[]>`${variantsJson}` : sql<null>`null`,
    pricingJson: extras.pricing ? sql<StoredScales>`${pricingJson}` : sql<null>`null`,
  };
  const inCategory = categoryId
    ? and(eq(productCategories.productId, products.id), eq(productCategories.categoryId, categoryId))
    : undefined;
  const rows = inCategory
    ? await tx
        .select(columns)
        .from(products)
        .innerJoin(productCategories, inCategory)
        .where(where)
        .orderBy(asc(productCategories.sortOrder), asc(sortKey), asc(products.id))
        .limit(limit)
        .offset(offset)
    : await tx
        .select(columns)
        .from(products)
        .where(where)
        .orderBy(asc(sortKey), asc(products.id)) // the id keeps pages stable when names repeat
        .limit(limit)
        .offset(offset);

  const page: ProductListPage = { items: [], total: rows[0]?.total ?? 0 };
  if (!rows.length && offset > 0) {
    // Past the last page: nothing to read the count from, so count on its own (rare).
    const counted = tx.select({ total: sql<number>`count(*)::int` }).from(products);
    const [row] = inCategory
      ? await counted.innerJoin(productCategories, inCategory).where(where)
      : await counted.where(where);
    page.total = row?.total ?? 0;
  }
  if (extras.variants) page.variants = new Map();
  if (extras.pricing) page.pricing = new Map();
  for (const { total: _total, variantsJson: variants, pricingJson: stored, ...product } of rows) {
    page.items.push(product);
    page.variants?.set(product.id, variants ?? []);
    page.pricing?.set(product.id, pricingFromStored(product, stored));
  }
  return page;
}
