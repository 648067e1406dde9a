import { randomUUID } from 'node:crypto';
import { and, desc, eq, notInArray } from 'drizzle-orm';
import { findTenantIdByHost } from '../../modules/tenancy/tenancy.service.ts';
import { themeVersions } from '../../modules/theme/theme.tables.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { gql, next, type AtOnceCase, type Session } from './session.ts';

// The theme editor (modules/theme, issue 26): the draft, publishing, versions and presets. Every run
// starts from the same situation (a draft row that exists, versions well below the 20 kept), so one
// call and ten at once are compared on the same change.

type Editor = { draft: Record<string, unknown>; draftRevision: number };

async function editor(session: Session): Promise<Editor> {
  const data = await gql<{ themeEditor: Editor }>(session, 'query E { themeEditor { draft draftRevision } }');
  return data.themeEditor;
}

/** The theme with a primary colour no run used before. */
function recoloured(theme: Record<string, unknown>) {
  const colour = `#${(next() * 7919).toString(16).padStart(6, '0').slice(-6)}`;
  const copy = structuredClone(theme) as { colors: { colors: { primary: Record<string, unknown> } } };
  copy.colors.colors.primary['background'] = { color: colour };
  return copy;
}

const SAVE =
  'mutation S($config: JSON!, $base: Int!) { saveThemeDraft(config: $config, baseRevision: $base) { draftRevision } }';
const PUBLISH = `mutation P($config: JSON!, $base: Int!) {
  publishTheme(config: $config, baseRevision: $base) { versions { id } } }`;
const DISCARD = 'mutation D { discardThemeDraft { draftRevision } }';

/** A new colour published; the id of its version. */
async function published(session: Session): Promise<string> {
  const now = await editor(session);
  const data = await gql<{ publishTheme: { versions: { id: string }[] } }>(session, PUBLISH, {
    config: recoloured(now.draft),
    base: now.draftRevision,
  });
  return data.publishTheme.versions[0]!.id;
}

/** Leaves the shop's newest 5 versions: a run adds one, and drops none of the 20 kept. */
async function fewVersions(session: Session): Promise<void> {
  const tenantId = (await findTenantIdByHost(session.t.database, 'localhost'))!;
  await withSystem(session.t.database, async (tx) => {
    const newest = tx
      .select({ id: themeVersions.id })
      .from(themeVersions)
      .where(eq(themeVersions.tenantId, tenantId))
      .orderBy(desc(themeVersions.number))
      .limit(5);
    await tx
      .delete(themeVersions)
      .where(and(eq(themeVersions.tenantId, tenantId), notInArray(themeVersions.id, newest)));
  });
}

/** A draft row equal to the published theme (saved, then discarded): the run's save changes it. */
async function cleanDraft(session: Session): Promise<Editor> {
  const now = await editor(session);
  await gql(session, SAVE, { config: recoloured(now.draft), base: now.draftRevision });
  await gql(session, DISCARD);
  return editor(session);
}

async function newPreset(session: Session): Promise<string> {
  const now = await editor(session);
  const data = await gql<{ saveThemePreset: { id: string } }>(
    session,
    'mutation N($key: ID!, $name: String!, $config: JSON!) { saveThemePreset(requestKey: $key, name: $name, config: $config) { id } }',
    { key: randomUUID(), name: `At once ${next()}`, config: now.draft },
  );
  return data.saveThemePreset.id;
}

export const themeCases: Record<string, AtOnceCase> = {
  // The second of two saves at once finds the revision moved on, but the same theme stored: the same
  // answer, no second revision and no second activity entry.
  saveThemeDraft: {
    setup: async (session) => {
      const now = await cleanDraft(session);
      return { config: recoloured(now.draft), baseRevision: now.draftRevision };
    },
  },
  // One version for two publishes at once: the second finds the theme published already.
  publishTheme: {
    setup: async (session) => {
      await published(session);
      await fewVersions(session);
      const now = await editor(session);
      return { config: recoloured(now.draft), baseRevision: now.draftRevision };
    },
  },
  discardThemeDraft: {
    setup: async (session) => {
      const now = await editor(session);
      await gql(session, SAVE, { config: recoloured(now.draft), base: now.draftRevision });
      return {};
    },
  },
  // A version of a look published before the current one: restored once, as one new version.
  restoreThemeVersion: {
    setup: async (session) => {
      const id = await published(session);
      await published(session);
      await fewVersions(session);
      return { id };
    },
  },
  // The same request key twice: one preset.
  saveThemePreset: {
    setup: async (session) => ({
      requestKey: randomUUID(),
      name: `At once ${next()}`,
      config: (await editor(session)).draft,
    }),
  },
  renameThemePreset: {
    setup: async (session) => ({ id: await newPreset(session), name: `Renamed ${next()}` }),
  },
  deleteThemePreset: { setup: async (session) => ({ id: await newPreset(session) }) },
};
