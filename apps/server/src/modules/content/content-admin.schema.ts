import { localizedText, type LocalizedText } from '@print/core/i18n/localized-text';
import {
  PAGE_STATUS_CHIPS,
  PAGE_STATUSES,
  pageStatusChip,
  type PageKind,
} from '@print/core/pages/page-rules';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { LanguageTextInput, type LanguageTextEntry } from '../../platform/graphql/language-text.ts';
import { invalidInput } from '../../platform/errors.ts';
import { actorOf } from '../audit/audit.service.ts';
import { listAdminContentPages, type AdminContentPageRow } from './content-page-reads.ts';
import { readStoredDocument, tenantLanguageCodes, type PageInput } from './content-page-input.ts';
import {
  createContentPage,
  deleteContentPage,
  setContentPageStatus,
  updateContentPage,
  type PageChange,
} from './content-page-writes.ts';

// The pages administration (issue 25): the list, the editor's page, and its changes. Right: cms.edit.

export const edit = { right: 'cms.edit' } as const;

export const entries = (texts: LocalizedText): LanguageTextEntry[] =>
  Object.entries(texts).map(([language, text]) => ({ language, text }));

export const ContentPageTextType = builder.objectRef<LanguageTextEntry>('ContentPageText').implement({
  authScopes: edit,
  fields: (t) => ({ language: t.exposeString('language'), text: t.exposeString('text') }),
});

const PageStatusEnum = builder.enumType('ContentPageStatus', { values: PAGE_STATUSES });
const PageStatusChipEnum = builder.enumType('ContentPageStatusChip', {
  description: 'What the list shows: Active, Inactive, or Scheduled (active, publish time ahead).',
  values: PAGE_STATUS_CHIPS,
});

type AdminPageView = { row: AdminContentPageRow; language: string };

export const AdminContentPageType = builder.objectRef<AdminPageView>('AdminContentPage').implement({
  description: 'A CMS page as the admin sees it: every language, any status.',
  authScopes: edit,
  fields: (t) => ({
    id: t.id({ resolve: ({ row }) => row.id }),
    kind: t.string({
      nullable: true,
      description: 'A page the shop links to itself (home, imprint, …): it cannot be deleted.',
      resolve: ({ row }): PageKind | null => row.kind,
    }),
    title: t.string({
      description: 'In the requested language, else the default one.',
      resolve: ({ row, language }, _args, ctx) =>
        localizedText(row.title, language, ctx.tenant.defaultLanguage),
    }),
    titles: t.field({ type: [ContentPageTextType], resolve: ({ row }) => entries(row.title) }),
    slugs: t.field({ type: [ContentPageTextType], resolve: ({ row }) => entries(row.slugs) }),
    seoTitles: t.field({ type: [ContentPageTextType], resolve: ({ row }) => entries(row.seoTitle) }),
    seoDescriptions: t.field({
      type: [ContentPageTextType],
      resolve: ({ row }) => entries(row.seoDescription),
    }),
    socialImage: t.string({ resolve: ({ row }) => row.socialImage }),
    languages: t.stringList({
      description: 'The languages that have a title, in the shop’s order.',
      resolve: ({ row }, _args, ctx) =>
        tenantLanguageCodes(ctx.tenant).filter((language) => (row.title[language] ?? '') !== ''),
    }),
    status: t.field({ type: PageStatusEnum, resolve: ({ row }) => row.status }),
    statusChip: t.field({
      type: PageStatusChipEnum,
      resolve: ({ row }) => pageStatusChip(row, new Date()),
    }),
    publishAt: t.string({
      nullable: true,
      description: 'ISO 8601.',
      resolve: ({ row }) => iso(row.publishAt),
    }),
    unpublishAt: t.string({
      nullable: true,
      description: 'ISO 8601.',
      resolve: ({ row }) => iso(row.unpublishAt),
    }),
    version: t.int({ description: 'Send it back with the next save.', resolve: ({ row }) => row.version }),
    document: t.field({
      type: 'JSON',
      description: 'The page document, read by the shop’s languages.',
      resolve: ({ row }, _args, ctx) => readStoredDocument(ctx.tenant, row.document),
    }),
    updatedAt: t.string({ description: 'ISO 8601.', resolve: ({ row }) => row.updatedAt.toISOString() }),
    updatedByName: t.string({ nullable: true, resolve: ({ row }) => row.updatedByName }),
  }),
});

const iso = (date: Date | null) => date?.toISOString() ?? null;

export const ContentPageInput = builder.inputType('ContentPageInput', {
  fields: (t) => ({
    title: t.field({ type: [LanguageTextInput], required: true }),
    slugs: t.field({ type: [LanguageTextInput], required: true }),
    seoTitle: t.field({ type: [LanguageTextInput], required: false }),
    seoDescription: t.field({ type: [LanguageTextInput], required: false }),
    socialImage: t.string({ required: false, description: 'https://… or a path of the shop.' }),
    document: t.field({
      type: 'JSON',
      required: false,
      description: 'The page document; refused with field errors at their paths when it has problems.',
    }),
  }),
});

type Texts = readonly { language: string; text: string }[] | null | undefined;
export type InputArgs = {
  title: Texts;
  slugs: Texts;
  seoTitle?: Texts;
  seoDescription?: Texts;
  socialImage?: string | null;
  document?: unknown;
};

