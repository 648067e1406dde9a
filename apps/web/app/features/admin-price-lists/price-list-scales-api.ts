import type { PriceScaleSortField, ScaleInput } from '@print/core/pricing/price-list-rules';
import type { SortDirection } from '@print/core/users/account-admin';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { PRICE_LISTS_KEY } from './price-lists-api.ts';

// The price list editor's scales (server: modules/pricing/price-list-scales.schema.ts): a page at a
// time, and one scale added, changed or removed at a time.

const ScaleFields = graphql(`
  fragment PriceListScaleFields on PriceListScale {
    id
    variantId
    minQuantity
    unitPriceMinor
    variant {
      id
      code
      name
      productName
    }
  }
`);

export type PriceScale = ResultOf<typeof ScaleFields>;

export type ScalePageParams = {
  priceListId: string;
  /** A variant's id, 'all' for the scales for all variants, '' for every scale. */
  variant: string;
  quantity: string;
  offset: number;
  limit: number;
  sortBy: PriceScaleSortField;
  sortDirection: SortDirection;
};

const PAGE = graphql(
  `
    query PriceListScales(
      $priceListId: ID!
      $variantId: ID
      $forAllVariants: Boolean
      $quantity: String
      $offset: Int
      $limit: Int
      $sortBy: PriceScaleSortField
      $sortDirection: SortDirection
    ) {
      priceListScales(
        priceListId: $priceListId
        variantId: $variantId
        forAllVariants: $forAllVariants
        quantity: $quantity
        offset: $offset
        limit: $limit
        sortBy: $sortBy
        sortDirection: $sortDirection
      ) {
        total
        items {
          ...PriceListScaleFields
        }
      }
    }
  `,
  [ScaleFields],
);

const ADD = graphql(
  `
    mutation AddPriceScale($priceListId: ID!, $scale: PriceScaleInput!) {
      addPriceScale(priceListId: $priceListId, scale: $scale) {
        ...PriceListScaleFields
      }
    }
  `,
  [ScaleFields],
);

const UPDATE = graphql(
  `
    mutation UpdatePriceScale($priceListId: ID!, $id: ID!, $scale: PriceScaleInput!) {
      updatePriceScale(priceListId: $priceListId, id: $id, scale: $scale) {
        ...PriceListScaleFields
      }
    }
  `,
  [ScaleFields],
);

const REMOVE = graphql(`
  mutation RemovePriceScale($priceListId: ID!, $id: ID!) {
    removePriceScale(priceListId: $priceListId, id: $id)
  }
`);

/** Under the price lists' key: a change, an import or a new list refreshes the scales too. */
export const priceScalesQuery = ({ variant, ...params }: ScalePageParams) =>
  queryOptions({
    queryKey: [...PRICE_LISTS_KEY, 'scales', params.priceListId, { variant, ...params }],
    queryFn: async () =>
      (
        await graphqlRequest(PAGE, {
          ...params,
          variantId: variant && variant !== 'all' ? variant : null,
          forAllVariants: variant === 'all' ? true : null,
          quantity: params.quantity || null,
        })
      ).priceListScales,
    placeholderData: keepPreviousData,
  });

/** Adds a scale (id ''), or changes the scale of that id. */
export async function savePriceScale(priceListId: string, id: string, scale: ScaleInput) {
  if (!id) return (await graphqlRequest(ADD, { priceListId, scale })).addPriceScale;
  return (await graphqlRequest(UPDATE, { priceListId, id, scale })).updatePriceScale;
}

export async function removePriceScale(priceListId: string, id: string): Promise<boolean> {
  return (await graphqlRequest(REMOVE, { priceListId, id })).removePriceScale;
}
