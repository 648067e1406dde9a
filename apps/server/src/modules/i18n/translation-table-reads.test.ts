import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { isWorkStatement } from '../../testing/statements.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { catalogTexts } from '../catalog/catalog-texts.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';

// A page of the translations table reads the texts of its own rows only (issue 27): the owners are
// asked for which texts there are and which languages they lack, then for the texts of the page's rows,
// so a page of 10 in a shop of 300 products loads the texts of 10, in as many statements as a page of 2.

const SERIES = 300;

let t: TestApp;
let admin: CookieJar;

const TABLE = `query T($input: TranslationTableInput!) { translationTable(input: $input) {
  total items { address owner languages { languageCode text state } } } }`;

type Page = {
  total: number;
  items: { address: string; owner: string | null; languages: { text: string }[] }[];
};

/** One page, with the record texts the catalogue's products handed out and the statements sent. */
async function counted(input: Record<string, unknown>) {
  const product = catalogTexts.find((entity) => entity.entity === 'product')!;
  const { list, read } = product;
  let texts = 0;
  product.list = async (...args) => {
    const listed = await list(...args);
    texts += listed.length;
    return listed;
  };
  product.read = async (...args) => {
    const found = await read(...args);
    texts += found?.length ?? 0;
    return found;
  };
  const statements: string[] = [];
  t.database.onStatement = (text) => {
    if (isWorkStatement(text)) statements.push(text);
  };
  try {
    const { body } = await graphqlAs<{ translationTable: Page }>(t, admin, TABLE, { input });
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return { page: body.data!.translationTable, texts, statements };
  } finally {
    t.database.onStatement = undefined;
    Object.assign(product, { list, read });
  }
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  await withSystem(t.database, async (tx) => {
    const [shop] = await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'druckerei'));
    await tx.execute(sql`insert into product (tenant_id, slug, name, description)
      select ${shop!.id}, 'reihe-' || i, jsonb_build_object('de-DE', 'Reihenartikel ' || i),
        jsonb_build_object('de-DE', 'Beschreibung ' || i, 'en-GB', 'Description ' || i)
      from generate_series(1, ${sql.raw(String(SERIES))}) i`);
  });
});
afterAll(() => t.close());

describe('a page of the translations table', () => {
  it.each([
    ['all product texts', { group: 'product' }],
    ['searched', { search: 'reihenartikel' }],
    ['missing English', { group: 'product', missingIn: 'en-GB' }],
  ] as const)('loads the texts of its own rows only (%s)', async (_what, filter) => {
    await counted({ ...filter, pageSize: 1 }); // the session and the shop read once
    const small = await counted({ ...filter, pageSize: 2 });
    const page = await counted({ ...filter, pageSize: 10 });
    expect(page.page.total).toBeGreaterThanOrEqual(SERIES);
    expect(page.page.items).toHaveLength(10);
    // The product texts of the page's ten rows (a record's other texts may come along), not 300's.
    expect(page.texts).toBeLessThanOrEqual(10 * catalogTexts[0]!.fields.length);
    expect(page.statements.length, page.statements.join('\n')).toBe(small.statements.length);
  });

  it('names the record of each text by its name in the default language, without reading more', async () => {
    const { page, statements } = await counted({ search: 'Beschreibung 17', pageSize: 10 });
    const small = await counted({ search: 'Beschreibung 17', pageSize: 2 });
    const row = page.items.find((item) => item.languages.some((cell) => cell.text === 'Beschreibung 17'));
    expect(row).toMatchObject({ owner: 'Reihenartikel 17' });
    expect(statements.length).toBe(small.statements.length);
  });
});
