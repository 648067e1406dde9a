import { afterEach, describe, expect, it, vi } from 'vitest';
import { gqlError, ok, stubFetch } from '../api/test-helpers.ts';
import { toggleFavourite, toggleOptimistically } from './favourite-toggle.ts';

// The heart's states as the tile shows them (aria-pressed), around the real toggleFavourite call.

afterEach(() => vi.unstubAllGlobals());

/** Records every state the heart shows. */
const shownStates = () => {
  const shown: boolean[] = [];
  return { shown, show: (favourite: boolean) => shown.push(favourite) };
};

describe('favourite toggle', () => {
  it('shows the new state before the server answers, then keeps the answer', async () => {
    const requests = stubFetch(ok({ toggleFavourite: true }));
    const { shown, show } = shownStates();
    const result = toggleOptimistically(false, show, () => toggleFavourite('p1'));
    // Optimistic: filled at once, while the call is still under way.
    expect(shown).toEqual([true]);
    await expect(result).resolves.toEqual({ ok: true, favourite: true });
    expect(shown.at(-1)).toBe(true);
    expect(requests[0]?.url).toBe('/service-api/graphql?c=ToggleFavourite');
    expect(JSON.parse(String(requests[0]?.init.body)).variables).toEqual({ productId: 'p1' });
  });

  it('rolls back to the state before when the call fails', async () => {
    stubFetch(gqlError('Product is not available at the moment.'));
    const { shown, show } = shownStates();
    const result = await toggleOptimistically(true, show, () => toggleFavourite('p1'));
    expect(shown).toEqual([false, true]);
    expect(result.ok).toBe(false);
  });

  it('rolls back when the network is down', async () => {
    stubFetch(new TypeError('Failed to fetch'));
    const { shown, show } = shownStates();
    const result = await toggleOptimistically(false, show, () => toggleFavourite('p1'));
    expect(shown).toEqual([true, false]);
    expect(result.ok).toBe(false);
  });

  it('shows what the server says when it differs (changed in another tab meanwhile)', async () => {
    stubFetch(ok({ toggleFavourite: true }));
    const { shown, show } = shownStates();
    await toggleOptimistically(true, show, () => toggleFavourite('p1'));
    expect(shown).toEqual([false, true]);
  });
});
