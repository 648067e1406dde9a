import {
  cleanAddress,
  isProfileComplete,
  validateCheckout,
  type CheckoutForm,
} from '@print/core/orders/checkout-rules';
import type { OrderStatus } from '@print/core/orders/order-status';
import { readOrderWorkflow, type PaymentMethod } from '@print/core/orders/order-workflow';
import { readTaxSettings } from '@print/core/pricing/tax';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { sendAfterCommit } from '../../platform/jobs/job-queue.ts';
import { assertValid, conflict, invalidInput, unavailable } from '../../platform/errors.ts';
import { recordActivity } from '../audit/audit.service.ts';
import { removeCartItems } from '../cart/cart.service.ts';
import { releaseStock, reserveStock } from '../catalog/variants-and-stock/stock.ts';
import type { Shopper } from '../cart/item-rules.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { loadAccount, updateAddress } from '../users/profile.service.ts';
import { shopperActor } from '../users/users.service.ts';
import { checkoutCart, STOCK_ERROR } from './checkout-lines.ts';
import { lockCheckout } from './checkout-lock.ts';
import { openCardOrderFor } from './open-card-order.ts';
import { nextOrderNumber } from './order-numbers.ts';
import { queueOrderConfirmation, queueStockWarnings } from './order-mails.ts';
import { orderItems, orders, type StatusChange } from './orders.tables.ts';

// Checkout's one transaction (DESIGN §4 "an order is never lost"): the cart is re-checked and priced,
// stock reserved with conditional updates, and the order with its snapshot inserted, all or nothing.

export type PlaceOrderInput = CheckoutForm & { saveToProfile: boolean };

export type PlacedOrder = { id: string; number: number; status: OrderStatus; paymentMethod: PaymentMethod };

export const PROFILE_INCOMPLETE = 'checkout.profileIncomplete';

/** Stripe's largest single charge (99 999 999 minor units, e.g. €999,999.99). */
export const MAX_CARD_TOTAL_MINOR = 99_999_999;

const change = (status: OrderStatus, by: string | null): StatusChange => ({
  status,
  at: new Date().toISOString(),
  by,
});

/**
 * Places the shopper's cart as an order. Invoice orders are Placed at once (cart emptied, confirmation
 * mailed); card orders stay In creation, stock held, until their payment completes (completeOrder).
 */
export async function placeOrder(
  tx: Tx,
  tenant: Tenant,
  shopper: Shopper & { language: string; isTemporary: boolean },
  input: PlaceOrderInput,
  options: { cardConfigured: boolean },
): Promise<PlacedOrder> {
  const workflow = readOrderWorkflow(tenant.settings);
  if (workflow.profileCompleteRequired) {
    const account = await loadAccount(tx, shopper.userId);
    if (shopper.isTemporary || !isProfileComplete(account, account.billingAddress))
      throw invalidInput(PROFILE_INCOMPLETE);
  }
  assertValid(validateCheckout(input, workflow));
  const method = input.paymentMethod as PaymentMethod;
  if (method === 'card' && !options.cardConfigured) throw unavailable('checkout.sendOrderError');
  const billingAddress = cleanAddress('billing', input.billing);
  const shippingAddress = input.shippingSameAsBilling
    ? cleanAddress('shipping', input.billing)
    : cleanAddress('shipping', input.shipping);

  // From here on this shopper's checkouts run one at a time, and the cart is read as the previous one
  // left it: a double click orders once (checkout-lock.ts).
  await lockCheckout(tx, shopper.userId);
  const cart = await checkoutCart(tx, shopper, tenant.settings);
  const intervals = new Set(
    cart.lines.flatMap((line) => (line.paymentMode === 'subscription' ? [line.subscriptionInterval] : [])),
  );
  if (method !== 'card' && intervals.size > 0) throw invalidInput('checkout.subscriptionNeedsCard');
  // One card subscription bills on one interval; Stripe refuses a mix.
  if (intervals.size > 1) throw invalidInput('checkout.mixedSubscriptionIntervals');
  if (method === 'card' && cart.grossMinor > MAX_CARD_TOTAL_MINOR)
    throw invalidInput('checkout.orderTooLarge');
  if (method === 'card') {
    const waiting = await openCardOrderFor(tx, shopper.userId, { cart, billingAddress, shippingAddress });
    if (waiting) return placedOrder(waiting);
  }
  const warnings = await reserveStock(tx, cart.stockDemand);
  if (!warnings) throw conflict(STOCK_ERROR);
  const status: OrderStatus = method === 'card' ? 'inCreation' : 'placed';
  const now = new Date();
  const [order] = await tx
    .insert(orders)
    .values({
      // Last before the insert: the tenant's counter stays locked until this transaction ends.
      number: await nextOrderNumber(tx),
      userId: shopper.userId,
      status,
      statusHistory: [change(status, shopper.userId)],
      paymentMethod: method,
      currency: cart.currency,
      priceDisplay: readTaxSettings(tenant.settings).priceDisplay,
      netMinor: cart.netMinor,
      taxMinor: cart.taxMinor,
      grossMinor: cart.grossMinor,
      billingAddress,
      shippingAddress,
      language: shopper.language,
      placedAt: status === 'placed' ? now : null,
    })
    .returning();
  const lines = await tx
    .insert(orderItems)
    .values(cart.lines.map((line) => ({ ...line, orderId: order!.id })))
    .returning();
  await queueStockWarnings(tx, tenant, warnings);
  if (input.saveToProfile && !shopper.isTemporary) {
    await updateAddress(tx, shopper.userId, 'billing', billingAddress);
    await updateAddress(tx, shopper.userId, 'shipping', shippingAddress);
  }
  if (status === 'placed') await finishPlacement(tx, tenant, order!, lines);
  return placedOrder(order!);
}

