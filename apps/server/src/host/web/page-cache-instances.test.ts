import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem, withTenant } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs } from '../../testing/auth-helpers.ts';
import { headerSettingsWithCtaLabel, SAVE_HEADER_SETTINGS } from '../../testing/header-settings-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';

// Issue 13: two instances of the server on one database (PostgreSQL with TEST_DATABASE_URL, each with
// its own connections; on the embedded database both share it). A change made through instance A shows
// on instance B's next anonymous page and GraphQL answer: B hears of it from the database, not from A.
// PostgreSQL's notice reaches B a moment after the commit (on a busy machine later), so B first asks
// the database how many changes it counted (decision 0075): the next request, not a later one, shows
// it. `late` hears of every change only a minute after it, as if that moment were a minute long: what
// it shows at once it has from the database's count. Needs the web build.
let a: TestApp;
let b: TestApp;
/** A third instance that hears of changes only a minute after them. */
let late: TestApp;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  a = await createTestApp({ web: true, nodeEnv: 'production' });
  b = await createTestApp({ web: true, nodeEnv: 'production', instanceOf: a });
  late = await createTestApp({ web: true, nodeEnv: 'production', instanceOf: a, noticeDelayMs: 60_000 });
});
afterAll(async () => {
  await late?.close();
  await b?.close();
  await a?.close();
});

const PRODUCT = '/products/visitenkarten-standard';
const pageOn = async (instance: TestApp, url: string, host = 'localhost') =>
  (await instance.app.inject({ method: 'GET', url, headers: { host, cookie: 'lang=en-GB' } })).body;
const LIST = `query Products { products(limit: 24) { items { slug fromPrice { unitPrice { amountMinor } } } } }`;
const listedOn = async (instance: TestApp) => {
  const { body } = await graphqlAs<{
    products: { items: { slug: string; fromPrice: { unitPrice: { amountMinor: number } } | null }[] };
  }>(instance, null, LIST);
  return body.data?.products.items.find((item) => item.slug === 'visitenkarten-standard')?.fromPrice
    ?.unitPrice.amountMinor;
};
const NORTH = 'northprint.localhost';

