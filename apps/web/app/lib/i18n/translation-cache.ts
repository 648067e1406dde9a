import { TRANSLATION_CACHE_KEY, TRANSLATION_CACHE_VERSION } from '@print/core/constants';
import { textAreaOf } from '@print/core/i18n/catalogue/areas';
import { toLanguageTexts } from './translation-texts.ts';
import type { LanguageTexts } from './translation-texts.ts';

// The browser store of spec §4: IndexedDB database `translations`, version = cache store
// version, object store `cache`, under the key `storedJSON` the texts loaded so far (language →
// key → text; per language only the areas of the pages visited).
/** The IndexedDB database (the in-page editor drops it on start, decision 0083). */
export const TRANSLATION_DATABASE = 'translations';
const DATABASE = TRANSLATION_DATABASE;
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
