import { checkThemePresetName, themePresetNameKey } from '@print/core/theme/theme-editor-presets';
import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { refusingDuplicates } from '../../platform/db/pg-errors.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { conflict, invalidInput, notFound, unavailable } from '../../platform/errors.ts';
import { recordActivity } from '../audit/audit.service.ts';
import { themePresets, type ThemePresetRow } from './theme.tables.ts';
import { checkedTheme, lockThemeEditor, type ThemeChange } from './theme-editor-state.ts';

// The shop's own theme presets (issue 26, the preset manager): a theme under a name of the shop's own,
// unique whatever its case. The built-in presets are in @print/core; applying any preset is the
// editor's (it becomes the draft like any edit).

/** How many presets of its own a shop keeps (the editor lists them all at once). */
export const MAX_THEME_PRESETS = 100;

/** The shop's presets by name. */
export function listThemePresets(tx: Tx): Promise<ThemePresetRow[]> {
  return tx
    .select()
    .from(themePresets)
    .orderBy(asc(sql`lower(${themePresets.name})`), asc(themePresets.id));
}

/** The name trimmed, or the invalid-input error of the name's rule. */
function checkedName(name: string): string {
  const problem = checkThemePresetName(name);
  if (problem) throw invalidInput(problem.key, { name: problem }, problem.params);
  return name.trim();
}

const nameTaken = () =>
  conflict('admin.themePresetNameTaken', { name: { key: 'admin.themePresetNameTaken' } });

/** Refuses a name another preset of the shop has, in any case. */
async function checkNameFree(tx: Tx, name: string, except?: string) {
  const lowerName = sql`lower(${themePresets.name})`;
  const [other] = await tx
    .select({ id: themePresets.id })
    .from(themePresets)
    .where(and(eq(lowerName, themePresetNameKey(name)), except ? ne(themePresets.id, except) : undefined));
  if (other) throw nameTaken();
}

async function lockedPreset(tx: Tx, id: string): Promise<ThemePresetRow> {
  const [row] = isUuid(id)
    ? await tx.select().from(themePresets).where(eq(themePresets.id, id)).for('update')
    : [];
  if (!row) throw notFound('admin.themePresetNotFound');
  return row;
}

/**
 * Saves a theme as a preset of the shop's own. The request's key makes it once: the same request again
 * (a double click, a retry) answers the preset it made.
 */
export async function saveThemePreset(
  { tx, actor }: ThemeChange,
  input: { requestKey: string; name: string; config: unknown },
): Promise<ThemePresetRow> {
  if (!isUuid(input.requestKey))
    throw invalidInput('validation.invalidSetting', { requestKey: { key: 'validation.invalidSetting' } });
  const name = checkedName(input.name);
  const theme = checkedTheme(input.config);
  await lockThemeEditor(tx);
  const [made] = await tx.select().from(themePresets).where(eq(themePresets.requestKey, input.requestKey));
  if (made) return made;
  const [presets] = await tx.select({ n: count() }).from(themePresets);
  if ((presets?.n ?? 0) >= MAX_THEME_PRESETS)
    throw unavailable('admin.themePresetLimitReached', { max: String(MAX_THEME_PRESETS) });
  await checkNameFree(tx, name);
  const [row] = await refusingDuplicates(
    tx,
    (savepoint) =>
      savepoint
        .insert(themePresets)
        .values({ name, config: theme, requestKey: input.requestKey })
        .returning(),
    nameTaken,
  );
  await recordActivity(tx, actor, {
    action: 'themePreset.create',
    entityType: 'themePreset',
    entityId: row!.id,
    entityLabel: name,
  });
  return row!;
}

/** Renames a preset; the same name again changes nothing. */
export async function renameThemePreset(
  { tx, actor }: ThemeChange,
  id: string,
  newName: string,
): Promise<ThemePresetRow> {
  const name = checkedName(newName);
  const current = await lockedPreset(tx, id);
  if (current.name === name) return current;
  await checkNameFree(tx, name, id);
  const [row] = await refusingDuplicates(
    tx,
    (savepoint) =>
      savepoint
        .update(themePresets)
        .set({ name, updatedAt: sql`now()` })
        .where(eq(themePresets.id, id))
        .returning(),
    nameTaken,
  );
  await recordActivity(tx, actor, {
    action: 'themePreset.rename',
    entityType: 'themePreset',
    entityId: id,
    entityLabel: name,
    details: { previousName: current.name },
  });
  return row!;
}

/** Deletes a preset of the shop's own (another shop's id is not found). */
export async function deleteThemePreset({ tx, actor }: ThemeChange, id: string): Promise<void> {
  const [row] = isUuid(id) ? await tx.delete(themePresets).where(eq(themePresets.id, id)).returning() : [];
  if (!row) throw notFound('admin.themePresetNotFound');
  await recordActivity(tx, actor, {
    action: 'themePreset.delete',
    entityType: 'themePreset',
    entityId: id,
    entityLabel: row.name,
  });
}
