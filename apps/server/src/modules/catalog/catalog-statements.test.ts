import { and, eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterTenantScope, withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { ensureLibraryFields } from './fields/product-fields.ts';
import { categories, productCategories, productFields, products, productVariants } from './catalog.tables.ts';
import { priceLists } from '../pricing/pricing.tables.ts';
import { priceScales } from '../pricing/price-scales.tables.ts';
import { isChangeCountRead, isWorkStatement } from '../../testing/statements.ts';

// No N+1 (issue 4): a list of 24 products with prices, variants, fields and categories, and the
// category navigation with previews, cost the same number of SQL statements as a list of 3. Counted
// through the database's statement observer (platform/db/client.ts).

const LIST = `query List($limit: Int) { products(limit: $limit) { total items {
  slug name imageUrl images { url thumbnailUrl alt } template isFavourite currency available unavailableReason
  fromPrice { quantity total { amountMinor netMinor grossMinor } }
  priceTable { quantity unitPrice { amountMinor } total { amountMinor } }
  variants { code name } fields { name label type } categories { slug name }
} } }`;
const NAVIGATION = `query Nav { categories { slug previewProducts { slug fromPrice { total { amountMinor } } }
  subcategories { slug previewProducts { slug } } } }`;

let t: TestApp;
let admin: CookieJar;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  // 13 more products (25 in all; 24 for anonymous visitors, who do not see the internal one), each with
  // its own price list, scales, variants and fields.
  await withSystem(t.database, async (tx) => {
    const [tenant] = await tx.select().from(tenants).where(eq(tenants.slug, 'druckerei'));
    const tenantId = tenant!.id;
    // Written as the shop writes: the library fields take the tenant of the transaction.
    await enterTenantScope(tx, tenantId);
    const [category] = await tx
      .select()
      .from(categories)
      .where(and(eq(categories.tenantId, tenantId), eq(categories.slug, 'visitenkarten')));
    for (let n = 1; n <= 13; n++) {
      const [list] = await tx
        .insert(priceLists)
        .values({ tenantId, name: `Liste ${n}`, currency: 'EUR' })
        .returning();
      const [row] = await tx
        .insert(products)
        .values({
          tenantId,
          slug: `zusatzprodukt-${n}`,
          name: { 'de-DE': `Zusatzprodukt ${n}`, 'en-GB': `Extra product ${n}` },
          published: true,
          priceListId: list!.id,
        })
        .returning();
      const productId = row!.id;
      await tx.insert(priceScales).values([
        { tenantId, priceListId: list!.id, minQuantity: 10, unitPriceMinor: 100 + n },
        { tenantId, priceListId: list!.id, minQuantity: 100, unitPriceMinor: 50 + n },
      ]);
      await tx.insert(productVariants).values([
        { tenantId, productId, code: `X-${n}-A`, name: { 'de-DE': 'A' } },
        { tenantId, productId, code: `X-${n}-B`, name: { 'de-DE': 'B' } },
      ]);
      const library = await ensureLibraryFields(tx, [
        { name: 'headline', label: { 'de-DE': 'Überschrift' }, type: 'text', required: false },
        { name: 'logo', label: { 'de-DE': 'Logo' }, type: 'image', required: false },
      ]);
      await tx.insert(productFields).values([
        { tenantId, productId, fieldId: library.get('headline')! },
        { tenantId, productId, fieldId: library.get('logo')!, sortOrder: 1 },
      ]);
      await tx
        .insert(productCategories)
        .values({ tenantId, productId, categoryId: category!.id, sortOrder: 100 + n });
    }
  });
});
afterAll(() => t.close());

/**
 * Runs one call and returns its body and the SQL statements it sent. Each call starts at a new data
 * version (as after an admin's change), so the shared reads of an earlier call do not hide statements.
 */
async function counted<T>(
  jar: CookieJar | null,
  query: string,
  variables: Record<string, unknown> = {},
  options: { freshVersion: boolean } = { freshVersion: true },
) {
  if (options.freshVersion)
    // A change announced in this process takes effect at once; the database's notice would arrive
    // some time later, on a busy machine possibly during the call and so hide statements of it.
    t.app.publicContent.changed('*');
  const statements: string[] = [];
  // Transaction control is left out (the PostgreSQL driver sends begin/commit as statements, PGlite not),
  // and so is the request's read of the change counts on PostgreSQL (decision 0075).
  t.database.onStatement = (sql) => {
    if (isWorkStatement(sql)) statements.push(sql);
  };
  try {
    const { body } = await graphqlAs<T>(t, jar, query, variables);
    expect(body.errors).toBeUndefined();
    return { data: body.data!, statements };
  } finally {
    t.database.onStatement = undefined;
  }
}

