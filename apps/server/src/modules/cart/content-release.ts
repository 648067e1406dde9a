import type { Tx } from '../../platform/db/client.ts';
import { invalidInput } from '../../platform/errors.ts';
import { fieldsOfProducts } from '../catalog/catalog.service.ts';
import type { CartKind } from './cart.tables.ts';

// Spec §5: "Before a personalised item is added to the cart, the user must confirm the content is
// correct (content release)". The browser shows the release on every path into the cart (the product
// form, finishing a draft, a watchlist entry, reorder and reopen) and says so with `contentReleased`;
// the server refuses a call that skipped it, so a new path cannot forget the step unnoticed.

export const RELEASE_REQUIRED = 'shop.contentReleaseRequired';

/** Whether the shopper released the content with this call. */
export type ReleaseOption = { contentReleased?: boolean | null };

/**
 * The last gate into the cart, after every other check (so the shopper first hears what is wrong
 * with the item): a product with personalisation fields needs the release.
 */
export async function checkContentRelease(
  tx: Tx,
  productId: string,
  kind: CartKind,
  release: ReleaseOption,
): Promise<void> {
  if (kind !== 'cart' || release.contentReleased === true) return;
  const fields = (await fieldsOfProducts(tx, [productId])).get(productId) ?? [];
  if (fields.length > 0) throw invalidInput(RELEASE_REQUIRED);
}
