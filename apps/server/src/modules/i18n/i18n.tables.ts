import { sql } from 'drizzle-orm';
import { boolean, foreignKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

/**
 * A tenant's translation entry (spec §3): overrides or extends the built-in catalogue shipped in
 * @print/core. The texts per language live in translation_text.
 */
export const translationEntries = tenantTable(
  'translation_entry',
  {
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
  (t) => [uniqueIndex('translation_entry_key').on(t.tenantId, t.translationKey)],
  { references: () => tenants.id },
);

export const translationTexts = tenantTable(
  'translation_text',
  {
    entryId: uuid('entry_id').notNull(),
    languageCode: text('language_code').notNull(),
    translation: text('translation').notNull(),
  },
  (t) => [
    // The foreign key carries the tenant: a text can never belong to another tenant's entry.
    foreignKey({
      columns: [t.tenantId, t.entryId],
      foreignColumns: [translationEntries.tenantId, translationEntries.id],
    }).onDelete('cascade'),
  ],
  { primaryKey: ['entryId', 'languageCode'] },
);
