import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { products } from '../catalog.tables.ts';
import { de, en, fieldKeys, startFieldTests, type Body } from './product-field-test-helpers.ts';

// The product meta fields (issue 15): the fields whose values each product's Meta Fields tab edits.

const s = startFieldTests();
const { call } = s;

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
      call(s.admin, CREATE_META, { input: material }),
      call(s.admin, CREATE_META, { input: material }),
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
        fieldKeys(await call(s.admin, CREATE_META, { input: { ...material, name: 'other', ...change } })),
      ).toEqual(expected);
    }
    await withSystem(s.t.database, (tx) =>
      tx
        .update(products)
        .set({ metaValues: { material: { 'de-DE': 'Papier' } } })
        .where(eq(products.id, s.stickers)),
    );
    const renamed = await call<{ updateProductMetaField: Meta }>(s.admin, UPDATE_META, {
      id: created.id,
      input: { ...material, name: 'paper', type: 'multiline' },
    });
    expect(renamed.data!.updateProductMetaField).toMatchObject({ name: 'paper', type: 'multiline' });
    const [row] = await withSystem(s.t.database, (tx) =>
      tx.select({ metaValues: products.metaValues }).from(products).where(eq(products.id, s.stickers)),
    );
    expect(row!.metaValues).toEqual({ paper: { 'de-DE': 'Papier' } });
    const north = await call(
      s.northAdmin,
      UPDATE_META,
      { id: created.id, input: material },
      'northprint.localhost',
    );
    expect(north.errors?.[0]?.extensions?.key).toBe('admin.productFieldNotFound');
    expect((await call(s.customer, DELETE_META, { id: created.id })).errors?.[0]?.message).toBe('Forbidden');
    expect((await call(s.admin, DELETE_META, { id: created.id })).errors).toBeUndefined();
    const [after] = await withSystem(s.t.database, (tx) =>
      tx.select({ metaValues: products.metaValues }).from(products).where(eq(products.id, s.stickers)),
    );
    expect(after!.metaValues).toEqual({});
    expect((await call<{ productMetaFields: Meta[] }>(s.admin, LIST_META)).data!.productMetaFields).toEqual(
      [],
    );
  });
});
