import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { productId } from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { auditEntries } from '../audit/audit.tables.ts';
import { products } from './catalog.tables.ts';

// The product-field library and a product's fields (issue 15): rules and messages, rights, tenant
// isolation, double submits, and what the shop and the cart make of a product's overrides and conditions.

type Body<T = unknown> = {
  data?: T;
  errors?: {
    message: string;
    extensions?: { code?: string; key?: string; fields?: Record<string, { key: string }> };
  }[];
};
type LibraryField = {
  id: string;
  name: string;
  type: string;
  useCount: number;
  label: Record<string, string>;
};

const FIELD = 'id name type required label options min max step defaultValue defaultUrl order useCount';
const LIST = `query Library { productFieldLibrary { ${FIELD} } }`;
const CREATE = `mutation Create($input: ProductFieldDefinitionInput!) { createProductField(input: $input) { ${FIELD} } }`;
const UPDATE = `mutation Update($id: ID!, $input: ProductFieldDefinitionInput!) {
  updateProductField(id: $id, input: $input) { ${FIELD} } }`;
const DELETE = 'mutation Delete($id: ID!) { deleteProductField(id: $id) }';
const REORDER = 'mutation Reorder($ids: [ID!]!) { reorderProductFields(ids: $ids) { name } }';
const USES = `query Uses($productId: ID!) { productFieldUses(productId: $productId) {
  fieldId name type label required defaultValue conditions libraryLabel libraryRequired libraryDefault } }`;
const SAVE_USES = `mutation SaveUses($productId: ID!, $fields: [ProductFieldUseInput!]!) {
  saveProductFieldUses(productId: $productId, fields: $fields) { fieldId name label required defaultValue conditions } }`;
const SHOP = `query Shop($slug: String!, $language: String) { product(slug: $slug, language: $language) {
  fields { name label type required defaultValue options { value label } conditions } } }`;
const ADD = `mutation Add($input: CartItemInput!) { addCartItem(kind: cart, input: $input) { id fieldValues } }`;

const de = (text: string) => ({ language: 'de-DE', text });
const en = (text: string) => ({ language: 'en-GB', text });
const finish = {
  name: 'finish',
  type: 'select',
  required: true,
  label: [de('Veredelung'), en('Finish')],
  options: [
    { value: 'matt', label: [de('Matt'), en('Matte')] },
    { value: 'gloss', label: [de('Glänzend'), en('Gloss')] },
  ],
};
const inscription = { name: 'inscription', type: 'text', label: [de('Aufdruck'), en('Inscription')] };

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let stickers: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
  stickers = await productId(t, 'aufkleber-rund');
});
afterAll(() => t.close());

const call = async <T>(
  jar: CookieJar | null,
  query: string,
  variables: Record<string, unknown> = {},
  host?: string,
) => (await graphqlAs<T>(t, jar, query, variables, host)).body as Body<T>;
const fieldKeys = (body: Body) =>
  Object.fromEntries(
    Object.entries(body.errors?.[0]?.extensions?.fields ?? {}).map(([name, e]) => [name, e.key]),
  );
const library = async (jar = admin, host?: string) =>
  (await call<{ productFieldLibrary: LibraryField[] }>(jar, LIST, {}, host)).data!.productFieldLibrary;
const byName = async (name: string) => (await library()).find((field) => field.name === name)!;

