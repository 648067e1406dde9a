import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantIdColumn, tenantIsolation } from '../../platform/db/tenant-table.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

/**
 * A tenant's translation entry (spec §3): overrides or extends the built-in catalogue shipped in
 * @print/core. The texts per language live in translation_text.
 */
export const translationEntries = pgTable(
  'translation_entry',
  {
    tenantId: tenantIdColumn().references(() => tenants.id, { onDelete: 'cascade' }),
    id: uuid('id').notNull().defaultRandom(),
    translationKey: text('translation_key').notNull(),
    baseTranslation: text('base_translation').notNull().default(''),
    languageCode: text('language_code').notNull(),
    group: text('group').notNull().default('custom'),
    context: text('context'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    locked: boolean('locked').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('translation_entry_key').on(t.tenantId, t.translationKey),
    tenantIsolation('translation_entry'),
  ],
);

export const translationTexts = pgTable(
  'translation_text',
  {
    tenantId: tenantIdColumn(),
    entryId: uuid('entry_id').notNull(),
    languageCode: text('language_code').notNull(),
    translation: text('translation').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.entryId, t.languageCode] }),
    // The foreign key carries the tenant: a text can never belong to another tenant's entry.
    foreignKey({
      columns: [t.tenantId, t.entryId],
      foreignColumns: [translationEntries.tenantId, translationEntries.id],
    }).onDelete('cascade'),
    tenantIsolation('translation_text'),
  ],
);
