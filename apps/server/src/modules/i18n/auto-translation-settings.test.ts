import { randomUUID } from 'node:crypto';
import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { startFakeDeepLServer, type FakeDeepLServer } from '../../testing/fake-deepl-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { runMachineTranslation } from './machine-translation.job.ts';

// A tenant's automatic translation settings (tenant detail → Automatic translation, issue 27): saved
// with tenant.settings, keys write-only, and used by machine translation against the fake DeepL server.
// The platform has DeepL's address but no key of its own: only the shop's key makes DeepL work.

let t: TestApp;
let deepl: FakeDeepLServer;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let operator: CookieJar;
let druckereiId: string;
let northprintId: string;
const NORTH = 'northprint.localhost';
const SHOP_KEY = 'shop-own-deepl-key:fx';

const READ = `query A { autoTranslationSettings { provider formality aiBaseUrl aiModel deeplKeySet aiKeySet defaultLanguage languages } }`;
const UPDATE = `mutation U($input: AutoTranslationSettingsInput!) {
  updateAutoTranslationSettings(input: $input) { provider formality aiBaseUrl aiModel deeplKeySet aiKeySet } }`;
const START = `mutation M($input: MachineTranslateInput!) { machineTranslate(input: $input) { id } }`;

const input = (changes: Record<string, unknown> = {}) => ({
  provider: 'deepl',
  formality: 'prefer_more',
  aiBaseUrl: '',
  aiModel: '',
  ...changes,
});

beforeAll(async () => {
  deepl = await startFakeDeepLServer({ authKey: SHOP_KEY });
  t = await createTestApp({ deepl: { apiKey: undefined, apiBase: deepl.url } });
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
  operator = await loginAs(t, 'plattform', 'Plattform#2026');
  await withSystem(t.database, async (tx) => {
    const rows = await tx.select({ id: tenants.id, slug: tenants.slug }).from(tenants);
    druckereiId = rows.find((row) => row.slug === 'druckerei')!.id;
    northprintId = rows.find((row) => row.slug === 'northprint')!.id;
  });
});
afterAll(async () => {
  await t.close();
  await deepl.close();
});