describe('product-field library', () => {
  it('creates a field at the end of the library, with labels and options per language, and logs it', async () => {
    const body = await call<{ createProductField: LibraryField }>(admin, CREATE, { input: finish });
    expect(body.errors).toBeUndefined();
    expect(body.data!.createProductField).toMatchObject({
      name: 'finish',
      type: 'select',
      required: true,
      label: { 'de-DE': 'Veredelung', 'en-GB': 'Finish' },
      options: [
        { value: 'matt', label: { 'de-DE': 'Matt', 'en-GB': 'Matte' } },
        { value: 'gloss', label: { 'de-DE': 'Glänzend', 'en-GB': 'Gloss' } },
      ],
      useCount: 0,
    });
    const list = await library();
    expect(list.at(-1)!.name).toBe('finish');
    // The seeded fields are in use: the table's "use" column counts the products.
    expect(list.find((field) => field.name === 'image')!.useCount).toBeGreaterThan(0);
    const logged = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.action, 'productField.create'), eq(auditEntries.entityLabel, 'finish'))),
    );
    expect(logged).toHaveLength(1);
  });

  it('refuses bad definitions with the spec messages at the inputs', async () => {
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [{ name: 'first name' }, { name: 'validation.fieldName' }],
      [
        { name: '', label: [] },
        { name: 'validation.fieldNameRequired', label: 'validation.required' },
      ],
      [{ type: 'select', options: [] }, { options: 'validation.required' }],
      [
        {
          type: 'select',
          options: [
            { value: 'a', label: [] },
            { value: 'a', label: [] },
          ],
        },
        { options: 'admin.fieldOptionTwice' },
      ],
      [{ type: 'number', min: 10, max: 5 }, { max: 'admin.fieldMaxBelowMin' }],
      [{ type: 'number', step: 0 }, { step: 'validation.positiveNumber' }],
      [{ type: 'colour', defaultValue: 'red' }, { defaultValue: 'validation.colour' }],
      [{ type: 'email', defaultValue: 'nobody' }, { defaultValue: 'validation.email' }],
      [{ type: 'image', defaultUrl: 'http://example.com/a.png' }, { defaultUrl: 'validation.urlHttps' }],
      [{ label: [de('Name <b>')] }, { label: 'validation.forbiddenCharacters' }],
      [{ name: 'FINISH' }, { name: 'admin.fieldNameTaken' }],
    ];
    for (const [change, expected] of cases) {
      const body = await call(admin, CREATE, { input: { ...inscription, name: 'nickname', ...change } });
      expect(fieldKeys(body), JSON.stringify(change)).toEqual(expected);
    }
    expect((await library()).some((field) => field.name === 'nickname')).toBe(false);
  });

  it('makes one field when the same name is sent twice at once', async () => {
    const input = { ...inscription, name: 'twice' };
    const answers = await Promise.all([call(admin, CREATE, { input }), call(admin, CREATE, { input })]);
    expect(answers.filter((body) => !body.errors)).toHaveLength(1);
    expect(fieldKeys(answers.find((body) => body.errors)!)).toEqual({ name: 'admin.fieldNameTaken' });
    expect((await library()).filter((field) => field.name === 'twice')).toHaveLength(1);
  });

  it('reads the library with its use counts in one statement, however long it is', async () => {
    const statements: string[] = [];
    t.database.onStatement = (sql) => {
      if (/product_field_definition/.test(sql)) statements.push(sql);
    };
    try {
      expect((await library()).length).toBeGreaterThan(10);
    } finally {
      t.database.onStatement = undefined;
    }
    expect(statements, statements.join('\n')).toHaveLength(1);
  });

  it('saves the order of the library', async () => {
    const ids = (await library()).map((field) => field.id);
    const reversed = [...ids].reverse();
    const body = await call<{ reorderProductFields: { name: string }[] }>(admin, REORDER, { ids: reversed });
    expect(body.errors).toBeUndefined();
    expect((await library()).map((field) => field.id)).toEqual(reversed);
    const unknown = await call(admin, REORDER, { ids: ['00000000-0000-4000-8000-000000000000'] });
    expect(unknown.errors?.[0]?.extensions?.key).toBe('admin.productFieldNotFound');
  });

  it('needs catalog rights, and keeps each tenant to its own library', async () => {
    // Reading needs catalog.read and admin.access: a shopper (who holds catalog.read) sees a product's
    // fields only on its published product page, never an unpublished product's settings.
    expect((await call(null, LIST)).errors?.[0]?.message).toBe('Unauthorized');
    expect((await call(null, USES, { productId: stickers })).errors?.[0]?.message).toBe('Unauthorized');
    expect((await call(customer, LIST)).errors?.[0]?.message).toBe('Forbidden');
    expect((await call(customer, USES, { productId: stickers })).errors?.[0]?.message).toBe('Forbidden');
    const changes = [
      [CREATE, { input: { ...inscription, name: 'x1' } }],
      [DELETE, { id: (await byName('finish')).id }],
      [REORDER, { ids: [] }],
      [SAVE_USES, { productId: stickers, fields: [] }],
    ] as const;
    for (const [query, variables] of changes) {
      expect((await call(customer, query, variables)).errors?.[0]?.message).toBe('Forbidden');
    }
    const finishId = (await byName('finish')).id;
    expect((await library(northAdmin, 'northprint.localhost')).some((field) => field.id === finishId)).toBe(
      false,
    );
    for (const [query, variables] of [
      [UPDATE, { id: finishId, input: finish }],
      [DELETE, { id: finishId }],
    ] as const) {
      const body = await call(northAdmin, query, variables, 'northprint.localhost');
      expect(body.errors?.[0]?.extensions?.key).toBe('admin.productFieldNotFound');
    }
  });
});

