import { builtInCatalogue } from '@print/core/i18n/catalogue/index';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditEntries } from '../../audit/audit.tables.ts';
import { textsForLanguage } from '../../i18n/i18n.service.ts';
import { findTenantIdByHost, loadTenant } from '../tenancy.service.ts';

// Localization (spec §2): the tenant's languages, right tenant.settings; the default cannot be removed;
// a language added without any texts shows the default language's texts (spec §4), never a raw key.

const LIST = 'query TenantLanguages { tenantLanguages { languageCode default } }';
const op = (name: string) =>
  `mutation ${name[0]!.toUpperCase()}${name.slice(1)}($code: String!) { ${name}(languageCode: $code) { languageCode default } }`;
const ADD = op('addTenantLanguage');
const SET_DEFAULT = op('setDefaultTenantLanguage');
const REMOVE = op('removeTenantLanguage');

type Languages = { languageCode: string; default: boolean }[];
type Answer = {
  errors?: { message: string; extensions?: { key?: string; code?: string } }[];
  data?: { [name: string]: Languages };
};

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
});
afterAll(() => t?.close());

const call = async (jar: CookieJar, query: string, code?: string) =>
  (await graphqlAs(t, jar, query, code === undefined ? {} : { code })).body as Answer;

const languagesLogged = async () => {
  const tenantId = (await findTenantIdByHost(t.database, 'localhost'))!;
  const rows = await withSystem(t.database, (tx) =>
    tx
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, tenantId), eq(auditEntries.entityId, 'languages'))),
  );
  return rows.length;
};

describe('tenant languages', () => {
  it('lists, adds, makes default and removes a language, each change in the activity log', async () => {
    expect((await call(admin, LIST)).data?.tenantLanguages).toEqual([
      { languageCode: 'de-DE', default: true },
      { languageCode: 'en-GB', default: false },
    ]);
    const before = await languagesLogged();

    const added = await call(admin, ADD, 'fr_fr');
    expect(added.data?.addTenantLanguage?.map((l) => l.languageCode)).toEqual(['de-DE', 'en-GB', 'fr-FR']);
    // Added again: nothing changes, nothing more is logged.
    expect((await call(admin, ADD, 'fr-FR')).data?.addTenantLanguage).toHaveLength(3);
    expect(await languagesLogged()).toBe(before + 1);

    const defaulted = await call(admin, SET_DEFAULT, 'fr-FR');
    expect(defaulted.data?.setDefaultTenantLanguage?.filter((l) => l.default)).toEqual([
      { languageCode: 'fr-FR', default: true },
    ]);

    const refused = await call(admin, REMOVE, 'fr-FR');
    expect(refused.errors?.[0]?.extensions?.key).toBe('admin.defaultLanguageCannotBeRemoved');
    expect(refused.errors?.[0]?.message).toBe('The default language cannot be removed.');

    await call(admin, SET_DEFAULT, 'de-DE');
    const removed = await call(admin, REMOVE, 'fr-FR');
    expect(removed.data?.removeTenantLanguage).toEqual([
      { languageCode: 'de-DE', default: true },
      { languageCode: 'en-GB', default: false },
    ]);
    // Removed again: already gone, no error and no entry.
    expect((await call(admin, REMOVE, 'fr-FR')).data?.removeTenantLanguage).toHaveLength(2);
    expect(await languagesLogged()).toBe(before + 4);
  });

  it('offers only the supported locales', async () => {
    for (const code of ['xx-YY', 'de', '<b>']) {
      const answer = await call(admin, ADD, code);
      expect(answer.errors?.[0]?.extensions?.key, code).toBe('validation.required');
    }
  });

  it('refuses as default a language the shop does not offer, saying so', async () => {
    const answer = await call(admin, SET_DEFAULT, 'pl-PL');
    expect(answer.errors?.[0]?.message).toBe('This language is not offered by the shop');
    expect((answer.errors?.[0]?.extensions as Record<string, unknown>)['fields']).toEqual({
      languageCode: { key: 'validation.unknownLanguage' },
    });
  });

  it('needs tenant.settings', async () => {
    for (const query of [LIST, ADD, SET_DEFAULT, REMOVE]) {
      const answer = await call(customer, query, query === LIST ? undefined : 'en-GB');
      expect(answer.errors?.[0]?.extensions?.code, query.slice(0, 40)).toBe('FORBIDDEN');
    }
    expect((await call(admin, LIST)).data?.tenantLanguages).toHaveLength(2);
  });

  it('gives a new language without texts the default language’s texts: no raw key', async () => {
    await call(admin, ADD, 'it-IT');
    const tenantId = (await findTenantIdByHost(t.database, 'localhost'))!;
    const { italian, german } = await withTenant(t.database, tenantId, async (tx) => {
      const tenant = (await loadTenant(tx, tenantId))!;
      expect(tenant.languages.map((l) => l.code)).toContain('it-IT');
      return {
        italian: await textsForLanguage(tx, tenant, 'it-IT'),
        german: await textsForLanguage(tx, tenant, 'de-DE'),
      };
    });
    for (const key of Object.keys(builtInCatalogue)) {
      expect(italian[key], key).toBe(german[key]);
      expect(italian[key], key).not.toBe(key);
    }
    await call(admin, REMOVE, 'it-IT');
  });
});
