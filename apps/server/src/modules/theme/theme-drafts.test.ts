import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import {
  call,
  DISCARD,
  editorOf,
  primaryOf,
  PUBLISH,
  SAVE,
  withPrimary,
  type Editor,
  type ThemeJson,
} from './theme-editor-test-helpers.ts';

// The theme editor's draft (issue 26): saved with the revision it started from, a double click stored
// once, another tab's stale save refused, discarded back to the published look; every rule of a theme
// refused with its message at its path, and nothing stored of a refused theme.

let t: TestApp;
let admin: CookieJar;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t.close());

const save = (config: unknown, base: number) =>
  call<{ saveThemeDraft: Editor }>(t, admin, SAVE, { config, base });

const draftEntries = () =>
  withSystem(t.database, (tx) =>
    tx
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.action, 'theme.saveDraft'), eq(auditEntries.entityType, 'theme'))),
  );

describe('the theme draft', () => {
  it('starts as the published theme, complete, with no draft saved', async () => {
    const editor = await editorOf(t, admin);
    expect(editor).toMatchObject({
      draftRevision: 0,
      hasUnpublishedChanges: false,
      versions: [],
      presets: [],
    });
    expect(editor.draft).toEqual(editor.published);
    // The demo shop's red, over the defaults: every group and setting of a theme is there.
    expect(primaryOf(editor.published)).toBe('#b3261e');
    expect(Object.keys(editor.published).sort()).toEqual([
      'border',
      'button',
      'colors',
      'fonts',
      'pageTransition',
    ]);
  });

  it('saves a change as the next revision, the same save again once, and refuses a stale one', async () => {
    const start = await editorOf(t, admin);
    const green = withPrimary(start.draft, '#0a7e3c');
    const first = await save(green, 0);
    expect(first.errors).toBeUndefined();
    expect(first.data!.saveThemeDraft).toMatchObject({ draftRevision: 1, hasUnpublishedChanges: true });
    expect(primaryOf(first.data!.saveThemeDraft.draft)).toBe('#0a7e3c');
    // Only the editor sees it: the published theme is as it was.
    expect(primaryOf(first.data!.saveThemeDraft.published)).toBe('#b3261e');

    // A double click: the same theme from the same revision gets the same answer, no new revision.
    const again = await save(green, 0);
    expect(again.errors).toBeUndefined();
    expect(again.data!.saveThemeDraft.draftRevision).toBe(1);

    // Another tab still on revision 0 with another change: refused, and the draft stays.
    const stale = await save(withPrimary(start.draft, '#123456'), 0);
    expect(stale.errors?.[0]?.extensions).toMatchObject({
      kind: 'conflict',
      key: 'admin.themeChangedMeanwhile',
    });
    expect(stale.errors?.[0]?.message).toBe(
      'The theme was changed elsewhere in the meantime. Reload the editor to continue from its latest state.',
    );
    const after = await editorOf(t, admin);
    expect(after.draftRevision).toBe(1);
    expect(primaryOf(after.draft)).toBe('#0a7e3c');

    const next = await save(withPrimary(start.draft, '#0b5d8f'), 1);
    expect(next.data!.saveThemeDraft.draftRevision).toBe(2);
    // One activity entry for the round of editing, not one per save.
    expect(await draftEntries()).toHaveLength(1);
  });

  it('discards the draft: the editor starts from the published look again', async () => {
    const before = await editorOf(t, admin);
    expect(before.hasUnpublishedChanges).toBe(true);
    const { data, errors } = await call<{ discardThemeDraft: Editor }>(t, admin, DISCARD);
    expect(errors).toBeUndefined();
    expect(data!.discardThemeDraft).toMatchObject({
      draftRevision: before.draftRevision + 1,
      hasUnpublishedChanges: false,
    });
    expect(data!.discardThemeDraft.draft).toEqual(data!.discardThemeDraft.published);
    // Discarding again changes nothing.
    const again = await call<{ discardThemeDraft: Editor }>(t, admin, DISCARD);
    expect(again.data!.discardThemeDraft.draftRevision).toBe(before.draftRevision + 1);
  });
});

/** A copy of a theme whose colour groups can be replaced at will. */
type Groups = Record<string, unknown> & { colors: { colors: Record<string, unknown> } };
const copyOf = (theme: ThemeJson) => structuredClone(theme) as unknown as Groups;

