import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tx } from '../../platform/db/client.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { categories, productCategories, products } from './catalog.tables.ts';

// Categories by role and which products each caller sees (issue 4; spec §6). The product page itself
// is covered in product-page.test.ts.

type Category = {
  slug: string;
  name: string;
  subcategories: Category[];
  previewProducts: { slug: string }[];
};

const CATEGORIES = `query Categories($language: String, $includeUnpublished: Boolean) {
  categories(language: $language, includeUnpublished: $includeUnpublished) {
    slug name linkTarget displayMode previewProducts { slug }
    subcategories { slug name subcategories { slug } previewProducts { slug } }
  } }`;
const PRODUCTS = `query Products($categorySlug: String, $search: String, $offset: Int, $limit: Int, $language: String) {
  products(categorySlug: $categorySlug, search: $search, offset: $offset, limit: $limit, language: $language) {
    total items { slug name } } }`;
const PRODUCT = 'query Product($slug: String!) { product(slug: $slug) { slug name } }';

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let druckereiId: string;

const slugs = (list: { slug: string }[] | undefined) => (list ?? []).map((item) => item.slug);
const allSlugs = (list: Category[]): string[] =>
  list.flatMap((c) => [c.slug, ...allSlugs(c.subcategories ?? [])]);
const ofDruckerei = <T>(fn: (tx: Tx) => Promise<T>) => t.changeAsSystem(fn);

