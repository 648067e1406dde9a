import { randomUUID } from 'node:crypto';
import { graphqlAs, type CookieJar } from '../../testing/auth-helpers.ts';
import type { TestApp } from '../../testing/test-app.ts';

// What the theme editor's integration tests share: its operations, a theme with another primary
// colour, and a call's answer.

export const EDITOR_FIELDS = `draft draftRevision published hasUnpublishedChanges
  versions { id number publishedAt publishedBy config } presets { id name config updatedAt }`;
export const EDITOR = `query Editor { themeEditor { ${EDITOR_FIELDS} } }`;
export const SAVE = `mutation Save($config: JSON!, $base: Int!) {
  saveThemeDraft(config: $config, baseRevision: $base) { ${EDITOR_FIELDS} } }`;
export const PUBLISH = `mutation Publish($config: JSON!, $base: Int!) {
  publishTheme(config: $config, baseRevision: $base) { ${EDITOR_FIELDS} } }`;
export const DISCARD = `mutation Discard { discardThemeDraft { ${EDITOR_FIELDS} } }`;
export const RESTORE = `mutation Restore($id: ID!) { restoreThemeVersion(id: $id) { ${EDITOR_FIELDS} } }`;
export const SAVE_PRESET = `mutation SavePreset($key: ID!, $name: String!, $config: JSON!) {
  saveThemePreset(requestKey: $key, name: $name, config: $config) { id name config updatedAt } }`;
export const RENAME_PRESET = `mutation RenamePreset($id: ID!, $name: String!) {
  renameThemePreset(id: $id, name: $name) { id name updatedAt } }`;
export const DELETE_PRESET = 'mutation DeletePreset($id: ID!) { deleteThemePreset(id: $id) }';

type Colours = { colors: { colors: { primary: { background: { color?: string; linkedTo?: string } } } } };
export type ThemeJson = Colours & Record<string, unknown>;
export type Version = {
  id: string;
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  config: ThemeJson;
};
export type Preset = { id: string; name: string; config: ThemeJson; updatedAt: string };
export type Editor = {
  draft: ThemeJson;
  draftRevision: number;
  published: ThemeJson;
  hasUnpublishedChanges: boolean;
  versions: Version[];
  presets: Preset[];
};

export type Answer<T> = {
  data?: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
};

export async function call<T>(
  t: TestApp,
  jar: CookieJar | null,
  query: string,
  variables: Record<string, unknown> = {},
  host?: string,
): Promise<Answer<T>> {
  return (await graphqlAs<T>(t, jar, query, variables, host)).body as Answer<T>;
}

/** The editor's state; fails on any error. */
export async function editorOf(t: TestApp, jar: CookieJar, host?: string): Promise<Editor> {
  const answer = await call<{ themeEditor: Editor }>(t, jar, EDITOR, {}, host);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.themeEditor;
}

/** The primary background colour of a theme. */
export const primaryOf = (theme: ThemeJson) => theme.colors.colors.primary.background.color;

/** A copy of a complete theme with another primary background colour. */
export function withPrimary(theme: ThemeJson, color: string): ThemeJson {
  const copy = structuredClone(theme);
  copy.colors.colors.primary.background = { color };
  return copy;
}

/** Publishes the theme with this primary colour from the editor's state now; fails on any error. */
export async function publishColour(t: TestApp, jar: CookieJar, color: string, host?: string) {
  const now = await editorOf(t, jar, host);
  const answer = await call<{ publishTheme: Editor }>(
    t,
    jar,
    PUBLISH,
    { config: withPrimary(now.draft, color), base: now.draftRevision },
    host,
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.publishTheme;
}

/** Saves a preset under a new request key; fails on any error. */
export async function savePreset(t: TestApp, jar: CookieJar, name: string, config: unknown, host?: string) {
  const answer = await call<{ saveThemePreset: Preset }>(
    t,
    jar,
    SAVE_PRESET,
    { key: randomUUID(), name, config },
    host,
  );
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data!.saveThemePreset;
}
