import type { i18n } from 'i18next';

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
