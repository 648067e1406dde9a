import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import {
  addToCart,
  ENVELOPE_VALUES,
  ENVELOPES,
  productId,
  settingsInput,
  UPDATE_SETTINGS,
  visitor,
} from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';

// The shop pages a search engine or a first visit lands on (issue 4) come server-rendered with their
// data, read through the in-process GraphQL client of the load context (decision 0009), as the visitor.
// Needs the web build (`npm test` builds before this suite).
let t: TestApp;
let admin: CookieJar;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(() => t?.close());

const page = (url: string, headers: Record<string, string> = {}, host = 'localhost') =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

describe('server-rendered shop pages', () => {
  it('renders the catalogue with categories, products and their prices in the HTML', async () => {
    const response = await page('/catalog', { cookie: 'lang=en-GB' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('Business cards');
    expect(response.body).toContain('Standard business cards');
    expect(response.body).toMatch(/from €\d+\.\d\d/);
    // The admins-only category stays out of an anonymous visitor's page.
    expect(response.body).not.toContain('Internal templates');
  });

  it('renders a category page and answers 404 for a hidden or unknown one', async () => {
    const flyers = await page('/catalog/flyer', { cookie: 'lang=en-GB' });
    expect(flyers.statusCode).toBe(200);
    expect(flyers.body).toContain('A6 flyers');
    expect((await page('/catalog/interne-vorlagen')).statusCode).toBe(404);
    expect((await page('/catalog/no-such-category')).statusCode).toBe(404);
    const asAdmin = await page('/catalog/interne-vorlagen', { cookie: cookieHeader(admin) });
    expect(asAdmin.statusCode).toBe(200);
  });

  it('finds products by name with ?q=', async () => {
    const response = await page('/catalog?q=premium', { cookie: 'lang=en-GB' });
    const grid = response.body.slice(response.body.indexOf('data-testid="product-grid"'));
    expect(grid.match(/data-testid="product-tile"/g)).toHaveLength(1);
    expect(grid).toContain('Premium business cards');
    // Results replace the category navigation, whose data is not even loaded.
    expect(response.body).not.toContain('First impressions count.');
  });

  it('renders a product page with its price table, in the reader’s language, and 404 for unknown ones', async () => {
    const german = await page('/products/visitenkarten-standard');
    expect(german.statusCode).toBe(200);
    expect(german.body).toContain('Visitenkarten Standard');
    expect(german.body).toContain('data-testid="price-table"');
    expect(german.body).toMatch(/\d+,\d\d\s€/);
    // No admin-only hint for visitors; the German picture, not the English alternative.
    expect(german.body).not.toContain('data-testid="product-admin-hint"');
    expect(german.body).toContain('/demo/visitenkarten-standard.svg');
    const english = await page('/products/visitenkarten-standard', { cookie: 'lang=en-GB' });
    expect(english.body).toContain('/demo/visitenkarten-standard.en-GB.svg');
    expect((await page('/products/no-such-product')).statusCode).toBe(404);
    expect((await page('/products/mitarbeiter-visitenkarten')).statusCode).toBe(404);
  });

  it('names the tax rate from the shop settings: UK VAT 20 % at NorthPrint, 19 % at the German shop', async () => {
    const north = await page('/products/business-cards-classic', {}, 'northprint.localhost');
    expect(north.statusCode).toBe(200);
    expect(north.body).toMatch(/VAT rate 20\s?%/);
    expect(north.body).not.toMatch(/VAT rate 19/);
    const german = await page('/products/visitenkarten-standard');
    expect(german.body).toMatch(/MwSt\.-Satz 19\s?%/);
  });

  it('builds canonical and share links from the shop’s own host, whatever the request line says', async () => {
    // `//host/path` is a path here (the not-found page), never another origin for the page's links.
    const response = await page('//evil.example/products/visitenkarten-standard');
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('evil.example');
    const canonical = await page('/products/visitenkarten-standard');
    expect(canonical.body).toMatch(
      /<link rel="canonical" href="http:\/\/localhost\/products\/visitenkarten-standard"/,
    );
  });

  it("shares anonymous page data for a few seconds, but never a signed-in visitor's", async () => {
    const customer = await loginAs(t, 'kunde', 'Kunde#2026');
    const favourited = (html: string) => /data-favourite="true"/.test(html);
    // An anonymous view first, so the page's data is in the shared cache …
    expect(favourited((await page('/products/flyer-a5')).body)).toBe(false);
    const { body } = await graphqlAs<{ product: { id: string } }>(
      t,
      customer,
      'query P { product(slug: "flyer-a5") { id } }',
    );
    await graphqlAs(t, customer, 'mutation F($id: ID!) { toggleFavourite(productId: $id) }', {
      id: body.data!.product.id,
    });
    // … the customer still sees their own state, and the next anonymous visitor the shared one.
    expect(favourited((await page('/products/flyer-a5', { cookie: cookieHeader(customer) })).body)).toBe(
      true,
    );
    expect(favourited((await page('/products/flyer-a5')).body)).toBe(false);
  });

  it('serves the same tenant data only: the other shop does not know the product', async () => {
    expect((await page('/products/visitenkarten-standard', {}, 'northprint.localhost')).statusCode).toBe(404);
  });

  it("shows the admin's saved shop settings on this instance's next page, not after the cache expires", async () => {
    const shopper = await visitor(t);
    await addToCart(t, shopper, { productId: await productId(t, ENVELOPES), fieldValues: ENVELOPE_VALUES });
    const checkout = () => page('/checkout', { cookie: cookieHeader(shopper) });
    // Rendered once, so the shop's settings are in this instance's page cache …
    const before = await checkout();
    expect(before.statusCode).toBe(200);
    expect(before.body).not.toContain('data-testid="payment-card"');
    const saved = await graphqlAs(t, admin, UPDATE_SETTINGS, {
      input: settingsInput({ cardSecretKey: 'sk_test_cache_4242424242' }),
    });
    expect(saved.body.errors).toBeUndefined();
    // … and the very next page offers card payment.
    expect((await checkout()).body).toContain('data-testid="payment-card"');
  });
});
