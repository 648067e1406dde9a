import { randomUUID } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { startFakeDeepLServer, type FakeDeepLServer } from '../../testing/fake-deepl-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { serviceContextLoaders } from '../users/service-context-loaders.ts';
import { runMachineTranslation } from './machine-translation.job.ts';
import { sourceHash } from '@print/core/i18n/translation-rules';
import { translationMemory, translationStates } from './translation-states.tables.ts';

// Machine translation against the fake DeepL server (issue 27): what a run touches and what it leaves,
// the refused result, memory before the provider, cancel between batches. The run is started through
// GraphQL and its job run here (the test app works no queue).

let t: TestApp;
let deepl: FakeDeepLServer;
let admin: CookieJar;
let tenantId: string;

const DETAILS = `query D($a: [String!]!) { translationDetails(addresses: $a) { address revision languages {
  languageCode text state locked suggestion suggestedBy } } }`;
const START = `mutation M($input: MachineTranslateInput!) { machineTranslate(input: $input) { id ref } }`;
const REPORT = `query R($id: ID!) { translationJob(id: $id) { translated suggested skippedLocked cancelled refused { address language problem } } }`;

type Cell = {
  languageCode: string;
  text: string;
  state: string;
  locked: boolean;
  suggestion: string | null;
  suggestedBy: string | null;
};
async function english(address: string): Promise<Cell> {
  const answer = await graphqlAs<{ translationDetails: { languages: Cell[] }[] }>(t, admin, DETAILS, {
    a: [address],
  });
  return answer.body.data!.translationDetails[0]!.languages.find((c) => c.languageCode === 'en-GB')!;
}
async function revert(address: string) {
  await graphqlAs(
    t,
    admin,
    'mutation R($a: String!) { revertTranslation(address: $a, languageCode: "en-GB") { revision } }',
    { a: address },
  );
}
async function save(address: string, texts: Record<string, string>) {
  const detail = await graphqlAs<{ translationDetails: { revision: number }[] }>(t, admin, DETAILS, {
    a: [address],
  });
  const saved = await graphqlAs(
    t,
    admin,
    'mutation S($a: String!, $t: [TranslationTextInput!]!, $r: Int!) { saveTranslations(address: $a, texts: $t, revision: $r) { revision } }',
    {
      a: address,
      t: Object.entries(texts).map(([languageCode, text]) => ({ languageCode, text })),
      r: detail.body.data!.translationDetails[0]!.revision,
    },
  );
  if (saved.body.errors) throw new Error(JSON.stringify(saved.body.errors));
}
const noJob = {
  progress: async () => undefined,
  cancelled: async () => false,
  signal: new AbortController().signal,
};

async function run(addresses: string[], job = noJob) {
  const started = await graphqlAs<{ machineTranslate: { id: string } }>(t, admin, START, {
    input: { requestKey: randomUUID(), addresses, targetLanguages: ['en-GB'], provider: 'deepl' },
  });
  if (started.body.errors) throw new Error(JSON.stringify(started.body.errors));
  const id = started.body.data!.machineTranslate.id;
  await runMachineTranslation(
    t.database,
    t.services,
    { tenantId, runId: id, language: 'de-DE' },
    job,
    serviceContextLoaders,
  );
  return (await graphqlAs<{ translationJob: Record<string, unknown> }>(t, admin, REPORT, { id })).body.data!
    .translationJob;
}

