import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/client.ts';
import { isUuid } from '../../../../platform/db/uuid.ts';
import { productColumns, type ProductRow } from '../../catalog.service.ts';
import { products, productVariants } from '../../catalog.tables.ts';

// The product administration's reads (issue 15). Unlike the shop's reads (catalog.service.ts) they see
// every product of the tenant — unpublished and archived ones too; row-level security keeps other
// tenants' products out, so another tenant's id reads as not found.

/**
 * A product without its (possibly large) print template, which the Settings tab reads on its own, and
 * the stock of its variants summed (null when no variant counts its stock).
 */
export type AdminProductRow = ProductRow & { variantStock: number | null };

/**
 * The admin's columns of a product (one statement, also for a page of them). Qualified by hand: in a
 * one-table select the builder leaves columns bare, and a bare `id` inside the subquery names the
 * variant's own (every product then read as one without counted variants, after reading them all).
 */
export const adminProductColumns = {
  ...productColumns,
  variantStock: sql<number | null>`(select sum(v.stock)::int from ${productVariants} v
    where v.tenant_id = product.tenant_id and v.product_id = product.id and v.stock is not null)`,
};

/** One product of the tenant by id, or null (unknown, malformed or another tenant's id). */
export async function findAdminProduct(tx: Tx, id: string): Promise<AdminProductRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select(adminProductColumns).from(products).where(eq(products.id, id));
  return row ?? null;
}
