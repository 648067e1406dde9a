import { graphql } from '../api/graphql.ts';
import { graphqlRequest } from '../api/graphql-request.ts';

export const TOGGLE_FAVOURITE = graphql(`
  mutation ToggleFavourite($productId: ID!) {
    toggleFavourite(productId: $productId)
  }
`);

/** Puts the product on the watchlist or takes it off; true when it is a favourite now. */
export async function toggleFavourite(productId: string): Promise<boolean> {
  return (await graphqlRequest(TOGGLE_FAVOURITE, { productId })).toggleFavourite;
}

export type ToggleOutcome = { ok: true; favourite: boolean } | { ok: false; error: unknown };

/**
 * The heart's optimistic toggle: `show` gets the new state at once (no waiting for the network), then
 * the server's answer (it knows best, e.g. after a change in another tab); on failure the state from
 * before comes back, so the heart never claims what the watchlist does not hold.
 */
export async function toggleOptimistically(
  current: boolean,
  show: (favourite: boolean) => void,
  send: () => Promise<boolean>,
): Promise<ToggleOutcome> {
  show(!current);
  try {
    const favourite = await send();
    show(favourite);
    return { ok: true, favourite };
  } catch (error) {
    show(current);
    return { ok: false, error };
  }
}
