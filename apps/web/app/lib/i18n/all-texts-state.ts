import type { i18n } from 'i18next';
import { NAMESPACE } from './create-i18n.ts';

// Which languages the browser holds every text of (loaded by all-texts.ts after the first paint).
// Module state, not React state: the root route's shouldRevalidate reads it outside React.

const complete = new Set<string>();
let instance: i18n | null = null;

/** The page's i18next instance, whose current language `hasAllTexts` asks about. */
export function registerTextsInstance(current: i18n): void {
  instance = current;
}

export function markAllTexts(language: string): void {
  complete.add(language);
}

/** Whether every text of the current language is here, so no page needs texts from the server. */
export function hasAllTexts(): boolean {
  return instance !== null && complete.has(instance.language);
}

/**
 * A text of the current language from the page's i18next instance, which holds every text once they
 * are loaded (undefined on the server and for a key it lacks). Route `meta` runs outside React and
 * reads the root loader's texts, but the root loader no longer reloads once every text is here, so
 * its texts lack the areas of the pages visited since: this fills them in.
 */
export function heldText(key: string): string | undefined {
  const text: unknown = instance?.getResource(instance.language, NAMESPACE, key);
  return typeof text === 'string' ? text : undefined;
}
