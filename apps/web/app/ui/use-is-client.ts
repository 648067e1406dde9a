import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False on the server and during hydration, true after: for output only the browser can produce
 * (theme colours read from the document, the visitor's time zone), so the hydrated markup still
 * matches the server's and the browser's version follows right after.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
