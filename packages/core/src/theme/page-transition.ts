import type { PageTransition, PageTransitionDistance, PageTransitionDuration } from './types.ts';

/** How long the storefront's entry animation runs, in ms, per duration setting. */
export const pageTransitionMs: Readonly<Record<PageTransitionDuration, number>> = {
  fast: 150,
  medium: 250,
  slow: 400,
};

/** How far the page's content rises into place, in px, per distance setting. */
export const pageTransitionPx: Readonly<Record<PageTransitionDistance, number>> = {
  short: 8,
  medium: 16,
  long: 32,
};

/** What a stored page transition leaves out (or gets wrong) is taken from here. */
export const PAGE_TRANSITION_DEFAULTS: Readonly<PageTransition> = Object.freeze({
  duration: 'medium',
  distance: 'medium',
  fadeIn: true,
});

/**
 * The page transition as custom properties for the storefront's entry animation: its length, how far
 * the content starts below its place, and the opacity it starts from. A theme without a transition
 * gets the values of no animation (0 ms, 0 px, opaque), so the stylesheet needs no second rule for it.
 */
export function pageTransitionCssVariables(transition: PageTransition | null): Record<string, string> {
  return {
    '--page-transition-duration': `${transition ? pageTransitionMs[transition.duration] : 0}ms`,
    '--page-transition-distance': `${transition ? pageTransitionPx[transition.distance] : 0}px`,
    '--page-transition-opacity': transition?.fadeIn ? '0' : '1',
  };
}
