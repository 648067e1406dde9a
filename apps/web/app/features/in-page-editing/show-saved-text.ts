import type { i18n } from 'i18next';
import { NAMESPACE } from '../../lib/i18n/create-i18n.ts';
import { shownText, type Draft } from './text-draft.ts';

/**
 * After a save the page shows the new text at once: the page's language gets the text its fallback
 * chain now gives (an 'added' event re-renders every `t()` user). Other browsers learn of it on their
 * next navigation by the text version check (decision 0084).
 */
export function showSavedText(instance: i18n, key: string, texts: Draft, defaultLanguage: string): void {
  const text = shownText(texts, instance.language, defaultLanguage);
  if (text !== undefined) instance.addResource(instance.language, NAMESPACE, key, text);
}

/** The key of a text address (`t:<key>`), or null for a record text. */
export const keyOfAddress = (address: string): string | null =>
  address.startsWith('t:') ? address.slice(2) : null;