describe('automatic translation settings', () => {
  it('start with DeepL, no formality and no keys', async () => {
    const answer = await graphqlAs(t, admin, READ);
    expect(answer.body.data).toEqual({
      autoTranslationSettings: {
        provider: 'deepl',
        formality: 'default',
        aiBaseUrl: '',
        aiModel: '',
        deeplKeySet: false,
        aiKeySet: false,
        defaultLanguage: 'de-DE',
        languages: ['de-DE', 'en-GB'],
      },
    });
  });

  it('read the glossary of a pair as saved, for translators only', async () => {
    const save = `mutation G($e: [GlossaryEntryInput!]!) { saveGlossary(sourceLanguage: "de-DE", targetLanguage: "en-GB", entries: $e) { terms } }`;
    await graphqlAs(t, admin, save, { e: [{ sourceTerm: 'Visitenkarte', targetTerm: 'business card' }] });
    const read = `query R { translationGlossary(sourceLanguage: "de-DE", targetLanguage: "en-GB") { sourceTerm targetTerm } }`;
    expect((await graphqlAs(t, admin, read)).body.data).toEqual({
      translationGlossary: [{ sourceTerm: 'Visitenkarte', targetTerm: 'business card' }],
    });
    expect((await graphqlAs(t, customer, read)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('save the provider, formality and a key that is never shown back', async () => {
    const saved = await graphqlAs(t, admin, UPDATE, { input: input({ deeplKey: SHOP_KEY }) });
    expect(saved.body.errors).toBeUndefined();
    expect(JSON.stringify(saved.body)).not.toContain(SHOP_KEY);
    const read = await graphqlAs(t, admin, READ);
    expect(read.body.data).toMatchObject({
      autoTranslationSettings: { formality: 'prefer_more', deeplKeySet: true, aiKeySet: false },
    });
    expect(JSON.stringify(read.body)).not.toContain(SHOP_KEY);
    // Saved again without a key: the stored key stays.
    await graphqlAs(t, admin, UPDATE, { input: input() });
    expect((await graphqlAs(t, admin, READ)).body.data).toMatchObject({
      autoTranslationSettings: { deeplKeySet: true },
    });
  });

  it("let machine translation use the shop's key and formality", async () => {
    const id = await withSystem(t.database, async (tx) => {
      const [row] = await tx
        .select({ id: products.id })
        .from(products)
        .where(eq(products.tenantId, druckereiId));
      await tx
        .update(products)
        .set({ seoTitle: { 'de-DE': 'Flyer drucken' } })
        .where(eq(products.id, row!.id));
      return row!.id;
    });
    const started = await graphqlAs<{ machineTranslate: { id: string } }>(t, admin, START, {
      input: {
        requestKey: randomUUID(),
        addresses: [`product:${id}.seoTitle`],
        targetLanguages: ['en-GB'],
        provider: 'deepl',
      },
    });
    expect(started.body.errors).toBeUndefined();
    const job = {
      progress: async () => undefined,
      cancelled: async () => false,
      signal: new AbortController().signal,
    };
    await runMachineTranslation(
      t.database,
      t.services,
      { tenantId: druckereiId, runId: started.body.data!.machineTranslate.id, language: 'de-DE' },
      job,
    );
    const translate = deepl.requests.find((request) => request.path === '/v2/translate');
    expect(translate?.fields).toMatchObject({ formality: 'prefer_more', target_lang: 'en-GB' });
  });

  it('refuse a key removed: machine translation then says it is not configured', async () => {
    await graphqlAs(t, admin, UPDATE, { input: input({ deeplKey: '' }) });
    expect((await graphqlAs(t, admin, READ)).body.data).toMatchObject({
      autoTranslationSettings: { deeplKeySet: false },
    });
    const started = await graphqlAs(t, admin, START, {
      input: {
        requestKey: randomUUID(),
        addresses: ['t:admin.navOrders'],
        targetLanguages: ['en-GB'],
        provider: 'deepl',
      },
    });
    expect(started.body.errors?.[0]?.extensions?.key).toBe('admin.translationNotConfigured');
  });

  it('check the AI address and the key as the tab does', async () => {
    const http = await graphqlAs(t, admin, UPDATE, {
      input: input({ provider: 'ai', aiBaseUrl: 'http://ai.example.com', aiModel: 'm' }),
    });
    expect(http.body.errors?.[0]?.extensions?.key).toBe('validation.urlHttps');
    const spaced = await graphqlAs(t, admin, UPDATE, { input: input({ aiKey: 'two words' }) });
    expect(spaced.body.errors?.[0]?.extensions?.key).toBe('validation.mustMatch');
    const ai = await graphqlAs(t, admin, UPDATE, {
      input: input({
        provider: 'ai',
        aiBaseUrl: 'https://ai.example.com/v1',
        aiModel: 'small',
        aiKey: 'ai-key',
      }),
    });
    expect(ai.body.data).toMatchObject({
      updateAutoTranslationSettings: { provider: 'ai', aiModel: 'small', aiKeySet: true },
    });
  });

  it("need tenant.settings, stay in the own shop, and reach another's only for the operator", async () => {
    const refused = await graphqlAs(t, customer, UPDATE, { input: input({ deeplKey: 'x' }) });
    expect(refused.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await graphqlAs(t, northAdmin, READ, {}, NORTH)).body.data).toMatchObject({
      autoTranslationSettings: { provider: 'deepl', aiKeySet: false },
    });
    const acting = { [ACTING_TENANT_HEADER]: northprintId };
    const byAdmin = await graphqlAs(
      t,
      admin,
      UPDATE,
      { input: input({ deeplKey: 'k' }) },
      'localhost',
      acting,
    );
    expect(byAdmin.status).toBe(404);
    const byOperator = await graphqlAs(
      t,
      operator,
      UPDATE,
      { input: input({ formality: 'prefer_less', deeplKey: 'north-key' }) },
      'localhost',
      acting,
    );
    expect(byOperator.body.data).toMatchObject({
      updateAutoTranslationSettings: { formality: 'prefer_less', deeplKeySet: true },
    });
    expect((await graphqlAs(t, northAdmin, READ, {}, NORTH)).body.data).toMatchObject({
      autoTranslationSettings: { formality: 'prefer_less', deeplKeySet: true },
    });
    expect((await graphqlAs(t, admin, READ)).body.data).toMatchObject({
      autoTranslationSettings: { provider: 'ai' },
    });
  });
});
