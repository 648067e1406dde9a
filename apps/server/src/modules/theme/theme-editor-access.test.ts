import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import {
  call,
  DELETE_PRESET,
  DISCARD,
  EDITOR,
  editorOf,
  primaryOf,
  PUBLISH,
  publishColour,
  RENAME_PRESET,
  RESTORE,
  SAVE,
  SAVE_PRESET,
  savePreset,
  type Editor,
  type Preset,
} from './theme-editor-test-helpers.ts';

// Who may edit a shop's theme (issue 26): only users holding theme.edit, each in their own shop — the
// other shop's versions and presets are not found, whatever the id.

const NORTH = 'northprint.localhost';
let t: TestApp;
let admin: CookieJar;
let northAdmin: CookieJar;
let customer: CookieJar;
let shopAdmin: CookieJar;
let druckerei: Editor;
let druckereiPreset: Preset;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  // A shop manager: products, orders and pages, but not the theme.
  const made = await graphqlAs(
    t,
    admin,
    'mutation C($input: UserAccountInput!) { createUser(input: $input) { id } }',
    {
      input: {
        email: 'otto@druckerei.test',
        username: 'otto',
        firstName: 'Otto',
        lastName: 'Ordner',
        roles: ['shopadmin'],
        password: 'Ordner#2026x',
      },
    },
  );
  expect(made.body).not.toHaveProperty('errors');
  shopAdmin = await loginAs(t, 'otto', 'Ordner#2026x', { email: 'otto@druckerei.test' });
  await publishColour(t, admin, '#0a7e3c');
  druckerei = await publishColour(t, admin, '#0b5d8f');
  druckereiPreset = await savePreset(t, admin, 'Druckerei Blau', druckerei.draft);
});
afterAll(() => t.close());

describe('rights of the theme editor', () => {
  it('answers Forbidden to a customer and to an admin without theme.edit, for every field', async () => {
    const config = druckerei.draft;
    const calls: [string, Record<string, unknown>][] = [
      [EDITOR, {}],
      [SAVE, { config, base: druckerei.draftRevision }],
      [PUBLISH, { config, base: druckerei.draftRevision }],
      [DISCARD, {}],
      [RESTORE, { id: druckerei.versions[1]!.id }],
      [SAVE_PRESET, { key: randomUUID(), name: 'Fremd', config }],
      [RENAME_PRESET, { id: druckereiPreset.id, name: 'Fremd' }],
      [DELETE_PRESET, { id: druckereiPreset.id }],
    ];
    for (const jar of [customer, shopAdmin]) {
      for (const [query, variables] of calls) {
        const answer = await call(t, jar, query, variables);
        expect(answer.errors?.[0]?.message, query.slice(0, 40)).toBe('Forbidden');
        expect(answer.data ?? null, query.slice(0, 40)).toBeNull();
      }
    }
    // Without a session: Unauthorized (the client refreshes its session).
    expect((await call(t, null, EDITOR)).errors?.[0]?.message).toBe('Unauthorized');
    // Nothing changed.
    const after = await editorOf(t, admin);
    expect(after.draftRevision).toBe(druckerei.draftRevision);
    expect(after.versions.map((version) => version.id)).toEqual(
      druckerei.versions.map((version) => version.id),
    );
    expect(after.presets.map((preset) => preset.name)).toEqual(['Druckerei Blau']);
  });
});

describe('theme changes in the activity log', () => {
  const FILTERS = 'query F { activityFilters { entityTypes } }';
  it('are listed, with their area, to theme editors only', async () => {
    const types = async (jar: CookieJar) =>
      (await call<{ activityFilters: { entityTypes: string[] } }>(t, jar, FILTERS)).data!.activityFilters
        .entityTypes;
    expect(await types(admin)).toEqual(expect.arrayContaining(['theme', 'themePreset']));
    const seenByShopAdmin = await types(shopAdmin);
    expect(seenByShopAdmin).not.toContain('theme');
    expect(seenByShopAdmin).not.toContain('themePreset');
  });
});

describe('the theme editor of another shop', () => {
  it('shows each shop its own theme, versions and presets', async () => {
    const north = await editorOf(t, northAdmin, NORTH);
    expect(north.versions).toEqual([]);
    expect(north.presets).toEqual([]);
    expect(primaryOf(north.published)).not.toBe('#0b5d8f');
    // The same preset name is free in another shop.
    const own = await savePreset(t, northAdmin, 'Druckerei Blau', north.draft, NORTH);
    expect(own.id).not.toBe(druckereiPreset.id);
  });

  it('finds none of the other shop’s versions and presets, and changes none of them', async () => {
    const restore = await call(t, northAdmin, RESTORE, { id: druckerei.versions[1]!.id }, NORTH);
    expect(restore.errors?.[0]?.extensions).toMatchObject({
      kind: 'notFound',
      key: 'admin.themeVersionNotFound',
    });
    const rename = await call(
      t,
      northAdmin,
      RENAME_PRESET,
      { id: druckereiPreset.id, name: 'Gekapert' },
      NORTH,
    );
    expect(rename.errors?.[0]?.extensions).toMatchObject({
      kind: 'notFound',
      key: 'admin.themePresetNotFound',
    });
    const remove = await call(t, northAdmin, DELETE_PRESET, { id: druckereiPreset.id }, NORTH);
    expect(remove.errors?.[0]?.extensions).toMatchObject({
      kind: 'notFound',
      key: 'admin.themePresetNotFound',
    });

    const after = await editorOf(t, admin);
    expect(primaryOf(after.published)).toBe('#0b5d8f');
    expect(after.versions).toHaveLength(druckerei.versions.length);
    expect(after.presets).toEqual([druckereiPreset]);
    const north = await editorOf(t, northAdmin, NORTH);
    expect(north.versions).toEqual([]);
    expect(north.draftRevision).toBe(0);
  });
});
