import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { products } from '../catalog/catalog.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { translationStates } from './translation-states.tables.ts';

// The translations engine through its GraphQL operations (issue 27, plan §5), in the demo shop
// Druckerei (de-DE default, en-GB) and, for isolation, Northprint.

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let productId: string;
let druckereiId: string;
const NORTH = 'northprint.localhost';

const DETAILS = `query D($a: [String!]!) { translationDetails(addresses: $a) { address revision languages {
  languageCode text state locked outdated suggestion suggestedBy seenOn servedBy } } }`;
const SAVE = `mutation S($address: String!, $texts: [TranslationTextInput!]!, $revision: Int!, $seenOn: String) {
  saveTranslations(address: $address, texts: $texts, revision: $revision, seenOn: $seenOn) { address revision } }`;

type Cell = {
  languageCode: string;
  text: string;
  state: string;
  locked: boolean;
  outdated: boolean;
  suggestion: string | null;
  seenOn: string | null;
  servedBy: string | null;
};
type Detail = { address: string; revision: number; languages: Cell[] };

async function details(address: string, jar = admin, host?: string) {
  const answer = await graphqlAs<{ translationDetails: Detail[] }>(t, jar, DETAILS, { a: [address] }, host);
  if (answer.body.errors) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data?.translationDetails[0];
}
const cell = (detail: Detail | undefined, language: string) =>
  detail?.languages.find((c) => c.languageCode === language);

function save(
  address: string,
  texts: Record<string, string>,
  revision: number,
  seenOn?: string,
  jar = admin,
  host?: string,
) {
  return graphqlAs<{ saveTranslations: { revision: number } }>(
    t,
    jar,
    SAVE,
    {
      address,
      texts: Object.entries(texts).map(([languageCode, text]) => ({ languageCode, text })),
      revision,
      seenOn,
    },
    host,
  );
}
const errorOf = (answer: Awaited<ReturnType<typeof save>>) => answer.body.errors?.[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
  await withSystem(t.database, async (tx) => {
    druckereiId = (await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei')))[0]!.id;
    productId = (await tx.select().from(products).where(eq(products.tenantId, druckereiId)))[0]!.id;
  });
});
afterAll(() => t.close());