async function categoryTree(jar: CookieJar | null, vars: Record<string, unknown> = {}, host?: string) {
  const { body } = await graphqlAs<{ categories: Category[] }>(t, jar, CATEGORIES, vars, host);
  expect(body.errors).toBeUndefined();
  return body.data!.categories;
}
async function productList(jar: CookieJar | null, vars: Record<string, unknown>, host?: string) {
  const { body } = await graphqlAs<{ products: { total: number; items: { slug: string; name: string }[] } }>(
    t,
    jar,
    PRODUCTS,
    { limit: 100, ...vars },
    host,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.products;
}
async function product(
  jar: CookieJar | null,
  slug: string,
  vars: Record<string, unknown> = {},
  host?: string,
) {
  const { body } = await graphqlAs<{ product: Record<string, unknown> | null }>(
    t,
    jar,
    PRODUCT,
    { slug, ...vars },
    host,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.product;
}
beforeAll(async () => {
  t = await createTestApp();
  // At once, so each reads its own code mail by address (not "the newest mail").
  [admin, customer] = await Promise.all([
    loginAs(t, 'admin', 'Admin#2026', { email: 'admin@druckerei.test' }),
    loginAs(t, 'kunde', 'Kunde#2026', { email: 'kunde@druckerei.test' }),
  ]);
  druckereiId = (
    await ofDruckerei((tx) => tx.select().from(tenants).where(eq(tenants.slug, 'druckerei')))
  )[0]!.id;
  // A category for customers only, an offline one, and a product in no category at all.
  await ofDruckerei(async (tx) => {
    const [forCustomers, offline] = await tx
      .insert(categories)
      .values([
        {
          tenantId: druckereiId,
          slug: 'kundenbereich',
          name: { 'de-DE': 'Kundenbereich' },
          accessRoles: ['customer'],
          sortOrder: 20,
        },
        {
          tenantId: druckereiId,
          slug: 'offline',
          name: { 'de-DE': 'Offline' },
          published: false,
          sortOrder: 21,
        },
      ])
      .returning();
    const [onlyCustomers, , offlineOnly] = await tx
      .insert(products)
      .values(
        ['kunden-rabattkarten', 'gutscheine-lose', 'offline-produkt'].map((slug) => ({
          tenantId: druckereiId,
          slug,
          name: { 'de-DE': slug },
          published: true,
          pricingMode: 'simple' as const,
          simplePriceMinor: 250,
        })),
      )
      .returning();
    await tx.insert(productCategories).values([
      { tenantId: druckereiId, productId: onlyCustomers!.id, categoryId: forCustomers!.id },
      { tenantId: druckereiId, productId: offlineOnly!.id, categoryId: offline!.id },
    ]);
  });
});
afterAll(() => t.close());

describe('categories by role', () => {
  it('hides the admins-only, customers-only and offline categories from anonymous visitors', async () => {
    const tree = await categoryTree(null, { language: 'en-GB' });
    expect(slugs(tree)).toEqual(['visitenkarten', 'flyer', 'briefpapier', 'werbetechnik']);
    const flyer = tree.find((c) => c.slug === 'flyer')!;
    expect(flyer.name).toBe('Flyers');
    expect(slugs(flyer.subcategories)).toEqual(['falzflyer']);
    for (const category of tree) expect(category.previewProducts.length).toBeLessThanOrEqual(3);
    expect(slugs(tree.find((c) => c.slug === 'visitenkarten')!.previewProducts)).toEqual([
      'visitenkarten-standard',
      'visitenkarten-premium',
      'visitenkarten-recycling',
    ]);
  });

  it('shows a customer the customers-only category, not the admins-only one', async () => {
    expect(allSlugs(await categoryTree(customer))).toEqual(expect.arrayContaining(['kundenbereich']));
    expect(allSlugs(await categoryTree(customer))).not.toContain('interne-vorlagen');
    // includeUnpublished is for catalogue managers only.
    expect(allSlugs(await categoryTree(customer, { includeUnpublished: true }))).not.toContain('offline');
  });

  it('shows admins every category, and offline ones in the admin view', async () => {
    const tree = allSlugs(await categoryTree(admin));
    expect(tree).toEqual(expect.arrayContaining(['interne-vorlagen', 'kundenbereich']));
    expect(tree).not.toContain('offline');
    expect(allSlugs(await categoryTree(admin, { includeUnpublished: true }))).toContain('offline');
    const roles = await graphqlAs<{ category: { accessRoles: string[] } }>(
      t,
      admin,
      'query C { category(slug: "interne-vorlagen") { accessRoles } }',
    );
    expect(roles.body.data?.category.accessRoles).toEqual(['admin']);
  });

  it('keeps access lists to catalogue managers (null for everyone else)', async () => {
    const { body } = await graphqlAs(t, customer, 'query C { category(slug: "flyer") { slug accessRoles } }');
    expect(body).toEqual({ data: { category: { slug: 'flyer', accessRoles: null } } });
    const hidden = await graphqlAs<{ category: unknown }>(
      t,
      null,
      'query C { category(slug: "interne-vorlagen") { slug } }',
    );
    expect(hidden.body.data?.category).toBeNull();
  });

  it('previews a random category as a pool the page draws three from per visit', async () => {
    const [category] = await ofDruckerei((tx) =>
      tx
        .update(categories)
        .set({ displayMode: 'random' })
        .where(and(eq(categories.tenantId, druckereiId), eq(categories.slug, 'werbetechnik')))
        .returning({ id: categories.id }),
    );
    // Three more products in the category: six visible ones in all.
    await ofDruckerei(async (tx) => {
      const extra = await tx
        .select({ id: products.id })
        .from(products)
        .where(
          and(
            eq(products.tenantId, druckereiId),
            inArray(products.slug, ['flyer-a5', 'flyer-a6', 'visitenkarten-standard']),
          ),
        );
      await tx
        .insert(productCategories)
        .values(extra.map((row) => ({ tenantId: druckereiId, productId: row.id, categoryId: category!.id })));
    });
    const pool = (await categoryTree(null)).find((c) => c.slug === 'werbetechnik')!.previewProducts;
    expect(pool.length).toBeGreaterThan(3);
    expect(new Set(slugs(pool)).size).toBe(pool.length);
    await ofDruckerei((tx) =>
      tx
        .update(categories)
        .set({ displayMode: 'newest' })
        .where(and(eq(categories.tenantId, druckereiId), eq(categories.slug, 'werbetechnik'))),
    );
    expect((await categoryTree(null)).find((c) => c.slug === 'werbetechnik')!.previewProducts).toHaveLength(
      3,
    );
  });

  it('previews by display mode: a static list shows only what the caller may see', async () => {
    const [internal, letterhead] = await ofDruckerei((tx) =>
      Promise.all(
        ['mitarbeiter-visitenkarten', 'briefpapier-a4'].map(
          async (slug) =>
            (
              await tx
                .select()
                .from(products)
                .where(and(eq(products.tenantId, druckereiId), eq(products.slug, slug)))
            )[0]!.id,
        ),
      ),
    );
    await ofDruckerei((tx) =>
      tx
        .update(categories)
        .set({ displayMode: 'static', staticProductIds: [internal!, letterhead!] })
        .where(and(eq(categories.tenantId, druckereiId), eq(categories.slug, 'briefpapier'))),
    );
    const preview = async (jar: CookieJar | null) =>
      slugs((await categoryTree(jar)).find((c) => c.slug === 'briefpapier')!.previewProducts);
    expect(await preview(null)).toEqual(['briefpapier-a4']);
    expect(await preview(admin)).toEqual(['mitarbeiter-visitenkarten', 'briefpapier-a4']);
    await ofDruckerei((tx) =>
      tx
        .update(categories)
        .set({ displayMode: 'newest', staticProductIds: [] })
        .where(and(eq(categories.tenantId, druckereiId), eq(categories.slug, 'briefpapier'))),
    );
    expect((await preview(null)).sort()).toEqual(['briefpapier-a4', 'briefumschlaege-din-lang']);
  });
});

describe('product visibility', () => {
  it('lists only products reachable through a visible category, or in no category', async () => {
    const anonymous = slugs((await productList(null, {})).items);
    expect(anonymous).toContain('gutscheine-lose');
    expect(anonymous).not.toContain('mitarbeiter-visitenkarten');
    expect(anonymous).not.toContain('kunden-rabattkarten');
    expect(anonymous).not.toContain('offline-produkt');
    expect(slugs((await productList(customer, {})).items)).toContain('kunden-rabattkarten');
    expect(slugs((await productList(admin, {})).items)).toEqual(
      expect.arrayContaining(['mitarbeiter-visitenkarten', 'kunden-rabattkarten', 'offline-produkt']),
    );
    expect(await product(null, 'mitarbeiter-visitenkarten')).toBeNull();
    expect(await product(customer, 'kunden-rabattkarten')).not.toBeNull();
    expect(await productList(null, { categorySlug: 'interne-vorlagen' })).toEqual({ total: 0, items: [] });
  });

  it("never shows another tenant's products", async () => {
    expect(await product(admin, 'business-cards-classic')).toBeNull();
    expect(await product(null, 'business-cards-classic', {}, 'northprint.localhost')).toMatchObject({
      slug: 'business-cards-classic',
    });
    const north = slugs((await productList(null, {}, 'northprint.localhost')).items);
    const local = slugs((await productList(admin, {})).items);
    expect(north.length).toBeGreaterThan(0);
    expect(local.filter((slug) => north.includes(slug))).toEqual([]);
  });

  it('lists a category in its order and pages with a total', async () => {
    const flyer = await productList(null, { categorySlug: 'flyer' });
    expect(slugs(flyer.items)).toEqual(['flyer-a6', 'flyer-a5', 'falzflyer-din-lang']);
    const page = await productList(null, { categorySlug: 'flyer', limit: 2 });
    expect(page.total).toBe(3);
    expect(page.items).toHaveLength(2);
    // The total also on a page past the last product (no row to read it from).
    expect(await productList(null, { categorySlug: 'flyer', offset: 3 })).toEqual({ total: 3, items: [] });
    expect((await productList(null, { offset: 1000 })).total).toBeGreaterThan(3);
  });

  it('searches by name in any language, case-insensitively, with LIKE characters taken literally', async () => {
    expect(slugs((await productList(null, { search: 'FLYER' })).items).sort()).toEqual([
      'falzflyer-din-lang',
      'flyer-a5',
      'flyer-a6',
    ]);
    expect(slugs((await productList(null, { search: 'leaflets' })).items)).toEqual(['falzflyer-din-lang']);
    expect(slugs((await productList(null, { search: 'visitenkarten' })).items)).not.toContain(
      'mitarbeiter-visitenkarten',
    );
    expect((await productList(null, { search: '%' })).total).toBe(0);
  });
});
