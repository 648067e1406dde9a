import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../api/query-client.ts';
import { ok, stubFetch } from '../api/test-helpers.ts';
import { cartCountsOf, clearCartCounts } from './cart-counts.ts';
import { cartKey, cartUserKey, followCartChanges, invalidateCart, VISITOR_CART } from './cart-queries.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearCartCounts();
});

const counts = (cart: number) => ok({ cartCounts: { cart, watchlist: 0, draft: 0 } });

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
    expect(cartKey('u1')).toEqual(['cart', 'u1']);
  });

  it('after each change, load the counts even when nothing shows them yet (a new visitor session)', async () => {
    const requests = stubFetch(counts(1), counts(2));
    await invalidateCart(VISITOR_CART);
    expect(requests).toHaveLength(1);
    expect(requests[0]?.url).toContain('c=CartCounts');
    expect(cartCountsOf(VISITOR_CART)).toEqual({ cart: 1, watchlist: 0, draft: 0 });
    await invalidateCart(VISITOR_CART);
    expect(requests).toHaveLength(2);
    expect(cartCountsOf(VISITOR_CART)?.cart).toBe(2);
  });

  it("mark the cart lists stale in the caller's cache and in the followed ones, no one else's", async () => {
    stubFetch(counts(1));
    const own = createQueryClient();
    const followed = createQueryClient();
    followCartChanges(followed);
    for (const client of [own, followed]) {
      client.setQueryData([...cartKey('u1'), 'items', 'cart'], []);
      client.setQueryData([...cartKey('u2'), 'items', 'cart'], []);
    }
    await invalidateCart('u1', own);
    for (const client of [own, followed]) {
      expect(client.getQueryState([...cartKey('u1'), 'items', 'cart'])?.isInvalidated).toBe(true);
      expect(client.getQueryState([...cartKey('u2'), 'items', 'cart'])?.isInvalidated).toBe(false);
    }
  });
});