/** A theme with its primary colours replaced by these entries (the rest as published). */
function themeWith(base: ThemeJson, primary: Record<string, unknown>) {
  const copy = copyOf(base);
  copy.colors.colors['primary'] = { ...(copy.colors.colors['primary'] as object), ...primary };
  return copy;
}

/** A group `chain` of `links` links from c0 to a colour. */
function chainOf(links: number) {
  const group: Record<string, unknown> = {};
  for (let i = 0; i < links; i++) group[`c${i}`] = { linkedTo: `colors.chain.c${i + 1}` };
  group[`c${links}`] = { color: '#000000' };
  return group;
}

describe('the rules of a theme', () => {
  let base: ThemeJson;
  let revision: number;
  beforeAll(async () => {
    const editor = await editorOf(t, admin);
    base = editor.draft;
    revision = editor.draftRevision;
  });

  /** Refused as a draft and as a publish, with the problem at its path, and nothing stored. */
  async function expectRefused(config: unknown, path: string, key: string, message: string) {
    const versions = (await editorOf(t, admin)).versions.length;
    for (const query of [SAVE, PUBLISH]) {
      const answer = await call(t, admin, query, { config, base: revision });
      const error = answer.errors?.[0];
      expect(error?.extensions, `${key} at ${path}`).toMatchObject({
        code: 'BAD_USER_INPUT',
        kind: 'invalidInput',
        key,
        fields: { [path]: expect.objectContaining({ key }) },
      });
      expect(error?.message).toBe(message);
    }
    const after = await editorOf(t, admin);
    expect(after.draftRevision).toBe(revision);
    expect(after.draft).toEqual(base);
    expect(after.published).toEqual(base);
    expect(after.versions).toHaveLength(versions);
  }

  it('refuses a link that goes round in a circle', async () => {
    const config = themeWith(base, {
      background: { linkedTo: 'colors.primary.hover' },
      hover: { linkedTo: 'colors.primary.background' },
    });
    await expectRefused(
      config,
      'colors.primary.background',
      'admin.themeColourCycle',
      'This link goes round in a circle: colors.primary.background → colors.primary.hover → colors.primary.background.',
    );
  });

  it('refuses a chain of more than ten links, and takes one of ten', async () => {
    const tooDeep = copyOf(base);
    tooDeep.colors.colors['chain'] = chainOf(11);
    await expectRefused(
      tooDeep,
      'colors.chain.c0',
      'admin.themeColourTooDeep',
      'This colour follows more than 10 links in a row.',
    );
    const tenLinks = copyOf(base);
    tenLinks.colors.colors['chain'] = chainOf(10);
    const saved = await save(tenLinks, revision);
    expect(saved.errors).toBeUndefined();
    revision = saved.data!.saveThemeDraft.draftRevision;
    // Back to the published look for the next rules.
    const back = await save(base, revision);
    expect(back.errors).toBeUndefined();
    revision = back.data!.saveThemeDraft.draftRevision;
  });

  it('refuses a colour that is neither a colour path, #hex, rgb() nor rgba()', async () => {
    for (const color of ['blue', 'hsl(0, 0%, 0%)', '#12345', 'url(x)']) {
      await expectRefused(
        themeWith(base, { background: { color } }),
        'colors.primary.background.color',
        'admin.themeInvalidColour',
        'A colour must be a colour path (colors. or applications.), #hex, rgb or rgba.',
      );
    }
  });

  it('refuses a font outside the registry', async () => {
    await expectRefused(
      { ...base, fonts: { ...(base['fonts'] as object), body: 'Comic Sans MS' } },
      'fonts.body',
      'admin.themeUnknownFont',
      'The font Comic Sans MS is not available.',
    );
  });

  it('refuses a link to a colour that does not exist', async () => {
    await expectRefused(
      themeWith(base, { background: { linkedTo: 'colors.nothing.here' } }),
      'colors.primary.background',
      'admin.themeColourMissingLink',
      'The linked colour colors.nothing.here does not exist.',
    );
  });

  it('refuses what is no theme at all, and options a setting does not take', async () => {
    await expectRefused([1, 2], 'config', 'admin.themeInvalid', 'This is not a valid theme configuration.');
    await expectRefused(
      { ...base, border: { radius: 'round', width: 'thin' } },
      'border.radius',
      'admin.themeInvalidOption',
      'This value is not one this setting takes.',
    );
  });
});
