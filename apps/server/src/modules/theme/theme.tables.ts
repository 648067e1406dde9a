import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

/** A tenant's themes (spec §3 theme editor); the one active theme styles every page of the shop. */
export const themes = tenantTable(
  'theme',
  {
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    /** The Theme of spec §3 (colors tree, fonts, border, button); validated by @print/core. */
    config: jsonb('config').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('theme_one_active')
      .on(t.tenantId)
      .where(sql`${t.isActive}`),
    index('theme_tenant').on(t.tenantId),
  ],
  { references: () => tenants.id },
);
