import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
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

// The theme editor (issue 26). None of these tables is shown to shoppers, so none announces a change of
// public content (no trigger): a publish changes the active `theme` row, whose trigger does.

/**
 * The tenant's theme as the editor last saved it (one row per tenant, none until the first save): only
 * the editor's preview shows it. `revision` counts the stored changes; a save names the one it started
 * from.
 */
export const themeDrafts = tenantTable(
  'theme_draft',
  {
    /** A complete Theme, checked by checkThemeConfig of @print/core. */
    config: jsonb('config').notNull(),
    revision: integer('revision').notNull(),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  undefined,
  { primaryKey: [], references: () => tenants.id },
);

/** The tenant's last published themes (at most THEME_VERSIONS_KEPT), numbered 1, 2, 3 … per tenant. */
export const themeVersions = tenantTable(
  'theme_version',
  {
    number: integer('number').notNull(),
    config: jsonb('config').notNull(),
    publishedBy: uuid('published_by'),
    /** Their name then, as the activity log keeps it (the version list says who); null for the system. */
    publishedByName: text('published_by_name'),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('theme_version_number').on(t.tenantId, t.number)],
  { references: () => tenants.id },
);

/**
 * The shop's own theme presets (the built-in ones are in @print/core): a name unique per shop whatever
 * its case, and the key of the request that made it (the same request twice makes one preset).
 */
export const themePresets = tenantTable(
  'theme_preset',
  {
    name: text('name').notNull(),
    config: jsonb('config').notNull(),
    requestKey: uuid('request_key').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('theme_preset_name').on(t.tenantId, sql`lower(${t.name})`),
    uniqueIndex('theme_preset_request').on(t.tenantId, t.requestKey),
  ],
  { references: () => tenants.id },
);

export type ThemeVersionRow = typeof themeVersions.$inferSelect;
export type ThemePresetRow = typeof themePresets.$inferSelect;
