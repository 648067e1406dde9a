import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../../testing/auth-helpers.ts';
import {
  addToCart,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  setStock,
} from '../../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../../testing/test-app.ts';
import { auditEntries } from '../../../audit/audit.tables.ts';
import { productCategories, products, productVariants } from '../../catalog.tables.ts';

// The products administration's changes (issue 15, spec §4): create, Settings tab, publish, archive,
// copy and delete, with their rules, messages, rights, tenant isolation, double submits and the
// activity log.

type Product = {
  id: string;
  name: string;
  slug: string;
  published: boolean;
  archived: boolean;
  names: { language: string; text: string }[];
};
type Errors = { message: string; extensions?: Record<string, unknown> }[];

const FIELDS = `id name slug published archived names { language text } descriptions { language text }
  articleCode orderable paymentMode subscriptionInterval trialDays taxCategory templateKey`;
const CREATE = `mutation CreateProduct($name: String!, $slug: String!) { createProduct(name: $name, slug: $slug) { ${FIELDS} } }`;
const UPDATE = `mutation UpdateProductSettings($id: ID!, $input: ProductSettingsInput!) {
  updateProductSettings(id: $id, input: $input) { ${FIELDS} } }`;
const PUBLISH = `mutation SetProductPublished($id: ID!, $published: Boolean!) { setProductPublished(id: $id, published: $published) { id published } }`;
const ARCHIVE = `mutation SetProductArchived($id: ID!, $archived: Boolean!) { setProductArchived(id: $id, archived: $archived) { id archived } }`;
const COPY = `mutation CopyProduct($id: ID!) { copyProduct(id: $id) { ${FIELDS} } }`;
const DELETE = `mutation DeleteProduct($id: ID!) { deleteProduct(id: $id) }`;
const SHOP_PRODUCT = `query Product($slug: String!) { product(slug: $slug) { slug } }`;

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
});
afterAll(() => t.close());

const call = async <T>(query: string, variables: Record<string, unknown>, jar: CookieJar | null = admin) =>
  (await graphqlAs<T>(t, jar, query, variables)).body as { data?: T; errors?: Errors };
const create = async (name: string, slug: string) =>
  (await call<{ createProduct: Product }>(CREATE, { name, slug })).data!.createProduct;
const settings = (overrides: Record<string, unknown> = {}) => ({
  names: [
    { language: 'de-DE', text: 'Tischaufsteller' },
    { language: 'en-GB', text: 'Table display' },
  ],
  descriptions: [{ language: 'de-DE', text: 'Zeile eins\nZeile zwei' }],
  slug: 'tischaufsteller',
  articleCode: 'TA-100',
  published: true,
  orderable: true,
  paymentMode: 'subscription',
  subscriptionInterval: 'month',
  trialDays: 14,
  taxCategory: 'standard',
  templateKey: 'flyerA6',
  ...overrides,
});
const activity = (productId: string) =>
  withSystem(t.database, (tx) =>
    tx.select({ action: auditEntries.action }).from(auditEntries).where(eq(auditEntries.entityId, productId)),
  );

describe('creating a product', () => {
  it('creates it unpublished, named in the default language, and logs it', async () => {
    const product = await create('Neues Produkt', 'neues-produkt');
    expect(product).toMatchObject({ slug: 'neues-produkt', name: 'Neues Produkt', published: false });
    expect((await call(SHOP_PRODUCT, { slug: 'neues-produkt' }, null)).data).toEqual({ product: null });
    expect(await activity(product.id)).toEqual([{ action: 'product.create' }]);
  });

  it("refuses a bad slug with 'Invalid slug', a missing name, and a taken slug", async () => {
    const bad = await call(CREATE, { name: 'X', slug: 'Neues Produkt' });
    expect(bad.errors?.[0]?.extensions?.fields).toMatchObject({ slug: { key: 'validation.invalidSlug' } });
    expect(bad.errors?.[0]?.message).toBe('Invalid slug');
    const nameless = await call(CREATE, { name: ' ', slug: 'namenlos' });
    expect(nameless.errors?.[0]?.extensions?.fields).toMatchObject({ name: { key: 'validation.required' } });
    const taken = await call(CREATE, { name: 'Noch eins', slug: 'visitenkarten-standard' });
    expect(taken.errors?.[0]?.extensions).toMatchObject({
      key: 'admin.productSlugTaken',
      fields: { slug: { key: 'admin.productSlugTaken' } },
    });
  });

  it("is priced in the shop's currency: pounds in the shop whose products sell in pounds", async () => {
    const host = 'northprint.localhost';
    const made = await graphqlAs<{ createProduct: Product }>(
      t,
      northAdmin,
      CREATE,
      { name: 'Desk calendar', slug: 'desk-calendar' },
      host,
    );
    const pricing = await graphqlAs<{ productPricing: { currency: string } }>(
      t,
      northAdmin,
      'query ProductPricing($productId: ID!) { productPricing(productId: $productId) { currency } }',
      { productId: made.body.data!.createProduct.id },
      host,
    );
    expect(pricing.body.data!.productPricing.currency).toBe('GBP');
  });

  it('twice at once (a double click) gives one product and a clean refusal', async () => {
    const [first, second] = await Promise.all([
      call<{ createProduct: Product }>(CREATE, { name: 'Doppelt', slug: 'doppelt' }),
      call<{ createProduct: Product }>(CREATE, { name: 'Doppelt', slug: 'doppelt' }),
    ]);
    const made = [first, second].filter((answer) => answer.data?.createProduct);
    expect(made).toHaveLength(1);
    const refused = [first, second].find((answer) => answer.errors)!;
    expect(refused.errors?.[0]?.extensions?.key).toBe('admin.productSlugTaken');
  });

  it('is refused to shoppers and visitors', async () => {
    expect((await call(CREATE, { name: 'X', slug: 'x-kunde' }, customer)).errors?.[0]?.message).toBe(
      'Forbidden',
    );
    expect((await call(CREATE, { name: 'X', slug: 'x-anon' }, null)).errors?.[0]?.message).toBe(
      'Unauthorized',
    );
  });
});

