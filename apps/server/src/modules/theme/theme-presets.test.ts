import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import {
  call,
  DELETE_PRESET,
  editorOf,
  primaryOf,
  RENAME_PRESET,
  SAVE_PRESET,
  savePreset,
  withPrimary,
  type Preset,
  type ThemeJson,
} from './theme-editor-test-helpers.ts';

// The shop's own theme presets (issue 26, the preset manager): saved once per request, renamed,
// names unique per shop whatever their case, deleted; every theme checked as a draft is.

let t: TestApp;
let admin: CookieJar;
let theme: ThemeJson;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  theme = (await editorOf(t, admin)).draft;
});
afterAll(() => t.close());

const presetActivity = () =>
  withSystem(t.database, (tx) =>
    tx
      .select({ action: auditEntries.action, label: auditEntries.entityLabel })
      .from(auditEntries)
      .where(eq(auditEntries.entityType, 'themePreset')),
  );

describe('theme presets', () => {
  it('saves a theme under a trimmed name, once per request key', async () => {
    const key = randomUUID();
    const variables = { key, name: '  Waldgrün ', config: withPrimary(theme, '#0a7e3c') };
    const first = await call<{ saveThemePreset: Preset }>(t, admin, SAVE_PRESET, variables);
    expect(first.errors).toBeUndefined();
    expect(first.data!.saveThemePreset).toMatchObject({ name: 'Waldgrün' });
    expect(primaryOf(first.data!.saveThemePreset.config)).toBe('#0a7e3c');
    const again = await call<{ saveThemePreset: Preset }>(t, admin, SAVE_PRESET, variables);
    expect(again.data!.saveThemePreset.id).toBe(first.data!.saveThemePreset.id);
    const editor = await editorOf(t, admin);
    expect(editor.presets.map((preset) => preset.name)).toEqual(['Waldgrün']);
    // A preset is not the shop's look, nor the draft.
    expect(editor.draftRevision).toBe(0);
    expect(primaryOf(editor.published)).toBe('#b3261e');
    expect(await presetActivity()).toEqual([{ action: 'themePreset.create', label: 'Waldgrün' }]);
  });

  it('keeps names unique per shop whatever their case, and 1–60 characters long', async () => {
    const taken = await call(t, admin, SAVE_PRESET, { key: randomUUID(), name: 'WALDGRÜN', config: theme });
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      kind: 'conflict',
      key: 'admin.themePresetNameTaken',
      fields: { name: { key: 'admin.themePresetNameTaken' } },
    });
    expect(taken.errors?.[0]?.message).toBe('A theme preset with this name already exists.');
    for (const [name, key] of [
      ['   ', 'validation.required'],
      ['x'.repeat(61), 'validation.tooLong'],
      ['Blau <b>', 'validation.forbiddenCharacters'],
    ]) {
      const answer = await call(t, admin, SAVE_PRESET, { key: randomUUID(), name, config: theme });
      expect(answer.errors?.[0]?.extensions, name).toMatchObject({
        kind: 'invalidInput',
        key,
        fields: { name: { key } },
      });
    }
    expect((await savePreset(t, admin, 'x'.repeat(60), theme)).name).toHaveLength(60);
    expect((await editorOf(t, admin)).presets.map((preset) => preset.name)).toEqual([
      'Waldgrün',
      'x'.repeat(60),
    ]);
  });

  it('refuses a preset whose theme breaks a rule, storing nothing', async () => {
    const broken = withPrimary(theme, 'not-a-colour');
    const answer = await call(t, admin, SAVE_PRESET, { key: randomUUID(), name: 'Kaputt', config: broken });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      key: 'admin.themeInvalidColour',
      fields: { 'colors.primary.background.color': { key: 'admin.themeInvalidColour' } },
    });
    expect((await editorOf(t, admin)).presets).toHaveLength(2);
  });

  it('renames a preset (its own name in another case too), not to another preset’s name', async () => {
    const sky = await savePreset(t, admin, 'Himmelblau', withPrimary(theme, '#0b5d8f'));
    const renamed = await call<{ renameThemePreset: Preset }>(t, admin, RENAME_PRESET, {
      id: sky.id,
      name: ' Azur ',
    });
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data!.renameThemePreset.name).toBe('Azur');
    const cased = await call<{ renameThemePreset: Preset }>(t, admin, RENAME_PRESET, {
      id: sky.id,
      name: 'AZUR',
    });
    expect(cased.data!.renameThemePreset.name).toBe('AZUR');
    const taken = await call(t, admin, RENAME_PRESET, { id: sky.id, name: 'waldgrün' });
    expect(taken.errors?.[0]?.extensions).toMatchObject({ key: 'admin.themePresetNameTaken' });
    const editor = await editorOf(t, admin);
    // By name, whatever its case.
    expect(editor.presets.map((preset) => preset.name)).toEqual(['AZUR', 'Waldgrün', 'x'.repeat(60)]);
    expect(await presetActivity()).toEqual(
      expect.arrayContaining([
        { action: 'themePreset.rename', label: 'Azur' },
        { action: 'themePreset.rename', label: 'AZUR' },
      ]),
    );
  });

  it('deletes a preset; deleting it again finds nothing', async () => {
    const doomed = await savePreset(t, admin, 'Vergänglich', theme);
    const deleted = await call<{ deleteThemePreset: boolean }>(t, admin, DELETE_PRESET, { id: doomed.id });
    expect(deleted.data!.deleteThemePreset).toBe(true);
    expect((await editorOf(t, admin)).presets.map((preset) => preset.id)).not.toContain(doomed.id);
    const again = await call(t, admin, DELETE_PRESET, { id: doomed.id });
    expect(again.errors?.[0]?.extensions).toMatchObject({
      kind: 'notFound',
      key: 'admin.themePresetNotFound',
    });
    const rename = await call(t, admin, RENAME_PRESET, { id: doomed.id, name: 'Zurück' });
    expect(rename.errors?.[0]?.extensions).toMatchObject({
      kind: 'notFound',
      key: 'admin.themePresetNotFound',
    });
    expect(await presetActivity()).toContainEqual({ action: 'themePreset.delete', label: 'Vergänglich' });
  });
});
