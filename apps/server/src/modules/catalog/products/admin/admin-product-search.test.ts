import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../../testing/auth-helpers.ts';
import { ENVELOPES, productId } from '../../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../../testing/test-app.ts';
import { products, productVariants } from '../../catalog.tables.ts';

// The products list's search (issue 15, spec §2) finds a product by its name in any language, its
// article code and its variants' codes. The database keeps those texts on the product row (migration
// 0015), so whatever writes a product or a variant — the Variants tab, a copy, unlinking, a delete, a
// statement from seeding or a fix — must leave the search finding what is there now, in this shop only.

const LIST = `query List($search: String) { adminProducts(search: $search, limit: 100) { total items { slug } } }`;
const VARIANT = 'id code name published archivedAt fieldValues';
const CREATE = `mutation Create($productId: ID!, $input: VariantInput!) {
  createProductVariant(productId: $productId, input: $input) { ${VARIANT} } }`;
const SAVE = `mutation Save($productId: ID!, $variants: [VariantChange!]!, $removedIds: [ID!]) {
  saveProductVariants(productId: $productId, variants: $variants, removedIds: $removedIds) { ${VARIANT} } }`;
const UNLINK = `mutation Unlink($variantId: ID!) { unlinkProductVariant(variantId: $variantId) { id slug } }`;
const COPY = `mutation Copy($id: ID!) { copyProduct(id: $id) { id slug } }`;
const DELETE = `mutation Delete($id: ID!) { deleteProduct(id: $id) }`;

type Variant = {
  id: string;
  code: string;
  name: Record<string, string>;
  published: boolean;
  archivedAt: string | null;
  fieldValues: Record<string, string>;
};

let t: TestApp;
let admin: CookieJar;
let northAdmin: CookieJar;
const NORTH = 'northprint.localhost';

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
});
afterAll(() => t.close());

async function call<T>(query: string, variables: Record<string, unknown>, jar = admin, host?: string) {
  const { body } = await graphqlAs<T>(t, jar, query, variables, host);
  expect(body.errors).toBeUndefined();
  return body.data!;
}

/** The slugs the products list finds for `search`, in the admin's shop. */
const found = async (search: string, jar = admin, host?: string) =>
  (
    await call<{ adminProducts: { items: { slug: string }[] } }>(LIST, { search }, jar, host)
  ).adminProducts.items
    .map((item) => item.slug)
    .sort();

const newVariant = async (product: string, code: string, jar = admin, host?: string) =>
  (
    await call<{ createProductVariant: Variant }>(
      CREATE,
      { productId: product, input: { code, name: { 'de-DE': 'Neu', 'en-GB': 'New' } } },
      jar,
      host,
    )
  ).createProductVariant;

const save = (product: string, variants: Variant[], removedIds: string[] = []) =>
  call<{ saveProductVariants: Variant[] }>(SAVE, {
    productId: product,
    variants: variants.map(({ id, code, name, published, archivedAt, fieldValues }) => ({
      id,
      code,
      name,
      published,
      archivedAt,
      fieldValues,
    })),
    removedIds,
  });

