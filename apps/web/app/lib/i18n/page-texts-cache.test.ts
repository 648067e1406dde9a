import { afterEach, describe, expect, it, vi } from 'vitest';
import { cachePageTexts, loadAllTexts } from './all-texts.ts';

/** Just enough of IndexedDB for translation-cache.ts: one store, answers in a later task. */
function fakeIndexedDb() {
  const data = new Map<string, unknown>();
  const writes: string[] = [];
  const later = <T>(result: () => T) => {
    const request: { result?: T; onsuccess?: () => void } = {};
    setTimeout(() => {
      request.result = result();
      request.onsuccess?.();
    });
    return request;
  };
  const store = {
    get: (key: string) => later(() => data.get(key)),
    put: (value: unknown, key: string) => {
      writes.push(key);
      return later(() => data.set(key, value) && key);
    },
  };
  const db = {
    objectStoreNames: { contains: () => true },
    close: () => undefined,
    transaction: () => {
      const transaction: { objectStore: () => typeof store; oncomplete?: () => void } = {
        objectStore: () => store,
      };
      setTimeout(() => setTimeout(() => transaction.oncomplete?.()));
      return transaction;
    },
  };
  vi.stubGlobal('indexedDB', { open: () => later(() => db) });
  return { data, writes };
}

const page = (areas: string[], translations: Record<string, string> = { 'shell.cart': 'Cart' }) => ({
  language: 'en-GB',
  textAreas: areas,
  translations,
});

describe('page texts into the browser cache (storedJSON)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('are written once per language, text version and area, not on every root reload', async () => {
    const { writes } = fakeIndexedDb();
    await cachePageTexts(page(['shell', 'shop']), 'w1');
    expect(writes).toEqual(['storedJSON']);
    // The root loader reloads after a form submission: same texts, no second write.
    await cachePageTexts(page(['shell', 'shop']), 'w1');
    await cachePageTexts(page(['shell']), 'w1');
    expect(writes).toHaveLength(1);
    // Another area's texts, or a new text version, are written.
    await cachePageTexts(page(['shell', 'auth'], { 'auth.loginTitle': 'Login' }), 'w1');
    await cachePageTexts(page(['shell', 'shop']), 'w2');
    expect(writes).toHaveLength(3);
  });

  it('are not written when the cache holds every text of that version of the language', async () => {
    const { writes } = fakeIndexedDb();
    // The complete texts of the language, from the server (then in the cache).
    vi.stubGlobal('fetch', async () => Response.json({ data: { translationsByTenant: [] } }));
    await loadAllTexts({ language: 'en-GB', tenantDefault: 'en-GB', textVersion: 'c1' });
    writes.length = 0;
    await cachePageTexts(page(['shell', 'shop']), 'c1');
    expect(writes).toEqual([]);
    // An older complete version does not count.
    await cachePageTexts(page(['shell', 'shop']), 'c2');
    expect(writes).toEqual(['storedJSON']);
  });
});
