import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { Operation } from '../api/graphql.ts';
import { graphqlRequest } from '../api/graphql-request.ts';

// The theme editor's operations (issue 26; server: modules/theme, right theme.edit on every field).
//
// HAND-TYPED UNTIL THE SERVER'S SCHEMA HAS THEM: the server's side is built on another branch, so
// apps/server/schema.graphql (and the generated graphql-env.d.ts) has no `themeEditor` yet and gql.tada
// cannot type these documents. Each is written as the contract (issue 26) has it and typed by hand with
// `byHand`; when merging, wrap each text in `graphql()` of lib/api/graphql.ts (which also registers it
// for the server's web-operations test), drop `byHand` and the hand-written result types below, and take
// the types from `ResultOf<…>`.

/** A document typed by hand (see above); sent as its text, like `graphql()`'s. */
const byHand = <Result, Variables>(text: string) =>
  new String(text.trim()) as unknown as Operation<Result, Variables>;

export type ThemeVersionView = {
  id: string;
  number: number;
  publishedAt: string;
  publishedBy: string | null;
  config: unknown;
};

export type ThemePresetView = { id: string; name: string; config: unknown; updatedAt: string };

/** What the editor works from: the draft (or the published config, with no draft), its revision, … */
export type ThemeEditorView = {
  /** The config being edited: the saved draft, or the published one if none. */
  draft: unknown;
  /** 0: no draft saved yet; +1 per stored change. A save names the revision it started from. */
  draftRevision: number;
  published: unknown;
  hasUnpublishedChanges: boolean;
  /** The last 20 published, newest first. */
  versions: ThemeVersionView[];
  /** The shop's own presets, by name. */
  presets: ThemePresetView[];
};

const EDITOR_FIELDS = `
  draft
  draftRevision
  published
  hasUnpublishedChanges
  versions { id number publishedAt publishedBy config }
  presets { id name config updatedAt }
`;
const PRESET_FIELDS = 'id name config updatedAt';

const THEME_EDITOR = byHand<{ themeEditor: ThemeEditorView }, Record<string, never>>(`
  query ThemeEditor { themeEditor { ${EDITOR_FIELDS} } }
`);

const SAVE_DRAFT = byHand<{ saveThemeDraft: ThemeEditorView }, { config: unknown; baseRevision: number }>(`
  mutation SaveThemeDraft($config: JSON!, $baseRevision: Int!) {
    saveThemeDraft(config: $config, baseRevision: $baseRevision) { ${EDITOR_FIELDS} }
  }
`);

const PUBLISH = byHand<{ publishTheme: ThemeEditorView }, { config: unknown; baseRevision: number }>(`
  mutation PublishTheme($config: JSON!, $baseRevision: Int!) {
    publishTheme(config: $config, baseRevision: $baseRevision) { ${EDITOR_FIELDS} }
  }
`);

const DISCARD_DRAFT = byHand<{ discardThemeDraft: ThemeEditorView }, Record<string, never>>(`
  mutation DiscardThemeDraft { discardThemeDraft { ${EDITOR_FIELDS} } }
`);

const RESTORE_VERSION = byHand<{ restoreThemeVersion: ThemeEditorView }, { id: string }>(`
  mutation RestoreThemeVersion($id: ID!) { restoreThemeVersion(id: $id) { ${EDITOR_FIELDS} } }
`);

const SAVE_PRESET = byHand<
  { saveThemePreset: ThemePresetView },
  { requestKey: string; name: string; config: unknown }
>(`
  mutation SaveThemePreset($requestKey: ID!, $name: String!, $config: JSON!) {
    saveThemePreset(requestKey: $requestKey, name: $name, config: $config) { ${PRESET_FIELDS} }
  }
`);

const RENAME_PRESET = byHand<{ renameThemePreset: ThemePresetView }, { id: string; name: string }>(`
  mutation RenameThemePreset($id: ID!, $name: String!) {
    renameThemePreset(id: $id, name: $name) { ${PRESET_FIELDS} }
  }
`);

const DELETE_PRESET = byHand<{ deleteThemePreset: boolean }, { id: string }>(`
  mutation DeleteThemePreset($id: ID!) { deleteThemePreset(id: $id) }
`);

export const THEME_EDITOR_KEY = ['admin', 'themeEditor'] as const;

export const themeEditorQuery = () =>
  queryOptions({
    queryKey: THEME_EDITOR_KEY,
    queryFn: async () => (await graphqlRequest(THEME_EDITOR, {})).themeEditor,
    // The editor holds its own working copy; a refetch must not replace it behind the user's back.
    staleTime: Infinity,
    refetchOnWindowFocus: false,
  });

/** Keeps what a mutation answered as the editor's state (versions, presets, revision). */
export const keepEditorView = (client: QueryClient, view: ThemeEditorView) =>
  client.setQueryData(THEME_EDITOR_KEY, view);

export const saveThemeDraft = async (config: unknown, baseRevision: number) =>
  (await graphqlRequest(SAVE_DRAFT, { config, baseRevision })).saveThemeDraft;

export const publishTheme = async (config: unknown, baseRevision: number) =>
  (await graphqlRequest(PUBLISH, { config, baseRevision })).publishTheme;

export const discardThemeDraft = async () => (await graphqlRequest(DISCARD_DRAFT, {})).discardThemeDraft;

export const restoreThemeVersion = async (id: string) =>
  (await graphqlRequest(RESTORE_VERSION, { id })).restoreThemeVersion;

export const saveThemePreset = async (requestKey: string, name: string, config: unknown) =>
  (await graphqlRequest(SAVE_PRESET, { requestKey, name, config })).saveThemePreset;

export const renameThemePreset = async (id: string, name: string) =>
  (await graphqlRequest(RENAME_PRESET, { id, name })).renameThemePreset;

export const deleteThemePreset = async (id: string) =>
  (await graphqlRequest(DELETE_PRESET, { id })).deleteThemePreset;

/** Keeps a saved or renamed preset in the editor's list (by name, as the server lists them). */
export const keepPreset = (client: QueryClient, preset: ThemePresetView) =>
  client.setQueryData<ThemeEditorView>(THEME_EDITOR_KEY, (view) =>
    view
      ? {
          ...view,
          presets: [...view.presets.filter((own) => own.id !== preset.id), preset].sort((a, b) =>
            a.name.localeCompare(b.name),
          ),
        }
      : view,
  );

/** Takes a deleted preset off the editor's list. */
export const dropPreset = (client: QueryClient, id: string) =>
  client.setQueryData<ThemeEditorView>(THEME_EDITOR_KEY, (view) =>
    view ? { ...view, presets: view.presets.filter((own) => own.id !== id) } : view,
  );
