import { localizedText } from '@print/core/i18n/localized-text';
import { PRICE_LIST_FILE_FORMATS } from '@print/core/pricing/price-list-csv';
import { PRICE_ENTRIES, PRICE_LIST_SORT_FIELDS } from '@print/core/pricing/price-list-rules';
import type { Tx } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { actorOf } from '../audit/audit.service.ts';
import { SortDirectionEnum } from '../users/users-admin.schema.ts';
import {
  importPriceListFile,
  priceListFile,
  readImportFile,
  type ImportChange,
  type ImportReport,
} from './price-list-files.ts';
import { variantsOfList, type ListVariant } from './price-list-scales.ts';
import {
  createPriceList,
  getPriceList,
  listPriceLists,
  setPriceListArchived,
  updatePriceList,
  type PriceListRow,
} from './price-lists.service.ts';

// Price lists administration (spec §2 Price lists; issue 15). Read in the admin with catalog.read (a
// shopper holds catalog.read too, but sees prices only through the products), changed with
// prices.write (DESIGN §7).

export const readPrices = { $all: { right: 'admin.access', $any: { right: 'catalog.read' } } } as const;
export const writePrices = { right: 'prices.write' } as const;

const PriceEntryEnum = builder.enumType('PriceEntry', {
  values: PRICE_ENTRIES,
  description: 'Whether the scales are entered net or gross (tax of the list’s tax category included).',
});
const PriceListSortFieldEnum = builder.enumType('PriceListSortField', { values: PRICE_LIST_SORT_FIELDS });
const PriceListFileFormatEnum = builder.enumType('PriceListFileFormat', {
  values: PRICE_LIST_FILE_FORMATS,
  description:
    'csv: comma and decimal point; excel: byte order mark, semicolon, the language’s decimal mark.',
});

export const PriceListVariantType = builder
  .objectRef<ListVariant & { language: string }>('PriceListVariant')
  .implement({
    description: 'A variant of a product priced by the list: one a scale may be given for.',
    authScopes: readPrices,
    fields: (t) => ({
      id: t.exposeID('id'),
      code: t.exposeString('code'),
      name: t.string({
        resolve: (v, _args, ctx) => localizedText(v.name, v.language, ctx.tenant.defaultLanguage),
      }),
      productName: t.string({
        resolve: (v, _args, ctx) => localizedText(v.productName, v.language, ctx.tenant.defaultLanguage),
      }),
    }),
  });

const PriceListType = builder.objectRef<PriceListRow>('PriceList').implement({
  authScopes: readPrices,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    currency: t.exposeString('currency'),
    priceEntry: t.field({ type: PriceEntryEnum, resolve: (list) => list.priceEntry }),
    taxCategory: t.exposeString('taxCategory'),
    archived: t.exposeBoolean('archived'),
    scaleCount: t.exposeInt('scaleCount'),
    productCount: t.exposeInt('productCount', { description: 'Products priced by the list.' }),
    createdAt: t.string({ resolve: (list) => list.createdAt.toISOString() }),
    variants: t.field({
      type: [PriceListVariantType],
      resolve: async (list, _args, ctx) =>
        (await variantsOfList(ctx.tx, list.id)).map((v) => ({ ...v, language: ctx.language })),
    }),
  }),
});

const PriceListPageType = builder
  .objectRef<{ items: PriceListRow[]; total: number }>('PriceListPage')
  .implement({
    authScopes: readPrices,
    fields: (t) => ({
      items: t.field({ type: [PriceListType], resolve: (page) => page.items }),
      total: t.exposeInt('total'),
    }),
  });

builder.queryField('priceLists', (t) =>
  t.field({
    type: PriceListPageType,
    authScopes: readPrices,
    args: {
      search: t.arg.string({ required: false, description: 'Part of the name.' }),
      archived: t.arg.boolean({ required: false, description: 'true: archived only; false: active only.' }),
      offset: t.arg.int({ required: false }),
      limit: t.arg.int({ required: false }),
      sortBy: t.arg({ type: PriceListSortFieldEnum, required: false }),
      sortDirection: t.arg({ type: SortDirectionEnum, required: false }),
    },
    resolve: (_root, args, ctx) => listPriceLists(ctx.tx, args),
  }),
);

builder.queryField('priceList', (t) =>
  t.field({
    type: PriceListType,
    nullable: true,
    authScopes: readPrices,
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => getPriceList(ctx.tx, String(id)),
  }),
);

builder.queryField('priceListFile', (t) =>
  t.string({
    description: "The list's scales as a file (columns variant, quantity, unit_price).",
    authScopes: readPrices,
    args: {
      id: t.arg.id({ required: true }),
      format: t.arg({ type: PriceListFileFormatEnum, required: true }),
    },
    resolve: (_root, { id, format }, ctx) => priceListFile(ctx.tx, String(id), format, ctx.language),
  }),
);

