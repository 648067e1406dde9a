import { and, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import { abandonOrder } from '../orders/order-placement.ts';
import { orders } from '../orders/orders.tables.ts';
import { loadTenant } from '../tenancy/tenancy.service.ts';
import { settleSession, tenantCardGateway } from './card-payments.ts';

/** A card order without a payment session after this long was abandoned before paying. */
const UNSTARTED_AFTER_MS = 60 * 60 * 1000;
/** Leave fresh orders to the shopper's own return page and the webhook. */
const SETTLE_AFTER_MS = 60 * 1000;

/**
 * Finds card orders still In creation and asks the provider about each: paid → placed (the crash
 * between payment and order, DESIGN §4), expired → stock released, never started → released after an
 * hour. Runs at start and then periodically; safe on several instances at once (settling is idempotent).
 */
export async function recoverCardOrders(
  database: Database,
  services: AppServices,
  log: FastifyBaseLogger,
  now = new Date(),
): Promise<{ settled: number }> {
  // Which tenants have such orders: a cross-tenant question, asked on the privileged path.
  const pending = await withSystem(database, (tx) =>
    tx
      .selectDistinct({ tenantId: orders.tenantId })
      .from(orders)
      .where(
        and(eq(orders.status, 'inCreation'), lt(orders.createdAt, new Date(now.getTime() - SETTLE_AFTER_MS))),
      ),
  );
  let settled = 0;
  for (const { tenantId } of pending) {
    try {
      settled += await withTenant(database, tenantId, async (tx) => {
        const tenant = await loadTenant(tx, tenantId);
        const gateway = await tenantCardGateway(tx, services);
        if (!tenant) return 0;
        const open = await tx
          .select({ id: orders.id, paymentRef: orders.paymentRef, createdAt: orders.createdAt })
          .from(orders)
          .where(
            and(
              eq(orders.status, 'inCreation'),
              lt(orders.createdAt, new Date(now.getTime() - SETTLE_AFTER_MS)),
            ),
          );
        let count = 0;
        for (const order of open) {
          if (!order.paymentRef) {
            if (
              now.getTime() - order.createdAt.getTime() > UNSTARTED_AFTER_MS &&
              (await abandonOrder(tx, order.id))
            )
              count += 1;
            continue;
          }
          const session = gateway ? await gateway.retrieveCheckoutSession(order.paymentRef) : null;
          if (session && (await settleSession(tx, tenant, session)) !== 'processing') count += 1;
        }
        return count;
      });
    } catch (error) {
      // One tenant's provider outage must not stop the others; the next sweep tries again.
      log.error({ err: error, tenantId }, 'card order recovery failed');
    }
  }
  return { settled };
}

/** Runs the recovery now and every `intervalMs`; returns the stop function. */
export function startCardOrderRecovery(
  database: Database,
  services: AppServices,
  log: FastifyBaseLogger,
  intervalMs = 5 * 60 * 1000,
): () => void {
  const run = () =>
    void recoverCardOrders(database, services, log).catch((error: unknown) =>
      log.error({ err: error }, 'card order recovery failed'),
    );
  run();
  const timer = setInterval(run, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
