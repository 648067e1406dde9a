import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { actorOf } from '../audit/audit.service.ts';
import { discardThemeDraft, saveThemeDraft } from './theme-drafts.ts';
import {
  loadThemeEditor,
  storedTheme,
  type ThemeChange,
  type ThemeEditorView,
} from './theme-editor-state.ts';
import { listThemeVersions, publishTheme, restoreThemeVersion } from './theme-publish.ts';
import { deleteThemePreset, listThemePresets, renameThemePreset, saveThemePreset } from './theme-presets.ts';
import type { ThemePresetRow, ThemeVersionRow } from './theme.tables.ts';

// The theme editor's GraphQL (issue 26): the draft it edits and the published theme, publishing,
// the kept versions and the shop's own presets. Right: theme.edit on every field. A theme that breaks
// a rule of checkThemeConfig is refused as invalid input with a field error at each problem's path
// (`colors.primary.background.color`, `fonts.body`, `border.radius`; the whole theme: `config`).

const edit = { right: 'theme.edit' } as const;

const change = (ctx: GraphQLContext): ThemeChange => ({ tx: ctx.tx, actor: actorOf(ctx.user), log: ctx.log });

const ThemeVersionType = builder.objectRef<ThemeVersionRow>('ThemeVersion').implement({
  description: 'A published theme the shop keeps (the last 20), to look at and restore.',
  authScopes: edit,
  fields: (t) => ({
    id: t.exposeID('id'),
    number: t.exposeInt('number', { description: '1, 2, 3 … per shop, in the order published.' }),
    publishedAt: t.string({ description: 'ISO 8601.', resolve: (row) => row.publishedAt.toISOString() }),
    publishedBy: t.string({
      nullable: true,
      description: 'Who published it, by their name then; null for the look the shop had at first.',
      resolve: (row) => row.publishedByName,
    }),
    config: t.field({
      type: 'JSON',
      description: 'The complete theme.',
      resolve: (row, _args, ctx) => storedTheme(row.config, ctx.log),
    }),
  }),
});

const ThemePresetType = builder.objectRef<ThemePresetRow>('ThemePreset').implement({
  description: 'A theme the shop saved under a name of its own (the built-in presets are the app’s).',
  authScopes: edit,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    config: t.field({
      type: 'JSON',
      description: 'The complete theme.',
      resolve: (row, _args, ctx) => storedTheme(row.config, ctx.log),
    }),
    updatedAt: t.string({ description: 'ISO 8601.', resolve: (row) => row.updatedAt.toISOString() }),
  }),
});

const ThemeEditorType = builder.objectRef<ThemeEditorView>('ThemeEditor').implement({
  description: 'What the theme editor edits: its draft, the published theme, versions and presets.',
  authScopes: edit,
  fields: (t) => ({
    draft: t.field({
      type: 'JSON',
      description: 'The complete theme being edited: the saved draft, or the published one if none.',
      resolve: (view) => view.draft,
    }),
    draftRevision: t.int({
      description: '0: no draft saved yet; one more with every stored change. Send it with the next save.',
      resolve: (view) => view.draftRevision,
    }),
    published: t.field({
      type: 'JSON',
      description: 'The complete theme shoppers see.',
      resolve: (view) => view.published,
    }),
    hasUnpublishedChanges: t.boolean({
      description: 'Whether the saved draft differs from the published theme.',
      resolve: (view) => view.hasUnpublishedChanges,
    }),
    versions: t.field({
      type: [ThemeVersionType],
      description: 'The last 20 published, newest first.',
      resolve: (_view, _args, ctx) => listThemeVersions(ctx.tx),
    }),
    presets: t.field({
      type: [ThemePresetType],
      description: 'The shop’s own presets, by name.',
      resolve: (_view, _args, ctx) => listThemePresets(ctx.tx),
    }),
  }),
});

const editorAfter = (ctx: GraphQLContext) => loadThemeEditor(ctx.tx, ctx.log);

builder.queryField('themeEditor', (t) =>
  t.field({
    type: ThemeEditorType,
    authScopes: edit,
    resolve: (_root, _args, ctx) => editorAfter(ctx),
  }),
);

const CONFIG = {
  required: true,
  description: 'A complete theme (checked strictly, never stored when refused).',
} as const;
const BASE_REVISION = {
  required: true,
  description: 'The draftRevision the editor started from; another answers admin.themeChangedMeanwhile.',
} as const;

builder.mutationField('saveThemeDraft', (t) =>
  t.field({
    type: ThemeEditorType,
    authScopes: edit,
    description: 'Saves the draft only the editor’s preview shows; the same theme again stores nothing.',
    args: { config: t.arg({ type: 'JSON', ...CONFIG }), baseRevision: t.arg.int(BASE_REVISION) },
    resolve: async (_root, { config, baseRevision }, ctx) => {
      await saveThemeDraft(change(ctx), config, baseRevision);
      return editorAfter(ctx);
    },
  }),
);

builder.mutationField('publishTheme', (t) =>
  t.field({
    type: ThemeEditorType,
    authScopes: edit,
    description:
      'Stores the theme as the draft and makes it the shop’s look with a new version (none when it is the published look already).',
    args: { config: t.arg({ type: 'JSON', ...CONFIG }), baseRevision: t.arg.int(BASE_REVISION) },
    resolve: async (_root, { config, baseRevision }, ctx) => {
      await publishTheme(change(ctx), config, baseRevision);
      return editorAfter(ctx);
    },
  }),
);

builder.mutationField('discardThemeDraft', (t) =>
  t.field({
    type: ThemeEditorType,
    authScopes: edit,
    description: 'Drops the draft’s changes: the draft is the published theme again.',
    resolve: async (_root, _args, ctx) => {
      await discardThemeDraft(change(ctx));
      return editorAfter(ctx);
    },
  }),
);

builder.mutationField('restoreThemeVersion', (t) =>
  t.field({
    type: ThemeEditorType,
    authScopes: edit,
    description: 'Publishes a kept version again (as a new version) and makes it the draft.',
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await restoreThemeVersion(change(ctx), String(id));
      return editorAfter(ctx);
    },
  }),
);

builder.mutationField('saveThemePreset', (t) =>
  t.field({
    type: ThemePresetType,
    authScopes: edit,
    description: 'Saves a theme as a preset of the shop’s own (1–60 characters, a name not used by another).',
    args: {
      requestKey: t.arg.id({
        required: true,
        description: 'A UUID the client makes per request: the same request again is the same preset.',
      }),
      name: t.arg.string({ required: true }),
      config: t.arg({ type: 'JSON', ...CONFIG }),
    },
    resolve: (_root, { requestKey, name, config }, ctx) =>
      saveThemePreset(change(ctx), { requestKey: String(requestKey), name, config }),
  }),
);

builder.mutationField('renameThemePreset', (t) =>
  t.field({
    type: ThemePresetType,
    authScopes: edit,
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: (_root, { id, name }, ctx) => renameThemePreset(change(ctx), String(id), name),
  }),
);

builder.mutationField('deleteThemePreset', (t) =>
  t.boolean({
    authScopes: edit,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteThemePreset(change(ctx), String(id));
      return true;
    },
  }),
);