const PriceListInput = builder.inputType('PriceListInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    currency: t.string({ required: true }),
    priceEntry: t.field({ type: PriceEntryEnum, required: false }),
    taxCategory: t.string({ required: false }),
  }),
});

type ListArgs = { name: string; currency: string; priceEntry?: string | null; taxCategory?: string | null };
const listInput = (input: ListArgs) => ({
  name: input.name,
  currency: input.currency,
  priceEntry: input.priceEntry ?? 'net',
  taxCategory: input.taxCategory ?? 'standard',
});

builder.mutationField('createPriceList', (t) =>
  t.field({
    type: PriceListType,
    authScopes: writePrices,
    args: { input: t.arg({ type: PriceListInput, required: true }) },
    resolve: (_root, { input }, ctx) => createPriceList(ctx.tx, actorOf(ctx.user), listInput(input)),
  }),
);

builder.mutationField('updatePriceList', (t) =>
  t.field({
    type: PriceListType,
    description:
      'Saves name, currency, entry and tax category. Scales change one at a time (addPriceScale …) or by import.',
    authScopes: writePrices,
    args: {
      id: t.arg.id({ required: true }),
      input: t.arg({ type: PriceListInput, required: true }),
    },
    resolve: (_root, { id, input }, ctx) =>
      updatePriceList(ctx.tx, actorOf(ctx.user), String(id), listInput(input)),
  }),
);

for (const [name, archived] of [
  ['archivePriceList', true],
  ['restorePriceList', false],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      type: PriceListType,
      authScopes: writePrices,
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, { id }, ctx) => setPriceListArchived(ctx.tx, actorOf(ctx.user), String(id), archived),
    }),
  );
}

const ImportChangeKindEnum = builder.enumType('PriceListImportChangeKind', {
  values: ['added', 'changed', 'removed'] as const,
});

const ImportChangeType = builder.objectRef<ImportChange>('PriceListImportChange').implement({
  authScopes: writePrices,
  fields: (t) => ({
    kind: t.field({ type: ImportChangeKindEnum, resolve: (c) => c.kind }),
    variantCode: t.string({ nullable: true, resolve: (c) => c.variantCode }),
    minQuantity: t.exposeInt('minQuantity'),
    beforeMinor: t.int({ nullable: true, resolve: (c) => c.beforeMinor }),
    afterMinor: t.int({ nullable: true, resolve: (c) => c.afterMinor }),
  }),
});

const ImportErrorType = builder.objectRef<ImportReport['errors'][number]>('PriceListImportError').implement({
  authScopes: writePrices,
  fields: (t) => ({
    line: t.exposeInt('line', { description: 'Line of the file; 1 is the header.' }),
    key: t.string({ description: 'The message as a translation key.', resolve: (e) => e.error.key }),
    params: t.field({ type: 'JSON', resolve: (e) => e.error.params ?? {} }),
  }),
});

const ImportReportType = builder.objectRef<ImportReport>('PriceListImportReport').implement({
  authScopes: writePrices,
  fields: (t) => ({
    added: t.exposeInt('added'),
    changed: t.exposeInt('changed'),
    removed: t.exposeInt('removed'),
    unchanged: t.exposeInt('unchanged'),
    errors: t.field({ type: [ImportErrorType], resolve: (r) => r.errors }),
    changes: t.field({
      type: [ImportChangeType],
      description: 'The first 200 changes, one by one (the counts cover all).',
      resolve: (r) => r.changes,
    }),
    applied: t.exposeBoolean('applied'),
  }),
});

const importArgs = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) => ({
  id: t.arg.id({ required: true }),
  file: t.arg.string({ required: true, description: 'The text of the CSV file.' }),
});

// An uploaded file is read before the transaction that compares and writes it (issue 23): a large
// file then holds neither the database connection nor the list's lock while it is read (both fields run
// outside the operation's transaction: contributes.outsideTransactionFields in catalog.module.ts).

async function importFile(ctx: GraphQLContext, id: string, text: string, apply: boolean) {
  const inTenant = <T>(work: (tx: Tx) => Promise<T>) => withTenant(ctx.database, ctx.tenant.id, work);
  const file = await readImportFile(inTenant, id, text);
  return inTenant((tx) => importPriceListFile(tx, actorOf(ctx.user), id, file, apply));
}

builder.mutationField('previewPriceListImport', (t) =>
  t.field({
    type: ImportReportType,
    description: 'What importing the file would change, and the lines it cannot read; writes nothing.',
    authScopes: writePrices,
    args: importArgs(t),
    resolve: (_root, { id, file }, ctx) => importFile(ctx, String(id), file, false),
  }),
);

builder.mutationField('importPriceList', (t) =>
  t.field({
    type: ImportReportType,
    description: 'Imports the file when every line is fine (applied), in one transaction; else reports only.',
    authScopes: writePrices,
    args: importArgs(t),
    resolve: (_root, { id, file }, ctx) => importFile(ctx, String(id), file, true),
  }),
);
