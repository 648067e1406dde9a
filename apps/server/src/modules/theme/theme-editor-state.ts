import { checkThemeConfig } from '@print/core/theme/theme-rules';
import { mergeThemeWithDefaults } from '@print/core/theme/merge-theme';
import { sameTheme } from '@print/core/theme/theme-editor-compare';
import type { Logger } from '@print/core/log';
import type { Theme } from '@print/core/theme/types';
import type { ValidationError } from '@print/core/validation/messages';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { conflict, invalidInput } from '../../platform/errors.ts';
import type { ActivityActor } from '../audit/audit.service.ts';
import { loadActiveTheme } from './theme.service.ts';
import { themeDrafts, themes } from './theme.tables.ts';

// What the theme editor's changes share (issue 26): who changes, the one lock that puts a shop's theme
// changes in a row, the strict check of a submitted theme, and the editor's view of draft and published
// theme. Stored themes are complete (merged over the defaults when checked) and read tolerantly again.

/** A change of the theme editor: the request's transaction, who acts, where to log a bad stored theme. */
export type ThemeChange = { tx: Tx; actor: ActivityActor; log: Logger };

/** Key space of the theme editor's lock (two-int advisory keys, as checkout-lock.ts). */
const THEME_EDITOR_LOCK_SPACE = 724_026;

/**
 * Puts the tenant's theme changes (draft, publish, restore, presets) in a row until the transaction
 * ends: the second of two calls at once waits here, then reads what the first left (the draft's new
 * revision, the version it added, the preset it made) and answers as the first did instead of doing
 * it again. A transaction lock rather than a row lock: a first draft or preset has no row yet.
 */
export async function lockThemeEditor(tx: Tx): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${THEME_EDITOR_LOCK_SPACE}, hashtext(current_setting('app.tenant_id')))`,
  );
}

/**
 * The complete theme a submitted config makes, or the invalid-input error with every problem of
 * checkThemeConfig as a field error at its path (`colors.primary.background.color`, `fonts.body`;
 * the whole config: `config`). Nothing is stored of a refused theme.
 */
export function checkedTheme(config: unknown): Theme {
  const { theme, problems } = checkThemeConfig(config);
  if (theme) return theme;
  const fields: Record<string, ValidationError> = {};
  for (const problem of problems) {
    fields[problem.path || 'config'] ??= problem.params
      ? { key: problem.key, params: problem.params }
      : { key: problem.key };
  }
  const first = problems[0]!;
  throw invalidInput(first.key, fields, first.params);
}

/** A stored theme (draft, version, preset) as the editor gets it: complete, read tolerantly. */
export const storedTheme = (config: unknown, log?: Logger): Theme => mergeThemeWithDefaults(config, log);

/** The name of the shop's active theme (what the activity log names a theme change by). */
export async function activeThemeName(tx: Tx): Promise<string> {
  const [row] = await tx.select({ name: themes.name }).from(themes).where(eq(themes.isActive, true));
  return row?.name ?? '';
}

export type DraftRow = typeof themeDrafts.$inferSelect;

export async function loadDraft(tx: Tx): Promise<DraftRow | null> {
  const [row] = await tx.select().from(themeDrafts).limit(1);
  return row ?? null;
}

/**
 * Refuses a save from an editor that started from another revision ('admin.themeChangedMeanwhile'),
 * unless it sends what is stored already: the same save again (a double click) gets the same answer.
 */
export function checkBaseRevision(draft: DraftRow | null, baseRevision: number, theme: Theme, log: Logger) {
  if ((draft?.revision ?? 0) === baseRevision) return;
  if (draft && sameTheme(storedTheme(draft.config, log), theme)) return;
  throw conflict('admin.themeChangedMeanwhile');
}

/**
 * Makes `theme` the draft: the next revision, unless the draft is that theme already (then nothing
 * changes). Whether it changed.
 */
export async function storeDraft(
  { tx, actor, log }: ThemeChange,
  draft: DraftRow | null,
  theme: Theme,
): Promise<boolean> {
  if (draft && sameTheme(storedTheme(draft.config, log), theme)) return false;
  const values = { config: theme, revision: (draft?.revision ?? 0) + 1, updatedBy: actor?.id ?? null };
  await tx
    .insert(themeDrafts)
    .values(values)
    .onConflictDoUpdate({ target: themeDrafts.tenantId, set: { ...values, updatedAt: sql`now()` } });
  return true;
}

/** What the editor shows first: the theme it edits, its revision and the published theme. */
export type ThemeEditorView = {
  draft: Theme;
  draftRevision: number;
  published: Theme;
  hasUnpublishedChanges: boolean;
};

export async function loadThemeEditor(tx: Tx, log: Logger): Promise<ThemeEditorView> {
  const published = await loadActiveTheme(tx, log);
  const row = await loadDraft(tx);
  const draft = row ? storedTheme(row.config, log) : published;
  return {
    draft,
    draftRevision: row?.revision ?? 0,
    published,
    hasUnpublishedChanges: !sameTheme(draft, published),
  };
}
