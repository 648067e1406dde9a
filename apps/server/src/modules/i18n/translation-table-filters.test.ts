import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { translationStates } from './translation-states.tables.ts';

// The translations table's search, filters, sort and paging (issue 27) over catalogue keys and record
// texts, in the demo shop Druckerei (de-DE default, en-GB): two products of their own, one translated
// (then locked and outdated), one only German (with a suggestion waiting).

let t: TestApp;
let admin: CookieJar;
let tenantId: string;
let translated: string;
let german: string;

type Page = {
  total: number;
  groups: string[];
  items: {
    address: string;
    group: string;
    type: string;
    languages: { languageCode: string; text: string }[];
  }[];
};
const TABLE = `query T($input: TranslationTableInput!) { translationTable(input: $input) {
  total groups items { address group type languages { languageCode text } } } }`;

async function table(input: Record<string, unknown>): Promise<Page> {
  const { body } = await graphqlAs<{ translationTable: Page }>(t, admin, TABLE, { input });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!.translationTable;
}
const addresses = async (input: Record<string, unknown>) => (await table(input)).items.map((i) => i.address);

const SAVE = `mutation S($address: String!, $texts: [TranslationTextInput!]!, $revision: Int!) {
  saveTranslations(address: $address, texts: $texts, revision: $revision) { revision } }`;
async function save(address: string, texts: Record<string, string>) {
  const details = await graphqlAs<{ translationDetails: { revision: number }[] }>(
    t,
    admin,
    'query D($a: [String!]!) { translationDetails(addresses: $a) { revision } }',
    { a: [address] },
  );
  const { body } = await graphqlAs(t, admin, SAVE, {
    address,
    texts: Object.entries(texts).map(([languageCode, text]) => ({ languageCode, text })),
    revision: details.body.data!.translationDetails[0]!.revision,
  });
  if (body.errors) throw new Error(JSON.stringify(body.errors));
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  tenantId = await withSystem(
    t.database,
    async (tx) => (await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei')))[0]!.id,
  );
  [translated, german] = await withTenant(t.database, tenantId, async (tx) => {
    const rows = await tx.execute<{ id: string }>(sql`insert into product (slug, name) values
      ('zebra-druck', '{"de-DE": "Zebradruck", "en-GB": "Zebra print"}'),
      ('zebra-falter', '{"de-DE": "Zebrafalter"}') returning id`);
    return rows.rows.map((row) => row.id) as [string, string];
  });
  const name = `product:${translated}.name`;
  // Outdated: the English name was made from the German one before it changed.
  await save(name, { 'en-GB': 'Zebra prints' });
  await save(name, { 'de-DE': 'Zebradruck matt' });
  await graphqlAs(
    t,
    admin,
    'mutation L($a: String!) { setTranslationLock(address: $a, languageCode: "en-GB", locked: true) }',
    { a: name },
  );
  await withTenant(t.database, tenantId, (tx) =>
    tx.insert(translationStates).values({
      address: `product:${german}.name`,
      languageCode: 'en-GB',
      suggestion: 'Zebra folder',
      suggestedBy: 'deepl',
    }),
  );
  // One text of each other kind of record: German only, or (the user field) a base and English.
  const creations: [string, Record<string, unknown>][] = [
    [
      'mutation C($input: CategoryInput!) { createCategory(input: $input) { id } }',
      { published: true, name: [{ language: 'de-DE', text: 'Zebrakategorie' }] },
    ],
    [
      'mutation C($input: ContentPageInput!) { createContentPage(input: $input) { id } }',
      {
        title: [{ language: 'de-DE', text: 'Zebraseite' }],
        slugs: [{ language: 'de-DE', text: 'zebraseite' }],
      },
    ],
    [
      'mutation C($input: ProductFieldDefinitionInput!) { createProductField(input: $input) { id } }',
      { name: 'zebrafeld', type: 'text', label: [{ language: 'de-DE', text: 'Zebrafeld' }] },
    ],
    [
      'mutation C($input: UserFieldInput!) { createUserField(input: $input) { id } }',
      {
        fieldName: 'zebra',
        type: 'text',
        label: 'Zebra',
        labelTranslations: [{ languageCode: 'en-GB', translation: 'Zebra crossing' }],
      },
    ],
  ];
  for (const [mutation, input] of creations) {
    const { body } = await graphqlAs(t, admin, mutation, { input });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
  }
});
afterAll(() => t.close());

const nameOf = (id: string) => `product:${id}.name`;

