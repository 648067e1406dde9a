import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { gqlError, ok, stubFetch } from '../api/test-helpers.ts';
import {
  cartCountsOf,
  clearCartCounts,
  loadCartCounts,
  setCartCounts,
  useCartCounts,
} from './cart-counts.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  clearCartCounts();
});

function Counts({ userKey }: { userKey: string }) {
  const counts = useCartCounts(userKey, true);
  return <span>{counts === null ? 'unknown' : `${counts.cart}/${counts.watchlist}/${counts.draft}`}</span>;
}

describe('cart counts', () => {
  it('load once for calls at the same time', async () => {
    const requests = stubFetch(ok({ cartCounts: { cart: 2, watchlist: 1, draft: 0 } }));
    await Promise.all([loadCartCounts('u1'), loadCartCounts('u1')]);
    expect(requests).toHaveLength(1);
    expect(cartCountsOf('u1')).toEqual({ cart: 2, watchlist: 1, draft: 0 });
  });

  it('keep what was known when a load fails, and show unknown when nothing was', async () => {
    stubFetch(gqlError('down'), gqlError('down'));
    setCartCounts('u1', { cart: 3, watchlist: 0, draft: 0 });
    await loadCartCounts('u1');
    expect(cartCountsOf('u1')?.cart).toBe(3);
    await loadCartCounts('u2');
    expect(cartCountsOf('u2')).toBeNull();
  });

  it('render per user: known counts, or unknown without loading anything while rendering', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    setCartCounts('u1', { cart: 3, watchlist: 1, draft: 2 });
    expect(renderToString(<Counts userKey="u1" />)).toContain('3/1/2');
    expect(renderToString(<Counts userKey="u2" />)).toContain('unknown');
    expect(fetch).not.toHaveBeenCalled();
  });
});
