import { index, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

/**
 * What happened in a shop, who did it and when (the dashboard's Activity card and the Activity page):
 * admin changes to products, price lists, categories, roles and settings, and shop events such as
 * orders. Append-only: request code may insert and read, never change or remove an entry.
 */
export const auditEntries = tenantTable(
  'audit_entry',
  {
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The signed-in user who acted; null for a shopper without account or the system. */
    actorId: uuid('actor_id'),
    /** The actor's name as it was then (users can be renamed or removed later). */
    actorName: text('actor_name').notNull().default(''),
    /** What was done, e.g. 'product.update', 'priceList.import', 'order.placed'. */
    action: text('action').notNull(),
    /** What it was done to: 'product', 'priceList', 'category', 'role', 'settings', 'order', … */
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    /** The entity's name as it was then, so the entry reads well after the entity is gone. */
    entityLabel: text('entity_label').notNull().default(''),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    index('audit_entry_at').on(t.tenantId, t.at.desc()),
    index('audit_entry_entity').on(t.tenantId, t.entityType, t.at.desc()),
  ],
  { references: () => tenants.id },
);