describe("a product's fields", () => {
  it('adds library fields with overrides and conditions; the shop shows them in its language', async () => {
    const uses = (
      await call<{ productFieldUses: { fieldId: string; name: string }[] }>(admin, USES, {
        productId: stickers,
      })
    ).data!.productFieldUses;
    expect(uses.map((use) => use.name)).toEqual(['image', 'notes']);
    const finishId = (await byName('finish')).id;
    const inscriptionId = (
      await call<{ createProductField: LibraryField }>(admin, CREATE, { input: inscription })
    ).data!.createProductField.id;
    const fields = [
      ...uses.map((use) => ({ fieldId: use.fieldId })),
      { fieldId: finishId, label: [en('Surface'), de('')], defaultValue: 'matt' },
      {
        fieldId: inscriptionId,
        required: true,
        showWhen: { field: 'finish', comparison: 'equals', value: 'gloss' },
      },
    ];
    const saved = await call<{ saveProductFieldUses: unknown[] }>(admin, SAVE_USES, {
      productId: stickers,
      fields,
    });
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveProductFieldUses).toEqual([
      expect.objectContaining({ name: 'image', label: null, required: null }),
      expect.objectContaining({ name: 'notes' }),
      expect.objectContaining({ name: 'finish', label: { 'en-GB': 'Surface' }, defaultValue: 'matt' }),
      expect.objectContaining({
        name: 'inscription',
        required: true,
        conditions: { showWhen: { field: 'finish', equals: 'gloss' } },
      }),
    ]);
    // Saving the same again (a double click) changes nothing.
    const twice = await Promise.all([
      call(admin, SAVE_USES, { productId: stickers, fields }),
      call(admin, SAVE_USES, { productId: stickers, fields }),
    ]);
    expect(twice.map((body) => body.errors)).toEqual([undefined, undefined]);
    expect(
      (await call<{ productFieldUses: unknown[] }>(admin, USES, { productId: stickers })).data!
        .productFieldUses,
    ).toHaveLength(4);

    type ShopField = {
      name: string;
      label: string;
      required: boolean;
      defaultValue: string | null;
      options: unknown[];
    };
    const shop = async (language: string) =>
      (await call<{ product: { fields: ShopField[] } }>(null, SHOP, { slug: 'aufkleber-rund', language }))
        .data!.product.fields;
    const english = await shop('en-GB');
    expect(english.find((field) => field.name === 'finish')).toMatchObject({
      label: 'Surface',
      required: true,
      defaultValue: 'matt',
      options: [
        { value: 'matt', label: 'Matte' },
        { value: 'gloss', label: 'Gloss' },
      ],
    });
    // No German override: the library's label; options in German.
    expect((await shop('de-DE')).find((field) => field.name === 'finish')).toMatchObject({
      label: 'Veredelung',
      options: [
        { value: 'matt', label: 'Matt' },
        { value: 'gloss', label: 'Glänzend' },
      ],
    });
    expect((await byName('finish')).useCount).toBe(1);
  });

  it("checks the cart against the product's conditions: a hidden field is dropped, a shown required one is needed", async () => {
    const base = { image: '', notes: 'x', finish: 'matt', inscription: 'Hello' };
    const input = (values: Record<string, string>) => ({
      productId: stickers,
      quantity: 100,
      fieldValues: values,
    });
    // image is required by the library: without it the cart refuses, whatever else.
    const hidden = await call<{ addCartItem: { fieldValues: Record<string, string> } }>(customer, ADD, {
      input: input({ ...base, image: '/media/none' }),
    });
    // The upload does not exist: the image is refused, but the check got past the conditions.
    expect(hidden.errors?.[0]?.extensions?.fields).toHaveProperty('image');
    const needed = await call(customer, ADD, { input: input({ ...base, finish: 'gloss', inscription: '' }) });
    expect(needed.errors?.[0]?.extensions?.key).toBe('validation.mandatoryFields');
    expect(needed.errors?.[0]?.extensions?.fields).toHaveProperty('inscription');
    const badOption = await call(customer, ADD, { input: input({ ...base, finish: 'shiny' }) });
    expect(badOption.errors?.[0]?.extensions?.fields).toHaveProperty('finish');
  });

  it('refuses conditions on the field itself or on a field the product lacks, and bad overrides', async () => {
    const uses = (
      await call<{ productFieldUses: { fieldId: string; name: string }[] }>(admin, USES, {
        productId: stickers,
      })
    ).data!.productFieldUses;
    const id = (name: string) => uses.find((use) => use.name === name)!.fieldId;
    const cases: [Record<string, unknown>, Record<string, string>][] = [
      [
        { fieldId: id('inscription'), hideWhen: { field: 'inscription', comparison: 'empty' } },
        { 'fields.3.hideWhen': 'admin.fieldConditionInvalid' },
      ],
      [
        { fieldId: id('inscription'), optionalWhen: { field: 'nothere', comparison: 'notEmpty' } },
        { 'fields.3.optionalWhen': 'admin.fieldConditionInvalid' },
      ],
      [
        { fieldId: id('inscription'), label: [en('A {b}')] },
        { 'fields.3.label': 'validation.forbiddenCharacters' },
      ],
      [
        { fieldId: id('inscription'), showWhen: { field: 'finish', comparison: 'equals', value: '<x>' } },
        { 'fields.3.showWhen': 'validation.forbiddenCharacters' },
      ],
    ];
    for (const [last, expected] of cases) {
      const fields = [...uses.slice(0, 3).map((use) => ({ fieldId: use.fieldId })), last];
      expect(
        fieldKeys(await call(admin, SAVE_USES, { productId: stickers, fields })),
        JSON.stringify(last),
      ).toEqual(expected);
    }
    const finish = [
      ...uses.slice(0, 2).map((use) => ({ fieldId: use.fieldId })),
      { fieldId: id('finish'), defaultValue: 'shiny' },
    ];
    expect(fieldKeys(await call(admin, SAVE_USES, { productId: stickers, fields: finish }))).toEqual({
      'fields.2.defaultValue': 'validation.mustMatch',
    });
  });

  it('keeps a used field: no rename, no change of type, no delete', async () => {
    const finishField = await byName('finish');
    const renamed = await call(admin, UPDATE, { id: finishField.id, input: { ...finish, name: 'surface' } });
    expect(fieldKeys(renamed)).toEqual({ name: 'admin.productFieldInUseRename' });
    const retyped = await call(admin, UPDATE, {
      id: finishField.id,
      input: { ...finish, type: 'text', options: [] },
    });
    expect(fieldKeys(retyped)).toEqual({ type: 'admin.productFieldInUseRename' });
    const relabelled = await call<{ updateProductField: LibraryField }>(admin, UPDATE, {
      id: finishField.id,
      input: { ...finish, label: [de('Oberfläche'), en('Finish')] },
    });
    expect(relabelled.data!.updateProductField.label['de-DE']).toBe('Oberfläche');
    const deleted = await call(admin, DELETE, { id: finishField.id });
    expect(deleted.errors?.[0]).toMatchObject({
      message: '1 products use this field. Remove it from those products first.',
    });
    // Unused again, it can go.
    const uses = (
      await call<{ productFieldUses: { fieldId: string; name: string }[] }>(admin, USES, {
        productId: stickers,
      })
    ).data!.productFieldUses;
    await call(admin, SAVE_USES, {
      productId: stickers,
      fields: uses
        .filter((use) => use.name !== 'finish' && use.name !== 'inscription')
        .map((use) => ({ fieldId: use.fieldId })),
    });
    expect((await call(admin, DELETE, { id: finishField.id })).errors).toBeUndefined();
    expect((await library()).some((field) => field.name === 'finish')).toBe(false);
  });

  it("keeps another tenant's product and fields out of reach", async () => {
    const north = await call(northAdmin, USES, { productId: stickers }, 'northprint.localhost');
    expect(north.errors?.[0]?.extensions?.key).toBe('shop.productNotFoundTitle');
    const ownProduct = await productId(t, 'business-cards-classic', 'northprint');
    const foreignField = (await byName('twice')).id;
    const body = await call(
      northAdmin,
      SAVE_USES,
      { productId: ownProduct, fields: [{ fieldId: foreignField }] },
      'northprint.localhost',
    );
    expect(body.errors?.[0]?.extensions?.key).toBe('admin.productFieldNotFound');
  });
});

