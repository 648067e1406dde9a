import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  jsonb,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import type { PageKind, PageStatus } from '@print/core/pages/page-rules';
import type { TemplateCategory } from '@print/core/pages/templates/page-template';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

// The shop's CMS pages (issue 25): a page's meta data and its document (sections of blocks, read by
// readPageDocument of @print/core), its addresses per language, and a copy of every saved version.

export const contentPages = tenantTable(
  'content_page',
  {
    /** A page the shop links to itself (footer, user menu, checkout): never deleted. Null for others. */
    kind: text('kind').$type<PageKind>(),
    title: jsonb('title').$type<LocalizedText>().notNull().default({}),
    /** Language → slug; each pair is also a row of content_page_slug (its unique key). */
    slugs: jsonb('slugs').$type<LocalizedText>().notNull().default({}),
    seoTitle: jsonb('seo_title').$type<LocalizedText>().notNull().default({}),
    seoDescription: jsonb('seo_description').$type<LocalizedText>().notNull().default({}),
    socialImage: text('social_image').notNull().default(''),
    status: text('status').$type<PageStatus>().notNull().default('inactive'),
    /** The page's window (either end open); checked when read, so a late job shows nothing wrongly. */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    unpublishAt: timestamp('unpublish_at', { withTimezone: true }),
    /** The page document as readPageDocument returned it (schemaVersion, sections). */
    document: jsonb('document').$type<unknown>().notNull(),
    /** 1 when created, one more with every save (the editor sends the version it started from). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who saved last (user id, and their name then, as the activity log keeps it); null for the seed. */
    updatedBy: uuid('updated_by'),
    updatedByName: text('updated_by_name'),
  },
  (t) => [
    // One page of each kind per shop (the footer links to one imprint).
    uniqueIndex('content_page_kind')
      .on(t.tenantId, t.kind)
      .where(sql`${t.kind} is not null`),
  ],
  { references: () => tenants.id },
);

/**
 * A page's address in one language. The key (tenant, language, slug) makes a slug lookup one indexed
 * read, and keeps two pages (two saves at once included) from sharing a slug in one language.
 */
export const contentPageSlugs = tenantTable(
  'content_page_slug',
  {
    language: text('language').notNull(),
    slug: text('slug').notNull(),
    pageId: uuid('page_id').notNull(),
  },
  (t) => [
    index('content_page_slug_page').on(t.tenantId, t.pageId),
    foreignKey({
      columns: [t.tenantId, t.pageId],
      foreignColumns: [contentPages.tenantId, contentPages.id],
    }).onDelete('cascade'),
  ],
  { primaryKey: ['language', 'slug'] },
);

/** Every saved version of a page's document and title (to view and restore later). */
export const contentPageVersions = tenantTable(
  'content_page_version',
  {
    pageId: uuid('page_id').notNull(),
    version: integer('version').notNull(),
    document: jsonb('document').$type<unknown>().notNull(),
    title: jsonb('title').$type<LocalizedText>().notNull().default({}),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
    savedBy: uuid('saved_by'),
    /** Their name then, as the activity log keeps it (the version list says who); null for the seed. */
    savedByName: text('saved_by_name'),
  },
  (t) => [
    foreignKey({
      columns: [t.tenantId, t.pageId],
      foreignColumns: [contentPages.tenantId, contentPages.id],
    }).onDelete('cascade'),
  ],
  { primaryKey: ['pageId', 'version'] },
);

export type ContentPageRow = typeof contentPages.$inferSelect;

/**
 * A shop's own page templates (issue 25: "save a section as a template of one's own"): a fragment of a
 * page (sections of blocks, as readPageDocument returned it) with a name, a description and a category
 * of the wizard. The app's own templates are in code (@print/core/pages/templates).
 */
export const contentTemplates = tenantTable(
  'content_template',
  {
    /** In the language it was saved in (more languages when translated). */
    name: jsonb('name').$type<LocalizedText>().notNull(),
    /** The name as typed, trimmed and lower-cased: one template per name, also for two saves at once. */
    nameKey: text('name_key').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    category: text('category').$type<TemplateCategory>().notNull(),
    document: jsonb('document').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: uuid('created_by'),
    createdByName: text('created_by_name'),
  },
  (t) => [uniqueIndex('content_template_name').on(t.tenantId, t.nameKey)],
  { references: () => tenants.id },
);

export type ContentTemplateRow = typeof contentTemplates.$inferSelect;

/**
 * What an AI task is doing: a new page from a prompt, blocks from a prompt for the page builder to
 * insert into a page (decision 0079), or a page's texts into the other languages.
 */
export type ContentAiTaskKind = 'generatePage' | 'generateBlocks' | 'translatePage';
export type ContentAiTaskState = 'queued' | 'running' | 'done' | 'failed';

/** What was repaired or refused on the way, for the admin to look at before publishing. */
export type ContentAiFindings = {
  /** Problems the page reader repaired in the AI's page (path and text key). */
  repaired?: { path: string; key: string }[];
  /** Texts whose translation was refused: where, into which language, why. */
  refused?: { path: string; language: string; reason: string }[];
  /** Texts translated and written. */
  translated?: number;
  /** Pictures left for the editor to choose (the AI names what they should show in their alt text). */
  imagePlaceholders?: number;
};

/**
 * AI work an admin started (issue 25, decision 0076): one row per request (its key makes a double click
 * or a retried request one task), run by the job `content.ai-task` (whose pg-boss id is the row's id),
 * which writes its step and progress here, so the admin's screen follows it in a plain tenant read.
 */
export const contentAiTasks = tenantTable(
  'content_ai_task',
  {
    /** The client's key of the request: the same request again is the same task. */
    requestKey: uuid('request_key').notNull(),
    kind: text('kind').$type<ContentAiTaskKind>().notNull(),
    state: text('state').$type<ContentAiTaskState>().notNull().default('queued'),
    /** The step it is on (a text key of the spec's AI wizard steps) and how far it has come. */
    step: text('step'),
    percent: smallint('percent').notNull().default(0),
    prompt: text('prompt'),
    /** translatePage, generateBlocks: the page; generatePage: the page made, once done. */
    pageId: uuid('page_id'),
    /**
     * generateBlocks, once done: the sections the AI wrote, read by the page reader, for the page builder
     * to insert (decision 0079). No page holds them until the editor saves.
     */
    document: jsonb('document').$type<unknown>(),
    /** Why it failed: a text key and its values. */
    error: jsonb('error').$type<{ key: string; params?: Record<string, string> }>(),
    findings: jsonb('findings').$type<ContentAiFindings>().notNull().default({}),
    /** Who asked, in which language (the job acts for them: SerializedServiceContext). */
    context: jsonb('context').$type<unknown>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_ai_task_request').on(t.tenantId, t.requestKey)],
  { references: () => tenants.id },
);

export type ContentAiTaskRow = typeof contentAiTasks.$inferSelect;
