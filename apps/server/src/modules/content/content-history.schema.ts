import { localizedText } from '@print/core/i18n/localized-text';
import { builder } from '../../platform/graphql/builder.ts';
import { AdminContentPageType, adminView, change, edit, LANGUAGE } from './content-admin.schema.ts';
import { duplicateContentPage } from './content-page-copy.ts';
import { readStoredDocument } from './content-page-input.ts';
import {
  findPageVersion,
  listPageVersions,
  MAX_VERSIONS_LISTED,
  restorePageVersion,
  type VersionSummary,
} from './content-page-versions.ts';

// A page's history and copies (issue 25): its saved versions, one version's document to look at,
// restoring one, and duplicating a page. Right: cms.edit.

type VersionView = { row: VersionSummary & { document?: unknown }; language: string };

const ContentPageVersionType = builder.objectRef<VersionView>('ContentPageVersion').implement({
  description: 'A saved version of a page: its number, when and by whom, its title then.',
  authScopes: edit,
  fields: (t) => ({
    version: t.int({ resolve: ({ row }) => row.version }),
    savedAt: t.string({ description: 'ISO 8601.', resolve: ({ row }) => row.savedAt.toISOString() }),
    savedByName: t.string({
      nullable: true,
      description: 'Who saved it, by the name they had then; null for the shop’s first pages.',
      resolve: ({ row }) => row.savedByName,
    }),
    title: t.string({
      description: 'The page’s title then, in the requested language, else the default one.',
      resolve: ({ row, language }, _args, ctx) =>
        localizedText(row.title, language, ctx.tenant.defaultLanguage),
    }),
    document: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The version’s page document, read by today’s rules (only on adminContentPageVersion).',
      resolve: ({ row }, _args, ctx) =>
        row.document === undefined ? null : readStoredDocument(ctx.tenant, row.document),
    }),
  }),
});

builder.queryField('adminContentPageVersions', (t) =>
  t.field({
    type: [ContentPageVersionType],
    authScopes: edit,
    description: `A page's versions, newest first, without documents; at most ${MAX_VERSIONS_LISTED} a call ([] for another shop's page).`,
    args: {
      pageId: t.arg.id({ required: true }),
      first: t.arg.int({ required: false, description: `Default 50, at most ${MAX_VERSIONS_LISTED}.` }),
      before: t.arg.int({ required: false, description: 'Versions older than this one (the next page).' }),
      language: t.arg.string(LANGUAGE),
    },
    resolve: async (_root, args, ctx) => {
      const rows = await listPageVersions(ctx.tx, String(args.pageId), {
        first: args.first ?? 50,
        before: args.before,
      });
      return rows.map((row) => ({ row, language: args.language ?? ctx.language }));
    },
  }),
);

builder.queryField('adminContentPageVersion', (t) =>
  t.field({
    type: ContentPageVersionType,
    nullable: true,
    authScopes: edit,
    description: 'One saved version with its document, to look at; null when there is none.',
    args: {
      pageId: t.arg.id({ required: true }),
      version: t.arg.int({ required: true }),
      language: t.arg.string(LANGUAGE),
    },
    resolve: async (_root, args, ctx) => {
      const row = await findPageVersion(ctx.tx, String(args.pageId), args.version);
      return row ? { row, language: args.language ?? ctx.language } : null;
    },
  }),
);

builder.mutationField('restoreContentPageVersion', (t) =>
  t.field({
    type: AdminContentPageType,
    authScopes: edit,
    description:
      'Makes an earlier version’s document the page’s again, as a new version; refused like a save when the page was saved since expectedVersion.',
    args: {
      id: t.arg.id({ required: true }),
      version: t.arg.int({ required: true, description: 'The version to restore.' }),
      expectedVersion: t.arg.int({ required: true, description: 'The page’s version the editor read.' }),
      language: t.arg.string(LANGUAGE),
    },
    resolve: async (_root, args, ctx) => {
      await restorePageVersion(change(ctx), String(args.id), args.version, args.expectedVersion);
      return adminView(ctx, String(args.id), args.language);
    },
  }),
);

builder.mutationField('duplicateContentPage', (t) =>
  t.field({
    type: AdminContentPageType,
    authScopes: edit,
    description:
      'A copy of the page (document and texts, titles with "(copy)", the next free slugs), inactive, within the page count.',
    args: { id: t.arg.id({ required: true }), language: t.arg.string(LANGUAGE) },
    resolve: async (_root, args, ctx) => {
      const copy = await duplicateContentPage(change(ctx), String(args.id));
      return adminView(ctx, copy.id, args.language);
    },
  }),
);
