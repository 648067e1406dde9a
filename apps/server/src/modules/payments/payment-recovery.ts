import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import { abandonOrder } from '../orders/order-placement.ts';
import { tenantsWithUnsettledOrders, unsettledOrders } from '../orders/card-order-payments.ts';
import { loadTenant } from '../tenancy/tenancy.service.ts';
import { settleSession, tenantCardGateway } from './card-payments.ts';

/** A card order without a payment session after this long was abandoned before paying. */
const UNSTARTED_AFTER_MS = 60 * 60 * 1000;
/** Leave fresh orders to the shopper's own return page and the webhook. */
const SETTLE_AFTER_MS = 60 * 1000;

/**
 * Finds card orders still In creation and asks the provider about each: paid → placed (the crash
 * between payment and order, DESIGN §4), expired → stock released, never started → released after an
 * hour. Runs at start and then periodically; safe on several instances at once (settling is
 * idempotent). Each order is settled in its own short transaction, the provider asked outside any.
 */
export async function recoverCardOrders(
  database: Database,
  services: AppServices,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<{ settled: number }> {
  const cutoff = new Date(now.getTime() - SETTLE_AFTER_MS);
  // Which tenants have such orders: a cross-tenant question, asked on the privileged path.
  const tenantIds = await withSystem(database, (tx) => tenantsWithUnsettledOrders(tx, cutoff));
  let settled = 0;
  for (const tenantId of tenantIds) {
    const { tenant, gateway, open } = await withTenant(database, tenantId, async (tx) => ({
      tenant: await loadTenant(tx, tenantId),
      gateway: await tenantCardGateway(tx, services),
      open: await unsettledOrders(tx, cutoff),
    }));
    if (!tenant) continue;
    for (const order of open) {
      try {
        if (!order.paymentRef) {
          if (now.getTime() - order.createdAt.getTime() < UNSTARTED_AFTER_MS) continue;
          if (await withTenant(database, tenantId, (tx) => abandonOrder(tx, order.id, null))) settled += 1;
          continue;
        }
        const session = gateway ? await gateway.retrieveCheckoutSession(order.paymentRef) : null;
        if (!session) continue;
        const outcome = await withTenant(database, tenantId, (tx) => settleSession(tx, tenant, session, log));
        if (outcome !== 'processing') settled += 1;
      } catch (error) {
        // One order's (or the provider's) trouble must not stop the others; the next sweep tries again.
        log.error({ err: error, tenantId, orderId: order.id }, 'card order recovery failed');
      }
    }
  }
  return { settled };
}

/** Runs the recovery now and every `intervalMs`; the returned function stops it and waits for a run. */
export function startCardOrderRecovery(
  database: Database,
  services: AppServices,
  log: FastifyBaseLogger,
  intervalMs = 5 * 60 * 1000,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  const run = () => {
    running = recoverCardOrders(database, services, log).catch((error: unknown) =>
      log.error({ err: error }, 'card order recovery failed'),
    );
  };
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
