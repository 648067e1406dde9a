import type { Tx } from '../../platform/db/client.ts';
import { conflict, DomainError, notFound } from '../../platform/errors.ts';
import { addItem, updateItem } from '../cart/cart.service.ts';
import type { Shopper } from '../cart/item-rules.ts';
import { RELEASE_REQUIRED, type ReleaseOption } from '../cart/content-release.ts';
import { findOrder, itemsOfOrders, ORDER_NOT_FOUND } from './orders.service.ts';

/**
 * Spec §4: past orders can be reordered and reopened in cart or drafts. Each item goes through the
 * cart's own rules (visible, orderable, priced, personalisation checked) as if added anew, with the
 * quantity, values and name it was ordered with; if one cannot be ordered any more nothing is added.
 * Personalised items go into the cart only with the shopper's content release (spec §5).
 */
export async function reorder(
  tx: Tx,
  shopper: Shopper,
  orderId: string,
  to: 'cart' | 'draft',
  position: number | null,
  release: ReleaseOption = {},
): Promise<number> {
  const order = await findOrder(tx, orderId, shopper.userId);
  if (!order || order.status === 'inCreation') throw notFound(ORDER_NOT_FOUND);
  const items = ((await itemsOfOrders(tx, [order.id])).get(order.id) ?? []).filter(
    (item) => position === null || item.position === position,
  );
  if (!items.length) throw notFound(ORDER_NOT_FOUND);
  for (const item of items) {
    const added = await addItem(tx, shopper, to, {
      productId: item.productId,
      variantId: item.variantId,
      quantity: item.quantity,
      fieldValues: item.fieldValues,
      contentReleased: release.contentReleased,
    }).catch((error: unknown) => {
      // The cart's own refusals (not available, quantity, personalisation) read as the spec's message;
      // a missing release is the caller's omission and says so.
      if (error instanceof DomainError) {
        if (error.key === RELEASE_REQUIRED) throw error;
        throw conflict('checkout.stockError');
      }
      throw error;
    });
    if (item.customName || item.customDescription) {
      await updateItem(tx, shopper, added.id, {
        customName: item.customName,
        customDescription: item.customDescription,
      });
    }
  }
  return items.length;
}
