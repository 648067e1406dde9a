import type { ShellData } from '@print/core/shell-data';

/**
 * A document's texts travel beside the page, not inside its data (decision 0068): the ~400 texts of
 * a page were ~60 % of its hydration script, encoded, escaped, hashed for the CSP and compressed on
 * every render, and downloaded again with every page. Now the server renders with them held under a
 * symbol, which React Router's serialisation skips (it encodes `Object.keys`), and the browser fetches
 * them once per language, version and areas (`shell.textsSrc`) before it hydrates (entry.client.tsx).
 */
const SERVER_TEXTS = Symbol('page texts');

type WithServerTexts = ShellData & { [SERVER_TEXTS]?: Record<string, string> };

/**
 * Texts fetched by the browser before hydration, by address (entry.client.tsx fills it). A property of
 * the window, not a module's map: the entry would otherwise share a chunk with the root route, one more
 * request on every first load.
 */
export const FETCHED_PAGE_TEXTS = '__pageTexts';
type FetchedTexts = Record<string, Record<string, string> | undefined>;
const fetched = (): FetchedTexts | undefined =>
  typeof window === 'undefined'
    ? undefined
    : (window as unknown as Record<string, FetchedTexts | undefined>)[FETCHED_PAGE_TEXTS];

/** The shell of a document: its texts kept out of the page's data, with the address to fetch them. */
export function shellWithTextsBeside(shell: ShellData, textsSrc: string): ShellData {
  const beside: WithServerTexts = { ...shell, translations: {}, textsSrc };
  Object.defineProperty(beside, SERVER_TEXTS, { value: shell.translations, enumerable: false });
  return beside;
}

/** The texts of the shell's page: held on the server, fetched in the browser, or in the data itself. */
export function pageTexts(shell: ShellData): Record<string, string> {
  const held = (shell as WithServerTexts)[SERVER_TEXTS];
  if (held) return held;
  return (shell.textsSrc && fetched()?.[shell.textsSrc]) || shell.translations;
}
