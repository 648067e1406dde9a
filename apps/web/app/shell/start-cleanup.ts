import { useEffect } from 'react';

/**
 * Spec §4: on start, an old service worker and all caches are removed. Earlier versions of the
 * product installed one; left in place it would keep serving stale assets after deploys.
 */
export async function removeServiceWorkersAndCaches(): Promise<void> {
  try {
    const registrations = (await navigator.serviceWorker?.getRegistrations()) ?? [];
    await Promise.all(registrations.map((registration) => registration.unregister()));
    if (typeof caches !== 'undefined') {
      const keys = await caches.keys();
      await Promise.all(keys.map((key) => caches.delete(key)));
    }
  } catch (error) {
    // Insecure contexts and privacy modes can refuse both APIs; nothing to clean up then.
    console.warn('Service worker / cache cleanup failed', error);
  }
}

export function useStartCleanup(): void {
  useEffect(() => {
    // The app is interactive from here on; end-to-end tests wait for this before typing.
    document.documentElement.dataset.hydrated = 'true';
    void removeServiceWorkersAndCaches();
  }, []);
}