const placedOrder = (order: typeof orders.$inferSelect): PlacedOrder => ({
  id: order.id,
  number: order.number,
  status: order.status,
  paymentMethod: order.paymentMethod,
});

/**
 * A placed order leaves the cart, is confirmed by mail and appears in the activity log, its buyer named
 * when signed in (the caller has the rows at hand).
 */
async function finishPlacement(
  tx: Tx,
  tenant: Tenant,
  order: typeof orders.$inferSelect,
  lines: (typeof orderItems.$inferSelect)[],
): Promise<void> {
  const itemIds = lines.flatMap((line) => (line.cartItemId ? [line.cartItemId] : []));
  await removeCartItems(tx, order.userId, itemIds);
  await queueOrderConfirmation(tx, tenant, { ...order, lines });
  await recordActivity(tx, await shopperActor(tx, order.userId), {
    action: 'order.placed',
    entityType: 'order',
    entityId: order.id,
    entityLabel: String(order.number),
    details: { currency: order.currency, grossMinor: order.grossMinor, items: lines.length },
  });
  // Production (a module above this one) makes the print files; it is reached by its job's name.
  if (lines.some((line) => line.template !== null))
    sendAfterCommit('production.render-print-files', { tenantId: tenant.id, orderId: order.id });
}

export type CompletionResult = 'placed' | 'alreadyPlaced' | 'orderMissing';

/**
 * The payment of a card order succeeded: In creation → Placed, exactly once. The conditional update is
 * the idempotency guard: of a webhook, its replays and the return page, one wins; the others find the
 * order placed already and do nothing.
 */
export async function completeOrder(
  tx: Tx,
  tenant: Tenant,
  payment: { orderId: string; paymentRef: string; subscriptionRef: string | null },
): Promise<CompletionResult> {
  const [won] = await tx
    .update(orders)
    .set({
      status: 'placed',
      placedAt: new Date(),
      updatedAt: new Date(),
      subscriptionRef: payment.subscriptionRef,
      statusHistory: sql`${orders.statusHistory} || ${JSON.stringify([change('placed', null)])}::jsonb`,
    })
    .where(
      and(
        eq(orders.id, payment.orderId),
        eq(orders.paymentRef, payment.paymentRef),
        eq(orders.status, 'inCreation'),
      ),
    )
    .returning();
  if (won) {
    const lines = await tx.select().from(orderItems).where(eq(orderItems.orderId, won.id));
    await finishPlacement(tx, tenant, won, lines);
    return 'placed';
  }
  const [existing] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(and(eq(orders.id, payment.orderId), eq(orders.paymentRef, payment.paymentRef)));
  return existing ? 'alreadyPlaced' : 'orderMissing';
}

/**
 * An unpaid card order whose payment session (`paymentRef`; null: none was ever started) expired or
 * was cancelled: removed, and the units it held go back to stock. Locks the order first, so a payment completing at the same moment either
 * wins (the order stays) or finds it gone ('orderMissing').
 */
export async function abandonOrder(tx: Tx, orderId: string, paymentRef: string | null): Promise<boolean> {
  const [order] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.status, 'inCreation'),
        // Only for the session that ended: an order whose other session may still be paid stays.
        paymentRef === null ? isNull(orders.paymentRef) : eq(orders.paymentRef, paymentRef),
      ),
    )
    .for('update');
  if (!order) return false;
  const lines = await tx
    .select({
      productId: orderItems.productId,
      variantId: orderItems.variantId,
      quantity: orderItems.quantity,
    })
    .from(orderItems)
    .where(and(eq(orderItems.orderId, orderId), eq(orderItems.reservedStock, true)));
  await tx.delete(orders).where(eq(orders.id, orderId));
  await releaseStock(tx, lines);
  return true;
}
