import { isBrowserTextArea, type BrowserTextArea } from './catalogue/areas.ts';
import { normalizeLocale } from './locale.ts';

/**
 * Where a browser fetches the texts of a server-rendered page (decision 0068): one language, one
 * version of its texts, one list of areas. The version is in the address, so the answer is kept for
 * good by the browser and shared by every page with the same areas; the page's own bytes carry none.
 */
export const PAGE_TEXTS_PREFIX = '/_page-texts/';

export function pageTextsPath(language: string, version: string, areas: readonly BrowserTextArea[]): string {
  return `${PAGE_TEXTS_PREFIX}${language}/${version}/${areas.join('+')}.json`;
}

/** The parts of a page texts address, or null for anything else (checked: it comes from the network). */
export function readPageTextsPath(
  language: string,
  version: string,
  file: string,
): { language: string; version: string; areas: BrowserTextArea[] } | null {
  if (normalizeLocale(language) !== language || !/^[\w-]{1,64}$/.test(version) || !file.endsWith('.json'))
    return null;
  const names = file.slice(0, -'.json'.length).split('+');
  if (names.length > 16 || !names.every(isBrowserTextArea)) return null;
  return { language, version, areas: names as BrowserTextArea[] };
}