describe('the products list’s search', () => {
  it('finds a re-coded variant by its new code, no longer by its old one', async () => {
    const envelopes = await productId(t, ENVELOPES);
    const variant = await newVariant(envelopes, 'EN-DL-ALTCODE');
    expect(await found('en-dl-altcode')).toEqual([ENVELOPES]);
    await save(envelopes, [{ ...variant, code: 'EN-DL-NEUCODE' }]);
    expect(await found('EN-DL-NEUCODE')).toEqual([ENVELOPES]);
    expect(await found('altcode')).toEqual([]);
  });

  it('no longer finds a removed variant’s code, nor a deleted product', async () => {
    const envelopes = await productId(t, ENVELOPES);
    const variant = await newVariant(envelopes, 'EN-DL-WEG');
    expect(await found('en-dl-weg')).toEqual([ENVELOPES]);
    await save(envelopes, [], [variant.id]);
    expect(await found('en-dl-weg')).toEqual([]);
    // A product with variants deleted at once (the variants go with it).
    const copy = (await call<{ copyProduct: { id: string; slug: string } }>(COPY, { id: envelopes }))
      .copyProduct;
    const copyCodes = await withSystem(t.database, (tx) =>
      tx
        .select({ code: productVariants.code })
        .from(productVariants)
        .where(eq(productVariants.productId, copy.id)),
    );
    expect(copyCodes.length).toBeGreaterThan(0);
    // The copy is found by its own codes (new ones), the original not.
    expect(await found(copyCodes[0]!.code)).toEqual([copy.slug]);
    await call(DELETE, { id: copy.id });
    expect(await found(copyCodes[0]!.code)).toEqual([]);
  });

  it('finds an unlinked variant’s new product by the code, not the product it left', async () => {
    const cards = await productId(t, 'visitenkarten-recycling');
    expect(await found('bc-eco-natur')).toEqual(['visitenkarten-recycling']);
    const [variant] = await withSystem(t.database, (tx) =>
      tx.select({ id: productVariants.id }).from(productVariants).where(eq(productVariants.productId, cards)),
    );
    const made = (await call<{ unlinkProductVariant: { slug: string } }>(UNLINK, { variantId: variant!.id }))
      .unlinkProductVariant;
    expect(await found('bc-eco-natur')).toEqual([made.slug]);
  });

  it('follows names and article codes however they are written, also many products in one statement', async () => {
    await withSystem(t.database, (tx) =>
      tx.execute(sql`update ${products} set name = name || '{"en-GB": "Glossy handouts"}'::jsonb,
        article_code = 'ART-' || slug where slug in ('flyer-a6', 'flyer-a5')`),
    );
    expect(await found('glossy handouts')).toEqual(['flyer-a5', 'flyer-a6']);
    expect(await found('art-flyer-a5')).toEqual(['flyer-a5']);
    await withSystem(t.database, (tx) =>
      tx.execute(sql`update ${products} set article_code = null where slug = 'flyer-a5'`),
    );
    expect(await found('art-flyer-a5')).toEqual([]);
    // Variants written in one statement for several products (as seeding and imports do).
    await withSystem(t.database, (tx) =>
      tx.execute(sql`insert into ${productVariants} (tenant_id, product_id, code, name)
        select tenant_id, id, 'BULK-' || slug, '{}'::jsonb from ${products}
        where slug in ('flyer-a6', 'flyer-a5') and tenant_id = (select id from tenant where slug = 'druckerei')`),
    );
    expect(await found('bulk-')).toEqual(['flyer-a5', 'flyer-a6']);
    await withSystem(t.database, (tx) =>
      tx.execute(
        sql`update ${productVariants} set code = replace(code, 'BULK-', 'MASSE-') where code like 'BULK-%'`,
      ),
    );
    expect(await found('bulk-')).toEqual([]);
    expect(await found('masse-flyer-a5')).toEqual(['flyer-a5']);
  });

  it('never finds another shop’s codes, even on a product with the same id there', async () => {
    const northCards = await productId(t, 'business-cards-classic', 'northprint');
    await newVariant(northCards, 'NORD-NUR-HIER', northAdmin, NORTH);
    expect(await found('nord-nur-hier', northAdmin, NORTH)).toEqual(['business-cards-classic']);
    expect(await found('nord-nur-hier')).toEqual([]);
    expect(await found('en-dl-fenster', northAdmin, NORTH)).toEqual([]);
    // Product ids are unique per shop only: a northprint product under the envelopes' id keeps its codes.
    const envelopes = await productId(t, ENVELOPES);
    await withSystem(t.database, async (tx) => {
      const [north] = (await tx.execute<{ id: string }>(sql`select id from tenant where slug = 'northprint'`))
        .rows;
      await tx
        .insert(products)
        .values({ tenantId: north!.id, id: envelopes, slug: 'zwilling', name: { 'en-GB': 'Twin' } });
      await tx
        .insert(productVariants)
        .values({ tenantId: north!.id, productId: envelopes, code: 'ZWILLING-1', name: {} });
    });
    expect(await found('zwilling-1')).toEqual([]);
    expect(await found('zwilling-1', northAdmin, NORTH)).toEqual(['zwilling']);
    expect(await found('en-dl-fenster')).toEqual([ENVELOPES]);
  });

  it('names chosen products by their ids, in this shop only, and a malformed id names none', async () => {
    const BY_IDS = `query Chosen($ids: [ID!], $limit: Int) { adminProducts(ids: $ids, limit: $limit) { total items { slug } } }`;
    const chosen = async (ids: string[], jar = admin, host?: string) =>
      (
        await call<{ adminProducts: { total: number; items: { slug: string }[] } }>(
          BY_IDS,
          { ids, limit: 100 },
          jar,
          host,
        )
      ).adminProducts;
    const envelopes = await productId(t, ENVELOPES);
    const northCards = await productId(t, 'business-cards-classic', 'northprint');
    expect(await chosen([envelopes, northCards])).toEqual({ total: 1, items: [{ slug: ENVELOPES }] });
    expect((await chosen([northCards], northAdmin, NORTH)).items).toEqual([
      { slug: 'business-cards-classic' },
    ]);
    expect(await chosen(['not-an-id'])).toEqual({ total: 0, items: [] });
    expect(await chosen([])).toEqual({ total: 0, items: [] });
  });
});
