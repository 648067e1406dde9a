import { sameTheme } from '@print/core/theme/theme-editor-compare';
import { recordActivity } from '../audit/audit.service.ts';
import { loadActiveTheme } from './theme.service.ts';
import {
  activeThemeName,
  checkBaseRevision,
  checkedTheme,
  loadDraft,
  lockThemeEditor,
  storedTheme,
  storeDraft,
  type ThemeChange,
} from './theme-editor-state.ts';

// The theme editor's draft (issue 26): what it saves while the owner edits, seen only in its preview.
// Each save names the revision it started from; a save that changes nothing stores nothing.

/**
 * Saves the editor's theme as the draft (checked strictly first). The activity log gets one entry per
 * round of editing — when the draft first differs from the published theme — not one per autosave.
 */
export async function saveThemeDraft(change: ThemeChange, config: unknown, baseRevision: number) {
  const { tx, actor, log } = change;
  const theme = checkedTheme(config);
  await lockThemeEditor(tx);
  const draft = await loadDraft(tx);
  checkBaseRevision(draft, baseRevision, theme, log);
  const published = await loadActiveTheme(tx, log);
  const before = draft ? storedTheme(draft.config, log) : published;
  if (!(await storeDraft(change, draft, theme))) return;
  if (sameTheme(before, published) && !sameTheme(theme, published)) {
    await recordActivity(tx, actor, {
      action: 'theme.saveDraft',
      entityType: 'theme',
      entityLabel: await activeThemeName(tx),
    });
  }
}

/** Drops the draft's changes: the draft is the published theme again (a new revision, if it differed). */
export async function discardThemeDraft(change: ThemeChange) {
  const { tx, log } = change;
  await lockThemeEditor(tx);
  const draft = await loadDraft(tx);
  if (!draft) return;
  await storeDraft(change, draft, await loadActiveTheme(tx, log));
}