describe('statements per catalogue request', () => {
  it.each([
    ['an anonymous visitor', null],
    ['an admin (with the price-list hint)', 'admin'],
  ] as const)('lists 24 products with everything in as many statements as 3, for %s', async (_who, role) => {
    const jar = role ? admin : null;
    const query = role ? LIST.replace('unavailableReason', 'unavailableReason priceListConfigured') : LIST;
    await counted(jar, query, { limit: 1 }); // warm the host → tenant cache
    const small = await counted<{ products: { items: unknown[] } }>(jar, query, { limit: 3 });
    const large = await counted<{ products: { items: { variants: unknown[]; priceTable: unknown[] }[] } }>(
      jar,
      query,
      { limit: 24 },
    );
    expect(large.data.products.items).toHaveLength(24);
    expect(
      large.data.products.items.every((item) => item.variants.length > 0 && item.priceTable.length > 0),
    ).toBe(true);
    expect(large.statements.length, large.statements.join('\n')).toBe(small.statements.length);
    // Signed in: the session's record in the key-value store (a statement when that is the database, not
    // with Redis), then the operation's scope and in it the session user. Then categories (kept per
    // data version, so read here once as each call starts at a new version; read afresh always for
    // catalogue managers like this admin), the page with its count, prices and variants (one
    // statement), fields, category links, templates and (signed in) favourites. The tenant row comes
    // from the per-process cache: 6 anonymous, 9 for the admin (8 with Redis), whatever the page size.
    expect(large.statements.filter((sql) => /from "tenant"/.test(sql))).toEqual([]);
    const sessionRecord = process.env.TEST_REDIS_URL ? 0 : 1;
    expect(large.statements.length, large.statements.join('\n')).toBe(role ? 8 + sessionRecord : 6);
  });

  it('reads a page of products with their variants and prices in one statement', async () => {
    const query = `query Page { products(limit: 24) { total items { slug variants { code }
      fromPrice { total { amountMinor } } priceTable { quantity } available } } }`;
    const { data, statements } = await counted<{ products: { total: number; items: unknown[] } }>(
      null,
      query,
    );
    expect(data.products.items).toHaveLength(24);
    expect(data.products.total).toBe(24);
    // The operation's scope, the categories (first read at this data version), then the page with
    // everything shown.
    expect(statements.length, statements.join('\n')).toBe(3);
  });

  it('reads again only what is the caller’s own at the same data version (their favourites)', async () => {
    const customer = await loginAs(t, 'kunde', 'Kunde#2026');
    const first = await counted(customer, LIST, { limit: 24 });
    const again = await counted(customer, LIST, { limit: 24 }, { freshVersion: false });
    const catalogueReads = (statements: string[]) =>
      statements.filter((text) => /from "(product|product_variant|product_field|price_scale)"/.test(text));
    expect(catalogueReads(first.statements).length).toBeGreaterThan(0);
    expect(catalogueReads(again.statements), again.statements.join('\n')).toEqual([]);
    // The categories are kept per data version too (the caller's roles come with the session user).
    expect(again.statements.filter((text) => /from "category"/.test(text))).toEqual([]);
    expect(again.statements.filter((text) => /from "cart_item"/.test(text))).toHaveLength(1);
    expect(again.data).toEqual(first.data);
  });

  it('answers a query whose reads are all kept without a statement, not even a transaction', async () => {
    const query = `query Page { products(limit: 24) { items { slug variants { code } fromPrice { total { amountMinor } } } } }`;
    const first = await counted<{ products: { items: unknown[] } }>(null, query);
    expect(first.statements.length).toBeGreaterThan(0);
    const sent: string[] = [];
    // Begin and commit included; not the request's read of the change counts on PostgreSQL.
    t.database.onStatement = (text) => void (isChangeCountRead(text) || sent.push(text));
    try {
      // Another operation name: the same reads, but not the answer cache's kept answer of the first.
      const { body } = await graphqlAs(t, null, query.replace('query Page', 'query SamePage'));
      expect(body.errors).toBeUndefined();
      expect(body.data).toEqual(first.data);
    } finally {
      t.database.onStatement = undefined;
    }
    // Issue 23: a page made afresh from kept reads still paid BEGIN, the tenant's settings and COMMIT.
    expect(sent, sent.join('\n')).toEqual([]);
  });

  it('reads a product page again at the same data version without reading the product or its template', async () => {
    // The template is kept once per product, apart from the product's entry of each shop view.
    const customer = await loginAs(t, 'kunde', 'Kunde#2026');
    const page = `query P { product(slug: "flyer-a6") { slug template variants { code }
      fromPrice { total { amountMinor } } } }`;
    const first = await counted<{ product: { template: unknown } }>(customer, page);
    const again = await counted(customer, page, {}, { freshVersion: false });
    expect(first.data.product.template).toMatchObject({ pages: expect.any(Array) });
    // One statement reads the product with all it shows, the template too.
    const productReads = (statements: string[]) => statements.filter((text) => /from "product"/.test(text));
    expect(productReads(first.statements), first.statements.join('\n')).toHaveLength(1);
    expect(productReads(again.statements), again.statements.join('\n')).toEqual([]);
    expect(again.data).toEqual(first.data);
  });

  it('renders the category navigation with previews in a fixed number of statements', async () => {
    const { data, statements } = await counted<{ categories: { previewProducts: unknown[] }[] }>(
      null,
      NAVIGATION,
    );
    expect(data.categories.some((category) => category.previewProducts.length === 3)).toBe(true);
    expect(statements.length, statements.join('\n')).toBeLessThanOrEqual(8);
  });
});

