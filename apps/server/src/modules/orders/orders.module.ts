import type { ServerModule } from '../server-module.ts';
import { registerProductReferenceCheck } from '../catalog/admin/product-references.ts';
import { orderItems } from './orders.tables.ts';
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
  // What was ordered stays as it was ordered: its picture, its template and the shopper's uploads, which
  // the print files are made from (media-cleanup.ts keeps them).
  mediaReferences: [
    {
      name: 'order items',
      table: orderItems,
      columns: [orderItems.imageUrl, orderItems.template, orderItems.fieldValues],
    },
  ],
};