beforeAll(async () => {
  deepl = await startFakeDeepLServer();
  t = await createTestApp({ deepl: { apiKey: deepl.authKey, apiBase: deepl.url } });
  admin = await loginAs(t, 'admin', 'Admin#2026');
  tenantId = await withSystem(
    t.database,
    async (tx) => (await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei')))[0]!.id,
  );
});
afterAll(async () => {
  await t.close();
  await deepl.close();
});

describe('machine translation', () => {
  it('leaves reviewed current texts alone and makes outdated ones suggestions', async () => {
    const address = 't:admin.navOrders';
    const report = await run([address]);
    expect(report).toMatchObject({ translated: 0, suggested: 0 });
    expect(await english(address)).toMatchObject({ text: 'Orders', suggestion: null });
    // The German text changes: the English one is outdated and gets a suggestion, not a new text.
    await save(address, { 'en-GB': 'All orders' });
    await save(address, { 'de-DE': 'Bestellaufträge' });
    expect(await run([address])).toMatchObject({ suggested: 1 });
    expect(await english(address)).toMatchObject({
      text: 'All orders',
      suggestion: '[EN-GB] Bestellaufträge',
      suggestedBy: 'deepl',
    });
    // The provider heard where the text stands (machine-translation-context.ts).
    const sent = deepl.requests.filter((request) => request.path === '/v2/translate').at(-1)!;
    expect(String(sent.fields['context'])).toContain('"Bestellaufträge"');
  });

  it('translates an empty language with the formality sent, and never touches a locked one', async () => {
    const product = await withTenant(t.database, tenantId, (tx) =>
      tx.execute(`select id from product where tenant_id = '${tenantId}' limit 1`),
    );
    const id = (product as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const address = `product:${id}.seoTitle`;
    await withSystem(t.database, (tx) =>
      tx.execute(`update product set seo_title = '{"de-DE": "Visitenkarten drucken"}' where id = '${id}'`),
    );
    const locked = `product:${id}.seoDescription`;
    await withSystem(t.database, (tx) =>
      tx.execute(`update product set seo_description = '{"de-DE": "Günstig"}' where id = '${id}'`),
    );
    await graphqlAs(
      t,
      admin,
      'mutation L($a: String!) { setTranslationLock(address: $a, languageCode: "en-GB", locked: true) }',
      { a: locked },
    );
    const report = await run([address, locked]);
    expect(report).toMatchObject({ translated: 1, skippedLocked: 1, refused: [] });
    expect(await english(address)).toMatchObject({
      text: '[EN-GB] Visitenkarten drucken',
      state: 'machine',
      suggestedBy: 'deepl',
    });
    expect(await english(locked)).toMatchObject({ text: '', locked: true });
    // The activity log names the person who started the run, not the system.
    const [logged] = await withTenant(t.database, tenantId, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.entityId, id), eq(auditEntries.action, 'product.translate')))
        .orderBy(desc(auditEntries.at)),
    );
    expect(logged?.actorId).not.toBeNull();
    expect(logged?.actorName).not.toBe('');
  });

  it('refuses a result that lost a placeholder and lists it', async () => {
    const address = 't:validation.tooLong';
    await withSystem(t.database, (tx) =>
      tx.delete(translationStates).where(eq(translationStates.tenantId, tenantId)),
    );
    deepl.dropPlaceholderIn = 'Höchstens';
    // Only an outdated English text gets a result: the German text moves on after the English one.
    await save(address, { 'en-GB': 'No more than {max} characters' });
    await save(address, { 'de-DE': 'Höchstens {max} Zeichen!' });
    const report = await run([address]);
    deepl.dropPlaceholderIn = null;
    expect(report).toMatchObject({
      suggested: 0,
      refused: [{ address, language: 'en-GB', problem: 'admin.translationRefusedPlaceholder' }],
    });
    expect((await english(address)).suggestion).toBeNull();
    await revert(address);
  });

  it('is available with the platform key, and a machine text is accepted as it stands, once', async () => {
    const available = await graphqlAs<{ machineTranslationAvailable: boolean }>(
      t,
      admin,
      'query A { machineTranslationAvailable }',
    );
    expect(available.body.data?.machineTranslationAvailable).toBe(true);
    const product = await withTenant(t.database, tenantId, (tx) =>
      tx.execute(`select id from product where tenant_id = '${tenantId}' limit 1 offset 1`),
    );
    const id = (product as unknown as { rows: { id: string }[] }).rows[0]!.id;
    const address = `product:${id}.seoTitle`;
    await withSystem(t.database, (tx) =>
      tx.execute(`update product set seo_title = '{"de-DE": "Flyer drucken"}' where id = '${id}'`),
    );
    expect(await run([address])).toMatchObject({ translated: 1 });
    expect(await english(address)).toMatchObject({ state: 'machine', suggestion: null });
    const accept = async () =>
      (
        await graphqlAs<{ acceptTranslationSuggestions: number }>(
          t,
          admin,
          'mutation A($a: String!) { acceptTranslationSuggestions(targets: [{ address: $a, languageCode: "en-GB" }]) }',
          { a: address },
        )
      ).body.data?.acceptTranslationSuggestions;
    expect(await accept()).toBe(1);
    expect(await accept()).toBe(0);
    expect(await english(address)).toMatchObject({ text: '[EN-GB] Flyer drucken', state: 'reviewed' });
  });

  it('stops between batches when cancelled', async () => {
    await save('t:admin.navOrders', { 'en-GB': 'Every order' });
    await save('t:admin.navOrders', { 'de-DE': 'Alle Aufträge' });
    const report = await run(['t:admin.navOrders'], { ...noJob, cancelled: async () => true });
    expect(report).toMatchObject({ cancelled: true, translated: 0, suggested: 0 });
    expect((await english('t:admin.navOrders')).suggestion).toBeNull();
  });

  it('never overwrites a text a person saved while the provider worked', async () => {
    const address = 't:admin.navOrders';
    await save(address, { 'en-GB': 'Orders list' });
    await save(address, { 'de-DE': 'Auftragsliste' });
    // The person saves the English text after the run read it and before the results arrive.
    const personSaves = async () => {
      await save(address, { 'en-GB': 'Our orders' });
      return false;
    };
    const report = await run([address], { ...noJob, cancelled: personSaves });
    expect(report).toMatchObject({
      suggested: 0,
      refused: [{ address, language: 'en-GB', problem: 'admin.translationChangedMeanwhile' }],
    });
    expect(await english(address)).toMatchObject({ text: 'Our orders', state: 'reviewed', suggestion: null });
  });

  it('takes remembered translations first, read for all texts at once', async () => {
    const found = await withTenant(t.database, tenantId, (tx) =>
      tx.execute(`select id from product where tenant_id = '${tenantId}' order by id limit 3`),
    );
    const ids = (found as unknown as { rows: { id: string }[] }).rows.map((row) => row.id);
    await withSystem(t.database, async (tx) => {
      for (const [index, id] of ids.entries()) {
        const german = `Erinnerter Titel ${index}`;
        await tx.execute(`update product set seo_title = '{"de-DE": "${german}"}' where id = '${id}'`);
        await tx.insert(translationMemory).values({
          tenantId,
          sourceLanguage: 'de-DE',
          targetLanguage: 'en-GB',
          sourceHash: sourceHash(german),
          sourceText: german,
          targetText: `Remembered title ${index}`,
        });
      }
    });
    const memoryReads: string[] = [];
    t.database.onStatement = (text) => {
      if (/from "translation_memory"/.test(text)) memoryReads.push(text);
    };
    const report = await run(ids.map((id) => `product:${id}.seoTitle`)).finally(() => {
      t.database.onStatement = undefined;
    });
    expect(report).toMatchObject({ translated: 3, refused: [] });
    expect(await english(`product:${ids[2]}.seoTitle`)).toMatchObject({
      text: 'Remembered title 2',
      suggestedBy: 'memory',
    });
    expect(memoryReads).toHaveLength(1);
  });
});
