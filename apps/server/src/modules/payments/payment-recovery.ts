import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import type { AppServices } from '../../platform/graphql/context.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
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
 * hour. Runs as a job at start and then periodically (settling is idempotent anyway). Each order is settled in its own short transaction, the provider asked outside any.
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

/**
 * The recovery as a job: every five minutes and whenever an instance starts, one run at a time across
 * all instances (a run settles orders one by one; an order's trouble is logged and left to the next).
 */
export function cardOrderRecoveryJob(
  database: Database,
  services: AppServices,
  log: FastifyBaseLogger,
): JobDefinition {
  return {
    name: 'payments.recover-card-orders',
    schedule: '*/5 * * * *',
    runAtStart: true,
    oneAtATime: true,
    expireSeconds: 10 * 60,
    run: async (_data, job) => {
      await job.progress(0, 'admin.jobStepSettling');
      const result = await recoverCardOrders(database, services, log);
      await job.progress(100, 'admin.jobStepSettled');
      return result;
    },
  };
}
