import { boolean, text, timestamp } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

/** A price list: quantity scales (price-scales.tables.ts) that products choose (product.price_list_id). */
export const priceLists = tenantTable(
  'price_list',
  {
    name: text('name').notNull(),
    currency: text('currency').notNull(),
    archived: boolean('archived').notNull().default(false),
    /** Whether the admin enters the scales' prices net or gross (tax of taxCategory included). */
    priceEntry: text('price_entry').$type<'net' | 'gross'>().notNull().default('net'),
    taxCategory: text('tax_category').notNull().default('standard'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  undefined,
  { references: () => tenants.id },
);
