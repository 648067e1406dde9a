import { queryOptions, type QueryClient } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../api/graphql.ts';
import { graphqlRequest } from '../api/graphql-request.ts';

// The theme editor's operations (issue 26; server: modules/theme/theme-editor.schema.ts, right theme.edit
// on every field), typed from the schema (lib/api/graphql.ts). Every config is a complete theme (JSON).

const ThemePresetFields = graphql(`
  fragment ThemePresetFields on ThemePreset {
    id
    name
    config
    updatedAt
  }
`);

const ThemeEditorFields = graphql(
  `
    fragment ThemeEditorFields on ThemeEditor {
      draft
      draftRevision
      published
      hasUnpublishedChanges
      versions {
        id
        number
        publishedAt
        publishedBy
        config
      }
      presets {
        ...ThemePresetFields
      }
    }
  `,
  [ThemePresetFields],
);

/**
 * What the editor works from: the draft (or the published theme, with no draft) and its revision, which
 * a save names so a change made meanwhile elsewhere is not overwritten; the published theme; the last 20
 * versions, newest first; the shop's own presets, by name.
 */
export type ThemeEditorView = ResultOf<typeof ThemeEditorFields>;
export type ThemeVersionView = ThemeEditorView['versions'][number];
export type ThemePresetView = ResultOf<typeof ThemePresetFields>;

const THEME_EDITOR = graphql(
  `
    query ThemeEditor {
      themeEditor {
        ...ThemeEditorFields
      }
    }
  `,
  [ThemeEditorFields],
);

const SAVE_DRAFT = graphql(
  `
    mutation SaveThemeDraft($config: JSON!, $baseRevision: Int!) {
      saveThemeDraft(config: $config, baseRevision: $baseRevision) {
        ...ThemeEditorFields
      }
    }
  `,
  [ThemeEditorFields],
);

const PUBLISH = graphql(
  `
    mutation PublishTheme($config: JSON!, $baseRevision: Int!) {
      publishTheme(config: $config, baseRevision: $baseRevision) {
        ...ThemeEditorFields
      }
    }
  `,
  [ThemeEditorFields],
);

const DISCARD_DRAFT = graphql(
  `
    mutation DiscardThemeDraft {
      discardThemeDraft {
        ...ThemeEditorFields
      }
    }
  `,
  [ThemeEditorFields],
);

const RESTORE_VERSION = graphql(
  `
    mutation RestoreThemeVersion($id: ID!) {
      restoreThemeVersion(id: $id) {
        ...ThemeEditorFields
      }
    }
  `,
  [ThemeEditorFields],
);

const SAVE_PRESET = graphql(
  `
    mutation SaveThemePreset($requestKey: ID!, $name: String!, $config: JSON!) {
      saveThemePreset(requestKey: $requestKey, name: $name, config: $config) {
        ...ThemePresetFields
      }
    }
  `,
  [ThemePresetFields],
);

const RENAME_PRESET = graphql(
  `
    mutation RenameThemePreset($id: ID!, $name: String!) {
      renameThemePreset(id: $id, name: $name) {
        ...ThemePresetFields
      }
    }
  `,
  [ThemePresetFields],
);

const DELETE_PRESET = graphql(`
  mutation DeleteThemePreset($id: ID!) {
    deleteThemePreset(id: $id)
  }
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
