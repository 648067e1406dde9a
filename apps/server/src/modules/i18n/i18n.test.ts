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

const fetchEntries = async (host: string, languageCodes?: string[]) => {
  const { body } = await t.graphql<{ translationsByTenant: Entry[] }>(
    QUERY,
    { input: { languageCodes } },
    host,
  );
  expect(body.errors).toBeUndefined();
  return new Map(body.data!.translationsByTenant.map((e) => [e.translationKey, e]));
};
const text = (entry: Entry | undefined, languageCode: string) =>
  entry?.translations.find((x) => x.languageCode === languageCode)?.translation;

describe('translationsByTenant', () => {
  it('returns the whole built-in catalogue in de-DE and en-GB with the fields of spec §7', async () => {
    const entries = await fetchEntries('localhost');
    expect(entries.size).toBeGreaterThanOrEqual(Object.keys(builtInCatalogue).length);
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
