import type { Tx } from '../../platform/db/client.ts';
import type { TranslatableEntity, TranslatableText } from '../i18n/translatable-texts.ts';
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

export const catalogTexts: TranslatableEntity[] = [
  {
    entity: 'product',
    fields: PRODUCT_FIELDS,
    list: async (tx: Tx) => {
      const rows = await tx
        .select({
          id: products.id,
          name: products.name,
          description: products.description,
          seoTitle: products.seoTitle,
          seoDescription: products.seoDescription,
        })
        .from(products);
      return textsOf(rows, PRODUCT_FIELDS);
    },
  },
  {
    entity: 'category',
    fields: CATEGORY_FIELDS,
    list: async (tx: Tx) => {
      const rows = await tx
        .select({ id: categories.id, name: categories.name, description: categories.description })
        .from(categories);
      return textsOf(rows, CATEGORY_FIELDS);
    },
  },
  {
    entity: 'productField',
    fields: PRODUCT_FIELD_FIELDS,
    list: async (tx: Tx) => {
      const rows = await tx
        .select({ id: productFieldDefinitions.id, label: productFieldDefinitions.label })
        .from(productFieldDefinitions);
      return textsOf(rows, PRODUCT_FIELD_FIELDS);
    },
  },
];
