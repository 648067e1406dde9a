import type { Tx } from '../../../../platform/db/client.ts';
import { contributed } from '../../../../platform/module-contributions.ts';

// Why a product cannot be deleted. The catalogue sits below the modules whose records point at its
// products (orders keep their items' product ids as history, without a foreign key), so it cannot look
// at their tables. Instead each such module contributes a check in its descriptor
// (contributes.productReferences, orders.module.ts); deleting a product asks them all, in the delete's
// transaction. Nothing in the catalogue names them.

/** A reason to keep the product: a catalogue key (e.g. 'admin.productHasOrders') and its values. */
export type ProductReference = { key: string; params?: Record<string, string> };

export type ProductReferenceCheck = (tx: Tx, productId: string) => Promise<ProductReference | null>;

declare module '../../../../platform/module-contributions.ts' {
  interface ContributionKinds {
    /** Does the module still refer to this product (so it may not be deleted)? */
    productReferences: ProductReferenceCheck;
  }
}

/** The first reason to keep the product, or null when nothing refers to it. */
export async function productReference(tx: Tx, productId: string): Promise<ProductReference | null> {
  for (const check of contributed('productReferences')) {
    const reference = await check(tx, productId);
    if (reference) return reference;
  }
  return null;
}
