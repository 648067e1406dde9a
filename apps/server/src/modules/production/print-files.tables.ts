import { foreignKey, integer, jsonb, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import { orderItems } from '../orders/orders.tables.ts';

/** A preflight finding stored with the print file (the same shape the live preview reports). */
export type StoredPreflightFinding = {
  level: 'warning' | 'error';
  code: string;
  message: string;
  /** What the message's placeholders are filled with (e.g. the resolution found). */
  params?: Record<string, string>;
  elementId?: string;
};

/**
 * The print-ready PDF of one order item with a print template, made by a job once the order is placed.
 * The bytes live in the media storage under `storageKey`; a failed render keeps its reason and puts the
 * order on the dashboard's Approvals card.
 */
export const printFiles = tenantTable(
  'print_file',
  {
    orderId: uuid('order_id').notNull(),
    position: integer('position').notNull(),
    status: text('status').$type<'pending' | 'ready' | 'failed'>().notNull().default('pending'),
    storageKey: text('storage_key'),
    byteSize: integer('byte_size'),
    preflight: jsonb('preflight').$type<StoredPreflightFinding[]>().notNull().default([]),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      columns: [t.tenantId, t.orderId, t.position],
      foreignColumns: [orderItems.tenantId, orderItems.orderId, orderItems.position],
    }).onDelete('cascade'),
  ],
  { primaryKey: ['orderId', 'position'] },
);