describe('the translations table', () => {
  it('searches addresses and the texts of every language, whatever their case', async () => {
    expect(await addresses({ search: 'ZEBRA', group: 'product' })).toEqual(
      [nameOf(translated), nameOf(german)].sort(),
    );
    expect(await addresses({ search: 'zebra print' })).toEqual([nameOf(translated)]);
    expect(await addresses({ search: translated })).toEqual(
      ['description', 'name', 'seoDescription', 'seoTitle'].map((f) => `product:${translated}.${f}`),
    );
    expect(await addresses({ search: 'navorders' })).toEqual(['t:admin.navOrders']);
    const keys = await table({ search: 'Bestellungen', group: 'admin' });
    expect(keys.items.map((i) => i.address)).toContain('t:admin.navOrders');
  });

  it('finds the texts of every kind of record', async () => {
    const found = await table({ search: 'zebra', pageSize: 200 });
    expect(found.items.map((i) => `${i.group} ${i.type}`).sort()).toEqual([
      'category categoryName',
      'contentPage contentPageName',
      'product productName',
      'product productName',
      'productField productFieldLabel',
      'userField userFieldLabel',
    ]);
    expect(await addresses({ search: 'crossing' })).toHaveLength(1);
    const missing = await table({ search: 'zebra', missingIn: 'en-GB', pageSize: 200 });
    expect(missing.items.map((i) => i.group).sort()).toEqual([
      'category',
      'contentPage',
      'product',
      'productField',
    ]);
    const userField = await table({ search: 'zebra', missingIn: 'de-DE', pageSize: 200 });
    expect(userField.items.map((i) => i.group)).toEqual(['userField']);
  });

  it('filters by group, type and a language missing', async () => {
    expect(await addresses({ search: 'zebra', group: 'product' })).toHaveLength(2);
    expect(await addresses({ search: 'zebra', group: 'category' })).toHaveLength(1);
    expect(await addresses({ search: 'zebra', group: 'customer' })).toEqual([]);
    expect(await addresses({ search: 'zebra', type: 'productName' })).toHaveLength(2);
    expect(await addresses({ search: 'zebra', type: 'categoryName' })).toHaveLength(1);
    expect(await addresses({ search: 'zebra', type: 'static' })).toEqual([]);
    expect(await addresses({ search: 'zebra', group: 'product', missingIn: 'en-GB' })).toEqual([
      nameOf(german),
    ]);
    expect(await addresses({ search: 'zebra', group: 'product', missingIn: 'de-DE' })).toEqual([]);
    expect(await addresses({ search: 'zebra', missingIn: 'fr-FR' })).toEqual([]);
  });

  it('filters by lock, review and outdated texts', async () => {
    expect(await addresses({ search: 'zebra', group: 'product', locked: true })).toEqual([
      nameOf(translated),
    ]);
    expect(await addresses({ search: 'zebra', group: 'product', locked: false })).toEqual([nameOf(german)]);
    expect(await addresses({ search: 'zebra', group: 'product', awaitingReview: true })).toEqual([
      nameOf(german),
    ]);
    expect(await addresses({ search: 'zebra', group: 'product', awaitingReview: false })).toEqual([
      nameOf(translated),
    ]);
    expect(await addresses({ search: 'zebra', group: 'product', outdated: true })).toEqual([
      nameOf(translated),
    ]);
    expect(await addresses({ search: 'zebra', group: 'product', outdated: false })).toEqual([nameOf(german)]);
  });

  it('sorts by address, group or type, either way, and pages', async () => {
    const fields = (list: string[]) => list.map((a) => a.split('.').pop());
    expect(fields(await addresses({ search: translated, descending: true }))).toEqual([
      'seoTitle',
      'seoDescription',
      'name',
      'description',
    ]);
    expect(fields(await addresses({ search: translated, sort: 'TYPE' }))).toEqual([
      'seoDescription',
      'seoTitle',
      'description',
      'name',
    ]);
    const groups = await table({ search: 'e', sort: 'GROUP', pageSize: 200 });
    const order = groups.items.map((i) => `${i.group} ${i.address}`);
    expect(order).toEqual([...order].sort());
    const second = await table({ search: translated, page: 1, pageSize: 1 });
    expect(second).toMatchObject({ total: 4, items: [{ address: `product:${translated}.name` }] });
    expect(second.items[0]!.languages).toEqual([
      { languageCode: 'de-DE', text: 'Zebradruck matt' },
      { languageCode: 'en-GB', text: 'Zebra prints' },
    ]);
    expect(second.groups).toEqual(expect.arrayContaining(['admin', 'category', 'product', 'productField']));
  });
});
