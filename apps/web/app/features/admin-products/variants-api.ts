import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { ADMIN_PRODUCTS_KEY } from './products-api.ts';

// The Variants tab's operations (server: modules/catalog/variants-and-stock/variants.schema.ts). A variant is created at
// once; edits and removals wait for the editor's Save (saveProductVariants sends them together).

const AdminVariantFields = graphql(`
  fragment AdminVariantFields on AdminVariant {
    id
    code
    name
    published
    archivedAt
    fieldValues
    stock
    ordered
  }
`);

const PRODUCT_VARIANTS = graphql(
  `
    query ProductVariantsAdmin($productId: ID!) {
      productVariantsAdmin(productId: $productId) {
        variants {
          ...AdminVariantFields
        }
        fields {
          name
          label
          type
          defaultValue
        }
      }
    }
  `,
  [AdminVariantFields],
);

const CREATE_VARIANT = graphql(
  `
    mutation CreateProductVariant($productId: ID!, $input: VariantInput!) {
      createProductVariant(productId: $productId, input: $input) {
        ...AdminVariantFields
      }
    }
  `,
  [AdminVariantFields],
);

const SAVE_VARIANTS = graphql(
  `
    mutation SaveProductVariants($productId: ID!, $variants: [VariantChange!]!, $removedIds: [ID!]) {
      saveProductVariants(productId: $productId, variants: $variants, removedIds: $removedIds) {
        ...AdminVariantFields
      }
    }
  `,
  [AdminVariantFields],
);

const UNLINK_VARIANT = graphql(`
  mutation UnlinkProductVariant($variantId: ID!) {
    unlinkProductVariant(variantId: $variantId) {
      id
      slug
    }
  }
`);

export type AdminVariant = ResultOf<typeof AdminVariantFields>;
export type VariantField = ResultOf<typeof PRODUCT_VARIANTS>['productVariantsAdmin']['fields'][number];
export type VariantInput = VariablesOf<typeof CREATE_VARIANT>['input'];
export type VariantChange = VariablesOf<typeof SAVE_VARIANTS>['variants'][number];

export const productVariantsQuery = (productId: string) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_KEY, 'variants', productId],
    queryFn: async () => (await graphqlRequest(PRODUCT_VARIANTS, { productId })).productVariantsAdmin,
  });

export async function createVariant(productId: string, input: VariantInput): Promise<AdminVariant> {
  return (await graphqlRequest(CREATE_VARIANT, { productId, input })).createProductVariant;
}

export async function saveVariants(
  productId: string,
  variants: VariantChange[],
  removedIds: string[],
): Promise<AdminVariant[]> {
  return (await graphqlRequest(SAVE_VARIANTS, { productId, variants, removedIds })).saveProductVariants;
}

export async function unlinkVariant(variantId: string): Promise<{ id: string; slug: string }> {
  return (await graphqlRequest(UNLINK_VARIANT, { variantId })).unlinkProductVariant;
}