/**
 * The plan PostgreSQL makes for a statement with `$n` parameters whatever their values, as the tenant
 * (row-level security applies): prepared with a generic plan forced (`explain (generic_plan)` needs
 * PostgreSQL 16), sent as a simple query (the extended protocol would ask for the values).
 */
async function genericPlan(tenantId: string, statement: string): Promise<string> {
  const parameters = new Set(statement.match(/\$\d+/g)).size;
  const nulls = Array.from({ length: parameters }, () => 'null').join(', ');
  const script = `begin; select set_config('role', 'app_user', true), set_config('app.tenant_id', '${tenantId}', true);
    set local plan_cache_mode = force_generic_plan; prepare generic_plan_of as ${statement};
    explain execute generic_plan_of(${nulls}); deallocate generic_plan_of; rollback;`;
  const { connection } = t.database;
  const results =
    connection.kind === 'pglite'
      ? (await connection.client.exec(script)).map((result) => result.rows)
      : await withPgClient(connection.url, async (client) => {
          const answers = (await client.query(script)) as unknown as { rows: unknown[] }[];
          return answers.map((answer) => answer.rows);
        });
  const plan = results.find((rows) => Object.hasOwn((rows[0] as object | undefined) ?? {}, 'QUERY PLAN'));
  return (plan as { 'QUERY PLAN': string }[]).map((row) => row['QUERY PLAN']).join('\n');
}

async function withPgClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

describe('indexes of catalogue lookups', () => {
  it('looks up a product page’s product without reading all of the shop’s category links', async () => {
    const statements: string[] = [];
    t.database.onStatement = (text) => statements.push(text);
    try {
      const { body } = await graphqlAs(t, null, 'query P { product(slug: "flyer-a6") { id } }');
      expect(body.errors).toBeUndefined();
    } finally {
      t.database.onStatement = undefined;
    }
    const bySlug = statements.find((text) => /from "product" where \("product"\."slug" = \$1/.test(text));
    expect(bySlug, statements.join('\n')).toBeDefined();
    const [tenant] = await withSystem(t.database, (tx) =>
      tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.slug, 'druckerei')),
    );
    const text = await genericPlan(tenant!.id, bySlug!);
    // Issue 23: a hash of every link of the shop was built for the one product (O(catalogue) per page).
    expect(text).not.toMatch(/hashed SubPlan/);
    expect(text).toMatch(
      /Index Cond: \(\(tenant_id = product\.tenant_id\) AND \(product_id = product\.id\)\)/,
    );
  });

  it('finds the variants and category links of a page of products by product, not by reading them all', async () => {
    const result = await t.database.db.execute<{ tablename: string; indexdef: string }>(
      sql`select tablename, indexdef from pg_indexes where tablename in ('product_variant', 'product_category')`,
    );
    const leading = (table: string) =>
      result.rows
        .filter((row) => row.tablename === table)
        .map((row) => /\((.*)\)/.exec(row.indexdef)?.[1]?.split(', ').slice(0, 2).join(', '));
    expect(leading('product_variant')).toContain('tenant_id, product_id');
    expect(leading('product_category')).toContain('tenant_id, product_id');
  });
});
