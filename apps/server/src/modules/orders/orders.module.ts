import type { ServerModule } from '../../platform/server-module.ts';
import { registerProductReferenceCheck } from '../catalog/admin/product-references.ts';
import { orderedProductReference } from './product-references.ts';

// Ordered products cannot be deleted (the catalogue asks this module through its reference checks).
registerProductReferenceCheck(orderedProductReference);

/** Checkout, orders and their workflow (statuses, payment methods, the shop's order settings). */
export const ordersModule: ServerModule = {
  name: 'orders',
  schema: () =>
    Promise.all([
      import('./orders.schema.ts'),
      import('./checkout.schema.ts'),
      import('./order-workflow.schema.ts'),
      import('./sales-kpis.schema.ts'),
      // Not a schema: tells the catalogue which variants order lines refer to.
      import('./variant-references.ts'),
    ]),
};
