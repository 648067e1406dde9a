import { localizedText } from '@print/core/i18n/localized-text';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import { userInputError } from '../../platform/graphql/input-errors.ts';
import { abandonOrder, completeOrder } from '../orders/order-placement.ts';
import { findOrder, itemsOfOrders, ORDER_NOT_FOUND, type OrderRow } from '../orders/orders.service.ts';
import { orders } from '../orders/orders.tables.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { readTenantSecret } from '../tenancy/tenant-secrets.ts';
import { createCardGateway, isSessionPaid, type CardGateway, type SessionState } from './card-gateway.ts';

// Card payment of an order (spec §2 Payment return, DESIGN §4): the order exists In creation with its
// stock reserved before the shopper pays; the provider's session id is its idempotency key, and the
// order is placed exactly once by whichever of webhook, return page or recovery sees the payment first.

/** How long the provider's payment page stays open (Stripe's minimum is 30 minutes). */
const SESSION_MINUTES = 31;

/** The tenant's card gateway, or null while its secret key is not set ("not configured"). */
export async function tenantCardGateway(tx: Tx, services: AppServices): Promise<CardGateway | null> {
  const secretKey = await readTenantSecret(tx, services.secrets, 'cardSecretKey');
  if (!secretKey) return null;
  return createCardGateway({ secretKey, ...(services.cardApiBase ? { apiBase: services.cardApiBase } : {}) });
}

/**
 * Opens (or, on a repeated call, reopens the same) payment session of the shopper's card order and
 * returns the payment page's address. The idempotency key is the order's id: a retried request gets the
 * same session from the provider, never a second charge.
 */
export async function startCardPayment(
  tx: Tx,
  services: AppServices,
  tenant: Tenant,
  buyer: { userId: string; language: string },
  orderId: string,
  origin: string,
): Promise<string> {
  const order = await findOrder(tx, orderId, buyer.userId);
  if (!order || order.status !== 'inCreation' || order.paymentMethod !== 'card')
    throw userInputError(ORDER_NOT_FOUND);
  const gateway = await tenantCardGateway(tx, services);
  if (!gateway) throw userInputError('checkout.sendOrderError');
  // Back from the payment page, or a retried request: the open session is reused, never doubled.
  if (order.paymentRef) {
    const open = await gateway.retrieveCheckoutSession(order.paymentRef);
    if (open?.status === 'open' && open.url) return open.url;
    throw userInputError(ORDER_NOT_FOUND);
  }
  const items = (await itemsOfOrders(tx, [order.id])).get(order.id) ?? [];
  const expiresAt = new Date(Math.ceil((Date.now() + SESSION_MINUTES * 60_000) / 60_000) * 60_000);
  const trialDays = Math.max(0, ...items.map((item) => item.trialDays ?? 0));
  // One provider line per order line at its exact total, so the charge equals the order's gross total
  // (unit × quantity in the provider's rounding could differ by a cent).
  const session = await gateway.createCheckoutSession({
    orderId: order.id,
    tenantId: tenant.id,
    // Same order and minute → the same request: a retry after a lost answer gets the same session.
    idempotencyKey: `order-${order.id}-${expiresAt.getTime()}`,
    lines: items.map((item) => ({
      name: `${item.quantity} × ${localizedText(item.productName, buyer.language, tenant.defaultLanguage)}`,
      quantity: 1,
      unitAmountMinor: item.grossMinor,
      currency: order.currency,
      ...(item.paymentMode === 'subscription' && item.subscriptionInterval
        ? { recurring: { interval: item.subscriptionInterval } }
        : {}),
    })),
    ...(order.billingAddress.email ? { customerEmail: order.billingAddress.email } : {}),
    successUrl: `${origin}/checkout/return?session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${origin}/checkout`,
    ...(trialDays > 0 ? { trialDays } : {}),
    // An abandoned payment page releases its stock after Stripe's shortest session time, not a day.
    expiresAt,
    locale: buyer.language.startsWith('de') ? 'de' : 'en',
  });
  await tx
    .update(orders)
    .set({ paymentRef: session.id, updatedAt: new Date() })
    .where(and(eq(orders.id, order.id), or(isNull(orders.paymentRef), eq(orders.paymentRef, session.id))));
  return session.url;
}

export type PaymentOutcome = 'processing' | 'success' | 'failed' | 'notFound' | 'orderFailed';

/**
 * Applies what the provider says about a session to its order. Used by the return page, the webhook
 * and the recovery sweep alike, so they cannot disagree.
 */
export async function settleSession(tx: Tx, tenant: Tenant, session: SessionState): Promise<PaymentOutcome> {
  if (!session.orderId || (session.tenantId !== null && session.tenantId !== tenant.id)) return 'notFound';
  if (isSessionPaid(session)) {
    const result = await completeOrder(tx, tenant, {
      orderId: session.orderId,
      paymentRef: session.id,
      subscriptionRef: session.subscriptionId,
    });
    return result === 'orderMissing' ? 'orderFailed' : 'success';
  }
  if (session.status === 'expired') {
    await abandonOrder(tx, session.orderId);
    return 'failed';
  }
  return 'processing';
}

/** The return page's question: where is the payment of this session (the shopper's own) now? */
export async function cardPaymentStatus(
  tx: Tx,
  services: AppServices,
  tenant: Tenant,
  userId: string,
  sessionId: string,
): Promise<{ state: PaymentOutcome; order: OrderRow | null }> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.paymentRef, sessionId), eq(orders.userId, userId)));
  const gateway = await tenantCardGateway(tx, services);
  if (!gateway) return { state: 'notFound', order: null };
  if (order && order.status !== 'inCreation') {
    return { state: order.status === 'error' ? 'orderFailed' : 'success', order };
  }
  const session = await gateway.retrieveCheckoutSession(sessionId);
  if (!session) return { state: 'notFound', order: null };
  // Paid, but the order is gone (it expired unpaid meanwhile): the payment needs a person.
  if (!order) {
    if (session.tenantId !== tenant.id) return { state: 'notFound', order: null };
    if (isSessionPaid(session)) return { state: 'orderFailed', order: null };
    return { state: session.status === 'expired' ? 'failed' : 'notFound', order: null };
  }
  const state = await settleSession(tx, tenant, session);
  return { state, order: (await findOrder(tx, order.id)) ?? order };
}
