// The bench data set of issue 13: a shop of its own (host `bench.localhost`) beside the demo shops, with
// 1,000 published products × 10 variants, each with its price list of 5 scales, in 20 categories, a fifth
// of them sold out. The shop itself (languages, theme, roles, an admin and a shopper account) is seeded
// as the demo shops are; the catalogue is written set-based (a few INSERT … SELECT statements), so
// seeding takes seconds.
import { sql } from 'drizzle-orm';
import type { DemoTenant } from '../apps/server/src/modules/demo/demo-data.types.ts';
import { druckerei } from '../apps/server/src/modules/demo/demo-tenants.ts';
import { seedDemoData } from '../apps/server/src/modules/demo/seed-demo.ts';
import type { Database } from '../apps/server/src/platform/db/client.ts';
import { withSystem } from '../apps/server/src/platform/db/tenant-scope.ts';

export const BENCH_HOST = 'bench.localhost';
export const BENCH_PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1000);
const VARIANTS = 10;
const CATEGORIES = 20;
/** Digits of a product's number: 0001…1000, 00001…10000 (lpad cuts a longer number short, so never less). */
const DIGITS = Math.max(4, String(Math.trunc(BENCH_PRODUCTS)).length);
/** The signed-in scenarios' shopper; the code mail goes to the bench's mailbox. */
export const BENCH_SHOPPER = { login: 'kunde@bench.test', password: 'Kunde#2026' };
/** The admin of the products list scenarios (admin-scenarios.ts). */
export const BENCH_ADMIN = { login: 'admin@bench.test', password: 'Admin#2026' };
/** A product from the middle of the catalogue (not the first by name, not cached by being first). */
export const benchProductSlug = (n = Math.ceil(BENCH_PRODUCTS / 2)) =>
  `artikel-${String(n).padStart(DIGITS, '0')}`;

const two = (de: string, en: string) => ({ 'de-DE': de, 'en-GB': en });

const benchTenant: DemoTenant = {
  ...druckerei,
  slug: 'bench',
  name: 'Bench Druckerei',
  settings: { ...druckerei.settings, pageTitle: two('Bench-Druckerei', 'Bench print shop') },
  categories: Array.from({ length: CATEGORIES }, (_, i) => {
    const n = String(i + 1).padStart(2, '0');
    return {
      slug: `sortiment-${n}`,
      name: two(`Sortiment ${n}`, `Range ${n}`),
      description: two(`Produkte des Sortiments ${n}.`, `Products of range ${n}.`),
    };
  }),
  products: [],
  // No home page document: the bench shop's home is the built-in one (today's home page, the yardstick of
  // the CMS page of 30 blocks, bench-page.ts).
  pages: [],
  accounts: [
    {
      role: 'admin',
      email: BENCH_ADMIN.login,
      username: 'admin',
      password: BENCH_ADMIN.password,
      firstName: 'Sabine',
      lastName: 'Sonnenschein',
    },
    {
      role: 'customer',
      email: BENCH_SHOPPER.login,
      username: 'kunde',
      password: BENCH_SHOPPER.password,
      firstName: 'Max',
      lastName: 'Mustermann',
    },
  ],
  translations: [],
};

/**
 * Seeds the bench shop after the demo shops (so `localhost` stays the first demo shop). Each product is
 * a numbered copy of one of the demo shop's public products (its pictures, design and form fields), so
 * the product page and the cart work as in the demo. Ids are derived from the number (md5 → uuid), so
 * the statements can join without reading anything back; a second run inserts nothing.
 */
