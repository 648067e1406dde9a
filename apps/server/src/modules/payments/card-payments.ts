import { localizedText } from '@print/core/i18n/localized-text';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import { notFound, unavailable } from '../../platform/errors.ts';
import { abandonOrder, completeOrder } from '../orders/order-placement.ts';
import { findOrder, itemsOfOrders, ORDER_NOT_FOUND, type OrderRow } from '../orders/orders.service.ts';
import { attachPaymentSession, orderOfPaymentSession } from '../orders/card-order-payments.ts';
import type { Tenant } from '../tenancy/tenancy.service.ts';
import { readTenantSecret } from '../tenancy/tenant-secrets.ts';
import { createCardGateway, isSessionPaid, type CardGateway, type SessionState } from './card-gateway.ts';

// Card payment of an order (spec §2 Payment return, decision 0012): the order exists In creation with
// its stock reserved before the shopper pays; the provider's session id is its idempotency key, and the
// order is placed exactly once by whichever of webhook, return page or recovery sees the payment first.
// The provider is never called inside a database transaction: read, call, then apply in a short one.

/** How long the provider's payment page stays open (Stripe's minimum is 30 minutes). */
const SESSION_MINUTES = 31;

/** The tenant's card gateway, or null while its secret key is not set ("not configured"). */
export async function tenantCardGateway(tx: Tx, services: AppServices): Promise<CardGateway | null> {
  const secretKey = await readTenantSecret(tx, services.secrets, 'cardSecretKey');
  if (!secretKey) return null;
  return createCardGateway({ secretKey, ...(services.cardApiBase ? { apiBase: services.cardApiBase } : {}) });
}

export type CardPaymentDeps = {
  database: Database;
  services: AppServices;
  tenant: Tenant;
  log: FastifyBaseLogger;
};
type Buyer = { userId: string; language: string };

/** The shopper's own card order that still waits for its payment, with what a session needs. */
async function pendingCardOrder(deps: CardPaymentDeps, buyer: Buyer, orderId: string) {
  return withTenant(deps.database, deps.tenant.id, async (tx) => {
    const order = await findOrder(tx, orderId, buyer.userId);
    if (!order || order.status !== 'inCreation' || order.paymentMethod !== 'card')
      throw notFound(ORDER_NOT_FOUND);
    const gateway = await tenantCardGateway(tx, deps.services);
    if (!gateway) throw unavailable('checkout.sendOrderError');
    return { order, gateway, items: (await itemsOfOrders(tx, [order.id])).get(order.id) ?? [] };
  });
}

/** Where the provider sends the shopper after paying (Stripe fills in the session id). */
const returnPage = (origin: string, sessionId: string) => `${origin}/checkout/return?session_id=${sessionId}`;

/**
 * Opens the payment session of the shopper's card order and returns the payment page's address; a
 * repeated call returns the open session's page. Of two concurrent calls (a double click, or two
 * placeOrder answers naming the same order), the one whose session is stored wins; the other's session
 * is expired before anyone sees it and it answers with the winner's page, so exactly one can be paid.
 */
export async function startCardPayment(
  deps: CardPaymentDeps,
  buyer: Buyer,
  orderId: string,
  origin: string,
): Promise<string> {
  const { order, gateway, items } = await pendingCardOrder(deps, buyer, orderId);
  if (order.paymentRef) return payableSessionUrl(deps, gateway, order.paymentRef, origin);
  const expiresAt = new Date(Math.ceil((Date.now() + SESSION_MINUTES * 60_000) / 60_000) * 60_000);
  const trialDays = Math.max(0, ...items.map((item) => item.trialDays ?? 0));
  const session = await gateway.createCheckoutSession({
    orderId: order.id,
    tenantId: deps.tenant.id,
    // Same order and minute → the same request: a retry after a lost answer gets the same session.
    idempotencyKey: `order-${order.id}-${expiresAt.getTime()}`,
    // One provider line per order line at its exact total, so the charge equals the order's gross
    // total (unit × quantity in the provider's rounding could differ by a cent).
    lines: items.map((item) => ({
      name: `${item.quantity} × ${localizedText(item.productName, buyer.language, deps.tenant.defaultLanguage)}`,
      quantity: 1,
      unitAmountMinor: item.grossMinor,
      currency: order.currency,
      ...(item.paymentMode === 'subscription' && item.subscriptionInterval
        ? { recurring: { interval: item.subscriptionInterval } }
        : {}),
    })),
    ...(order.billingAddress.email ? { customerEmail: order.billingAddress.email } : {}),
    successUrl: returnPage(origin, '{CHECKOUT_SESSION_ID}'),
    cancelUrl: `${origin}/checkout?cancelled=${order.id}`,
    ...(trialDays > 0 ? { trialDays } : {}),
    // An abandoned payment page releases its stock after Stripe's shortest session time, not a day.
    expiresAt,
    locale: buyer.language.startsWith('de') ? 'de' : 'en',
  });
  const stored = await withTenant(deps.database, deps.tenant.id, async (tx) => {
    if (await attachPaymentSession(tx, order.id, session.id)) return session.id;
    return (await findOrder(tx, order.id))?.paymentRef ?? null;
  });
  if (stored === session.id) return session.url;
  // Another request stored its session first (or the order is gone): this one must never be paid.
  await gateway.expireCheckoutSession(session.id);
  if (!stored) throw notFound(ORDER_NOT_FOUND);
  return payableSessionUrl(deps, gateway, stored, origin);
}

