import { queryOptions } from '@tanstack/react-query';
import type { ServerApi } from '@print/core/ssr-api';
import type { ResultOf } from 'gql.tada';
import { graphql, serverQuery } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { ADMIN_PRODUCTS_KEY } from '../../lib/admin/query-keys.ts';

// The product editor's frame (server: modules/catalog/products/admin/admin-product.schema.ts, catalog.read).
// Each tab has operations of its own; a tab that changes what the frame shows (the name) invalidates
// ADMIN_PRODUCTS_KEY after saving.

const AdminProductFields = graphql(`
  fragment AdminProductFields on AdminProduct {
    id
    name
    slug
    published
    archived
  }
`);

/** What the Settings tab edits. */
const ProductSettingsFields = graphql(`
  fragment ProductSettingsFields on AdminProduct {
    id
    names {
      language
      text
    }
    descriptions {
      language
      text
    }
    slug
    articleCode
    published
    orderable
    paymentMode
    subscriptionInterval
    trialDays
    taxCategory
    templateKey
  }
`);

export type ProductSettings = ResultOf<typeof ProductSettingsFields>;

const PRODUCT_SETTINGS_QUERY = graphql(
  `
    query AdminProductSettings($id: ID!) {
      adminProduct(id: $id) {
        ...ProductSettingsFields
      }
    }
  `,
  [ProductSettingsFields],
);

export type AdminProductSummary = ResultOf<typeof AdminProductFields>;

const ADMIN_PRODUCT_QUERY = graphql(
  `
    query AdminProduct($id: ID!) {
      adminProduct(id: $id) {
        ...AdminProductFields
      }
    }
  `,
  [AdminProductFields],
);

export { ADMIN_PRODUCTS_KEY };

export const adminProductQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'detail', id],
    queryFn: async (): Promise<AdminProductSummary | null> =>
      (await graphqlRequest(ADMIN_PRODUCT_QUERY, { id })).adminProduct,
  });

export const productSettingsQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'settings', id],
    queryFn: async (): Promise<ProductSettings | null> =>
      (await graphqlRequest(PRODUCT_SETTINGS_QUERY, { id })).adminProduct,
  });

const PRODUCT_ACCESS_QUERY = graphql(`
  query AdminProductAccess($id: ID!) {
    adminProduct(id: $id) {
      id
      categoryIds
      accessRoles
    }
  }
`);

export type ProductAccess = { id: string; categoryIds: string[]; accessRoles: string[] };

export const productAccessQuery = (id: string) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'access', id],
    queryFn: async (): Promise<ProductAccess | null> =>
      (await graphqlRequest(PRODUCT_ACCESS_QUERY, { id })).adminProduct,
  });

/** For the editor's route loader: the product, or null when the tenant has none with this id. */
export async function loadAdminProduct(api: ServerApi, id: string): Promise<AdminProductSummary | null> {
  const { data, errors } = await serverQuery(api, ADMIN_PRODUCT_QUERY, { id });
  if (!data)
    throw new Error(`Admin product query failed: ${errors.map((error) => error.message).join('; ')}`);
  return data.adminProduct;
}
