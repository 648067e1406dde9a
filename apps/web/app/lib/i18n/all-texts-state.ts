import { heldTextsMark, TEXT_VERSION_COOKIE } from '@print/core/i18n/text-version-cookie';
import type { i18n } from 'i18next';
import { readCookie, writeCookie } from '../cookies.ts';
import { NAMESPACE } from './create-i18n.ts';

// Which languages the browser holds every text of (loaded by all-texts.ts after the first paint).
// Module state, not React state: the root route's shouldRevalidate reads it outside React.

/** Language → the text version whose every text is held. */
const complete = new Map<string, string>();
let instance: i18n | null = null;

/** The page's i18next instance, whose current language `hasAllTexts` asks about. */
export function registerTextsInstance(current: i18n): void {
  instance = current;
}

export function markAllTexts(language: string, textVersion: string): void {
  complete.set(language, textVersion);
}

/** Whether every text of the current language is here, so no page needs texts from the server. */
export function hasAllTexts(): boolean {
  return instance !== null && complete.has(instance.language);
}

/**
 * Tells the server, with the navigation about to start, which text version this page holds complete
 * (decision 0084): cookie `print_tv`, which the root loader compares with the current version to leave
 * the texts out. Written by each page right before its own navigations (the cookie is shared by the
 * browser's tabs), and cleared while this page holds no complete texts.
 */
export function announceHeldTexts(): void {
  const language = instance?.language;
  const version = language === undefined ? undefined : complete.get(language);
  const mark = version === undefined ? '' : heldTextsMark(language!, version);
  if ((readCookie(document.cookie, TEXT_VERSION_COOKIE) ?? '') !== mark)
    writeCookie(TEXT_VERSION_COOKIE, mark, mark ? 24 * 60 * 60 : 0);
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