describe('saving translations', () => {
  it('saves a catalogue key, reviewed and remembered, and pages show the new text', async () => {
    const address = 't:admin.navOrders';
    const before = await details(address);
    expect(cell(before, 'en-GB')).toMatchObject({ text: 'Orders', state: 'reviewed' });
    const saved = await save(address, { 'en-GB': 'Purchases' }, before!.revision, '/admin/orders');
    expect(saved.body.errors).toBeUndefined();
    const after = await details(address);
    expect(cell(after, 'en-GB')).toMatchObject({
      text: 'Purchases',
      state: 'reviewed',
      seenOn: '/admin/orders',
    });
    expect(after!.revision).toBe(before!.revision + 1);
    const texts = await graphqlAs<{
      translationsByTenant: {
        translationKey: string;
        translations: { languageCode: string; translation: string }[];
      }[];
    }>(
      t,
      null,
      'query T { translationsByTenant(input: { languageCodes: ["en-GB"], areas: [admin] }) { translationKey translations { languageCode translation } } }',
    );
    const entry = texts.body.data?.translationsByTenant.find((e) => e.translationKey === 'admin.navOrders');
    expect(entry?.translations).toEqual([{ languageCode: 'en-GB', translation: 'Purchases' }]);
    const memory = await graphqlAs<{ translationSuggestions: { targetText: string; score: number }[] }>(
      t,
      admin,
      'query M { translationSuggestions(text: "Bestellungen", targetLanguage: "en-GB") { targetText score } }',
    );
    expect(memory.body.data?.translationSuggestions[0]).toEqual({ targetText: 'Purchases', score: 1 });
  });

  it('refuses a translation while the default language is empty, with the spec’s message', async () => {
    const address = `product:${productId}.seoTitle`;
    const detail = await details(address);
    const answer = await save(address, { 'de-DE': '', 'en-GB': 'Only English' }, detail!.revision);
    expect(errorOf(answer)?.message).toBe('A translation needs the default language filled first');
  });

  it('keeps the placeholders of the default text and allows their braces', async () => {
    const address = 't:validation.tooLong';
    const detail = await details(address);
    const lost = await save(address, { 'en-GB': 'Too long' }, detail!.revision);
    expect(errorOf(lost)?.message).toBe('The translation must keep exactly the placeholders {max}');
    expect(errorOf(lost)?.extensions?.['fields']).toEqual({
      'texts.en-GB': { key: 'validation.translationPlaceholders', params: { placeholders: '{max}' } },
    });
    const kept = await save(address, { 'en-GB': 'No more than {max} characters' }, detail!.revision);
    expect(kept.body.errors).toBeUndefined();
  });

  it('refuses a stale revision unless the same texts are already stored', async () => {
    const address = 't:admin.navProducts';
    const detail = await details(address);
    await save(address, { 'en-GB': 'Articles' }, detail!.revision);
    const same = await save(address, { 'en-GB': 'Articles' }, detail!.revision);
    expect(same.body.data?.saveTranslations.revision).toBe(detail!.revision + 1);
    const stale = await save(address, { 'en-GB': 'Goods' }, detail!.revision);
    expect(errorOf(stale)?.message).toBe('This text was changed meanwhile. Please reload it and save again.');
  });

  it('marks the other languages outdated when the default text changes, and reverts to the built-in text', async () => {
    const address = 't:admin.navCategories';
    let detail = await details(address);
    await save(address, { 'en-GB': 'Groups' }, detail!.revision);
    detail = await details(address);
    await save(address, { 'de-DE': 'Warengruppen' }, detail!.revision);
    detail = await details(address);
    expect(cell(detail, 'en-GB')).toMatchObject({ text: 'Groups', outdated: true });
    const reverted = await graphqlAs(
      t,
      admin,
      'mutation R { revertTranslation(address: "t:admin.navCategories", languageCode: "en-GB") { revision } }',
    );
    expect(reverted.body.errors).toBeUndefined();
    expect(cell(await details(address), 'en-GB')).toMatchObject({ text: 'Categories', outdated: false });
  });

  it('reverts by moving the revision on, and refuses a locked language', async () => {
    const address = 't:admin.navPriceLists';
    let detail = await details(address);
    await save(address, { 'en-GB': 'Preferences' }, detail!.revision);
    detail = await details(address);
    const saved = detail!.revision;
    const lock = (locked: boolean) =>
      graphqlAs(
        t,
        admin,
        'mutation L($l: Boolean!) { setTranslationLock(address: "t:admin.navPriceLists", languageCode: "en-GB", locked: $l) }',
        { l: locked },
      );
    const revert = () =>
      graphqlAs<{ revertTranslation: { revision: number } }>(
        t,
        admin,
        'mutation R { revertTranslation(address: "t:admin.navPriceLists", languageCode: "en-GB") { revision } }',
      );
    await lock(true);
    expect((await revert()).body.errors?.[0]?.message).toBe('This text is locked. Unlock it to change it.');
    expect(cell(await details(address), 'en-GB')?.text).toBe('Preferences');
    await lock(false);
    const reverted = await revert();
    expect(reverted.body.data?.revertTranslation.revision).toBe(saved + 1);
    detail = await details(address);
    expect(detail!.revision).toBe(saved + 1);
    expect(cell(detail, 'en-GB')?.text).toBe('Price lists');
    // A save made on the revision read before the revert is stale now.
    expect(errorOf(await save(address, { 'en-GB': 'Options' }, saved))?.message).toBe(
      'This text was changed meanwhile. Please reload it and save again.',
    );
  });

  it('saves a product name through the catalogue and records it', async () => {
    const address = `product:${productId}.name`;
    const detail = await details(address);
    const german = cell(detail, 'de-DE')!.text;
    const saved = await save(address, { 'en-GB': `${german} (EN)` }, detail!.revision);
    expect(saved.body.errors).toBeUndefined();
    const [row] = await withTenant(t.database, druckereiId, (tx) =>
      tx.select().from(products).where(eq(products.id, productId)),
    );
    expect(row!.name['en-GB']).toBe(`${german} (EN)`);
  });
});

