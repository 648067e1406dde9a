import { boolean, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolation } from '../../platform/db/tenant-table.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

/** A price list: quantity scales (price-scales.tables.ts) that products choose (product.price_list_id). */
export const priceLists = pgTable(
  'price_list',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    archived: boolean('archived').notNull().default(false),
    /** Whether the admin enters the scales' prices net or gross (tax of taxCategory included). */
    priceEntry: text('price_entry').$type<'net' | 'gross'>().notNull().default('net'),
    taxCategory: text('tax_category').notNull().default('standard'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] }), tenantIsolation('price_list')],
);
