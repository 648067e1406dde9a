import type { ServerModule } from '../../platform/server-module.ts';

/** Checkout, orders and their workflow (statuses, payment methods, the shop's order settings). */
export const ordersModule: ServerModule = {
  name: 'orders',
  schema: () =>
    Promise.all([
      import('./orders.schema.ts'),
      import('./checkout.schema.ts'),
      import('./order-workflow.schema.ts'),
      import('./sales-kpis.schema.ts'),
    ]),
};