describe('locks and review', () => {
  it('refuses to change a locked language until it is unlocked', async () => {
    const address = 't:admin.navDashboard';
    const lock = (locked: boolean) =>
      graphqlAs(
        t,
        admin,
        'mutation L($l: Boolean!) { setTranslationLock(address: "t:admin.navDashboard", languageCode: "en-GB", locked: $l) }',
        { l: locked },
      );
    await lock(true);
    const detail = await details(address);
    expect(cell(detail, 'en-GB')?.locked).toBe(true);
    expect(errorOf(await save(address, { 'en-GB': 'Home' }, detail!.revision))?.message).toBe(
      'This text is locked. Unlock it to change it.',
    );
    await lock(false);
    expect((await save(address, { 'en-GB': 'Home' }, detail!.revision)).body.errors).toBeUndefined();
  });

  it('accepts a waiting suggestion as the reviewed text, once', async () => {
    const address = 't:admin.navUsers';
    await withTenant(t.database, druckereiId, (tx) =>
      tx.insert(translationStates).values({
        address,
        languageCode: 'en-GB',
        state: 'machine',
        suggestion: 'People',
        suggestedBy: 'deepl',
      }),
    );
    expect(cell(await details(address), 'en-GB')?.suggestion).toBe('People');
    const accept = () =>
      graphqlAs<{ acceptTranslationSuggestions: number }>(
        t,
        admin,
        'mutation A { acceptTranslationSuggestions(targets: [{ address: "t:admin.navUsers", languageCode: "en-GB" }]) }',
      );
    expect((await accept()).body.data?.acceptTranslationSuggestions).toBe(1);
    expect((await accept()).body.data?.acceptTranslationSuggestions).toBe(0);
    expect(cell(await details(address), 'en-GB')).toMatchObject({
      text: 'People',
      state: 'reviewed',
      suggestion: null,
    });
  });
});

describe('machine translation without a provider', () => {
  it('answers that it is not configured, so the admin can say what to configure', async () => {
    const answer = await graphqlAs<{ machineTranslationAvailable: boolean }>(
      t,
      admin,
      'query A { machineTranslationAvailable }',
    );
    expect(answer.body.data?.machineTranslationAvailable).toBe(false);
  });
});

describe('rights and tenants', () => {
  it('refuses callers without translations.edit', async () => {
    const answer = await graphqlAs(t, customer, 'query T { translationTable(input: {}) { total } }');
    expect(answer.body.data).toBeNull();
    expect(answer.body.errors?.length).toBeGreaterThan(0);
  });

  it('never reaches another shop’s record or states', async () => {
    const address = `product:${productId}.name`;
    expect(await details(address, northAdmin, NORTH)).toBeUndefined();
    const answer = await save(address, { 'en-GB': 'Stolen' }, 0, undefined, northAdmin, NORTH);
    expect(answer.body.errors?.[0]?.extensions?.['kind']).toBe('notFound');
    const north = await details('t:admin.navOrders', northAdmin, NORTH);
    expect(cell(north, 'en-GB')).toMatchObject({ text: 'Orders', seenOn: null });
  });

  it('lists the texts of the shop with filters and paging', async () => {
    const answer = await graphqlAs<{
      translationTable: { total: number; groups: string[]; items: { address: string; type: string }[] };
    }>(
      t,
      admin,
      'query T { translationTable(input: { search: "purchases", pageSize: 5 }) { total groups items { address type } } }',
    );
    expect(answer.body.data?.translationTable.groups).toEqual(expect.arrayContaining(['admin', 'product']));
    expect(answer.body.data?.translationTable.items).toEqual([
      { address: 't:admin.navOrders', type: 'static' },
    ]);
    const products = await graphqlAs<{ translationTable: { total: number; items: { type: string }[] } }>(
      t,
      admin,
      'query T { translationTable(input: { type: "productName", pageSize: 2 }) { total items { type } } }',
    );
    expect(products.body.data?.translationTable.items).toHaveLength(2);
    expect(products.body.data?.translationTable.total).toBeGreaterThan(2);
  });
});