/**
 * The payment page of the order's stored session while it is open. A session that is over is settled
 * at once (paid: the order is placed, and the shopper goes to the return page; expired: the order is
 * removed), so the next placeOrder starts afresh instead of finding this order again.
 */
async function payableSessionUrl(
  deps: CardPaymentDeps,
  gateway: CardGateway,
  sessionId: string,
  origin: string,
): Promise<string> {
  const session = await gateway.retrieveCheckoutSession(sessionId);
  if (session?.status === 'open' && session.url) return session.url;
  if (session) {
    const outcome = await withTenant(deps.database, deps.tenant.id, (tx) =>
      settleSession(tx, deps.tenant, session, deps.log),
    );
    if (outcome === 'success') return returnPage(origin, sessionId);
  }
  throw notFound(ORDER_NOT_FOUND);
}

export type PaymentOutcome = 'processing' | 'success' | 'failed' | 'notFound' | 'orderFailed';

/**
 * Applies what the provider says about a session to its order, in the caller's transaction. Used by
 * the return page, the webhook and the recovery sweep alike, so they cannot disagree.
 */
export async function settleSession(
  tx: Tx,
  tenant: Tenant,
  session: SessionState,
  log: FastifyBaseLogger,
): Promise<PaymentOutcome> {
  if (!session.orderId || (session.tenantId !== null && session.tenantId !== tenant.id)) return 'notFound';
  const payment = { orderId: session.orderId, paymentRef: session.id };
  if (isSessionPaid(session)) {
    const order = await findOrder(tx, session.orderId);
    if (
      order &&
      session.amountTotalMinor !== null &&
      session.paymentStatus === 'paid' &&
      session.amountTotalMinor !== order.grossMinor
    ) {
      // Never expected (the session is made from the order); a person must look at it.
      log.error(
        { orderId: order.id, paid: session.amountTotalMinor, total: order.grossMinor },
        'card payment amount differs from the order',
      );
    }
    const result = await completeOrder(tx, tenant, { ...payment, subscriptionRef: session.subscriptionId });
    if (result === 'orderMissing')
      log.error({ orderId: session.orderId, sessionId: session.id }, 'card payment without its order');
    return result === 'orderMissing' ? 'orderFailed' : 'success';
  }
  if (session.status === 'expired' || (session.status === 'complete' && session.paymentStatus === 'unpaid')) {
    await abandonOrder(tx, session.orderId, session.id);
    return 'failed';
  }
  return 'processing';
}

/**
 * The return page's question: where is the payment of this session (the shopper's own) now? Only a
 * session the shopper's own order carries is looked up at the provider.
 */
export async function cardPaymentStatus(
  deps: CardPaymentDeps,
  userId: string,
  sessionId: string,
): Promise<{ state: PaymentOutcome; order: OrderRow | null }> {
  const found = await withTenant(deps.database, deps.tenant.id, async (tx) => {
    const order = await orderOfPaymentSession(tx, sessionId, userId);
    return order
      ? { order, gateway: order.status === 'inCreation' ? await tenantCardGateway(tx, deps.services) : null }
      : null;
  });
  // No such order of theirs: its session expired unpaid and the order was removed, or it never was.
  if (!found) return { state: 'notFound', order: null };
  if (found.order.status !== 'inCreation') {
    return { state: found.order.status === 'error' ? 'orderFailed' : 'success', order: found.order };
  }
  const session = found.gateway ? await found.gateway.retrieveCheckoutSession(sessionId) : null;
  if (!session) return { state: 'notFound', order: null };
  return withTenant(deps.database, deps.tenant.id, async (tx) => {
    const state = await settleSession(tx, deps.tenant, session, deps.log);
    return { state, order: (await findOrder(tx, found.order.id)) ?? found.order };
  });
}

/**
 * The shopper came back from the payment page with 'cancel': the session is expired at the provider
 * (so it can no longer be paid) and the order removed, its stock given back. If the payment won the race,
 * the order is placed instead.
 */
export async function cancelCardPayment(
  deps: CardPaymentDeps,
  buyer: Buyer,
  orderId: string,
): Promise<PaymentOutcome> {
  const { order, gateway } = await pendingCardOrder(deps, buyer, orderId);
  const session = order.paymentRef ? await gateway.expireCheckoutSession(order.paymentRef) : null;
  return withTenant(deps.database, deps.tenant.id, async (tx) => {
    if (session) return settleSession(tx, deps.tenant, session, deps.log);
    await abandonOrder(tx, order.id, order.paymentRef);
    return 'failed';
  });
}