const asLocalized = (texts: Texts): LocalizedText =>
  Object.fromEntries((texts ?? []).map((entry) => [entry.language, entry.text]));

export const pageInput = (input: InputArgs): PageInput => ({
  title: asLocalized(input.title),
  slugs: asLocalized(input.slugs),
  seoTitle: asLocalized(input.seoTitle),
  seoDescription: asLocalized(input.seoDescription),
  socialImage: input.socialImage ?? '',
  // Left out (or null): a new page starts empty, a saved one keeps its document (content-page-writes.ts).
  document: input.document ?? undefined,
});

export const change = (ctx: GraphQLContext): PageChange => ({
  tx: ctx.tx,
  tenant: ctx.tenant,
  actor: actorOf(ctx.user),
});

export const LANGUAGE = {
  required: false,
  description: "Text language; default: the request's UI language.",
} as const;

export async function adminView(ctx: GraphQLContext, id: string, language: string | null | undefined) {
  const [row] = await listAdminContentPages(ctx.tx, ctx.tenant.defaultLanguage, id);
  return { row: row!, language: language ?? ctx.language };
}

/** A date of the schedule: ISO 8601 (years 1970–9999) or none; anything else is the field's error. */
function dateOf(value: string | null | undefined, field: string): Date | null {
  if (value == null || value === '') return null;
  const date = new Date(value);
  // Years PostgreSQL stores and a shop plans in; JavaScript reads dates far beyond both.
  const year = date.getUTCFullYear();
  if (value.length > 40 || Number.isNaN(date.getTime()) || year < 1970 || year > 9999) {
    throw invalidInput('validation.invalidSetting', { [field]: { key: 'validation.invalidSetting' } });
  }
  return date;
}

builder.queryField('adminContentPages', (t) =>
  t.field({
    type: [AdminContentPageType],
    authScopes: edit,
    description: 'Every page of the shop, any status, by title in the default language; one statement.',
    args: { language: t.arg.string(LANGUAGE) },
    resolve: async (_root, args, ctx) =>
      (await listAdminContentPages(ctx.tx, ctx.tenant.defaultLanguage)).map((row) => ({
        row,
        language: args.language ?? ctx.language,
      })),
  }),
);

builder.queryField('adminContentPage', (t) =>
  t.field({
    type: AdminContentPageType,
    nullable: true,
    authScopes: edit,
    description: "One page for the editor; null when there is none (also another shop's id).",
    args: { id: t.arg.id({ required: true }), language: t.arg.string(LANGUAGE) },
    resolve: async (_root, args, ctx) => {
      const [row] = await listAdminContentPages(ctx.tx, ctx.tenant.defaultLanguage, String(args.id));
      return row ? { row, language: args.language ?? ctx.language } : null;
    },
  }),
);

builder.mutationField('createContentPage', (t) =>
  t.field({
    type: AdminContentPageType,
    authScopes: edit,
    description: 'A new, inactive page (within the shop’s page count).',
    args: { input: t.arg({ type: ContentPageInput, required: true }), language: t.arg.string(LANGUAGE) },
    resolve: async (_root, { input, language }, ctx) => {
      const row = await createContentPage(change(ctx), pageInput(input));
      return adminView(ctx, row.id, language);
    },
  }),
);

builder.mutationField('updateContentPage', (t) =>
  t.field({
    type: AdminContentPageType,
    authScopes: edit,
    description: 'Saves the page (a new version); refused when it was saved since expectedVersion.',
    args: {
      id: t.arg.id({ required: true }),
      expectedVersion: t.arg.int({ required: true }),
      input: t.arg({ type: ContentPageInput, required: true }),
      language: t.arg.string(LANGUAGE),
    },
    resolve: async (_root, { id, expectedVersion, input, language }, ctx) => {
      await updateContentPage(change(ctx), String(id), expectedVersion, pageInput(input));
      return adminView(ctx, String(id), language);
    },
  }),
);

builder.mutationField('setContentPageStatus', (t) =>
  t.field({
    type: AdminContentPageType,
    authScopes: edit,
    description: 'Publishes or deactivates a page, with an optional window (ISO 8601, either end open).',
    args: {
      id: t.arg.id({ required: true }),
      status: t.arg({ type: PageStatusEnum, required: true }),
      publishAt: t.arg.string({ required: false }),
      unpublishAt: t.arg.string({ required: false }),
      language: t.arg.string(LANGUAGE),
    },
    resolve: async (_root, args, ctx) => {
      await setContentPageStatus(change(ctx), String(args.id), {
        status: args.status,
        publishAt: dateOf(args.publishAt, 'publishAt'),
        unpublishAt: dateOf(args.unpublishAt, 'unpublishAt'),
      });
      return adminView(ctx, String(args.id), args.language);
    },
  }),
);

builder.mutationField('deleteContentPage', (t) =>
  t.boolean({
    description: 'Deletes a page with its versions; the pages the shop links to itself are refused.',
    authScopes: edit,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_root, { id }, ctx) => {
      await deleteContentPage(change(ctx), String(id));
      return true;
    },
  }),
);
