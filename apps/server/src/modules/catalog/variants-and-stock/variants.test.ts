import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import {
  addToCart,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  setStock,
  visitor,
} from '../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { auditEntries } from '../../audit/audit.tables.ts';
import { productCategories, productFields, products, productVariants } from '../catalog.tables.ts';

// The Variants tab's API (spec §3 variants, §4 removal final on Save, unlink; §5 unique code;
// decision 0047): rules, messages, rights, tenants, double submits, and the shop showing the result.

const VARIANT = 'id code name published archivedAt fieldValues stock ordered';
const LIST = `query Variants($productId: ID!) { productVariantsAdmin(productId: $productId) {
  variants { ${VARIANT} } fields { name label type defaultValue } } }`;
const CREATE = `mutation Create($productId: ID!, $input: VariantInput!) {
  createProductVariant(productId: $productId, input: $input) { ${VARIANT} } }`;
const SAVE = `mutation Save($productId: ID!, $variants: [VariantChange!]!, $removedIds: [ID!]) {
  saveProductVariants(productId: $productId, variants: $variants, removedIds: $removedIds) { ${VARIANT} } }`;
const UNLINK = `mutation Unlink($variantId: ID!) { unlinkProductVariant(variantId: $variantId) { id slug } }`;
const SHOP = `query Shop($slug: String!) { product(slug: $slug) { name variants { code name fieldValues } } }`;

type Variant = {
  id: string;
  code: string;
  name: Record<string, string>;
  published: boolean;
  archivedAt: string | null;
  fieldValues: Record<string, string>;
  stock: number | null;
  ordered: boolean;
};
type Errors = { message: string; extensions?: { code?: string; fields?: Record<string, { key: string }> } }[];

let t: TestApp;
let admin: CookieJar;
let envelopes: string;

const list = (jar = admin, id = envelopes, host?: string) =>
  graphqlAs<{
    productVariantsAdmin: { variants: Variant[]; fields: { name: string; defaultValue: string }[] };
  }>(t, jar, LIST, { productId: id }, host);
const create = (input: Record<string, unknown>, jar = admin, host?: string, id = envelopes) =>
  graphqlAs<{ createProductVariant: Variant }>(
    t,
    jar,
    CREATE,
    { productId: id, input: { name: { 'de-DE': 'Neu', 'en-GB': 'New' }, ...input } },
    host,
  );
const saveAll = (variants: Variant[], removedIds: string[] = [], jar = admin, host?: string) =>
  graphqlAs<{ saveProductVariants: Variant[] }>(
    t,
    jar,
    SAVE,
    {
      productId: envelopes,
      variants: variants.map(({ id, code, name, published, archivedAt, fieldValues }) => ({
        id,
        code,
        name,
        published,
        archivedAt,
        fieldValues,
      })),
      removedIds,
    },
    host,
  );
const variantsOfEnvelopes = async () => (await list()).body.data!.productVariantsAdmin.variants;
const errorsOf = (body: { errors?: unknown }) => body.errors as Errors | undefined;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  envelopes = await productId(t, ENVELOPES);
  await setStock(t, envelopes, null);
});
afterAll(() => t.close());

