import { sameTheme } from '@print/core/theme/theme-editor-compare';
import type { Theme } from '@print/core/theme/types';
import { desc, eq, notInArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { notFound } from '../../platform/errors.ts';
import { recordActivity } from '../audit/audit.service.ts';
import { addActiveTheme, loadActiveTheme } from './theme.service.ts';
import { themes, themeVersions, type ThemeVersionRow } from './theme.tables.ts';
import {
  activeThemeName,
  checkBaseRevision,
  checkedTheme,
  loadDraft,
  lockThemeEditor,
  storeDraft,
  type ThemeChange,
} from './theme-editor-state.ts';

// Publishing a theme (issue 26): the editor's theme becomes the shop's look — the active `theme` row,
// whose change drops every instance's kept pages (migration 0010) — and a numbered version of it is
// kept; the last THEME_VERSIONS_KEPT can be restored. A theme equal to the published one adds nothing.

/** How many published versions a shop keeps (issue 26: "the last 20"). */
export const THEME_VERSIONS_KEPT = 20;

/** The shop's kept versions, newest first. */
export function listThemeVersions(tx: Tx): Promise<ThemeVersionRow[]> {
  return tx.select().from(themeVersions).orderBy(desc(themeVersions.number)).limit(THEME_VERSIONS_KEPT);
}

type VersionValues = Omit<typeof themeVersions.$inferInsert, 'number' | 'config'>;

async function addVersion(tx: Tx, theme: Theme, values: VersionValues) {
  const [last] = await tx
    .select({ number: themeVersions.number })
    .from(themeVersions)
    .orderBy(desc(themeVersions.number))
    .limit(1);
  const number = (last?.number ?? 0) + 1;
  await tx.insert(themeVersions).values({ number, config: theme, ...values });
  return number;
}

/**
 * Makes `theme` the shop's look (one statement on the active row) and keeps it as the next version,
 * dropping versions beyond the last THEME_VERSIONS_KEPT. The look a shop had before its first publish
 * (its first theme, never published in the editor) is kept first, so it can be restored too.
 * The version's number.
 */
async function publishLook({ tx, actor }: ThemeChange, theme: Theme, published: Theme) {
  const [anyVersion] = await tx.select({ id: themeVersions.id }).from(themeVersions).limit(1);
  if (!anyVersion) {
    const [active] = await tx
      .select({ updatedAt: themes.updatedAt })
      .from(themes)
      .where(eq(themes.isActive, true));
    await addVersion(tx, published, active ? { publishedAt: active.updatedAt } : {});
  }
  const [updated] = await tx
    .update(themes)
    .set({ config: theme, updatedAt: sql`now()` })
    .where(eq(themes.isActive, true))
    .returning({ id: themes.id });
  if (!updated) await addActiveTheme(tx, { name: 'Theme', config: theme });
  const number = await addVersion(tx, theme, {
    publishedBy: actor?.id ?? null,
    publishedByName: actor?.name ?? null,
  });
  const kept = tx
    .select({ id: themeVersions.id })
    .from(themeVersions)
    .orderBy(desc(themeVersions.number))
    .limit(THEME_VERSIONS_KEPT);
  await tx.delete(themeVersions).where(notInArray(themeVersions.id, kept));
  return number;
}

/**
 * Publishes the editor's theme: stores it as the draft too (the revision rules of a draft save apply),
 * then makes it the shop's look with a new version — unless it is the published look already.
 */
export async function publishTheme(change: ThemeChange, config: unknown, baseRevision: number) {
  const { tx, actor, log } = change;
  const theme = checkedTheme(config);
  await lockThemeEditor(tx);
  const draft = await loadDraft(tx);
  checkBaseRevision(draft, baseRevision, theme, log);
  await storeDraft(change, draft, theme);
  const published = await loadActiveTheme(tx, log);
  if (sameTheme(theme, published)) return;
  const number = await publishLook(change, theme, published);
  await recordActivity(tx, actor, {
    action: 'theme.publish',
    entityType: 'theme',
    entityLabel: await activeThemeName(tx),
    details: { version: number },
  });
}

/**
 * Publishes a kept version again, as a new version, and makes it the draft (the editor's changes
 * since are dropped). Another shop's version, or one no longer kept, is not found.
 */
export async function restoreThemeVersion(change: ThemeChange, id: string) {
  const { tx, actor, log } = change;
  await lockThemeEditor(tx);
  const [version] = isUuid(id) ? await tx.select().from(themeVersions).where(eq(themeVersions.id, id)) : [];
  if (!version) throw notFound('admin.themeVersionNotFound');
  // Checked as any theme to be published: the rules may have grown stricter since it was kept.
  const theme = checkedTheme(version.config);
  const draftChanged = await storeDraft(change, await loadDraft(tx), theme);
  const published = await loadActiveTheme(tx, log);
  const number = sameTheme(theme, published) ? null : await publishLook(change, theme, published);
  if (!draftChanged && number === null) return;
  await recordActivity(tx, actor, {
    action: 'theme.restore',
    entityType: 'theme',
    entityLabel: await activeThemeName(tx),
    details: { restored: version.number, ...(number === null ? {} : { version: number }) },
  });
}
