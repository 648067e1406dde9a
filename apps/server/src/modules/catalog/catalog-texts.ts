import { eq, inArray, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client.ts';
import { localizedTextFacts } from '../../platform/db/language-texts.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import type {
  TextIndexEntry,
  TextIndexQuery,
  TranslatableEntity,
  TranslatableText,
} from '../i18n/translatable-texts.ts';
import { writeCatalogText } from './catalog-text-writes.ts';
import { categories, productFieldDefinitions, products, type LocalizedText } from './catalog.tables.ts';

// The catalogue's texts that shop owners write per language (contributes.translatableTexts, listed by
// the translations admin through modules/i18n): each column holds a text per language (LocalizedText).

/** One listed text per record and field, from rows of `{ id, …fields }`. */
function textsOf<F extends string>(
  rows: readonly ({ id: string } & Record<F, LocalizedText>)[],
  fields: readonly F[],
): TranslatableText[] {
  return rows.flatMap((row) => fields.map((field) => ({ id: row.id, field, texts: row[field] })));
}

const PRODUCT_FIELDS = ['name', 'description', 'seoTitle', 'seoDescription'] as const;
const CATEGORY_FIELDS = ['name', 'description'] as const;
const PRODUCT_FIELD_FIELDS = ['label'] as const;

const productColumns = {
  name: products.name,
  description: products.description,
  seoTitle: products.seoTitle,
  seoDescription: products.seoDescription,
};
const categoryColumns = { name: categories.name, description: categories.description };
const productFieldColumns = { label: productFieldDefinitions.label };

type TextTable = PgTable & { id: AnyPgColumn };

/** Every text of the table's records, or those of `ids`. */
function lister<F extends string>(table: TextTable, columns: Record<F, AnyPgColumn>, fields: readonly F[]) {
  return async (tx: Tx, ids?: readonly string[]) => {
    const wanted = ids?.filter(isUuid);
    if (wanted && !wanted.length) return [];
    const rows = (await tx
      .select({ id: table.id, ...columns })
      .from(table as PgTable)
      .where(wanted ? inArray(table.id, wanted) : undefined)) as ({ id: string } & Record<
      F,
      LocalizedText
    >)[];
    return textsOf(rows, fields);
  };
}

/** The table's texts without their texts: per record and field, its languages and the search's hit. */
function indexer<F extends string>(table: TextTable, columns: Record<F, AnyPgColumn>, fields: readonly F[]) {
  return async (tx: Tx, query: TextIndexQuery): Promise<TextIndexEntry[]> => {
    const facts: Record<string, SQL> = {};
    for (const field of fields) {
      const { written, found } = localizedTextFacts(columns[field], query.languages, query.search);
      facts[`${field}:written`] = written;
      facts[`${field}:found`] = found;
    }
    const rows = (await tx.select({ id: table.id, ...facts }).from(table as PgTable)) as unknown as ({
      id: string;
    } & Record<string, unknown>)[];
    return rows.flatMap((row) =>
      fields.map((field) => ({
        id: row.id,
        field,
        written: row[`${field}:written`] as string[],
        found: row[`${field}:found`] as boolean,
      })),
    );
  };
}

/** One record's texts, or null when the tenant has none of that id. */
async function readOne<F extends string>(
  rows: Promise<({ id: string } & Record<F, LocalizedText>)[]>,
  fields: readonly F[],
): Promise<TranslatableText[] | null> {
  const found = await rows;
  return found.length ? textsOf(found, fields) : null;
}

export const catalogTexts: TranslatableEntity[] = [
  {
    entity: 'product',
    fields: PRODUCT_FIELDS,
    fieldTypes: {
      name: { type: 'productName', format: 'text' },
      description: { type: 'productDescription', format: 'richTextSlate' },
      seoTitle: { type: 'dynamic', format: 'text' },
      seoDescription: { type: 'dynamic', format: 'text' },
    },
    right: 'catalog.write',
    list: lister(products, productColumns, PRODUCT_FIELDS),
    index: indexer(products, productColumns, PRODUCT_FIELDS),
    read: (tx, id) =>
      isUuid(id)
        ? readOne(
            tx
              .select({ id: products.id, ...productColumns })
              .from(products)
              .where(eq(products.id, id)),
            PRODUCT_FIELDS,
          )
        : Promise.resolve(null),
    write: (ctx, id, field, texts) =>
      writeCatalogText(
        ctx,
        {
          table: products,
          columns: productColumns,
          label: products.name,
          entityType: 'product',
          richText: ['description'],
          touch: true,
        },
        id,
        field,
        texts,
      ),
  },
  {
    entity: 'category',
    fields: CATEGORY_FIELDS,
    fieldTypes: {
      name: { type: 'categoryName', format: 'text' },
      description: { type: 'categoryDescription', format: 'text' },
    },
    right: 'catalog.write',
    list: lister(categories, categoryColumns, CATEGORY_FIELDS),
    index: indexer(categories, categoryColumns, CATEGORY_FIELDS),
    read: (tx, id) =>
      isUuid(id)
        ? readOne(
            tx
              .select({ id: categories.id, ...categoryColumns })
              .from(categories)
              .where(eq(categories.id, id)),
            CATEGORY_FIELDS,
          )
        : Promise.resolve(null),
    write: (ctx, id, field, texts) =>
      writeCatalogText(
        ctx,
        { table: categories, columns: categoryColumns, label: categories.name, entityType: 'category' },
        id,
        field,
        texts,
      ),
  },
  {
    entity: 'productField',
    fields: PRODUCT_FIELD_FIELDS,
    fieldTypes: { label: { type: 'productFieldLabel', format: 'text' } },
    right: 'catalog.write',
    list: lister(productFieldDefinitions, productFieldColumns, PRODUCT_FIELD_FIELDS),
    index: indexer(productFieldDefinitions, productFieldColumns, PRODUCT_FIELD_FIELDS),
    read: (tx, id) =>
      isUuid(id)
        ? readOne(
            tx
              .select({ id: productFieldDefinitions.id, ...productFieldColumns })
              .from(productFieldDefinitions)
              .where(eq(productFieldDefinitions.id, id)),
            PRODUCT_FIELD_FIELDS,
          )
        : Promise.resolve(null),
    write: (ctx, id, field, texts) =>
      writeCatalogText(
        ctx,
        {
          table: productFieldDefinitions,
          columns: productFieldColumns,
          label: productFieldDefinitions.label,
          entityType: 'productField',
        },
        id,
        field,
        texts,
      ),
  },
];