describe('variants of a product', () => {
  it('lists every variant and the fields a variant may overwrite', async () => {
    const { body } = await list();
    expect(body.errors).toBeUndefined();
    const page = body.data!.productVariantsAdmin;
    expect(page.variants.map((variant) => variant.code)).toEqual(['EN-DL-FENSTER', 'EN-DL-OHNE']);
    expect(page.variants[0]).toMatchObject({ published: true, archivedAt: null, ordered: false });
    expect(page.fields.map((field) => field.name)).toEqual(['companyName', 'address', 'logo']);
  });

  it('creates a variant with an overwritten field value, which the shop shows at once', async () => {
    const { body } = await create({ code: 'EN-DL-GRUEN', fieldValues: { companyName: 'Grün GmbH' } });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createProductVariant).toMatchObject({
      code: 'EN-DL-GRUEN',
      name: { 'de-DE': 'Neu', 'en-GB': 'New' },
      published: true,
      fieldValues: { companyName: 'Grün GmbH' },
      ordered: false,
    });
    const shop = await graphqlAs<{ product: { variants: { code: string; fieldValues: unknown }[] } }>(
      t,
      await visitor(t),
      SHOP,
      { slug: ENVELOPES },
    );
    expect(shop.body.data!.product.variants.at(-1)).toEqual({
      code: 'EN-DL-GRUEN',
      name: 'Neu',
      fieldValues: { companyName: 'Grün GmbH' },
    });
    const [entry] = await withSystem(t.database, (tx) =>
      tx.select().from(auditEntries).where(eq(auditEntries.action, 'variant.create')),
    );
    expect(entry).toMatchObject({ entityId: envelopes, details: { code: 'EN-DL-GRUEN' } });
  });

  it('refuses a code in use in this shop with the spec’s message; another shop’s codes are free', async () => {
    const taken = await create({ code: 'EN-DL-OHNE' });
    expect(errorsOf(taken.body)?.[0]?.message).toBe(
      'A variant with this code already exists. Please change the code.',
    );
    expect(errorsOf(taken.body)?.[0]?.extensions?.fields?.code?.key).toBe('validation.variantCodeExists');
    // NorthPrint's envelope code is not Druckerei's.
    expect((await create({ code: 'EN-C5-WINDOW' })).body.errors).toBeUndefined();
  });

  it('the same new code sent twice at once makes one variant and the message', async () => {
    const [a, b] = await Promise.all([create({ code: 'EN-DL-DOPPELT' }), create({ code: 'EN-DL-DOPPELT' })]);
    const messages = [a, b].map((answer) => errorsOf(answer.body)?.[0]?.message ?? 'created');
    expect(messages.sort()).toEqual([
      'A variant with this code already exists. Please change the code.',
      'created',
    ]);
    const rows = await withSystem(t.database, (tx) =>
      tx.select().from(productVariants).where(eq(productVariants.code, 'EN-DL-DOPPELT')),
    );
    expect(rows).toHaveLength(1);
  });

  it('checks code, names, dates and field values with their messages', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ code: '' }, 'code', 'validation.required'],
      [{ code: 'EN DL' }, 'code', 'admin.variantCodeFormat'],
      [{ code: 'EN-DL-X', name: { 'en-GB': 'Only English' } }, 'name.de-DE', 'validation.required'],
      [{ code: 'EN-DL-X', name: { 'de-DE': 'a<b' } }, 'name.de-DE', 'validation.forbiddenCharacters'],
      [{ code: 'EN-DL-X', archivedAt: 'yesterday' }, 'archivedAt', 'validation.required'],
      [{ code: 'EN-DL-X', fieldValues: { colour: 'red' } }, 'fieldValues.colour', 'admin.fieldNotOnProduct'],
      [
        { code: 'EN-DL-X', fieldValues: { companyName: '{x}' } },
        'fieldValues.companyName',
        'validation.forbiddenCharacters',
      ],
    ];
    for (const [input, field, key] of cases) {
      const { body } = await create(input);
      expect(errorsOf(body)?.[0]?.extensions?.fields?.[field]?.key, JSON.stringify(input)).toBe(key);
    }
    expect(errorsOf((await create({ code: '' })).body)?.[0]?.message).toBe(
      'Please fill in all mandatory fields.',
    );
    expect((await variantsOfEnvelopes()).some((variant) => variant.code === 'EN-DL-X')).toBe(false);
  });

  it('saves names, code, published, archived date and field values; an empty override inherits again', async () => {
    const [window, ...rest] = await variantsOfEnvelopes();
    const changed = {
      ...window!,
      code: 'EN-DL-FENSTER2',
      name: { 'de-DE': 'Fenster links', 'en-GB': 'Window left' },
      published: false,
      archivedAt: '2030-01-31',
      fieldValues: { address: 'Postfach 1' },
    };
    const { body } = await saveAll([changed, ...rest]);
    expect(body.errors).toBeUndefined();
    expect(body.data!.saveProductVariants[0]).toMatchObject({
      code: 'EN-DL-FENSTER2',
      name: { 'de-DE': 'Fenster links', 'en-GB': 'Window left' },
      published: false,
      archivedAt: '2030-01-31T00:00:00.000Z',
      fieldValues: { address: 'Postfach 1' },
    });
    // Back as it was (the checkout tests of this file use it).
    const restored = await saveAll([{ ...window!, fieldValues: {} }, ...rest]);
    expect(restored.body.data!.saveProductVariants[0]).toMatchObject({
      code: 'EN-DL-FENSTER',
      fieldValues: {},
    });
  });

  it('refuses a save that gives a variant another’s code, and changes nothing', async () => {
    const [window, plain] = await variantsOfEnvelopes();
    const { body } = await saveAll([
      { ...window!, name: { 'de-DE': 'Umbenannt' } },
      { ...plain!, code: 'EN-DL-FENSTER' },
    ]);
    expect(errorsOf(body)?.[0]?.message).toBe(
      'A variant with this code already exists. Please change the code.',
    );
    expect((await variantsOfEnvelopes())[0]!.name['de-DE']).not.toBe('Umbenannt');
  });

  it('removes a variant only with the Save; an ordered variant is refused (archive it instead)', async () => {
    const created = (await create({ code: 'EN-DL-WEG' })).body.data!.createProductVariant;
    const all = await variantsOfEnvelopes();
    expect(
      (
        await saveAll(
          all.filter((v) => v.id !== created.id),
          [created.id],
        )
      ).body.errors,
    ).toBeUndefined();
    expect((await variantsOfEnvelopes()).some((variant) => variant.id === created.id)).toBe(false);

    const [window] = await variantsOfEnvelopes();
    const jar = await visitor(t);
    await addToCart(t, jar, {
      productId: envelopes,
      variantId: window!.id,
      quantity: 100,
      fieldValues: ENVELOPE_VALUES,
    });
    expect((await placeOrder(t, jar)).errors).toBeUndefined();
    const ordered = (await variantsOfEnvelopes())[0]!;
    expect(ordered.ordered).toBe(true);
    const refused = await saveAll([], [ordered.id]);
    expect(errorsOf(refused.body)?.[0]?.message).toBe(
      'This variant has been ordered and cannot be deleted. Archive it instead.',
    );
    expect((await variantsOfEnvelopes())[0]!.id).toBe(ordered.id);
  });

  it('unlinks a variant into an unpublished product with the fields, values and categories it needs', async () => {
    const variant = (
      await create({
        code: 'EN-DL-EIGEN',
        name: { 'de-DE': 'Eigen', 'en-GB': 'Own' },
        fieldValues: { companyName: 'Eigen AG' },
      })
    ).body.data!.createProductVariant;
    const [first, second] = await Promise.all([
      graphqlAs<{ unlinkProductVariant: { id: string; slug: string } }>(t, admin, UNLINK, {
        variantId: variant.id,
      }),
      graphqlAs<{ unlinkProductVariant: { id: string; slug: string } }>(t, admin, UNLINK, {
        variantId: variant.id,
      }),
    ]);
    const answers = [first, second].map((answer) => answer.body.data?.unlinkProductVariant ?? null);
    const made = answers.filter((answer) => answer !== null);
    expect(made).toHaveLength(1); // a double click unlinks once
    expect([first, second].flatMap((answer) => errorsOf(answer.body) ?? [])[0]?.message).toBe(
      'The variant does not exist',
    );
    const newId = made[0]!.id;
    expect(made[0]!.slug).toBe('briefumschlaege-din-lang-en-dl-eigen');
    const [product] = await withSystem(t.database, (tx) =>
      tx.select().from(products).where(eq(products.id, newId)),
    );
    expect(product).toMatchObject({ published: false, articleCode: 'EN-DL-EIGEN' });
    expect(product!.name['en-GB']).toMatch(/ Own$/);
    const fields = await withSystem(t.database, (tx) =>
      tx.select().from(productFields).where(eq(productFields.productId, newId)),
    );
    expect(fields).toHaveLength(3);
    expect(fields.some((field) => field.defaultValue === 'Eigen AG')).toBe(true);
    const [links, oldLinks] = await withSystem(t.database, (tx) =>
      Promise.all([
        tx.select().from(productCategories).where(eq(productCategories.productId, newId)),
        tx.select().from(productCategories).where(eq(productCategories.productId, envelopes)),
      ]),
    );
    expect(links.map((link) => link.categoryId)).toEqual(oldLinks.map((link) => link.categoryId));
    expect((await variantsOfEnvelopes()).some((v) => v.id === variant.id)).toBe(false);
  });

  it('unlinking an ordered variant archives it on its product instead of deleting it', async () => {
    const ordered = (await variantsOfEnvelopes()).find((variant) => variant.ordered)!;
    const { body } = await graphqlAs<{ unlinkProductVariant: { id: string } }>(t, admin, UNLINK, {
      variantId: ordered.id,
    });
    expect(body.errors).toBeUndefined();
    const [row] = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.id, ordered.id), eq(productVariants.productId, envelopes))),
    );
    expect(row).toMatchObject({ published: false });
    expect(row!.archivedAt).not.toBeNull();
  });
});

