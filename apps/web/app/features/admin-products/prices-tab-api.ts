import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// The Price Management tab's operations (server: modules/pricing/product-pricing.schema.ts).

const SETTINGS = graphql(`
  query ProductPricing($productId: ID!) {
    productPricing(productId: $productId) {
      pricingMode
      priceListId
      simplePriceMinor
      currency
      scales {
        minQuantity
        unitPriceMinor
      }
      priceDisplay
      pricesEnteredAs
      taxRateBasisPoints
    }
    priceLists(limit: 100, sortBy: name) {
      items {
        id
        name
        currency
        archived
        priceEntry
      }
    }
  }
`);

const PREVIEW = graphql(`
  query ProductPricePreview($productId: ID!, $input: ProductPricingInput!) {
    productPricePreview(productId: $productId, input: $input) {
      quantity
      total {
        amountMinor
        currency
      }
    }
  }
`);

const SAVE = graphql(`
  mutation SaveProductPricing($productId: ID!, $input: ProductPricingInput!) {
    saveProductPricing(productId: $productId, input: $input) {
      pricingMode
    }
  }
`);

export type PricingInput = VariablesOf<typeof SAVE>['input'];
export type PricingSettings = ResultOf<typeof SETTINGS>;

export const PRODUCT_PRICING_KEY = ['admin', 'productPricing'] as const;

export const productPricingQuery = (productId: string) =>
  queryOptions({
    queryKey: [...PRODUCT_PRICING_KEY, productId],
    queryFn: () => graphqlRequest(SETTINGS, { productId }),
  });

export const pricePreviewQuery = (productId: string, input: PricingInput | null) =>
  queryOptions({
    queryKey: [...PRODUCT_PRICING_KEY, productId, 'preview', input],
    queryFn: async () => (await graphqlRequest(PREVIEW, { productId, input: input! })).productPricePreview,
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });

export async function saveProductPricing(productId: string, input: PricingInput) {
  return (await graphqlRequest(SAVE, { productId, input })).saveProductPricing;
}