export async function seedBenchTenant(database: Database) {
  await seedDemoData(database, [benchTenant]);
  await withSystem(database, async (tx) => {
    const bench = sql`(select id from tenant where slug = 'bench')`;
    // CREATE TABLE AS takes no bind parameters: the values are written into the statement.
    const count = sql.raw(String(Math.trunc(BENCH_PRODUCTS)));
    const templateShop = sql.raw(`'${druckerei.slug}'`);
    await tx.execute(sql`create temporary table bench_item on commit drop as
      with template as (
        select p.*, row_number() over (order by p.slug) - 1 as n, count(*) over () as templates
        from product p join tenant t on t.id = p.tenant_id
        where t.slug = ${templateShop} and p.published and not exists (
          select 1 from product_category pc
          join category c on c.tenant_id = pc.tenant_id and c.id = pc.category_id
          where pc.tenant_id = p.tenant_id and pc.product_id = p.id and cardinality(c.access_roles) > 0))
      select i, lpad(i::text, ${sql.raw(String(DIGITS))}, '0') as num, md5('bench-product-' || i)::uuid as product_id,
        md5('bench-list-' || i)::uuid as list_id, template.id as template_id, template.tenant_id as template_tenant,
        template.name, template.description, template.image_url, template.images, template.template
      from generate_series(1, ${count}) i join template on template.n = i % template.templates`);
    await tx.execute(sql`insert into price_list (tenant_id, id, name, currency)
      select ${bench}, list_id, 'Artikel ' || num, 'EUR' from bench_item on conflict do nothing`);
    // Five scales per list, the unit price falling with the quantity; prices differ from product to product.
    await tx.execute(sql`insert into price_scale (tenant_id, id, price_list_id, min_quantity, unit_price_minor)
      select ${bench}, md5('bench-scale-' || i || '-' || s)::uuid, list_id, (array[1, 100, 250, 500, 1000])[s],
        greatest(1, (20 + i % 80) * (6 - s))
      from bench_item, generate_series(1, 5) s on conflict do nothing`);
    // Stock (decision 0047), so the products list's stock filter has both kinds to tell apart: products
    // ending in 1 count per variant, all sold out; in 2 per variant, one variant left; in 3 their variants
    // draw on the product's count, used up; in 4 on the product's 100 units; the rest count none (the
    // product pages' product, the middle one, ends in 0).
    await tx.execute(sql`insert into product (tenant_id, id, slug, name, description, published, pricing_mode,
        price_list_id, currency, stock, image_url, images, template)
      select ${bench}, product_id, 'artikel-' || num,
        jsonb_build_object('de-DE', (name->>'de-DE') || ' ' || num, 'en-GB', (name->>'en-GB') || ' ' || num),
        description, true, 'priceList', list_id, 'EUR', case i % 10 when 3 then 0 when 4 then 100 end,
        image_url, images, template
      from bench_item on conflict do nothing`);
    await tx.execute(sql`insert into product_variant (tenant_id, id, product_id, code, name, sort_order, stock)
      select ${bench}, md5('bench-variant-' || i || '-' || v)::uuid, product_id, 'A' || num || '-' || v,
        jsonb_build_object('de-DE', 'Ausführung ' || v, 'en-GB', 'Version ' || v), v,
        case i % 10 when 1 then 0 when 2 then (case v when 1 then 5 else 0 end) end
      from bench_item, generate_series(1, ${sql.raw(String(VARIANTS))}) v on conflict do nothing`);
    // The template products' library fields first (decision 0039), then each product's use of them.
    await tx.execute(sql`insert into product_field_definition (tenant_id, name, label, type, required, options,
        min, max, step, default_value, default_url, sort_order)
      select distinct on (d.name) ${bench}, d.name, d.label, d.type, d.required, d.options, d.min, d.max, d.step,
        d.default_value, d.default_url, d.sort_order
      from product_field_definition d where d.tenant_id in (select template_tenant from bench_item)
      order by d.name on conflict do nothing`);
    await tx.execute(sql`insert into product_field (tenant_id, product_id, field_id, label, required,
        default_value, conditions, sort_order)
      select ${bench}, b.product_id, bd.id, f.label, f.required, f.default_value, f.conditions, f.sort_order
      from bench_item b join product_field f on f.tenant_id = b.template_tenant and f.product_id = b.template_id
      join product_field_definition od on od.tenant_id = f.tenant_id and od.id = f.field_id
      join product_field_definition bd on bd.tenant_id = ${bench} and bd.name = od.name
      on conflict do nothing`);
    await tx.execute(sql`insert into product_category (tenant_id, product_id, category_id, sort_order)
      select ${bench}, product_id, c.id, i from bench_item
      join category c on c.tenant_id = ${bench} and c.slug = 'sortiment-' || lpad((1 + i % ${sql.raw(String(CATEGORIES))})::text, 2, '0')
      on conflict do nothing`);
  });
}