describe('product meta fields', () => {
  const META = 'id name type required label order';
  const CREATE_META = `mutation CreateMeta($input: ProductMetaFieldInput!) { createProductMetaField(input: $input) { ${META} } }`;
  const UPDATE_META = `mutation UpdateMeta($id: ID!, $input: ProductMetaFieldInput!) { updateProductMetaField(id: $id, input: $input) { ${META} } }`;
  const LIST_META = `query Meta { productMetaFields { ${META} } }`;
  const DELETE_META = 'mutation DeleteMeta($id: ID!) { deleteProductMetaField(id: $id) }';
  const material = { name: 'material', type: 'text', label: [de('Material'), en('Material')] };
  type Meta = { id: string; name: string; type: string; order: number };

  it('creates, checks, renames with the values, reorders and deletes meta fields', async () => {
    const answers = await Promise.all([
      call(admin, CREATE_META, { input: material }),
      call(admin, CREATE_META, { input: material }),
    ]);
    expect(answers.filter((body) => !body.errors)).toHaveLength(1);
    expect(fieldKeys(answers.find((body) => body.errors)!)).toEqual({ name: 'admin.fieldNameTaken' });
    const created = (answers.find((body) => !body.errors) as Body<{ createProductMetaField: Meta }>).data!
      .createProductMetaField;
    for (const [change, expected] of [
      [{ name: 'a b' }, { name: 'validation.fieldName' }],
      [{ label: [en('Only English')] }, { label: 'validation.required' }],
      [{ label: [de('x}')] }, { label: 'validation.forbiddenCharacters' }],
    ] as const) {
      expect(
        fieldKeys(await call(admin, CREATE_META, { input: { ...material, name: 'other', ...change } })),
      ).toEqual(expected);
    }
    await withSystem(t.database, (tx) =>
      tx
        .update(products)
        .set({ metaValues: { material: { 'de-DE': 'Papier' } } })
        .where(eq(products.id, stickers)),
    );
    const renamed = await call<{ updateProductMetaField: Meta }>(admin, UPDATE_META, {
      id: created.id,
      input: { ...material, name: 'paper', type: 'multiline' },
    });
    expect(renamed.data!.updateProductMetaField).toMatchObject({ name: 'paper', type: 'multiline' });
    const [row] = await withSystem(t.database, (tx) =>
      tx.select({ metaValues: products.metaValues }).from(products).where(eq(products.id, stickers)),
    );
    expect(row!.metaValues).toEqual({ paper: { 'de-DE': 'Papier' } });
    const north = await call(
      northAdmin,
      UPDATE_META,
      { id: created.id, input: material },
      'northprint.localhost',
    );
    expect(north.errors?.[0]?.extensions?.key).toBe('admin.productFieldNotFound');
    expect((await call(customer, DELETE_META, { id: created.id })).errors?.[0]?.message).toBe('Forbidden');
    expect((await call(admin, DELETE_META, { id: created.id })).errors).toBeUndefined();
    const [after] = await withSystem(t.database, (tx) =>
      tx.select({ metaValues: products.metaValues }).from(products).where(eq(products.id, stickers)),
    );
    expect(after!.metaValues).toEqual({});
    expect((await call<{ productMetaFields: Meta[] }>(admin, LIST_META)).data!.productMetaFields).toEqual([]);
  });
});
