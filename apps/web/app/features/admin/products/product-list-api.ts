import type { ProductPaymentMode, ProductSortField } from '@print/core/catalog/product-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../../lib/api/graphql.ts';
import { graphqlRequest } from '../../../lib/api/graphql-request.ts';
import { ADMIN_PRODUCTS_KEY } from './products-api.ts';

// The products list (server: modules/catalog/admin/admin-product.schema.ts adminProducts, catalog.read).

const ProductRowFields = graphql(`
  fragment ProductRowFields on AdminProduct {
    id
    name
    slug
    articleCode
    published
    archived
  }
`);

export type ProductListRow = ResultOf<typeof ProductRowFields>;

export type ProductListVariables = {
  search: string;
  published: boolean | null;
  archived: boolean;
  orderable: boolean | null;
  categoryId: string | null;
  paymentMode: ProductPaymentMode | null;
  offset: number;
  limit: number;
  sortBy: ProductSortField;
  descending: boolean;
};

const ADMIN_PRODUCTS_QUERY = graphql(
  `
    query AdminProducts(
      $search: String
      $published: Boolean
      $archived: Boolean
      $orderable: Boolean
      $categoryId: ID
      $paymentMode: ProductPaymentMode
      $offset: Int
      $limit: Int
      $sortBy: AdminProductSortField
      $descending: Boolean
    ) {
      adminProducts(
        search: $search
        published: $published
        archived: $archived
        orderable: $orderable
        categoryId: $categoryId
        paymentMode: $paymentMode
        offset: $offset
        limit: $limit
        sortBy: $sortBy
        descending: $descending
      ) {
        total
        items {
          ...ProductRowFields
        }
      }
    }
  `,
  [ProductRowFields],
);

export const adminProductsQuery = (variables: ProductListVariables) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'list', variables],
    queryFn: async () => (await graphqlRequest(ADMIN_PRODUCTS_QUERY, variables)).adminProducts,
    // The last page stays on screen while the next one loads (no flicker while typing).
    placeholderData: keepPreviousData,
  });
