import { lexicographicSortSchema, printSchema } from 'graphql';
import { builder } from './builder.ts';
// Each module registers its types and fields on the builder.
import '../../modules/tenancy/tenancy.schema.ts';
import '../../modules/tenancy/header-settings.schema.ts';
import '../../modules/i18n/i18n.schema.ts';
import '../../modules/users/profile.schema.ts';
import '../../modules/users/roles.schema.ts';
import '../../modules/users/users-admin.schema.ts';
import '../../modules/users/user-fields.schema.ts';
import '../../modules/cart/cart.schema.ts';
import '../../modules/catalog/catalog.schema.ts';
import '../../modules/media/media.schema.ts';
import '../../modules/orders/orders.schema.ts';
import '../../modules/orders/checkout.schema.ts';
import '../../modules/orders/order-workflow.schema.ts';
import '../../modules/payments/payments.schema.ts';
import '../../modules/punchout/punchout.schema.ts';

export const schema = builder.toSchema();

/** The SDL committed as apps/server/schema.graphql (a test fails when it is stale). */
export function printedSchema(): string {
  return `${printSchema(lexicographicSortSchema(schema))}\n`;
}
