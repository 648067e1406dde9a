import { useEffect } from 'react';
import { useBlocker } from 'react-router';

/**
 * Holds a navigation away from an editor with unsaved changes (links, Back, the sidebar) until the
 * admin answers the unsaved-changes dialog; closing or reloading the tab gets the browser's own
 * question. Staying on the same address (a tab in the query) is not held.
 */
export function useUnsavedChangesGuard(isDirty: boolean) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => isDirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!isDirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [isDirty]);
  return blocker;
}
