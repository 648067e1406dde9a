import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs } from '../../../testing/auth-helpers.ts';
import { addToCart, ENVELOPE_VALUES, placeOrder, visitor } from '../../../testing/checkout-helpers.ts';
import { productCategories, productFields, products, productVariants } from '../catalog.tables.ts';
import { errorsOf, startVariantTests, UNLINK } from './variant-test-helpers.ts';

// The Variants tab's removal and unlink (spec §4 removal final on Save, unlink; decision 0047): an
// ordered variant is archived, never deleted, and a double click unlinks once.

const s = startVariantTests();
const { create, saveAll, variantsOfEnvelopes } = s;

describe('removing and unlinking variants', () => {
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
    const jar = await visitor(s.t);
    await addToCart(s.t, jar, {
      productId: s.envelopes,
      variantId: window!.id,
      quantity: 100,
      fieldValues: ENVELOPE_VALUES,
    });
    expect((await placeOrder(s.t, jar)).errors).toBeUndefined();
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
      graphqlAs<{ unlinkProductVariant: { id: string; slug: string } }>(s.t, s.admin, UNLINK, {
        variantId: variant.id,
      }),
      graphqlAs<{ unlinkProductVariant: { id: string; slug: string } }>(s.t, s.admin, UNLINK, {
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
    const [product] = await withSystem(s.t.database, (tx) =>
      tx.select().from(products).where(eq(products.id, newId)),
    );
    expect(product).toMatchObject({ published: false, articleCode: 'EN-DL-EIGEN' });
    expect(product!.name['en-GB']).toMatch(/ Own$/);
    const fields = await withSystem(s.t.database, (tx) =>
      tx.select().from(productFields).where(eq(productFields.productId, newId)),
    );
    expect(fields).toHaveLength(3);
    expect(fields.some((field) => field.defaultValue === 'Eigen AG')).toBe(true);
    const [links, oldLinks] = await withSystem(s.t.database, (tx) =>
      Promise.all([
        tx.select().from(productCategories).where(eq(productCategories.productId, newId)),
        tx.select().from(productCategories).where(eq(productCategories.productId, s.envelopes)),
      ]),
    );
    expect(links.map((link) => link.categoryId)).toEqual(oldLinks.map((link) => link.categoryId));
    expect((await variantsOfEnvelopes()).some((v) => v.id === variant.id)).toBe(false);
  });

  it('unlinking an ordered variant archives it on its product instead of deleting it', async () => {
    const ordered = (await variantsOfEnvelopes()).find((variant) => variant.ordered)!;
    const { body } = await graphqlAs<{ unlinkProductVariant: { id: string } }>(s.t, s.admin, UNLINK, {
      variantId: ordered.id,
    });
    expect(body.errors).toBeUndefined();
    const [row] = await withSystem(s.t.database, (tx) =>
      tx
        .select()
        .from(productVariants)
        .where(and(eq(productVariants.id, ordered.id), eq(productVariants.productId, s.envelopes))),
    );
    expect(row).toMatchObject({ published: false });
    expect(row!.archivedAt).not.toBeNull();
  });
});
