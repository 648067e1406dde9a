import { textAreaOf } from '@print/core/i18n/catalogue/areas';
import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { findTenantIdByHost, loadTenant } from '../tenancy/tenancy.service.ts';
import { catalogueViewsCached, textsForLanguage, type TranslationEntryView } from './i18n.service.ts';

/** What the API returns: the service's view without `locked`, which spec §7 does not list. */
type Entry = Omit<TranslationEntryView, 'locked'>;

const QUERY = `query TranslationsByTenant($input: TranslationsByTenantInput!) {
  translationsByTenant(input: $input) {
    translationKey baseTranslation languageCode group context tags translations { languageCode translation }
  }
}`;

let t: TestApp;
beforeAll(async () => (t = await createTestApp()));
afterAll(() => t.close());

const fetchEntries = async (host: string, languageCodes?: string[], areas?: string[]) => {
  const { body } = await t.graphql<{ translationsByTenant: Entry[] }>(
    QUERY,
    { input: { languageCodes, areas } },
    host,
  );
  expect(body.errors).toBeUndefined();
  return new Map(body.data!.translationsByTenant.map((e) => [e.translationKey, e]));
};
const text = (entry: Entry | undefined, languageCode: string) =>
  entry?.translations.find((x) => x.languageCode === languageCode)?.translation;

describe('translationsByTenant', () => {
  it('returns the whole built-in catalogue but its mail texts in de-DE and en-GB with the fields of spec §7', async () => {
    const entries = await fetchEntries('localhost');
    const browserKeys = Object.keys(builtInCatalogue).filter((key) => textAreaOf(key) !== 'mail');
    for (const key of browserKeys) expect(entries.has(key), key).toBe(true);
    const login = entries.get('validation.mandatoryFields')!;
    expect(login).toMatchObject({ group: 'validation', languageCode: 'de-DE', tags: [] });
    expect(text(login, 'en-GB')).toBe('Please fill in all mandatory fields.');
    expect(text(login, 'de-DE')).toBeTruthy();
  });

  it("lets a tenant's own entry override the catalogue for that tenant only", async () => {
    const druckerei = await fetchEntries('localhost');
    const northprint = await fetchEntries('northprint.localhost');
    expect(text(druckerei.get('shell.cart'), 'de-DE')).toBe('Auftragskorb');
    expect(text(northprint.get('shell.cart'), 'en-GB')).toBe('Basket');
    expect(druckerei.has('shell.welcome')).toBe(true);
    expect(northprint.has('shell.welcome')).toBe(false);
  });

  it('never sends a mail text, whatever is asked for', async () => {
    const all = await fetchEntries('localhost');
    expect(all.has('shell.cart')).toBe(true);
    expect(all.has('auth.loginCodeEmailSubject')).toBe(false);
    expect(all.has('checkout.orderConfirmationEmailBody')).toBe(false);
    const { body } = await t.graphql(QUERY, { input: { areas: ['mail'] } }, 'localhost');
    expect(body.errors?.[0]?.message).toMatch(/TextArea/);
  });

  it('sends only the texts of the areas asked for, in the languages asked for', async () => {
    const entries = await fetchEntries('localhost', ['en-GB'], ['shop']);
    expect([...entries.keys()].every((key) => textAreaOf(key) === 'shop')).toBe(true);
    expect(text(entries.get('shop.viewProduct'), 'en-GB')).toBe('View product');
    expect(entries.get('shop.viewProduct')?.translations.map((x) => x.languageCode)).toEqual(['en-GB']);
    expect(entries.has('shell.cart')).toBe(false);
    expect(entries.has('admin.navUsers')).toBe(false);

    const shell = await fetchEntries('localhost', ['de-DE'], ['shell', 'admin']);
    // The tenant's own text of a shell key comes with the shell.
    expect(text(shell.get('shell.cart'), 'de-DE')).toBe('Auftragskorb');
    expect(shell.has('admin.navUsers')).toBe(true);
    expect(shell.has('shop.viewProduct')).toBe(false);
  });

  it('delivers the en-US texts to the tenant that speaks en-US', async () => {
    const northprint = await fetchEntries('northprint.localhost', ['en-US', 'en-GB']);
    expect(text(northprint.get('shell.favourites'), 'en-US')).toBe('Favorites');
    expect(text(northprint.get('shell.favourites'), 'en-GB')).toBe('Favourites');
  });

  it('keeps a bounded number of catalogue views, however many language lists callers send', async () => {
    for (let i = 0; i < 80; i += 1) await fetchEntries('localhost', [`xx-${i}`]);
    expect(catalogueViewsCached()).toBeLessThanOrEqual(64);
  });
});

describe('texts for server rendering', () => {
  const textsOn = async (host: string, language: string) => {
    const tenantId = (await findTenantIdByHost(t.database, host))!;
    return withTenant(t.database, tenantId, async (tx) =>
      textsForLanguage(tx, (await loadTenant(tx, tenantId))!, language),
    );
  };

  it('resolves each key along the fallback chain, tenant texts first', async () => {
    const de = await textsOn('localhost', 'de-DE');
    expect(de['shell.cart']).toBe('Auftragskorb');
    expect(de['validation.required']).toBe(builtInCatalogue['validation.required']!['de-DE']);

    const us = await textsOn('northprint.localhost', 'en-US');
    expect(us['shell.favourites']).toBe('Favorites'); // the tenant's en-US text
    // A key without an en-US text falls back to en-GB (regional fallback), not to German.
    expect(us['validation.mandatoryFields']).toBe('Please fill in all mandatory fields.');
  });
});
