import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { startFakeDeepLServer, type FakeDeepLServer } from '../../testing/fake-deepl-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

// Saving the glossary hands it to DeepL at once (issue 27), against the fake DeepL server: the answer
// says whether DeepL holds the terms now, is not configured, or refused them (with DeepL's message),
// and the terms stay saved either way. The platform has DeepL's address but no key: the shop's own key
// makes DeepL the shop's provider.

let t: TestApp;
let deepl: FakeDeepLServer;
let admin: CookieJar;
let druckereiId: string;
const SHOP_KEY = 'shop-glossary-key:fx';

const SAVE = `mutation G($e: [GlossaryEntryInput!]!) {
  saveGlossary(sourceLanguage: "de-DE", targetLanguage: "en-GB", entries: $e) { terms deepl { status message } } }`;
const READ = `query R { translationGlossary(sourceLanguage: "de-DE", targetLanguage: "en-GB") { sourceTerm targetTerm } }`;
const SETTINGS = `mutation U($input: AutoTranslationSettingsInput!) { updateAutoTranslationSettings(input: $input) { provider } }`;

type Saved = { terms: number; deepl: { status: string; message: string | null } };

async function save(terms: Record<string, string>): Promise<Saved> {
  const entries = Object.entries(terms).map(([sourceTerm, targetTerm]) => ({ sourceTerm, targetTerm }));
  const { body } = await graphqlAs<{ saveGlossary: Saved }>(t, admin, SAVE, { e: entries });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.saveGlossary;
}
async function settings(provider: 'deepl' | 'ai', deeplKey?: string) {
  const input = {
    provider,
    formality: 'default',
    aiBaseUrl: '',
    aiModel: '',
    ...(deeplKey ? { deeplKey } : {}),
  };
  const { body } = await graphqlAs(t, admin, SETTINGS, { input });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
}
/** The shop's glossaries DeepL holds: name and entries. */
const heldByDeepL = () =>
  [...deepl.glossaries.values()]
    .filter((glossary) => glossary.name.startsWith(`print:${druckereiId}:`))
    .map((glossary) => ({ name: glossary.name.split(':').slice(0, 3).join(':'), entries: glossary.entries }));

beforeAll(async () => {
  deepl = await startFakeDeepLServer({ authKey: SHOP_KEY });
  t = await createTestApp({ deepl: { apiKey: undefined, apiBase: deepl.url } });
  admin = await loginAs(t, 'admin', 'Admin#2026');
  druckereiId = await withSystem(
    t.database,
    async (tx) => (await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei')))[0]!.id,
  );
});
afterAll(async () => {
  await t.close();
  await deepl.close();
});

describe('saving the glossary', () => {
  it('says DeepL is not configured without a key, or when the AI service translates, and keeps the terms', async () => {
    expect(await save({ Visitenkarte: 'business card' })).toEqual({
      terms: 1,
      deepl: { status: 'notConfigured', message: null },
    });
    await settings('ai', SHOP_KEY);
    expect((await save({ Visitenkarte: 'business card' })).deepl.status).toBe('notConfigured');
    expect(deepl.requests.filter((request) => request.path.startsWith('/v2/glossaries'))).toEqual([]);
    expect((await graphqlAs(t, admin, READ)).body.data).toEqual({
      translationGlossary: [{ sourceTerm: 'Visitenkarte', targetTerm: 'business card' }],
    });
  });

  it('hands the terms to DeepL at once, replaces them when they change and removes them when none are left', async () => {
    await settings('deepl', SHOP_KEY);
    expect(await save({ Visitenkarte: 'business card', Falzflyer: 'folded leaflet' })).toEqual({
      terms: 2,
      deepl: { status: 'synced', message: null },
    });
    expect(heldByDeepL()).toEqual([
      {
        name: `print:${druckereiId}:de-en`,
        entries: 'Falzflyer\tfolded leaflet\nVisitenkarte\tbusiness card',
      },
    ]);
    await save({ Visitenkarte: 'calling card' });
    expect(heldByDeepL()).toEqual([
      { name: `print:${druckereiId}:de-en`, entries: 'Visitenkarte\tcalling card' },
    ]);
    expect((await save({})).deepl.status).toBe('synced');
    expect(heldByDeepL()).toEqual([]);
  });

  it('answers DeepL’s refusal with its message, and keeps the terms saved', async () => {
    await settings('deepl', 'a-key-deepl-refuses:fx');
    const saved = await save({ Visitenkarte: 'business card' });
    expect(saved.terms).toBe(1);
    expect(saved.deepl.status).toBe('failed');
    expect(saved.deepl.message).toContain('Wrong auth key');
    expect((await graphqlAs(t, admin, READ)).body.data).toEqual({
      translationGlossary: [{ sourceTerm: 'Visitenkarte', targetTerm: 'business card' }],
    });
  });
});
