import type { Tx } from '../../../platform/db/client.ts';

// Why a product cannot be deleted. The catalogue sits below the modules whose records point at its
// products (orders keep their items' product ids as history, without a foreign key), so it cannot look
// at their tables. Instead each such module registers a check here when it loads (orders.module.ts);
// deleting a product asks them all, in the delete's transaction. Nothing in the catalogue names them.

/** A reason to keep the product: a catalogue key (e.g. 'admin.productHasOrders') and its values. */
export type ProductReference = { key: string; params?: Record<string, string> };

export type ProductReferenceCheck = (tx: Tx, productId: string) => Promise<ProductReference | null>;

const checks: ProductReferenceCheck[] = [];

/** Called once by a module when it loads. */
export function registerProductReferenceCheck(check: ProductReferenceCheck): void {
  if (!checks.includes(check)) checks.push(check);
}

/** The first reason to keep the product, or null when nothing refers to it. */
export async function productReference(tx: Tx, productId: string): Promise<ProductReference | null> {
  for (const check of checks) {
    const reference = await check(tx, productId);
    if (reference) return reference;
  }
  return null;
}
