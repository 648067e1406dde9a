import type { ServerModule } from '../server-module.ts';
import { orderItems } from './orders.tables.ts';
import { orderedProductReference } from './product-references.ts';
import { orderedVariants } from './variant-references.ts';
import { moveVisitorOrders } from './visitor-orders.ts';

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
  contributes: {
    // What was ordered stays as it was ordered: its picture, its template and the shopper's uploads,
    // which the print files are made from (media-cleanup.ts keeps them).
    mediaReferences: [
      {
        name: 'order items',
        table: orderItems,
        columns: [orderItems.imageUrl, orderItems.template, orderItems.fieldValues],
      },
    ],
    // Ordered products and variants stay (the catalogue asks before it deletes one).
    productReferences: [orderedProductReference],
    variantReferences: [orderedVariants],
    // A visitor who ordered and then signs in keeps their orders.
    temporaryDataMovers: [moveVisitorOrders],
  },
};
