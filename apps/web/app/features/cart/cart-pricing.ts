import { queryOptions } from '@tanstack/react-query';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { VISITOR_CART } from '../../lib/cart/cart-queries.ts';

// How the shop labels the cart's total and what it says under it: the order workflow settings that
// checkout shows (the server's checkout field), so cart and checkout read alike.

export const CART_PRICING = graphql(`
  query CartPricing {
    checkout {
      totalLabel
      additionalPricingText
    }
  }
`);

/**
 * The total label ('grandTotal' | 'subtotal') and the additional pricing text in the visitor's language
 * (the server answers in the language of the request): keyed by it, so switching the language asks again
 * rather than keeping the other language's text.
 */
export const cartPricingQuery = (userKey: string, language: string) =>
  queryOptions({
    queryKey: ['cartPricing', userKey, language] as const,
    queryFn: async () => (await graphqlRequest(CART_PRICING, {})).checkout,
    // A visitor without a session has no cart to total (and must not start a session by asking).
    enabled: userKey !== VISITOR_CART,
    staleTime: 5 * 60_000,
  });
