// Shop scenarios for `npm run bench` (issues 4, 13): the seed, the GraphQL product list of 24 products
// with variants and prices, one product by slug, and adding a personalised item to the cart.
import type { Options } from 'autocannon';
import { sql } from 'drizzle-orm';
import { seedDemoData } from '../apps/server/src/modules/demo/seed-demo.ts';
import { createDatabase } from '../apps/server/src/platform/db/client.ts';
import { withSystem } from '../apps/server/src/platform/db/tenant-scope.ts';
import { seedBenchPage } from './bench-page.ts';
import { seedBenchTenant } from './bench-tenant.ts';
import { graphql, request } from './http.ts';

const json = { 'content-type': 'application/json', 'x-print-csrf': '1' };

/**
 * Seeds the demo shops before the server starts, plus a copy of each of the first shop's products (its
 * demo has 12), so the catalogue pages and the list scenario show 24 products with their own rows; then
 * the bench shop with its 1,000 products (bench-tenant.ts).
 */
export async function seedBenchCatalogue(options: { databaseUrl?: string; dataDir: string }) {
  const database = await createDatabase(options);
  try {
    await database.migrate();
    await seedDemoData(database);
    await seedBenchTenant(database);
    await seedBenchPage(database);
    await withSystem(database, async (tx) => {
      await tx.execute(sql`
        insert into product (tenant_id, slug, name, description, published, tax_category, pricing_mode,
          price_list_id, currency, stock, image_url, images, template)
        select p.tenant_id, p.slug || '-2', p.name, p.description, p.published, p.tax_category, p.pricing_mode,
          p.price_list_id, p.currency, p.stock, p.image_url, p.images, p.template
        from product p join tenant t on t.id = p.tenant_id
        where t.slug = 'druckerei' and p.slug not like '%-2'
        on conflict do nothing`);
      await tx.execute(sql`
        insert into product_field (tenant_id, product_id, field_id, label, required, default_value, conditions,
          sort_order)
        select copy.tenant_id, copy.id, f.field_id, f.label, f.required, f.default_value, f.conditions, f.sort_order
        from product copy
        join product original on original.tenant_id = copy.tenant_id and copy.slug = original.slug || '-2'
        join product_field f on f.tenant_id = original.tenant_id and f.product_id = original.id
        on conflict do nothing`);
      await tx.execute(sql`
        insert into product_category (tenant_id, product_id, category_id, sort_order)
        select copy.tenant_id, copy.id, pc.category_id, pc.sort_order + 100
        from product copy
        join product original on original.tenant_id = copy.tenant_id and copy.slug = original.slug || '-2'
        join product_category pc on pc.tenant_id = original.tenant_id and pc.product_id = original.id
        on conflict do nothing`);
    });
  } finally {
    await database.close();
  }
}

const AMOUNT = 'amountMinor netMinor grossMinor currency display';

/** The list of 24 products with their variants and prices, as a catalogue grid asks for it. */
export const productListBody = JSON.stringify({
  operationName: 'BenchProducts',
  query: `query BenchProducts { products(limit: 24) { total items {
    id slug name imageUrl isFavourite available
    variants { id code name }
    fromPrice { quantity unitPrice { amountMinor currency } total { amountMinor currency } }
    priceTable { quantity unitPrice { amountMinor } total { amountMinor } }
  } } }`,
});

/** One product by slug with what the product page shows (the web app's ProductPage query, no cart item). */
export const productDetailBody = (slug: string) =>
  JSON.stringify({
    operationName: 'BenchProduct',
    query: `query BenchProduct($slug: String!) { product(slug: $slug) {
      id slug name description imageUrl images { url thumbnailUrl alt } template isFavourite
      variants { id code name } fields { id name label type required defaultValue } categories { slug name }
      currency taxCategory taxRateBasisPoints priceDisplay
      priceTable { quantity unitPrice { ${AMOUNT} } total { ${AMOUNT} } }
      stock inStock orderable available unavailableReason priceListConfigured } }`,
    variables: { slug },
  });

const addToCartQuery = `mutation BenchAdd($input: CartItemInput!) {
  addCartItem(kind: cart, input: $input, contentReleased: true) { id price { totalMinor currency } } }`;

/** A temporary visitor's session cookies, as a first visit that adds to the cart gets them. */
export async function visitorCookie(base: string, host: string): Promise<string> {
  const session = await request(`${base}/service-api/auth/temporarySession`, {
    host,
    method: 'POST',
    headers: json,
    body: JSON.stringify({ language: 'de-DE' }),
  });
  if (!session.ok) throw new Error(`bench temporary session failed: ${session.status}`);
  return session.setCookies.map((line) => line.split(';')[0]).join('; ');
}

/**
 * Adding a personalised business card to the cart: every connection is a visitor of its own (its own
 * temporary session and cart), as many shoppers at once are.
 */
export async function addToCartOptions(
  base: string,
  host: string,
  connections: number,
): Promise<Partial<Options>> {
  const cookies = await Promise.all(Array.from({ length: connections }, () => visitorCookie(base, host)));
  const { product } = await graphql<{ product: { id: string } }>(
    base,
    host,
    'query BenchProduct { product(slug: "visitenkarten-standard") { id } }',
  );
  let next = 0;
  return {
    method: 'POST',
    headers: { ...json, host },
    body: JSON.stringify({
      operationName: 'BenchAdd',
      query: addToCartQuery,
      variables: {
        input: {
          productId: product.id,
          quantity: 250,
          fieldValues: { firstName: 'Erika', lastName: 'Mustermann', email: 'erika@example.com' },
        },
      },
    }),
    setupClient(client) {
      client.setHeaders({ ...json, host, cookie: cookies[next++ % cookies.length]! });
    },
  };
}