describe('the Settings tab', () => {
  it('saves names and descriptions per language, slug, code, state, subscription, tax and template', async () => {
    const { id } = await create('Aufsteller', 'aufsteller');
    const saved = await call<{ updateProductSettings: Product }>(UPDATE, { id, input: settings() });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateProductSettings).toMatchObject({
      slug: 'tischaufsteller',
      articleCode: 'TA-100',
      published: true,
      paymentMode: 'subscription',
      subscriptionInterval: 'month',
      trialDays: 14,
      templateKey: 'flyerA6',
      names: expect.arrayContaining([{ language: 'en-GB', text: 'Table display' }]),
      // Plain text is stored as rich text's paragraphs (decision 0050; product-description.test.ts).
      descriptions: [{ language: 'de-DE', text: expect.stringContaining('"text":"Zeile zwei"') }],
    });
    expect((await call(SHOP_PRODUCT, { slug: 'tischaufsteller' }, null)).data).toEqual({
      product: { slug: 'tischaufsteller' },
    });
    // Back to a single payment without template: interval and trial days go.
    const single = await call<{ updateProductSettings: Product }>(UPDATE, {
      id,
      input: settings({ paymentMode: 'single', templateKey: null }),
    });
    expect(single.data!.updateProductSettings).toMatchObject({
      subscriptionInterval: null,
      trialDays: null,
      templateKey: null,
    });
    expect((await activity(id)).map((entry) => entry.action)).toContain('product.update');
  });

  it('keeps a template it did not choose (custom) when saving', async () => {
    const id = await productId(t, 'visitenkarten-premium');
    const read = await call<{ adminProduct: { templateKey: string } }>(
      'query P($id: ID!) { adminProduct(id: $id) { templateKey } }',
      { id },
    );
    expect(read.data!.adminProduct.templateKey).not.toBeNull();
  });

  it('refuses the rules’ breaks with their messages, and another product’s slug', async () => {
    const { id } = await create('Regeln', 'regeln');
    const invalid = await call(UPDATE, {
      id,
      input: settings({
        slug: 'regeln',
        names: [{ language: 'en-GB', text: 'Rules' }],
        subscriptionInterval: null,
      }),
    });
    expect(invalid.errors?.[0]?.message).toBe('Please fill in all mandatory fields.');
    expect(invalid.errors?.[0]?.extensions?.fields).toMatchObject({
      'names.de-DE': { key: 'validation.required' },
      subscriptionInterval: { key: 'validation.required' },
    });
    const taken = await call(UPDATE, { id, input: settings({ slug: 'flyer-a6' }) });
    expect(taken.errors?.[0]?.extensions?.key).toBe('admin.productSlugTaken');
  });

  it("reads another tenant's product as not found", async () => {
    const id = await productId(t, 'flyer-a6');
    const answer = await graphqlAs(
      t,
      northAdmin,
      UPDATE,
      { id, input: settings({ slug: 'fremd' }) },
      'northprint.localhost',
    );
    expect(answer.body.errors?.[0]?.extensions?.key).toBe('admin.productNotFound');
  });
});

