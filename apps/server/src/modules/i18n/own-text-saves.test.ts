import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { isWorkStatement } from '../../testing/statements.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { translationStates } from './translation-states.tables.ts';

// The owners' own editors (product, category, CMS page, product and user fields) keep the texts'
// translation states (decision 0086): after the German name changes the English one reads as outdated
// in the translations table, an English text the owner writes is reviewed, and an editor dialog open on
// the revision before is refused. Demo shop Druckerei (de-DE default, en-GB).

let t: TestApp;
let admin: CookieJar;
let tenantId: string;
let serial = 0;

type Cell = {
  languageCode: string;
  text: string;
  state: string;
  outdated: boolean;
  suggestion: string | null;
};
type Row = { address: string; revision: number; languages: Cell[] };

const TABLE = `query T($search: String!) { translationTable(input: { search: $search, pageSize: 200 }) {
  items { address revision languages { languageCode text state outdated suggestion } } } }`;
const SAVE_TEXTS = `mutation S($address: String!, $texts: [TranslationTextInput!]!, $revision: Int!) {
  saveTranslations(address: $address, texts: $texts, revision: $revision) { revision } }`;

async function call<T>(query: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { body } = await graphqlAs<T>(t, admin, query, variables);
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data!;
}

/** The text's row of the translations table (searched by its record's id). */
async function tableRow(address: string): Promise<Row> {
  const id = /:([\w-]+)\./.exec(address)![1]!;
  const { translationTable } = await call<{ translationTable: { items: Row[] } }>(TABLE, { search: id });
  const row = translationTable.items.find((item) => item.address === address);
  if (!row) throw new Error(`${address} is not in the table`);
  return row;
}
const english = async (address: string) =>
  (await tableRow(address)).languages.find((cell) => cell.languageCode === 'en-GB')!;

const de = (text: string) => ({ language: 'de-DE', text });
const en = (text: string) => ({ language: 'en-GB', text });

// The product editor's Settings tab.
const UPDATE_PRODUCT = `mutation U($id: ID!, $input: ProductSettingsInput!) { updateProductSettings(id: $id, input: $input) { id } }`;
async function newProduct(): Promise<{ id: string; save: (names: object[]) => Promise<unknown> }> {
  const slug = `eigener-text-${++serial}`;
  const { createProduct } = await call<{ createProduct: { id: string } }>(
    'mutation C($name: String!, $slug: String!) { createProduct(name: $name, slug: $slug) { id } }',
    { name: 'Aufsteller', slug },
  );
  const save = (names: object[]) =>
    call(UPDATE_PRODUCT, {
      id: createProduct.id,
      input: {
        names,
        descriptions: [],
        slug,
        articleCode: '',
        published: false,
        orderable: true,
        paymentMode: 'single',
        taxCategory: 'standard',
        templateKey: null,
      },
    });
  return { id: createProduct.id, save };
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  tenantId = await withSystem(
    t.database,
    async (tx) => (await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei')))[0]!.id,
  );
});
afterAll(() => t.close());

describe('the product editor', () => {
  it('marks the English name outdated when the German name changes, and moves the revision on', async () => {
    const product = await newProduct();
    const address = `product:${product.id}.name`;
    await product.save([de('Aufsteller'), en('Display')]);
    const before = await tableRow(address);
    expect(before.languages.find((c) => c.languageCode === 'en-GB')).toMatchObject({
      text: 'Display',
      state: 'reviewed',
      outdated: false,
    });
    await product.save([de('Tischaufsteller'), en('Display')]);
    const after = await tableRow(address);
    expect(after.languages.find((c) => c.languageCode === 'en-GB')).toMatchObject({
      text: 'Display',
      outdated: true,
    });
    expect(after.revision).toBe(before.revision + 1);
    // The owner writes the English name anew: a person wrote it for the German name as it is now.
    await product.save([de('Tischaufsteller'), en('Table display')]);
    expect(await english(address)).toMatchObject({ state: 'reviewed', outdated: false });
  });

  it('counts an English name the owner types as reviewed, even over a machine result', async () => {
    const product = await newProduct();
    const address = `product:${product.id}.name`;
    await product.save([de('Aufsteller'), en('Display')]);
    await withTenant(t.database, tenantId, (tx) =>
      tx
        .update(translationStates)
        .set({ state: 'machine', suggestedBy: 'deepl', suggestion: 'Stand' })
        .where(eq(translationStates.address, address)),
    );
    expect(await english(address)).toMatchObject({ state: 'machine', suggestion: 'Stand' });
    await product.save([de('Aufsteller'), en('Counter display')]);
    expect(await english(address)).toMatchObject({
      text: 'Counter display',
      state: 'reviewed',
      suggestion: null,
      outdated: false,
    });
  });

  it('refuses a translation dialog still open on the revision before the owner’s save', async () => {
    const product = await newProduct();
    const address = `product:${product.id}.name`;
    const { revision } = await tableRow(address);
    await product.save([de('Aufsteller'), en('Display')]);
    const stale = await graphqlAs(t, admin, SAVE_TEXTS, {
      address,
      texts: [{ languageCode: 'en-GB', text: 'Stand' }],
      revision,
    });
    expect(stale.body.errors?.[0]?.message).toBe(
      'This text was changed meanwhile. Please reload it and save again.',
    );
  });

  it('writes the states of all texts of one save in one statement, and a repeated save changes nothing', async () => {
    const product = await newProduct();
    await product.save([de('Aufsteller'), en('Display')]);
    const statements: string[] = [];
    t.database.onStatement = (text) => {
      if (isWorkStatement(text)) statements.push(text);
    };
    try {
      await product.save([de('Tischaufsteller'), en('Table display')]);
    } finally {
      t.database.onStatement = undefined;
    }
    const stateWrites = statements.filter((text) => text.includes('translation_state'));
    expect(stateWrites, stateWrites.join('\n')).toHaveLength(1);
    const { revision } = await tableRow(`product:${product.id}.name`);
    await Promise.all([
      product.save([de('Aufsteller'), en('Display')]),
      product.save([de('Aufsteller'), en('Display')]),
    ]);
    expect((await tableRow(`product:${product.id}.name`)).revision).toBe(revision + 1);
  });

  it('keeps the states of the SEO texts of the Meta Fields tab', async () => {
    const product = await newProduct();
    const meta = (title: string) =>
      call(
        'mutation M($id: ID!, $input: ProductMetaInput!) { updateProductMeta(id: $id, input: $input) { id } }',
        {
          id: product.id,
          input: { seoTitles: [de(title), en('Displays')], seoDescriptions: [], metaValues: [] },
        },
      );
    await meta('Aufsteller');
    await meta('Tischaufsteller');
    expect(await english(`product:${product.id}.seoTitle`)).toMatchObject({ outdated: true });
  });
});

