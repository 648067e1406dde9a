import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The key-value store's table when no Redis is configured. Platform-level (not tenant-owned): callers
 * put the tenant id into their keys. Reached only through kv-store.ts.
 */
export const kvEntries = pgTable(
  'kv_entry',
  {
    key: text('key').primaryKey(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('kv_entry_expires').on(t.expiresAt)],
);
