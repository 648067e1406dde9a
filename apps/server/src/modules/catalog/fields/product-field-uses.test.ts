import { beforeAll, describe, expect, it } from 'vitest';
import { productId } from '../../../testing/checkout-helpers.ts';
import {
  ADD,
  CREATE,
  de,
  DELETE,
  en,
  fieldKeys,
  finish,
  inscription,
  SAVE_USES,
  SHOP,
  startFieldTests,
  UPDATE,
  USES,
  type LibraryField,
} from './product-field-test-helpers.ts';

// A product's fields (issue 15): library fields added with overrides and conditions, what the shop and
// the cart make of them, and a used field kept in the library.

const s = startFieldTests();
const { call, library, byName } = s;

// The library field the product takes (the library's own tests make it there).
beforeAll(async () => {
  const created = await call(s.admin, CREATE, { input: finish });
  if (created.errors) throw new Error(JSON.stringify(created.errors));
});

describe("a product's fields", () => {
  it('adds library fields with overrides and conditions; the shop shows them in its language', async () => {
    const uses = (
      await call<{ productFieldUses: { fieldId: string; name: string }[] }>(s.admin, USES, {
        productId: s.stickers,
      })
    ).data!.productFieldUses;
    expect(uses.map((use) => use.name)).toEqual(['image', 'notes']);
    const finishId = (await byName('finish')).id;
    const inscriptionId = (
      await call<{ createProductField: LibraryField }>(s.admin, CREATE, { input: inscription })
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
    const saved = await call<{ saveProductFieldUses: unknown[] }>(s.admin, SAVE_USES, {
      productId: s.stickers,
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
      call(s.admin, SAVE_USES, { productId: s.stickers, fields }),
      call(s.admin, SAVE_USES, { productId: s.stickers, fields }),
    ]);
    expect(twice.map((body) => body.errors)).toEqual([undefined, undefined]);
    expect(
      (await call<{ productFieldUses: unknown[] }>(s.admin, USES, { productId: s.stickers })).data!
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
      productId: s.stickers,
      quantity: 100,
      fieldValues: values,
    });
    // image is required by the library: without it the cart refuses, whatever else.
    const hidden = await call<{ addCartItem: { fieldValues: Record<string, string> } }>(s.customer, ADD, {
      input: input({ ...base, image: '/media/none' }),
    });
    // The upload does not exist: the image is refused, but the check got past the conditions.
    expect(hidden.errors?.[0]?.extensions?.fields).toHaveProperty('image');
    const needed = await call(s.customer, ADD, {
      input: input({ ...base, finish: 'gloss', inscription: '' }),
    });
    expect(needed.errors?.[0]?.extensions?.key).toBe('validation.mandatoryFields');
    expect(needed.errors?.[0]?.extensions?.fields).toHaveProperty('inscription');
    const badOption = await call(s.customer, ADD, { input: input({ ...base, finish: 'shiny' }) });
    expect(badOption.errors?.[0]?.extensions?.fields).toHaveProperty('finish');
  });

  it('refuses conditions on the field itself or on a field the product lacks, and bad overrides', async () => {
    const uses = (
      await call<{ productFieldUses: { fieldId: string; name: string }[] }>(s.admin, USES, {
        productId: s.stickers,
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
        fieldKeys(await call(s.admin, SAVE_USES, { productId: s.stickers, fields })),
        JSON.stringify(last),
      ).toEqual(expected);
    }
    const finish = [
      ...uses.slice(0, 2).map((use) => ({ fieldId: use.fieldId })),
      { fieldId: id('finish'), defaultValue: 'shiny' },
    ];
    expect(fieldKeys(await call(s.admin, SAVE_USES, { productId: s.stickers, fields: finish }))).toEqual({
      'fields.2.defaultValue': 'validation.mustMatch',
    });
  });

  it('keeps a used field: no rename, no change of type, no delete', async () => {
    const finishField = await byName('finish');
    const renamed = await call(s.admin, UPDATE, {
      id: finishField.id,
      input: { ...finish, name: 'surface' },
    });
    expect(fieldKeys(renamed)).toEqual({ name: 'admin.productFieldInUseRename' });
    const retyped = await call(s.admin, UPDATE, {
      id: finishField.id,
      input: { ...finish, type: 'text', options: [] },
    });
    expect(fieldKeys(retyped)).toEqual({ type: 'admin.productFieldInUseRename' });
    const relabelled = await call<{ updateProductField: LibraryField }>(s.admin, UPDATE, {
      id: finishField.id,
      input: { ...finish, label: [de('Oberfläche'), en('Finish')] },
    });
    expect(relabelled.data!.updateProductField.label['de-DE']).toBe('Oberfläche');
    const deleted = await call(s.admin, DELETE, { id: finishField.id });
    expect(deleted.errors?.[0]).toMatchObject({
      message: '1 product uses this field. Remove it from that product first.',
    });
    // Unused again, it can go.
    const uses = (
      await call<{ productFieldUses: { fieldId: string; name: string }[] }>(s.admin, USES, {
        productId: s.stickers,
      })
    ).data!.productFieldUses;
    await call(s.admin, SAVE_USES, {
      productId: s.stickers,
      fields: uses
        .filter((use) => use.name !== 'finish' && use.name !== 'inscription')
        .map((use) => ({ fieldId: use.fieldId })),
    });
    expect((await call(s.admin, DELETE, { id: finishField.id })).errors).toBeUndefined();
    expect((await library()).some((field) => field.name === 'finish')).toBe(false);
  });

  it("keeps another tenant's product and fields out of reach", async () => {
    const north = await call(s.northAdmin, USES, { productId: s.stickers }, 'northprint.localhost');
    expect(north.errors?.[0]?.extensions?.key).toBe('shop.productNotFoundTitle');
    const ownProduct = await productId(s.t, 'business-cards-classic', 'northprint');
    const foreignField = (await byName('inscription')).id;
    const body = await call(
      s.northAdmin,
      SAVE_USES,
      { productId: ownProduct, fields: [{ fieldId: foreignField }] },
      'northprint.localhost',
    );
    expect(body.errors?.[0]?.extensions?.key).toBe('admin.productFieldNotFound');
  });
});
