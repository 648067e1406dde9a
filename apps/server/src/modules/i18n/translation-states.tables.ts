import { sql } from 'drizzle-orm';
import { boolean, integer, jsonb, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { tenantTable } from '../../platform/db/tenant-table.ts';
import type { SerializedServiceContext } from '../../platform/service-context.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

// The translation workflow of issue 27 (decision 0086). None of these tables is public content: pages
// read only the texts (translation_text and the owners' columns), never how they were made.

/**
 * One language of one translatable text (address: `t:<key>` or `<entity>:<uuid>.<field>`): how its text
 * was made, its lock, a machine result waiting for review, where it was last edited in page. No row: a
 * reviewed text (or none), not locked.
 */
export const translationStates = tenantTable(
  'translation_state',
  {
    address: text('address').notNull(),
    languageCode: text('language_code').notNull(),
    /** 'machine' (made by a provider or the memory, to review) or 'reviewed'. */
    state: text('state').$type<'machine' | 'reviewed'>().notNull().default('reviewed'),
    locked: boolean('locked').notNull().default(false),
    /** The hash of the default-language text this text was made from; outdated when it differs. */
    sourceHash: text('source_hash'),
    suggestion: text('suggestion'),
    /** 'deepl' | 'ai' | 'memory' | 'import'. */
    suggestedBy: text('suggested_by'),
    seenOn: text('seen_on'),
    revision: integer('revision').notNull().default(0),
    updatedBy: uuid('updated_by'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  undefined,
  { primaryKey: ['address', 'languageCode'], references: () => tenants.id },
);

/** Reviewed pairs of texts, found again by the hash of the source (exact) or by similarity (in process). */
export const translationMemory = tenantTable(
  'translation_memory',
  {
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    sourceHash: text('source_hash').notNull(),
    sourceText: text('source_text').notNull(),
    targetText: text('target_text').notNull(),
    address: text('address'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One entry per source text and language pair: the newest reviewed translation wins.
  (t) => [
    uniqueIndex('translation_memory_source').on(t.tenantId, t.sourceLanguage, t.targetLanguage, t.sourceHash),
  ],
  { references: () => tenants.id },
);

/** The shop's terms per language pair, sent to DeepL as a glossary. */
export const translationGlossary = tenantTable(
  'translation_glossary',
  {
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    sourceTerm: text('source_term').notNull(),
    targetTerm: text('target_term').notNull(),
  },
  (t) => [
    uniqueIndex('translation_glossary_term').on(
      t.tenantId,
      t.sourceLanguage,
      t.targetLanguage,
      sql`lower(${t.sourceTerm})`,
    ),
  ],
  { references: () => tenants.id },
);

/** A problem of one machine or imported text, listed in the job's report. */
export type RefusedText = { address: string; language: string; problem: string };

/** A machine translation run (id = the job queue's id): what it covers and its report. */
export const translationJobs = tenantTable(
  'translation_job',
  {
    scope: jsonb('scope')
      // `entities`: the record texts a "missing in" run may write (the owners' rights the caller held).
      // `startedBy`: who started the run (the activity log names them for the texts it writes).
      .$type<{
        addresses?: string[];
        missingIn?: string;
        entities?: string[];
        startedBy?: SerializedServiceContext;
      }>()
      .notNull(),
    targetLanguages: text('target_languages').array().notNull(),
    provider: text('provider').notNull(),
    translated: integer('translated').notNull().default(0),
    suggested: integer('suggested').notNull().default(0),
    refused: jsonb('refused').$type<RefusedText[]>().notNull().default([]),
    skippedLocked: integer('skipped_locked').notNull().default(0),
    cancelRequested: boolean('cancel_requested').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  undefined,
  { references: () => tenants.id },
);