describe('publish, archive and restore', () => {
  it('takes a product out of the shop and the default list, and back', async () => {
    const { id } = await create('Status', 'status-produkt');
    expect((await call<{ setProductPublished: Product }>(PUBLISH, { id, published: true })).data).toEqual({
      setProductPublished: { id, published: true },
    });
    expect((await call(SHOP_PRODUCT, { slug: 'status-produkt' }, null)).data).toEqual({
      product: { slug: 'status-produkt' },
    });
    await call(ARCHIVE, { id, archived: true });
    expect((await call(SHOP_PRODUCT, { slug: 'status-produkt' }, null)).data).toEqual({ product: null });
    await call(ARCHIVE, { id, archived: false });
    expect((await activity(id)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['product.publish', 'product.archive', 'product.restore']),
    );
  });
});

describe('copying a product', () => {
  it('copies fields, variants with new codes, categories and names with the suffix, unpublished', async () => {
    const id = await productId(t, 'visitenkarten-standard');
    const answer = await call<{ copyProduct: Product }>(COPY, { id });
    expect(answer.errors).toBeUndefined();
    const copy = answer.data!.copyProduct;
    expect(copy).toMatchObject({
      slug: 'visitenkarten-standard-copy',
      published: false,
      name: 'Visitenkarten Standard (Kopie)',
      names: expect.arrayContaining([{ language: 'en-GB', text: 'Standard business cards (copy)' }]),
    });
    const [variants, links] = await withSystem(t.database, (tx) =>
      Promise.all([
        tx.select().from(productVariants).where(eq(productVariants.productId, copy.id)),
        tx.select().from(productCategories).where(eq(productCategories.productId, copy.id)),
      ]),
    );
    expect(variants).toHaveLength(2);
    expect(variants.every((variant) => variant.code.startsWith('BC-STD-'))).toBe(true);
    expect(variants.map((variant) => variant.code)).not.toContain('BC-STD-MATT');
    expect(links).toHaveLength(1);
  });

  it('twice at once gives two copies with their own slugs and codes', async () => {
    const id = await productId(t, 'visitenkarten-premium');
    const answers = await Promise.all([
      call<{ copyProduct: Product }>(COPY, { id }),
      call<{ copyProduct: Product }>(COPY, { id }),
    ]);
    expect(answers.map((answer) => answer.errors)).toEqual([undefined, undefined]);
    const slugs = answers.map((answer) => answer.data!.copyProduct.slug).sort();
    expect(slugs).toEqual(['visitenkarten-premium-copy', 'visitenkarten-premium-copy-2']);
  });
});

describe('deleting a product', () => {
  it('deletes a product nobody ordered; a second delete at once is a clean not-found', async () => {
    const { id } = await create('Weg damit', 'weg-damit');
    const answers = await Promise.all([
      call<{ deleteProduct: boolean }>(DELETE, { id }),
      call<{ deleteProduct: boolean }>(DELETE, { id }),
    ]);
    expect(answers.filter((answer) => answer.data?.deleteProduct === true)).toHaveLength(1);
    const second = answers.find((answer) => answer.errors)!;
    expect(second.errors?.[0]?.extensions?.key).toBe('admin.productNotFound');
    const [row] = await withSystem(t.database, (tx) => tx.select().from(products).where(eq(products.id, id)));
    expect(row).toBeUndefined();
    expect((await activity(id)).map((entry) => entry.action)).toContain('product.delete');
  });

  it("refuses an ordered product with 'Error deleting product' and the reason", async () => {
    const id = await productId(t, ENVELOPES);
    await setStock(t, id, null);
    await addToCart(t, customer, { productId: id, quantity: 100, fieldValues: ENVELOPE_VALUES });
    expect((await placeOrder(t, customer)).order).not.toBeNull();
    const answer = await call(DELETE, { id });
    expect(answer.errors?.[0]?.message).toBe('Error deleting product');
    expect(answer.errors?.[0]?.extensions).toMatchObject({
      key: 'admin.errorDeletingProduct',
      fields: { product: { key: 'admin.productHasOrders', params: { count: '1' } } },
    });
    const [row] = await withSystem(t.database, (tx) =>
      tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, id))),
    );
    expect(row).toBeDefined();
  });

  it("reads another tenant's product as not found, and is refused to shoppers", async () => {
    const id = await productId(t, 'flyer-a5');
    const north = await graphqlAs(t, northAdmin, DELETE, { id }, 'northprint.localhost');
    expect(north.body.errors?.[0]?.extensions?.key).toBe('admin.productNotFound');
    expect((await call(DELETE, { id }, customer)).errors?.[0]?.message).toBe('Forbidden');
  });
});
