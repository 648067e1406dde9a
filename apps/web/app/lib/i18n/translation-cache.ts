import { TRANSLATION_CACHE_KEY, TRANSLATION_CACHE_VERSION } from '@print/core/constants';
import { textAreaOf } from '@print/core/i18n/catalogue/areas';
import { toLanguageTexts } from './translation-texts.ts';
import type { LanguageTexts } from './translation-texts.ts';

// The browser store of spec §4: IndexedDB database `translations`, version = cache store
// version, object store `cache`, under the key `storedJSON` the texts loaded so far (language →
// key → text; per language only the areas of the pages visited).
const DATABASE = 'translations';
const STORE = 'cache';

function request<T>(req: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    req.onsuccess = () => resolve(req.result);
    req.onerror = () => reject(req.error ?? new Error('IndexedDB request failed'));
  });
}

function openCache(): Promise<IDBDatabase> {
  const open = indexedDB.open(DATABASE, TRANSLATION_CACHE_VERSION);
  open.onupgradeneeded = () => {
    if (!open.result.objectStoreNames.contains(STORE)) open.result.createObjectStore(STORE);
  };
  return request(open);
}

async function withStore<T>(
  mode: IDBTransactionMode,
  use: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T> {
  const db = await openCache();
  try {
    const transaction = db.transaction(STORE, mode);
    // Listen before awaiting anything so the completion event cannot be missed.
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onerror = () => reject(transaction.error ?? new Error('IndexedDB transaction failed'));
      transaction.onabort = () => reject(transaction.error ?? new Error('IndexedDB transaction aborted'));
    });
    const [result] = await Promise.all([request(use(transaction.objectStore(STORE))), done]);
    return result;
  } finally {
    db.close();
  }
}

/** The JSON stored under `key`, parsed; null when there is none or the store is unusable (private mode). */
export async function readCachedValue(key: string): Promise<unknown> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const stored = await withStore<unknown>('readonly', (store) => store.get(key));
    return typeof stored === 'string' ? (JSON.parse(stored) as unknown) : stored;
  } catch {
    return null;
  }
}

/** The cached texts of last time; null when there are none or the store is unusable. */
export async function readCachedTranslations(): Promise<LanguageTexts | null> {
  return toLanguageTexts(await readCachedValue(TRANSLATION_CACHE_KEY));
}

/** Best effort: a full or blocked store only costs the next visit its head start. */
export async function writeCachedValue(key: string, json: string): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  try {
    await withStore('readwrite', (store) => store.put(json, key));
  } catch {
    // ignored on purpose, see above
  }
}

const writeCachedTranslations = (texts: LanguageTexts) =>
  writeCachedValue(TRANSLATION_CACHE_KEY, JSON.stringify(texts));

/** Texts the server sent for a page: one language, complete for each of the areas. */
export type LoadedTexts = {
  language: string;
  textAreas: readonly string[];
  translations: Record<string, string>;
};

const ofAreas = (areas: readonly string[]) => {
  const set = new Set(areas);
  return (key: string) => set.has(textAreaOf(key));
};

/** The texts without those of the loaded areas in the loaded language (the server's replace them). */
export function withoutLoadedAreas(texts: LanguageTexts, loaded: LoadedTexts): LanguageTexts {
  const inLoadedArea = ofAreas(loaded.textAreas);
  const result = { ...texts };
  const own = result[loaded.language];
  if (own) {
    result[loaded.language] = Object.fromEntries(Object.entries(own).filter(([key]) => !inLoadedArea(key)));
  }
  return result;
}

/**
 * The stored texts with a page's texts in: they replace the stored ones of their areas in their
 * language whole (so a text the server no longer has does not survive); the rest is kept.
 */
export function withLoadedTexts(stored: LanguageTexts | null, loaded: LoadedTexts): LanguageTexts {
  const result = withoutLoadedAreas(stored ?? {}, loaded);
  result[loaded.language] = { ...result[loaded.language], ...loaded.translations };
  return result;
}

// Beside storedJSON: per language, the text version whose complete texts the cache holds and how many
// texts that is (`<version>:<count>`), so they are loaded once per version, and again when the cache
// lost some of them (all-texts.ts).
export const COMPLETE_KEY = `${TRANSLATION_CACHE_KEY}.complete`;

/** Language → complete mark of the texts the cache holds (empty when none). */
export async function readCompleteVersions(): Promise<Record<string, string>> {
  const value = await readCachedValue(COMPLETE_KEY);
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return Object.fromEntries(
    Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

let pending: Promise<void> = Promise.resolve();

/**
 * Adds a page's texts to the cache, then runs `after` (in the same turn); one update after the other,
 * so none is lost.
 */
export function cacheLoadedTexts(loaded: LoadedTexts, after?: () => Promise<void>): Promise<void> {
  pending = pending.then(async () => {
    await writeCachedTranslations(withLoadedTexts(await readCachedTranslations(), loaded));
    await after?.();
  });
  return pending;
}

// `<language>:<textVersion>:<area>` of the page texts this page load has put into the cache already.
const written = new Set<string>();

/**
 * A page's texts (the root loader's, text version `textVersion`) into the cache, unless it holds them
 * already: the cache is 100–200 KB, read and rewritten whole, and the root loader reloads after every
 * form submission. It holds them when it holds every text of that version of the language, or when
 * this page load wrote these areas of that version before.
 */
export function cachePageTexts(loaded: LoadedTexts, textVersion: string): Promise<void> {
  const keys = loaded.textAreas.map((area) => `${loaded.language}:${textVersion}:${area}`);
  if (keys.every((key) => written.has(key))) return pending;
  for (const key of keys) written.add(key);
  pending = pending.then(async () => {
    const mark = (await readCompleteVersions())[loaded.language];
    if (mark?.startsWith(`${textVersion}:`)) return;
    await writeCachedTranslations(withLoadedTexts(await readCachedTranslations(), loaded));
  });
  return pending;
}
