import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { startFakeUnsplashServer, type FakeUnsplashServer } from '../../../testing/fake-unsplash-server.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

// A shop's own stock photo provider key (System → Stock photos): write-only, used with the shop's
// application name in the credit links, removed again; its rules and right. Without it, and without
// the platform's key, the search is not configured.

const KEY = 'fake-access-key';
const APP_NAME = 'print_test_app';
const SEARCH = `query Search($query: String!) { stockPhotos(query: $query) {
  configured photos { id credit { authorUrl } } } }`;
const SETTINGS = 'query Settings { stockPhotoSettings { appName accessKey platformKey platformAppName } }';
const UPDATE = `mutation Update($input: StockPhotoSettingsInput!) {
  updateStockPhotoSettings(input: $input) { appName accessKey platformKey platformAppName } }`;
const north = 'northprint.localhost';

type Settings = { appName: string; accessKey: string | null; platformKey: boolean; platformAppName: string };
type Results = { configured: boolean; photos: { id: string; credit: { authorUrl: string } }[] };
type Answer<T> = { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };

let t: TestApp;
let fake: FakeUnsplashServer;
let northAdmin: CookieJar;
let customer: CookieJar;

const call = async <T>(jar: CookieJar, query: string, variables: Record<string, unknown>, host?: string) =>
  (await graphqlAs<T>(t, jar, query, variables, host)).body as Answer<T>;
const search = (query: string) => call<{ stockPhotos: Results }>(northAdmin, SEARCH, { query }, north);
const update = (input: Record<string, unknown>) =>
  call<{ updateStockPhotoSettings: Settings }>(northAdmin, UPDATE, { input }, north);

beforeAll(async () => {
  fake = await startFakeUnsplashServer({ accessKey: KEY });
  t = await createTestApp({ stockPhotos: { accessKey: undefined, appName: APP_NAME, apiBase: fake.url } });
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: north });
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe("the shop's own key (System → Stock photos)", () => {
  it('is write-only, used with its application name, and removed again', async () => {
    const before = await call<{ stockPhotoSettings: Settings }>(northAdmin, SETTINGS, {}, north);
    expect(before.data!.stockPhotoSettings).toEqual({
      appName: '',
      accessKey: null,
      platformKey: false,
      platformAppName: APP_NAME,
    });

    const saved = await update({ appName: 'north_print', accessKey: ` ${KEY} ` });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateStockPhotoSettings).toMatchObject({
      appName: 'north_print',
      accessKey: '••••-key',
    });
    expect(JSON.stringify(saved)).not.toContain(KEY);

    const found = await search('lake');
    expect(found.data!.stockPhotos.photos[0]!.credit.authorUrl).toBe(
      'https://unsplash.com/@di_wild?utm_source=north_print&utm_medium=referral',
    );
    // Saving the name alone keeps the key; '' removes it.
    expect((await update({ appName: 'north_print' })).data!.updateStockPhotoSettings.accessKey).toBe(
      '••••-key',
    );
    expect(
      (await update({ appName: '', accessKey: '' })).data!.updateStockPhotoSettings.accessKey,
    ).toBeNull();
    expect((await search('lake')).data!.stockPhotos.configured).toBe(false);
  });

  it('refuses a name or key that cannot be one, at its input', async () => {
    const answer = await update({ appName: 'north print', accessKey: 'two words' });
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { appName: { key: 'validation.appName' }, accessKey: { key: 'validation.mustMatch' } },
    });
  });

  it('needs tenant.settings', async () => {
    expect((await call(customer, SETTINGS, {})).errors?.[0]?.message).toBe('Forbidden');
    expect((await call(customer, UPDATE, { input: { appName: 'x' } })).errors?.[0]?.message).toBe(
      'Forbidden',
    );
  });
});