describe('variants: rights and tenants', () => {
  it('needs catalog.write to change and the admin to read; another shop’s product or variant is not found', async () => {
    const customer = await loginAs(t, 'kunde', 'Kunde#2026');
    const [window] = await variantsOfEnvelopes();
    for (const answer of [
      await list(customer),
      await create({ code: 'EN-DL-KUNDE' }, customer),
      await saveAll([], [window!.id], customer),
      await graphqlAs(t, customer, UNLINK, { variantId: window!.id }),
    ]) {
      expect(errorsOf(answer.body)?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const north = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
    const host = 'northprint.localhost';
    expect(errorsOf((await list(north, envelopes, host)).body)?.[0]?.message).toBe(
      'The product does not exist',
    );
    expect(errorsOf((await create({ code: 'EN-DL-NORD' }, north, host)).body)?.[0]?.message).toBe(
      'The product does not exist',
    );
    expect(errorsOf((await saveAll([], [window!.id], north, host)).body)?.[0]?.message).toBe(
      'The product does not exist',
    );
    const unlink = await graphqlAs(t, north, UNLINK, { variantId: window!.id }, host);
    expect(errorsOf(unlink.body)?.[0]?.message).toBe('The variant does not exist');
    expect((await variantsOfEnvelopes()).some((variant) => variant.id === window!.id)).toBe(true);
  });
});
