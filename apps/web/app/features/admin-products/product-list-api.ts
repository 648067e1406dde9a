import type { ProductPaymentMode, ProductSortField } from '@print/core/catalog/product-list';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { ADMIN_PRODUCTS_KEY } from './products-api.ts';

// The products list (server: modules/catalog/products/admin/admin-product.schema.ts adminProducts, catalog.read).

const ProductRowFields = graphql(`
  fragment ProductRowFields on AdminProduct {
    id
    name
    slug
    articleCode
    published
    archived
    orderable
    thumbnailUrl
    stock
    fromPrice {
      quantity
      totalMinor
      currency
    }
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
  /** true: sold out (as the shop decides it); false: the others. */
  outOfStock: boolean | null;
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
      $outOfStock: Boolean
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
        outOfStock: $outOfStock
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

const CATEGORY_OPTIONS_QUERY = graphql(`
  query AdminProductCategoryOptions {
    categories(includeUnpublished: true) {
      id
      name
      subcategories {
        id
        name
        subcategories {
          id
          name
          subcategories {
            id
            name
          }
        }
      }
    }
  }
`);

export type CategoryOption = { id: string; label: string };
type CategoryNode = { id: string; name: string; subcategories?: CategoryNode[] };

/** The category tree as a flat list of choices, sub-categories indented under their parents. */
export function flattenCategories(nodes: readonly CategoryNode[], depth = 0): CategoryOption[] {
  return nodes.flatMap((node) => [
    { id: node.id, label: `${'\u2003'.repeat(depth)}${node.name}` },
    ...flattenCategories(node.subcategories ?? [], depth + 1),
  ]);
}

/** The tenant's categories (also offline ones) for the list's filter and the Category & Access tab. */
export const categoryOptionsQuery = queryOptions({
  queryKey: [...ADMIN_PRODUCTS_KEY, 'category-options'],
  queryFn: async () => flattenCategories((await graphqlRequest(CATEGORY_OPTIONS_QUERY, {})).categories),
});

export const adminProductsQuery = (variables: ProductListVariables) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'list', variables],
    queryFn: async () => (await graphqlRequest(ADMIN_PRODUCTS_QUERY, variables)).adminProducts,
    // The last page stays on screen while the next one loads (no flicker while typing).
    placeholderData: keepPreviousData,
  });

const PRODUCT_COUNTS_QUERY = graphql(`
  query ProductCounts {
    productCounts {
      published
      unpublished
      archived
      outOfStock
    }
  }
`);

/** The dashboard's Products card: products per state, each as the list counts it under its filter. */
export type ProductCounts = ResultOf<typeof PRODUCT_COUNTS_QUERY>['productCounts'];

/** Under the products key, so a change in the products pages refreshes the card too. */
export const productCountsQuery = () =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'counts'] as const,
    queryFn: async (): Promise<ProductCounts> =>
      (await graphqlRequest(PRODUCT_COUNTS_QUERY, {})).productCounts,
  });
