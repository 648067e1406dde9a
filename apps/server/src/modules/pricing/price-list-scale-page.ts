import { MAX_PRICE_SCALE_PAGE_SIZE, type PriceScaleSortField } from '@print/core/pricing/price-list-rules';
import { and, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { priceScales } from './price-scales.tables.ts';
import type { StoredScale } from './price-list-scales.ts';
import { pricedProducts, type ListVariant } from './priced-products.ts';

// The price list editor's scales table (issue 15): a list may hold 10,000 scales and more (imports),
// so the editor asks for one page, filtered and sorted here, in one statement whatever the page size.

export const DEFAULT_PRICE_SCALE_PAGE_SIZE = 25;

/** A scale with the variant it is for (null: for all variants), as the editor's table shows it. */
export type ScaleView = StoredScale & { variant: ListVariant | null };

export type ScalePageOptions = {
  /** Only this variant's own scales. */
  variantId?: string | null;
  /** Only the scales for all variants (wins over `variantId`). */
  forAllVariants?: boolean | null;
  /** Scales whose quantity starts with these digits (anything else typed is ignored). */
  quantity?: string | null;
  offset?: number | null;
  limit?: number | null;
  sortBy?: PriceScaleSortField | null;
  sortDirection?: 'asc' | 'desc' | null;
};

const columns = () => ({
  id: priceScales.id,
  variantId: priceScales.variantId,
  minQuantity: priceScales.minQuantity,
  unitPriceMinor: priceScales.unitPriceMinor,
  ...pricedProducts().scaleVariantColumns,
});

/** The scales with their variant and its product (left joins: most scales are for all variants). */
const scalesWithVariants = <T extends Record<string, SQL>>(tx: Tx, extra: T = {} as T) =>
  pricedProducts().withScaleVariants(
    tx
      .select({ ...columns(), ...extra })
      .from(priceScales)
      .$dynamic(),
    { tenantId: priceScales.tenantId, variantId: priceScales.variantId },
  );

type Row = StoredScale & {
  variantCode: string | null;
  variantName: LocalizedText | null;
  productName: LocalizedText | null;
};

const viewOf = (row: Row): ScaleView => ({
  id: row.id,
  variantId: row.variantId,
  minQuantity: row.minQuantity,
  unitPriceMinor: row.unitPriceMinor,
  variant:
    row.variantId && row.variantCode !== null
      ? {
          id: row.variantId,
          code: row.variantCode,
          name: row.variantName ?? {},
          productName: row.productName ?? {},
        }
      : null,
});

/** Ties always end by quantity and id, so a page never shows a row twice or skips one. */
function orderOf(sortBy: PriceScaleSortField, descending: boolean): SQL[] {
  const direction = descending ? sql`desc` : sql`asc`;
  // "For all variants" sorts before every variant going up, after them going down.
  const { variantCode } = pricedProducts().scaleVariantColumns;
  const variant = sql`${variantCode} ${direction} ${descending ? sql`nulls last` : sql`nulls first`}`;
  const quantity = sql`${priceScales.minQuantity} asc`;
  const id = sql`${priceScales.id} asc`;
  if (sortBy === 'quantity')
    return [sql`${priceScales.minQuantity} ${direction}`, sql`${variantCode} asc nulls first`, id];
  if (sortBy === 'price') return [sql`${priceScales.unitPriceMinor} ${direction}`, quantity, id];
  return [variant, quantity, id];
}

/** One page of a list's scales, filtered and sorted, and how many match (one statement). */
export async function scalePage(
  tx: Tx,
  priceListId: string,
  options: ScalePageOptions,
): Promise<{ items: ScaleView[]; total: number }> {
  if (!isUuid(priceListId)) return { items: [], total: 0 };
  const conditions: SQL[] = [eq(priceScales.priceListId, priceListId)];
  if (options.forAllVariants) conditions.push(isNull(priceScales.variantId));
  else if (options.variantId != null) {
    if (!isUuid(options.variantId)) return { items: [], total: 0 };
    conditions.push(eq(priceScales.variantId, options.variantId));
  }
  const digits = (options.quantity ?? '').replace(/\D/g, '').slice(0, 9);
  if (digits) conditions.push(sql`${priceScales.minQuantity}::text like ${`${digits}%`}`);
  const limit = Math.min(
    Math.max(options.limit ?? DEFAULT_PRICE_SCALE_PAGE_SIZE, 1),
    MAX_PRICE_SCALE_PAGE_SIZE,
  );
  const offset = Math.max(options.offset ?? 0, 0);
  const rows = await scalesWithVariants(tx, { total: sql<number>`(count(*) over ())::int` as SQL<number> })
    .where(and(...conditions))
    .orderBy(...orderOf(options.sortBy ?? 'variant', options.sortDirection === 'desc'))
    .limit(limit)
    .offset(offset);
  let total = rows[0]?.total ?? 0;
  if (!rows.length && offset > 0) {
    // Past the end (the last rows were just removed): the count alone, for the pager.
    const [counted] = await tx
      .select({ total: sql<number>`count(*)::int` })
      .from(priceScales)
      .where(and(...conditions));
    total = counted?.total ?? 0;
  }
  return { items: rows.map(viewOf), total };
}

/** One scale of the list with its variant, or null. */
export async function scaleOfList(tx: Tx, priceListId: string, scaleId: string): Promise<ScaleView | null> {
  if (!isUuid(priceListId) || !isUuid(scaleId)) return null;
  const [row] = await scalesWithVariants(tx).where(
    and(eq(priceScales.priceListId, priceListId), eq(priceScales.id, scaleId)),
  );
  return row ? viewOf(row) : null;
}
