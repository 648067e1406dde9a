import { PRODUCT_ROW_MAX, PRODUCT_ROW_SOURCES } from '@print/core/pages/page-constants';
import { builder } from '../../../platform/graphql/builder.ts';
import { LANGUAGE_ARG, languageOf, open, ProductRef, type ProductView } from '../catalog-refs.schema.ts';
import { catalogLoaders } from '../catalog.loaders.ts';
import type { ProductRow } from '../catalog.service.ts';
import {
  pickRowProducts,
  PRODUCT_ROWS_PER_REQUEST,
  rowPicks,
  rowLimit,
  rowProductIds,
  type ProductRowAsk,
} from './product-rows.ts';

// The products of a CMS page's product rows (issue 25), asked for all rows of a page at once by the
// shop's page route (and the page builder's canvas). Real products for the viewer: the catalogue's
// visibility by role decides which, the product fields (prices, pictures, availability) resolve through
// the catalogue's per-request loaders, so any number of rows costs the same few statements.

const SourceEnum = builder.enumType('ProductRowSource', { values: PRODUCT_ROW_SOURCES });

const ProductRowInput = builder.inputType('ProductRowInput', {
  description: "A page's product row as its block declares it (packages/core/src/pages/blocks/products.ts).",
  fields: (t) => ({
    id: t.string({ required: true, description: "The block's id: the answer's rows carry it." }),
    source: t.field({ type: SourceEnum, required: true }),
    categoryId: t.string({ required: false }),
    productIds: t.stringList({ required: false, description: `At most ${PRODUCT_ROW_MAX}.` }),
    limit: t.int({ required: false, description: `1–${PRODUCT_ROW_MAX}; default 4.` }),
  }),
});

type RowView = { id: string; products: ProductView[] };

const ProductRowType = builder.objectRef<RowView>('PageProductRow').implement({
  authScopes: open,
  fields: (t) => ({
    id: t.exposeString('id'),
    products: t.field({
      type: [ProductRef],
      description:
        'Visible products in the row’s order, at most its limit; a random row gives a pool of up to three times its limit in a fresh order, the page draws the row from it per visit.',
      resolve: (row) => row.products,
    }),
  }),
});

builder.queryField('productRows', (t) =>
  t.field({
    type: [ProductRowType],
    authScopes: open,
    description: `The products of product rows (at most ${PRODUCT_ROWS_PER_REQUEST} rows; more are left out), as the caller may see them.`,
    args: {
      rows: t.arg({ type: [ProductRowInput], required: true }),
      language: t.arg.string(LANGUAGE_ARG),
    },
    resolve: async (_root, args, ctx) => {
      const language = languageOf(ctx, args.language);
      const asks: ProductRowAsk[] = args.rows.slice(0, PRODUCT_ROWS_PER_REQUEST).map((row) => ({
        id: row.id.slice(0, 40),
        source: row.source,
        categoryId: row.categoryId ?? '',
        productIds: (row.productIds ?? []).slice(0, PRODUCT_ROW_MAX),
        limit: row.limit ?? 4,
      }));
      const loaders = catalogLoaders(ctx);
      const access = await loaders.access();
      const picks = rowPicks(asks, access);
      const names = { language, defaultLanguage: ctx.tenant.defaultLanguage };
      const read = () => pickRowProducts(ctx.tx, access, picks, names);
      // The same picks for every caller with the same shop view (visibility by role), per language.
      const key = `productRowPicks/${access.shopViewKey()}/${language}/${JSON.stringify([
        [...picks.categories],
        picks.newest,
        picks.random,
      ])}`;
      const picked = await (ctx.sharedReads ? ctx.sharedReads.getOrLoad(key, read) : read());
      const idsOfRows = asks.map((ask) => rowProductIds(ask, picked));
      // One load for all rows: the product loader checks visibility (a selection may name hidden ones).
      const found = await loaders.productById.loadMany([...new Set(idsOfRows.flat())]);
      const byId = new Map<string, ProductRow>();
      for (const row of found) if (row && !(row instanceof Error)) byId.set(row.id, row);
      return asks.map((ask, index) => {
        const rows = idsOfRows[index]!.flatMap((id) => byId.get(id) ?? []);
        const shown = ask.source === 'random' ? rows : rows.slice(0, rowLimit(ask.limit));
        return { id: ask.id, products: shown.map((row) => ({ row, language })) };
      });
    },
  }),
);
