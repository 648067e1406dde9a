import { randomUUID } from 'node:crypto';
import { graphqlAs, type CookieJar } from '../auth-helpers.ts';
import type { TestApp } from '../test-app.ts';
import { AS_KEY, type TextPath } from '../text-fuzz.ts';
import { next, type Case } from './fixture.ts';

// The theme editor (modules/theme, issue 26): themes (JSON: labels, colours, fonts, colour names),
// presets' names, and the ids of versions and presets.

/** A valid theme: stored over the defaults, with a label and a font the text can replace. */
const THEME = {
  colors: { colors: { primary: { background: { color: '#1d4ed8', label: 'Fuzz' } } } },
  fonts: { body: 'Inter' },
  border: { radius: 'light' },
};

const THEME_PATHS: TextPath[] = [
  ['config', 'colors', 'colors', 'primary', 'background', 'label'],
  ['config', 'colors', 'colors', 'primary', 'background', 'color'],
  ['config', 'colors', 'colors', 'primary', AS_KEY],
  ['config', 'fonts', 'body'],
  ['config', 'border', 'radius'],
];

/** The draft's revision now (a save names the one it started from), and a preset of the shop's own. */
const theme = { revision: 0, presetId: '' };

async function refreshRevision({ t, admin }: { t: TestApp; admin: CookieJar }) {
  const { body } = await graphqlAs<{ themeEditor: { draftRevision: number } }>(
    t,
    admin,
    'query E { themeEditor { draftRevision } }',
  );
  theme.revision = body.data!.themeEditor.draftRevision;
}

async function ensurePreset({ t, admin }: { t: TestApp; admin: CookieJar }) {
  if (theme.presetId) return;
  const { body } = await graphqlAs<{ saveThemePreset: { id: string } }>(
    t,
    admin,
    'mutation P($key: ID!, $config: JSON!) { saveThemePreset(requestKey: $key, name: "Fuzz preset", config: $config) { id } }',
    { key: randomUUID(), config: THEME },
  );
  theme.presetId = body.data!.saveThemePreset.id;
}

export const themeCases: Record<string, Case> = {
  saveThemeDraft: {
    base: () => ({ config: THEME, baseRevision: theme.revision }),
    before: refreshRevision,
    jsonPaths: THEME_PATHS,
  },
  publishTheme: {
    base: () => ({ config: THEME, baseRevision: theme.revision }),
    before: refreshRevision,
    jsonPaths: THEME_PATHS,
  },
  restoreThemeVersion: { base: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  saveThemePreset: {
    base: () => ({ requestKey: randomUUID(), name: `Fuzz ${next()}`, config: THEME }),
    jsonPaths: THEME_PATHS,
  },
  renameThemePreset: {
    base: () => ({ id: theme.presetId, name: `Fuzz renamed ${next()}` }),
    before: ensurePreset,
  },
  deleteThemePreset: { base: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
};