describe('the other editors of translatable texts', () => {
  it('keeps the states of a category’s name', async () => {
    const input = (name: string) => ({
      published: true,
      slug: `eigene-kategorie-${serial}`,
      name: [de(name), en('Fair stands')],
      description: [],
    });
    serial++;
    const { createCategory } = await call<{ createCategory: { id: string } }>(
      'mutation C($input: CategoryInput!) { createCategory(input: $input) { id } }',
      { input: input('Messestände') },
    );
    await call(
      'mutation U($id: ID!, $input: CategoryInput!) { updateCategory(id: $id, input: $input) { id } }',
      {
        id: createCategory.id,
        input: input('Messebau'),
      },
    );
    expect(await english(`category:${createCategory.id}.name`)).toMatchObject({ outdated: true });
  });

  it('keeps the states of a CMS page’s title', async () => {
    const slug = `eigene-seite-${++serial}`;
    const input = (title: string) => ({ title: [de(title), en('About us')], slugs: [de(slug)] });
    const { createContentPage } = await call<{ createContentPage: { id: string; version: number } }>(
      'mutation C($input: ContentPageInput!) { createContentPage(input: $input) { id version } }',
      { input: input('Über uns') },
    );
    await call(
      'mutation U($id: ID!, $v: Int!, $input: ContentPageInput!) { updateContentPage(id: $id, expectedVersion: $v, input: $input) { id } }',
      { id: createContentPage.id, v: createContentPage.version, input: input('Wir über uns') },
    );
    expect(await english(`contentPage:${createContentPage.id}.title`)).toMatchObject({ outdated: true });
  });

  it('keeps the states of a product field’s label', async () => {
    const input = (label: string) => ({
      name: `eigenesFeld${serial}`,
      type: 'text',
      label: [de(label), en('Finish')],
    });
    serial++;
    const { createProductField } = await call<{ createProductField: { id: string } }>(
      'mutation C($input: ProductFieldDefinitionInput!) { createProductField(input: $input) { id } }',
      { input: input('Veredelung') },
    );
    await call(
      'mutation U($id: ID!, $input: ProductFieldDefinitionInput!) { updateProductField(id: $id, input: $input) { id } }',
      { id: createProductField.id, input: input('Oberfläche') },
    );
    expect(await english(`productField:${createProductField.id}.label`)).toMatchObject({ outdated: true });
  });

  it('keeps the states of a user field’s label (written once for every language)', async () => {
    const input = (label: string) => ({
      fieldName: `eigenesFeld${serial}`,
      type: 'text',
      label,
      labelTranslations: [{ languageCode: 'en-GB', translation: 'Department' }],
    });
    serial++;
    const { createUserField } = await call<{ createUserField: { id: string } }>(
      'mutation C($input: UserFieldInput!) { createUserField(input: $input) { id } }',
      { input: input('Abteilung') },
    );
    await call(
      'mutation U($id: ID!, $input: UserFieldInput!) { updateUserField(id: $id, input: $input) { id } }',
      {
        id: createUserField.id,
        input: input('Bereich'),
      },
    );
    expect(await english(`userField:${createUserField.id}.label`)).toMatchObject({
      text: 'Department',
      outdated: true,
    });
  });
});
