import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client.ts';
import { ok, stubFetch } from '../api/test-helpers.ts';
import { cartCountsQuery, cartUserKey, invalidateCart, VISITOR_CART } from './cart-queries.ts';

afterEach(() => vi.unstubAllGlobals());

describe('cart queries', () => {
  it('key the cache by the session user, or the visitor before a session exists', () => {
    const session = {
      userId: 'u1',
      displayName: '',
      email: null,
      isTemporary: true,
      language: 'en-GB',
      rights: [],
    };
    expect(cartUserKey(session)).toBe('u1');
    expect(cartUserKey(null)).toBe(VISITOR_CART);
    expect(cartCountsQuery('u1').queryKey).toEqual(['cart', 'u1', 'counts']);
  });

  it('after a change, load the counts once even when nothing shows them yet (a new visitor session)', async () => {
    const requests = stubFetch(ok({ cartCounts: { cart: 1, watchlist: 0, draft: 0 } }));
    const client = createQueryClient();
    await invalidateCart(client, VISITOR_CART);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toContain('c=CartCounts');
    expect(client.getQueryData(cartCountsQuery(VISITOR_CART).queryKey)).toEqual({
      cart: 1,
      watchlist: 0,
      draft: 0,
    });
    // Known counts without an observer are only marked stale, not loaded again.
    await invalidateCart(client, VISITOR_CART);
    expect(requests).toHaveLength(1);
    expect(client.getQueryState(cartCountsQuery(VISITOR_CART).queryKey)?.isInvalidated).toBe(true);
  });
});
