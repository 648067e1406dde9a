import { isDeepStrictEqual } from 'node:util';
import type { Address } from '@print/core/users/profile';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { CheckoutCart } from './checkout-lines.ts';
import { itemsOfOrders, type OrderItemRow, type OrderRow } from './orders.service.ts';
import { orders } from './orders.tables.ts';

// A card order stays In creation, with the cart kept, until it is paid. So a repeated placeOrder for
// the same checkout (a double click, a reload, back from the payment page) still finds the full cart;
// it must answer with the order already waiting for payment rather than order — and reserve the
// stock — a second time. Its one payment session then comes from startCardPayment as before.

/** What identifies one checkout of the cart: each line as ordered, and where it goes. */
type CheckoutShape = { cart: CheckoutCart; billingAddress: Address; shippingAddress: Address };

/**
 * The shopper's unpaid card order made from exactly this checkout (same cart lines, quantities,
 * personalisation, prices and addresses), or null. Changed input is a new order, as the checkout
 * page expects. Call it under lockCheckout, so a concurrent first call has committed its order.
 */
export async function openCardOrderFor(tx: Tx, userId: string, checkout: CheckoutShape) {
  const open = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.status, 'inCreation'), eq(orders.paymentMethod, 'card')));
  if (!open.length) return null;
  const items = await itemsOfOrders(
    tx,
    open.map((order) => order.id),
  );
  return open.find((order) => sameCheckout(order, items.get(order.id) ?? [], checkout)) ?? null;
}

const lineShape = (line: CheckoutCart['lines'][number] | OrderItemRow) => ({
  position: line.position,
  cartItemId: line.cartItemId,
  productId: line.productId,
  variantId: line.variantId ?? null,
  quantity: line.quantity,
  fieldValues: line.fieldValues ?? {},
  customName: line.customName ?? null,
  customDescription: line.customDescription ?? null,
  grossMinor: line.grossMinor,
});

/** Both sides as stored (JSON), so a key left undefined on one side is no difference. */
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

function sameCheckout(order: OrderRow, items: OrderItemRow[], checkout: CheckoutShape): boolean {
  return (
    order.currency === checkout.cart.currency &&
    order.grossMinor === checkout.cart.grossMinor &&
    isDeepStrictEqual(order.billingAddress, asStored(checkout.billingAddress)) &&
    isDeepStrictEqual(order.shippingAddress, asStored(checkout.shippingAddress)) &&
    isDeepStrictEqual(asStored(items.map(lineShape)), asStored(checkout.cart.lines.map(lineShape)))
  );
}
