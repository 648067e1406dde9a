import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { cookieHeader, graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';

// Issue 13: signed-in pages keep their private answers (favourites, who sees which category), while
// what every caller with the same view sees comes from the shared reads of the data version
// (platform/cache/shared-reads.ts): an admin's change shows on the next page, and no one sees what
// another's roles allow. Needs the web build.
let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
});
afterAll(() => t?.close());

const asUser = (jar: CookieJar, url: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', cookie: `${cookieHeader(jar)}; lang=en-GB` },
  });

/** The SQL statements (transaction control left out) one signed-in page sends. */
async function statementsOf(jar: CookieJar, url: string) {
  const statements: string[] = [];
  t.database.onStatement = (text) => {
    if (!/^\s*(begin|commit|rollback|savepoint|release)\b/i.test(text)) statements.push(text);
  };
  try {
    const response = await asUser(jar, url);
    expect(response.statusCode).toBe(200);
    return statements;
  } finally {
    t.database.onStatement = undefined;
  }
}

const catalogueReads = (statements: string[]) =>
  statements.filter((text) => /from "(product|product_variant|product_field|price_scale)"/.test(text));

async function setUnitPrice(slug: string, unitPriceMinor: number) {
  const [product] = await withSystem(t.database, (tx) =>
    tx.execute<{ id: string; tenant_id: string; price_list_id: string | null }>(
      sql`select id, tenant_id, price_list_id from product where slug = ${slug}`,
    ),
  ).then((result) => result.rows);
  await withTenant(t.database, product!.tenant_id, (tx) =>
    tx.execute(sql`update price_scale set unit_price_minor = ${unitPriceMinor}
      where product_id = ${product!.id} or price_list_id = ${product!.price_list_id}`),
  );
}

describe('signed-in pages with shared reads', () => {
  it('read the catalogue once per data version, then only what is the shopper’s own', async () => {
    const product = '/products/visitenkarten-standard';
    expect(catalogueReads(await statementsOf(customer, product)).length).toBeGreaterThan(0);
    const again = await statementsOf(customer, product);
    // Left: the session, the shopper's categories (their roles) and their favourites.
    expect(catalogueReads(again), again.join('\n')).toEqual([]);
    expect(again.some((text) => /from "cart_item"/.test(text))).toBe(true);

    await statementsOf(customer, '/catalog');
    expect(catalogueReads(await statementsOf(customer, '/catalog'))).toEqual([]);
  });

  it("show an admin's price change on the shopper's next page", async () => {
    const product = '/products/flyer-a6';
    await asUser(customer, product);
    await setUnitPrice('flyer-a6', 98_765);
    const after = await asUser(customer, product);
    // 987.65 net per unit, shown gross (19 % VAT).
    expect(after.body).toMatch(/1,175\.30/);
  });

  it('never show one role’s categories or products to another, whoever asked first', async () => {
    // The admins-only category and its product: the admin's view is read (and kept) first …
    expect((await asUser(admin, '/catalog')).body).toContain('Internal templates');
    expect((await asUser(admin, '/products/mitarbeiter-visitenkarten')).statusCode).toBe(200);
    // … and the customer's own view is still without them.
    const catalogue = await asUser(customer, '/catalog');
    expect(catalogue.statusCode).toBe(200);
    expect(catalogue.body).not.toContain('Internal templates');
    expect((await asUser(customer, '/products/mitarbeiter-visitenkarten')).statusCode).toBe(404);
    expect((await asUser(customer, '/catalog/interne-vorlagen')).statusCode).toBe(404);
    // The other way round: the admin still sees them after the customer's view was kept.
    expect((await asUser(admin, '/catalog/interne-vorlagen')).statusCode).toBe(200);
  });

  it('keep favourites per shopper', async () => {
    const product = '/products/flyer-a5';
    const favourited = (html: string) => /data-favourite="true"/.test(html);
    expect(favourited((await asUser(admin, product)).body)).toBe(false);
    const { body } = await graphqlAs<{ product: { id: string } }>(
      t,
      customer,
      'query P { product(slug: "flyer-a5") { id } }',
    );
    await graphqlAs(t, customer, 'mutation F($id: ID!) { toggleFavourite(productId: $id) }', {
      id: body.data!.product.id,
    });
    expect(favourited((await asUser(customer, product)).body)).toBe(true);
    expect(favourited((await asUser(admin, product)).body)).toBe(false);
  });
});
