import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * How many transactions changed what a tenant's public pages show, counted at their commit (migration
 * 0021): `scope` is a tenant id, or '*' for writes on the privileged path (seeding, platform
 * administration), which concern every tenant. A request compares it with what its instance has heard
 * (public-content-version.ts), so a change committed a moment ago counts before its notice arrives.
 * Platform-level like kv_entry (closed to app_user; the triggers write it as its owner).
 */
export const publicContentVersions = pgTable('public_content_version', {
  scope: text('scope').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull(),
});

/**
 * A transaction's change of public content, between the write and its commit: one row per transaction
 * and scope, written by the tables' triggers; a deferred trigger counts it in `public_content_version`
 * at commit and deletes it, so the table is empty outside running transactions.
 */
export const publicContentChanges = pgTable('public_content_change', {
  scope: text('scope').notNull(),
});
