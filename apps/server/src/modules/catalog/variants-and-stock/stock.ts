import { and, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { products, productVariants, type LocalizedText } from '../catalog.tables.ts';

// Stock per product and per variant (decision 0047). A variant that counts its own stock sells from it;
// a variant that counts none, and a line without a variant, sell from the product's count; null at the
// level sold from = not tracked (unlimited). Every reservation is one conditional update per counted
// row in the order's transaction, so no unit is sold twice.

/** A product, or one of its variants, whose stock just fell below the product's warning threshold. */
export type StockWarning = {
  productId: string;
  name: LocalizedText;
  /** Set when the variant's own count fell (spec §3 stock-warning recipients get one mail per row). */
  variant?: { code: string; name: LocalizedText };
  stock: number;
  threshold: number;
};

/** Units to take, per row that counts them: variants with their own count, and products. */
export type StockDemand = { variants: Map<string, number>; products: Map<string, number> };

export const emptyDemand = (): StockDemand => ({ variants: new Map(), products: new Map() });

const add = (map: Map<string, number>, id: string, quantity: number) =>
  map.set(id, (map.get(id) ?? 0) + quantity);

/**
 * Adds one order line to the demand, at the level it sells from; false when nothing counts its units
 * (the line reserves no stock).
 */
export function addLineDemand(
  demand: StockDemand,
  line: {
    product: { id: string; stock: number | null };
    variant: { id: string; stock: number | null } | null;
    quantity: number;
  },
): boolean {
  if (line.variant && line.variant.stock !== null) {
    add(demand.variants, line.variant.id, line.quantity);
    return true;
  }
  if (line.product.stock === null) return false;
  add(demand.products, line.product.id, line.quantity);
  return true;
}

const ownCountUsedUp = sql`coalesce(product.stock <= 0, false)`;
const live = sql`v.published and v.archived_at is null`;

/**
 * The product is sold out as the shop decides it (catalog.service.ts `availableStockColumn` ≤ 0): it
 * counts stock and no unit is left, with live variants of none of them. For the admin's stock filter and
 * the dashboard's count over all the shop's products: asked per product, the variants' aggregate took
 * 10,000 look-ups for 10,000 products (issue 15). Here the variants are read as sets, each one pass that
 * hashes product ids, built only when a product needs it:
 * - with the product's own count used up (≤ 0), a variant counting none draws on it: sold out unless a
 *   live variant has units of its own (so also without variants);
 * - else (units left, or not counted): sold out only when every live variant counts its own stock and
 *   none has units left — one of them used up, none with units left or uncounted.
 * The first question of either kind is one pass over the counted live variants, each tagged 'left' or
 * 'out': the product asks for 'left' (and must not find it) or for 'out' (and must find it).
 * Qualified by hand, like availableStockColumn (a bare column in the subquery names the variant's).
 */
export const soldOutCondition = sql<boolean>`((((product.tenant_id, product.id,
      case when ${ownCountUsedUp} then 'left' else 'out' end) in (
    select v.tenant_id, v.product_id, case when v.stock > 0 then 'left' else 'out' end
    from ${productVariants} v where ${live} and v.stock is not null)) <> ${ownCountUsedUp})
  and (${ownCountUsedUp} or not ((product.tenant_id, product.id) in (
    select v.tenant_id, v.product_id from ${productVariants} v where ${live} and (v.stock is null or v.stock > 0)))))`;

/** The units a line can still take: its variant's own count, else the product's; null = unlimited. */
export function stockOfLine(productStock: number | null, variantStock: number | null | undefined) {
  return variantStock ?? productStock;
}

const sorted = (map: ReadonlyMap<string, number>) => [...map].sort(([a], [b]) => a.localeCompare(b));

/** Warn once, when this order crosses the threshold, not on every order below it. */
const crossed = (stock: number, quantity: number, threshold: number | null): threshold is number =>
  threshold !== null && stock < threshold && stock + quantity >= threshold;

/**
 * Takes the units out of stock with one conditional update per counted row (`stock >= wanted`), in the
 * caller's order transaction: a concurrent buyer of the last units waits for this row and then sees the
 * new stock, so no unit is sold twice. Rows are locked in one stable order — variants by id, then
 * products by id, as the stock settings save them — so two transactions cannot deadlock. Null when a
 * row lacks the units: the caller must then fail its transaction (units taken before are rolled back).
 */
export async function reserveStock(tx: Tx, demand: StockDemand): Promise<StockWarning[] | null> {
  const warnings: StockWarning[] = [];
  for (const [variantId, quantity] of sorted(demand.variants)) {
    const result = await tx.execute<{
      stock: number | null;
      code: string;
      name: LocalizedText;
      product_id: string;
      product_name: LocalizedText;
      threshold: number | null;
    }>(sql`
      update ${productVariants} v set stock = v.stock - ${quantity}
      from ${products} p
      where v.id = ${variantId} and (v.stock is null or v.stock >= ${quantity})
        and p.tenant_id = v.tenant_id and p.id = v.product_id
      returning v.stock, v.code, v.name, p.id as product_id, p.name as product_name,
        p.stock_warning_threshold as threshold`);
    const row = result.rows[0];
    if (!row) return null;
    // Null: the variant stopped counting since the cart was read; nothing to take or warn about.
    if (row.stock !== null && crossed(row.stock, quantity, row.threshold)) {
      warnings.push({
        productId: row.product_id,
        name: row.product_name,
        variant: { code: row.code, name: row.name },
        stock: row.stock,
        threshold: row.threshold,
      });
    }
  }
  for (const [productId, quantity] of sorted(demand.products)) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${quantity}` })
      .where(and(eq(products.id, productId), gte(products.stock, quantity)))
      .returning({ stock: products.stock, threshold: products.stockWarningThreshold, name: products.name });
    if (!row) return null;
    const stock = row.stock!;
    if (crossed(stock, quantity, row.threshold)) {
      warnings.push({ productId, name: row.name, stock, threshold: row.threshold });
    }
  }
  return warnings;
}

/**
 * Gives reserved units back (an unpaid card checkout that expired) to where the line sells from now:
 * its variant while that counts stock, else the product while that does.
 */
export async function releaseStock(
  tx: Tx,
  lines: readonly { productId: string; variantId: string | null; quantity: number }[],
): Promise<void> {
  const variants = new Map<string, number>();
  for (const line of lines)
    if (line.variantId && isUuid(line.variantId)) add(variants, line.variantId, line.quantity);
  const counted = new Set<string>();
  for (const [variantId, quantity] of sorted(variants)) {
    const [row] = await tx
      .update(productVariants)
      .set({ stock: sql`${productVariants.stock} + ${quantity}` })
      .where(and(eq(productVariants.id, variantId), isNotNull(productVariants.stock)))
      .returning({ id: productVariants.id });
    if (row) counted.add(variantId);
  }
  const productDemand = new Map<string, number>();
  for (const line of lines) {
    if (!line.variantId || !counted.has(line.variantId)) add(productDemand, line.productId, line.quantity);
  }
  for (const [productId, quantity] of sorted(productDemand)) {
    await tx
      .update(products)
      .set({ stock: sql`${products.stock} + ${quantity}` })
      .where(and(eq(products.id, productId), isNotNull(products.stock)));
  }
}

/** A variant that can be chosen, with its stock count and what an order line keeps of it. */
export type LiveVariant = { productId: string; stock: number | null; code: string; name: LocalizedText };

/**
 * Stock of live variants (published, not archived) by id, with their product: what a cart line or an
 * order line sells from. One statement however many.
 */
export async function liveVariantStocks(
  tx: Tx,
  variantIds: readonly string[],
): Promise<Map<string, LiveVariant>> {
  const valid = [...new Set(variantIds)].filter(isUuid);
  if (!valid.length) return new Map();
  const rows = await tx
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      stock: productVariants.stock,
      code: productVariants.code,
      name: productVariants.name,
    })
    .from(productVariants)
    .where(
      and(
        inArray(productVariants.id, valid),
        eq(productVariants.published, true),
        sql`${productVariants.archivedAt} is null`,
      ),
    );
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}

/**
 * The own stock count of the variant a row of another module's table names (its tenant_id and
 * variant_id), read in that row's statement. Qualified by table name: a one-table select leaves columns
 * bare, which inside the subquery would name the variant's own.
 */
export const variantStockOf = (table: string) => {
  const row = sql.identifier(table);
  return sql<number | null>`(select v.stock from ${productVariants} v
    where v.tenant_id = ${row}.tenant_id and v.id = ${row}.variant_id)`;
};
