import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../../testing/test-app.ts';

// The products administration's list costs the same SQL statements for a page of 100 as for a page of
// 2, also searched and filtered (issue 15: a page of the list with 10,000 products answers in
// < 100 ms). Asked with the products page's own query (the web app's product-list-api.ts) and counted
// through the database's statement observer (platform/db/client.ts).

const WEB_APP = path.resolve(import.meta.dirname, '../../../../../../web/app');
const SERIES = 120;

type Row = { slug: string; stock: number | null; fromPrice: { totalMinor: number } | null };
type Page = { total: number; items: Row[] };

let t: TestApp;
let admin: CookieJar;
let query: string;
let categoryId: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  await import(path.join(WEB_APP, 'features/admin-products/product-list-api.ts'));
  const { definedOperations } = (await import(path.join(WEB_APP, 'lib/api/graphql.ts'))) as {
    definedOperations: () => string[];
  };
  query = definedOperations().find((text) => /^query AdminProducts\b/.test(text))!;
  // 120 more products (so a page of 100 is full, searched and filtered too), each with its own price
  // list of two scales and three variants, half of them counting their own stock, in the flyer range.
  await withSystem(t.database, async (tx) => {
    const tenant = sql`(select id from tenant where slug = 'druckerei')`;
    await tx.execute(sql`create temporary table series on commit drop as
      select i, gen_random_uuid() as product_id, gen_random_uuid() as list_id
      from generate_series(1, ${sql.raw(String(SERIES))}) i`);
    await tx.execute(sql`insert into price_list (tenant_id, id, name, currency)
      select ${tenant}, list_id, 'Serie ' || i, 'EUR' from series`);
    await tx.execute(sql`insert into price_scale (tenant_id, price_list_id, min_quantity, unit_price_minor)
      select ${tenant}, list_id, q, 100 + i from series, unnest(array[10, 100]) q`);
    await tx.execute(sql`insert into product (tenant_id, id, slug, name, published, price_list_id, stock)
      select ${tenant}, product_id, 'serienartikel-' || i,
        jsonb_build_object('de-DE', 'Serienartikel ' || i, 'en-GB', 'Series item ' || i), i % 4 <> 0, list_id, 50
      from series`);
    await tx.execute(sql`insert into product_variant (tenant_id, product_id, code, name, sort_order, stock)
      select ${tenant}, product_id, 'SER-' || i || '-' || v, '{"de-DE": "Ausführung"}'::jsonb, v,
        case when i % 2 = 0 then 10 * v end
      from series, generate_series(1, 3) v`);
    await tx.execute(sql`insert into product_category (tenant_id, product_id, category_id, sort_order)
      select ${tenant}, product_id, c.id, i from series
      join category c on c.tenant_id = ${tenant} and c.slug = 'flyer'`);
    const [flyer] = (
      await tx.execute<{ id: string }>(
        sql`select id from category where tenant_id = ${tenant} and slug = 'flyer'`,
      )
    ).rows;
    categoryId = flyer!.id;
  });
});
afterAll(() => t.close());

/** The page's variables with nothing chosen (product-filters.ts productListVariables of a fresh view). */
const view = (variables: Record<string, unknown>) => ({
  search: '',
  published: null,
  archived: false,
  orderable: null,
  categoryId: null,
  paymentMode: null,
  outOfStock: null,
  offset: 0,
  limit: 25,
  sortBy: 'name',
  descending: false,
  ...variables,
});

/**
 * One call of the page's query, with its answer and the SQL statements it sent. Each call starts at a
 * new data version (as after an admin's change), so prices an earlier call read do not hide statements.
 */
async function counted(variables: Record<string, unknown>) {
  // A change announced in this process takes effect at once; the database's notice would arrive
  // some time later, on a busy machine possibly during the call and so hide statements of it.
  t.app.publicContent.changed('*');
  const statements: string[] = [];
  // Transaction control is left out: the PostgreSQL driver sends begin/commit as statements, PGlite not.
  t.database.onStatement = (text) => {
    if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text)) statements.push(text);
  };
  try {
    const { body } = await graphqlAs<{ adminProducts: Page }>(t, admin, query, view(variables));
    expect(body.errors).toBeUndefined();
    return { page: body.data!.adminProducts, statements };
  } finally {
    t.database.onStatement = undefined;
  }
}

describe('statements of the products list', () => {
  it.each([
    ['all products', {}],
    ['searched by name', { search: 'serienartikel' }],
    ['searched by a variant code', { search: 'SER-' }],
    ['filtered by range and state', { categoryId: () => categoryId, published: true }],
  ] as const)('reads a page of 100 in as many statements as a page of 2 (%s)', async (_what, filter) => {
    const variables = Object.fromEntries(
      Object.entries(filter).map(([key, value]) => [key, typeof value === 'function' ? value() : value]),
    );
    await counted({ ...variables, limit: 1 }); // the session and the tenant's settings read once
    const small = await counted({ ...variables, limit: 2 });
    const large = await counted({ ...variables, limit: 100 });
    const full = await counted({ ...variables, limit: 25 });
    expect(large.page.items).toHaveLength(Math.min(100, large.page.total));
    expect(large.page.items.length).toBeGreaterThan(25);
    expect(large.page.items.some((item) => item.fromPrice !== null && item.stock !== null)).toBe(true);
    expect(full.page.total).toBe(large.page.total);
    expect(large.statements.length, large.statements.join('\n')).toBe(small.statements.length);
    expect(full.statements.length, full.statements.join('\n')).toBe(small.statements.length);
    // The page and its total are one statement: the filter runs once, not again for the count.
    const productReads = large.statements.filter((text) => /\bfrom "product"/.test(text));
    expect(productReads, productReads.join('\n')).toHaveLength(1);
  });

  it('searches names, article codes and variant codes without reading a variant', async () => {
    for (const search of ['serienartikel', 'SER-12-']) {
      const { page, statements } = await counted({ search, limit: 25 });
      expect(page.total).toBeGreaterThan(0);
      // The page's own rows read their variants' stock; the search over all products reads none.
      const [filter] = statements.flatMap((text) => /from \(select (.*)\) "page"/s.exec(text)?.[1] ?? []);
      expect(filter).toContain('search_text');
      expect(filter).not.toMatch(/product_variant/);
    }
  });

  it('counts the total in a second statement only for a page past the end', async () => {
    const { page, statements } = await counted({ limit: 25, offset: 10_000 });
    expect(page.items).toEqual([]);
    expect(page.total).toBeGreaterThan(SERIES);
    expect(statements.filter((text) => /\bfrom "product"/.test(text))).toHaveLength(2);
  });
});
