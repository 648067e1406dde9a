import type { i18n } from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { shouldRevalidate } from '../../root.tsx';
import { hasAllTexts, markAllTexts, registerTextsInstance } from './all-texts-state.ts';
import { loadAllTexts, resolveEntries } from './all-texts.ts';

const entry = (translationKey: string, texts: Record<string, string>) => ({
  translationKey,
  translations: Object.entries(texts).map(([languageCode, translation]) => ({ languageCode, translation })),
});

describe('the complete texts of a language (spec §4/§7: translationsByTenant once)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('resolves each text along the fallback chain, as the server does for a page', () => {
    const texts = resolveEntries(
      [
        entry('shell.cart', { 'de-AT': 'Wagerl', 'de-DE': 'Warenkorb' }),
        entry('shop.viewProduct', { 'de-DE': 'Ansehen', 'en-GB': 'View' }),
        entry('shop.empty', { 'de-AT': ' ', 'en-GB': 'Empty' }),
      ],
      ['de-AT', 'de-DE'],
    );
    expect(texts).toEqual({ 'shell.cart': 'Wagerl', 'shop.viewProduct': 'Ansehen' });
  });

  it('asks translationsByTenant for every area (no area filter) in the languages of the chain', async () => {
    const fetch = vi.fn(async (_url: string, _init: RequestInit) =>
      Response.json({ data: { translationsByTenant: [entry('admin.navUsers', { 'en-GB': 'Users' })] } }),
    );
    vi.stubGlobal('fetch', fetch);
    const texts = await loadAllTexts({ language: 'en-GB', tenantDefault: 'de-DE', textVersion: 'v1' });
    expect(texts).toEqual({ 'admin.navUsers': 'Users' });
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toContain('c=TranslationsByTenant');
    const body = JSON.parse(String(init.body)) as { variables: unknown };
    expect(body.variables).toEqual({ input: { languageCodes: ['en-GB', 'de-DE'] } });
  });
});

/** A browser's cookie jar, as `document.cookie` behaves: writing sets (or with Max-Age=0 drops) one. */
function stubCookieJar(): void {
  const jar = new Map<string, string>();
  vi.stubGlobal('window', { location: { protocol: 'http:' } });
  vi.stubGlobal('document', {
    get cookie() {
      return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
    },
    set cookie(line: string) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      if (/Max-Age=0\b/.test(line)) jar.delete(name);
      else jar.set(name, value);
    },
  });
}

describe('navigations once every text is here', () => {
  afterEach(() => vi.unstubAllGlobals());
  const navigate = (from: string, to: string) =>
    shouldRevalidate({
      currentUrl: new URL(`http://shop.test${from}`),
      nextUrl: new URL(`http://shop.test${to}`),
      defaultShouldRevalidate: true,
    } as Parameters<typeof shouldRevalidate>[0]);

  it('reload the root loader for another area’s texts until the language’s texts are complete, then on every navigation with the held version announced', () => {
    stubCookieJar();
    const instance = { language: 'en-GB' } as i18n;
    registerTextsInstance(instance);
    expect(hasAllTexts()).toBe(false);
    expect(navigate('/catalog', '/products/cards')).toBe(true);
    expect(navigate('/catalog', '/admin/orders')).toBe(true);
    // Same areas, texts not yet complete: nothing to learn yet, the shell stays.
    expect(navigate('/catalog', '/catalog/cards')).toBe(false);
    expect(document.cookie).not.toContain('print_tv=');

    // Decision 0084: from now on each navigation asks, and tells the server which version is held, so
    // the texts stay out unless an admin changed one.
    markAllTexts('en-GB', 'v1');
    expect(navigate('/catalog', '/catalog/cards')).toBe(true);
    expect(document.cookie).toContain(`print_tv=${encodeURIComponent('en-GB:v1')}`);
    expect(navigate('/catalog', '/login?logout=1')).toBe(true);
    // Another language (switched in place): nothing held, the cookie goes, its areas decide.
    Object.assign(instance, { language: 'de-DE' });
    expect(navigate('/catalog', '/products/cards')).toBe(true);
    expect(navigate('/catalog', '/catalog/cards')).toBe(false);
    expect(document.cookie).not.toContain('print_tv=');
  });
});
