import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { graphql } from '../api/graphql.ts';
import { graphqlRequest } from '../api/graphql-request.ts';
import { ADMIN_PRODUCTS_KEY } from './query-keys.ts';
import { tenantKey } from './tenant-tab.ts';

// Products to pick in an admin form (a navigation entry's target): searched on the server by name in any
// language, article code or variant code, a few at a time, and the names of those already chosen. The
// products administration's own list (adminProducts: right catalog.read, the tenant's products only).
// `tenantId`: the tenant the platform operator acts for (decision 0087); omitted, the host's own.

const CHOICES = graphql(`
  query ProductChoices($search: String, $ids: [ID!], $limit: Int) {
    adminProducts(search: $search, ids: $ids, limit: $limit) {
      items {
        id
        name
        articleCode
      }
    }
  }
`);

export type ProductChoice = { id: string; name: string; detail?: string };

/** How many products one search shows. */
export const PRODUCT_CHOICES_LIMIT = 10;

const choicesOf = (items: readonly { id: string; name: string; articleCode: string | null }[]) =>
  items.map((item): ProductChoice => ({
    id: item.id,
    name: item.name,
    ...(item.articleCode ? { detail: item.articleCode } : {}),
  }));

/** The first products matching `search` (all products, by name, when it is empty). */
export const productChoicesQuery = (tenantId: string | undefined, search: string) =>
  queryOptions({
    queryKey: tenantKey([...ADMIN_PRODUCTS_KEY, 'choices', search], tenantId),
    queryFn: async () =>
      choicesOf(
        (
          await graphqlRequest(
            CHOICES,
            { search: search || null, ids: null, limit: PRODUCT_CHOICES_LIMIT },
            { tenantId },
          )
        ).adminProducts.items,
      ),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

/** The chosen products (at most 100), so a form shows their names; an archived or deleted one is missing. */
export const chosenProductsQuery = (tenantId: string | undefined, ids: readonly string[]) => {
  const sorted = [...new Set(ids)].sort();
  return queryOptions({
    queryKey: tenantKey([...ADMIN_PRODUCTS_KEY, 'chosen', sorted], tenantId),
    queryFn: async () =>
      sorted.length
        ? choicesOf(
            (await graphqlRequest(CHOICES, { search: null, ids: sorted, limit: 100 }, { tenantId }))
              .adminProducts.items,
          )
        : [],
    staleTime: 30_000,
  });
};
