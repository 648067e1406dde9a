import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import {
  call,
  editorOf,
  primaryOf,
  PUBLISH,
  publishColour,
  RESTORE,
  SAVE,
  withPrimary,
  type Editor,
} from './theme-editor-test-helpers.ts';

// Publishing a theme (issue 26): the editor's theme becomes the shop's, numbered versions with who
// published them, the last 20 kept, an earlier one restored as a new version and as the draft.

let t: TestApp;
let admin: CookieJar;
/** The version of the look the shop had before its first publish (no longer kept after 20 more). */
let firstVersionId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t.close());

const themeActivity = () =>
  withSystem(t.database, (tx) =>
    tx
      .select({ action: auditEntries.action, details: auditEntries.details, actor: auditEntries.actorName })
      .from(auditEntries)
      .where(eq(auditEntries.entityType, 'theme')),
  );

describe('publishing a theme', () => {
  it('makes the editor’s theme the shop’s, keeping the look before as version 1', async () => {
    const before = await editorOf(t, admin);
    const published = await publishColour(t, admin, '#0a7e3c');
    expect(primaryOf(published.published)).toBe('#0a7e3c');
    expect(published.draft).toEqual(published.published);
    expect(published).toMatchObject({ hasUnpublishedChanges: false, draftRevision: 1 });
    expect(published.versions.map((version) => [version.number, version.publishedBy])).toEqual([
      [2, 'Sabine Sonnenschein'],
      [1, null],
    ]);
    expect(published.versions[1]!.config).toEqual(before.published);
    firstVersionId = published.versions[1]!.id;
    expect(primaryOf(published.versions[0]!.config)).toBe('#0a7e3c');
    expect(await themeActivity()).toEqual([
      expect.objectContaining({
        action: 'theme.publish',
        details: { version: 2 },
        actor: 'Sabine Sonnenschein',
      }),
    ]);
  });

  it('adds no version for the published look again (a double click), and refuses a stale publish', async () => {
    const now = await editorOf(t, admin);
    const again = await call<{ publishTheme: Editor }>(t, admin, PUBLISH, {
      config: now.published,
      base: now.draftRevision,
    });
    expect(again.errors).toBeUndefined();
    expect(again.data!.publishTheme.versions).toHaveLength(2);
    // The same publish from the revision before it (a second click): the same answer.
    const twice = await call<{ publishTheme: Editor }>(t, admin, PUBLISH, {
      config: now.published,
      base: now.draftRevision - 1,
    });
    expect(twice.errors).toBeUndefined();
    expect(twice.data!.publishTheme.versions).toHaveLength(2);
    const stale = await call(t, admin, PUBLISH, {
      config: withPrimary(now.published, '#222222'),
      base: now.draftRevision - 1,
    });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ key: 'admin.themeChangedMeanwhile' });
    expect(primaryOf((await editorOf(t, admin)).published)).toBe('#0a7e3c');
  });

  it('publishes a saved draft as it is, and shows a draft differing from the published look', async () => {
    const now = await editorOf(t, admin);
    const saved = await call<{ saveThemeDraft: Editor }>(t, admin, SAVE, {
      config: withPrimary(now.draft, '#0b5d8f'),
      base: now.draftRevision,
    });
    expect(saved.data!.saveThemeDraft.hasUnpublishedChanges).toBe(true);
    const draft = saved.data!.saveThemeDraft;
    const published = await call<{ publishTheme: Editor }>(t, admin, PUBLISH, {
      config: draft.draft,
      base: draft.draftRevision,
    });
    // The draft was stored already: no new revision, but a new version.
    expect(published.data!.publishTheme).toMatchObject({
      draftRevision: draft.draftRevision,
      hasUnpublishedChanges: false,
    });
    expect(published.data!.publishTheme.versions[0]).toMatchObject({ number: 3 });
  });

  it('keeps the last 20 versions, numbered on', async () => {
    let editor: Editor | undefined;
    for (let i = 0; i < 20; i++) editor = await publishColour(t, admin, `#1000${String(i).padStart(2, '0')}`);
    const numbers = editor!.versions.map((version) => version.number);
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => 23 - i));
    expect(primaryOf(editor!.versions[0]!.config)).toBe('#100019');
    expect(editor!.versions.map((version) => version.publishedAt)).toEqual(
      [...editor!.versions.map((version) => version.publishedAt)].sort().reverse(),
    );
  });

  it('restores an earlier version as a new version and as the draft', async () => {
    const now = await editorOf(t, admin);
    // A draft in progress is dropped by the restore.
    await call(t, admin, SAVE, { config: withPrimary(now.draft, '#333333'), base: now.draftRevision });
    const earlier = now.versions.find((version) => version.number === 10)!;
    const restored = await call<{ restoreThemeVersion: Editor }>(t, admin, RESTORE, { id: earlier.id });
    expect(restored.errors).toBeUndefined();
    const editor = restored.data!.restoreThemeVersion;
    expect(primaryOf(editor.published)).toBe(primaryOf(earlier.config));
    expect(editor.draft).toEqual(editor.published);
    expect(editor.hasUnpublishedChanges).toBe(false);
    expect(editor.versions[0]).toMatchObject({ number: 24, publishedBy: 'Sabine Sonnenschein' });
    expect(editor.versions).toHaveLength(20);
    const entries = await themeActivity();
    expect(entries.filter((entry) => entry.action === 'theme.restore')).toEqual([
      expect.objectContaining({ details: { restored: 10, version: 24 } }),
    ]);
    // Restoring what is published already adds no version.
    const again = await call<{ restoreThemeVersion: Editor }>(t, admin, RESTORE, { id: earlier.id });
    expect(again.data!.restoreThemeVersion.versions[0]!.number).toBe(24);
  });

  it('finds no version that is not kept any more, nor one that never was', async () => {
    for (const id of [firstVersionId, '00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      const answer = await call(t, admin, RESTORE, { id });
      expect(answer.errors?.[0]?.extensions, id).toMatchObject({
        kind: 'notFound',
        key: 'admin.themeVersionNotFound',
      });
    }
  });
});
