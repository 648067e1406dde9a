import { MEDIA_QUERIES } from '@print/core/constants';
import { useSyncExternalStore } from 'react';

/** Spec §9: smartphones up to 768 px (the same width as the stylesheets' phone rules). */
const PHONE_QUERY = MEDIA_QUERIES.smartphone;

const subscribe = (onChange: () => void) => {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
};

/**
 * Whether the screen is a smartphone's, following rotation and resizing: for behaviour a stylesheet
 * cannot switch (which controls exist). False on the server and during hydration.
 */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(PHONE_QUERY).matches,
    () => false,
  );
}
