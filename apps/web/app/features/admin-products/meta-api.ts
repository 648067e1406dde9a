import type { ProductMetaInput } from '@print/core/catalog/product-meta';
import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { ADMIN_PRODUCTS_KEY } from './products-api.ts';

// The Meta Fields tab's operations (server: modules/catalog/products/admin/product-meta.schema.ts): the product's
// SEO texts and meta values; the tenant's meta fields come from the product-fields administration.

const PRODUCT_META_QUERY = graphql(`
  query AdminProductMeta($id: ID!) {
    adminProduct(id: $id) {
      id
      seoTitles {
        language
        text
      }
      seoDescriptions {
        language
        text
      }
      metaValues {
        name
        language
        text
      }
    }
  }
`);

export type ProductMeta = NonNullable<ResultOf<typeof PRODUCT_META_QUERY>['adminProduct']>;

export const productMetaQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'meta', id],
    queryFn: async (): Promise<ProductMeta | null> =>
      (await graphqlRequest(PRODUCT_META_QUERY, { id })).adminProduct,
  });

/** The stored texts as the tab's values (the shape the shared rules check). */
export function metaValuesOf(product: ProductMeta): ProductMetaInput {
  const texts = (entries: readonly { language: string; text: string }[]) =>
    Object.fromEntries(entries.map((entry) => [entry.language, entry.text]));
  const values: ProductMetaInput['values'] = {};
  for (const entry of product.metaValues) (values[entry.name] ??= {})[entry.language] = entry.text;
  return { seoTitle: texts(product.seoTitles), seoDescription: texts(product.seoDescriptions), values };
}

const UPDATE_META = graphql(`
  mutation UpdateProductMeta($id: ID!, $input: ProductMetaInput!) {
    updateProductMeta(id: $id, input: $input) {
      id
    }
  }
`);

export async function updateProductMeta(id: string, meta: ProductMetaInput): Promise<void> {
  const entries = (texts: Record<string, string>) =>
    Object.entries(texts).map(([language, text]) => ({ language, text }));
  await graphqlRequest(UPDATE_META, {
    id,
    input: {
      seoTitles: entries(meta.seoTitle),
      seoDescriptions: entries(meta.seoDescription),
      metaValues: Object.entries(meta.values).flatMap(([name, texts]) =>
        Object.entries(texts).map(([language, text]) => ({ name, language, text })),
      ),
    },
  });
}