describe('kept pages on two instances', () => {
  it("show a price changed through one instance on the other's next request", async () => {
    expect((await pageOn(b, PRODUCT)).includes('€118.9881 per unit')).toBe(false);
    expect(await listedOn(b)).not.toBe(11_899);
    // The catalogue admin's save will write the price in the tenant's transaction, on instance A.
    const [product] = await withSystem(a.database, (tx) =>
      tx.execute<{ id: string; tenant_id: string; price_list_id: string | null }>(
        sql`select id, tenant_id, price_list_id from product where slug = 'visitenkarten-standard'`,
      ),
    ).then((result) => result.rows);
    await withTenant(a.database, product!.tenant_id, (tx) =>
      tx.execute(sql`update price_scale set unit_price_minor = 9999
        where product_id = ${product!.id} or price_list_id = ${product!.price_list_id}`),
    );
    expect((await pageOn(b, PRODUCT)).includes('€118.9881 per unit')).toBe(true);
    expect(await listedOn(b)).toBe(11_899);
  });

  it("show header settings saved on one instance on the other's next page", async () => {
    // The other shop: its shell is loaded (and kept) by B right now, not by an earlier test.
    const admin = await loginAs(a, 'admin', 'Admin#2026', { host: NORTH });
    expect((await pageOn(b, '/', NORTH)).includes('Label from instance A')).toBe(false);
    const saved = await graphqlAs(
      a,
      admin,
      SAVE_HEADER_SETTINGS,
      { input: headerSettingsWithCtaLabel('Label from instance A') },
      NORTH,
    );
    expect(saved.body.errors).toBeUndefined();
    expect((await pageOn(b, '/', NORTH)).includes('Label from instance A')).toBe(true);
  });

  // Issue 23: right after a product was published again, anonymous visitors got a 404 now and then: an
  // instance answered "no such product" from memory, kept while it was unpublished, until the
  // database's notice of the change arrived (a moment after the commit, on a busy PostgreSQL later).
  const answerOn = (instance: TestApp, slug: string, query = '') =>
    instance.app.inject({ method: 'GET', url: `/products/${slug}${query}`, headers: { host: 'localhost' } });
  const statusOn = async (instance: TestApp, slug: string, query = '') =>
    (await answerOn(instance, slug, query)).statusCode;
  const bySlug = (slug: string) => `query BySlug { product(slug: "${slug}") { slug } }`;
  const foundOn = async (instance: TestApp, slug: string) =>
    (await graphqlAs<{ product: { slug: string } | null }>(instance, null, bySlug(slug))).body.data?.product
      ?.slug === slug;
  const setPublished = async (slug: string, published: boolean) => {
    const tenantId = await withSystem(a.database, (tx) =>
      tx.execute<{ id: string }>(sql`select id from tenant where slug = 'druckerei'`),
    ).then((result) => result.rows[0]!.id);
    await withTenant(a.database, tenantId, (tx) =>
      tx.execute(sql`update product set published = ${published} where slug = ${slug}`),
    );
  };
  /** Unpublished through A; `late`, whose notices come long after, has seen it gone (and may keep that). */
  const hide = async (slug: string) => {
    await setPublished(slug, false);
    expect(await statusOn(late, slug)).toBe(404);
    expect(await foundOn(late, slug)).toBe(false);
  };

  it('show a product published again on the next request, before the notice arrives', async () => {
    await hide('flyer-a5');
    await setPublished('flyer-a5', true);
    expect(await statusOn(late, 'flyer-a5')).toBe(200);
    expect(await foundOn(late, 'flyer-a5')).toBe(true);
  });

  it('never serve a page or answer kept before a commit to a request begun after it', async () => {
    // `late` keeps the page and the answer (a second request is served from memory).
    expect(await statusOn(late, 'briefpapier-a4')).toBe(200);
    expect((await answerOn(late, 'briefpapier-a4')).headers['x-cache']).toBe('hit');
    expect(await foundOn(late, 'briefpapier-a4')).toBe(true);
    await setPublished('briefpapier-a4', false);
    expect(await statusOn(late, 'briefpapier-a4')).toBe(404);
    expect(await foundOn(late, 'briefpapier-a4')).toBe(false);
    await setPublished('briefpapier-a4', true);
  });

  it('show it to every request begun after the commit, also while others are under way', async () => {
    // `late` has the product's data in memory (a visit of another address read it) but not this page:
    // the requests under way while A unpublishes make it from memory, whenever the commit comes.
    expect(await statusOn(late, 'flyer-a6', '?read=1')).toBe(200);
    const during = Array.from({ length: 6 }, () => statusOn(late, 'flyer-a6'));
    await setPublished('flyer-a6', false);
    const after = Array.from({ length: 6 }, () => statusOn(late, 'flyer-a6'));
    await Promise.all(during); // their answers may be either
    expect(await Promise.all(after)).toEqual(Array.from({ length: 6 }, () => 404));
    // And back: requests under way while A publishes again ask the database ("not found" is not kept).
    const whilePublishing = Array.from({ length: 6 }, () => statusOn(late, 'flyer-a6'));
    await setPublished('flyer-a6', true);
    const afterPublishing = Array.from({ length: 6 }, () => statusOn(late, 'flyer-a6'));
    await Promise.all(whilePublishing);
    expect(await Promise.all(afterPublishing)).toEqual(Array.from({ length: 6 }, () => 200));
  });

  it("show an admin's change on the next answer of the instance that made it, before its notice", async () => {
    // On PostgreSQL the writing instance, too, hears of its commit a moment after the mutation returned.
    const admin = await loginAs(late, 'admin', 'Admin#2026');
    const [{ id }] = await withSystem(a.database, (tx) =>
      tx.execute<{ id: string }>(sql`select id from product where slug = 'plakat-a1'`),
    ).then((result) => result.rows as [{ id: string }]);
    expect(await foundOn(late, 'plakat-a1')).toBe(true);
    const archived = await graphqlAs(
      late,
      admin,
      `mutation Archive($id: ID!) { setProductArchived(id: $id, archived: true) { id } }`,
      { id },
    );
    expect(archived.body.errors).toBeUndefined();
    expect(await foundOn(late, 'plakat-a1')).toBe(false);
    expect(await statusOn(late, 'plakat-a1')).toBe(404);
  });
});
