import { builder } from '../../../../platform/graphql/builder.ts';
import {
  AdminProductRef,
  CatalogText,
  catalogTextEntries,
  readCatalog,
  writeCatalog,
} from './catalog-admin-refs.schema.ts';
import { updateProductMeta } from './product-meta.service.ts';

// The Meta Fields tab (spec §2): SEO texts per language and the values of the tenant's meta fields.

type MetaValueEntry = { name: string; language: string; text: string };

const ProductMetaValue = builder.objectRef<MetaValueEntry>('ProductMetaValue').implement({
  description: "A product's value of a meta field in one language (a URL or number: the default language's).",
  authScopes: readCatalog,
  fields: (t) => ({
    name: t.exposeString('name', { description: 'The meta field’s name.' }),
    language: t.exposeString('language'),
    text: t.exposeString('text'),
  }),
});

builder.objectFields(AdminProductRef, (t) => ({
  seoTitles: t.field({
    type: [CatalogText],
    description: 'The title search engines show, per language (empty: the product name).',
    resolve: (row) => catalogTextEntries(row.seoTitle),
  }),
  seoDescriptions: t.field({
    type: [CatalogText],
    description: 'The description search engines show, per language (empty: from the description).',
    resolve: (row) => catalogTextEntries(row.seoDescription),
  }),
  metaValues: t.field({
    type: [ProductMetaValue],
    resolve: (row) =>
      Object.entries(row.metaValues).flatMap(([name, texts]) =>
        Object.entries(texts).map(([language, text]) => ({ name, language, text })),
      ),
  }),
}));

const TextInput = builder.inputType('ProductMetaTextInput', {
  fields: (t) => ({ language: t.string({ required: true }), text: t.string({ required: true }) }),
});
const ValueInput = builder.inputType('ProductMetaValueInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    language: t.string({ required: true }),
    text: t.string({ required: true }),
  }),
});
const MetaInput = builder.inputType('ProductMetaInput', {
  fields: (t) => ({
    seoTitles: t.field({ type: [TextInput], required: true }),
    seoDescriptions: t.field({ type: [TextInput], required: true }),
    metaValues: t.field({ type: [ValueInput], required: true }),
  }),
});

/** Entries to a map without prototype keys (a field named `__proto__` stays a plain key). */
function byKey<T>(entries: readonly (readonly [string, T])[]): Record<string, T> {
  const map: Record<string, T> = Object.create(null);
  for (const [key, value] of entries) map[key] = value;
  return map;
}

builder.mutationField('updateProductMeta', (t) =>
  t.field({
    type: AdminProductRef,
    authScopes: writeCatalog,
    args: { id: t.arg.id({ required: true }), input: t.arg({ type: MetaInput, required: true }) },
    resolve: (_root, { id, input }, ctx) => {
      const values: Record<string, Record<string, string>> = Object.create(null);
      for (const entry of input.metaValues)
        (values[entry.name] ??= Object.create(null))[entry.language] = entry.text;
      return updateProductMeta(ctx, String(id), {
        seoTitle: byKey(input.seoTitles.map((entry) => [entry.language, entry.text] as const)),
        seoDescription: byKey(input.seoDescriptions.map((entry) => [entry.language, entry.text] as const)),
        values,
      });
    },
  }),
);
