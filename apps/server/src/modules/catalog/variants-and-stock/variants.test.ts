import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { graphqlAs, loginAs } from '../../../testing/auth-helpers.ts';
import { ENVELOPES, visitor } from '../../../testing/checkout-helpers.ts';
import { auditEntries } from '../../audit/audit.tables.ts';
import { productVariants } from '../catalog.tables.ts';
import { errorsOf, SHOP, startVariantTests, UNLINK } from './variant-test-helpers.ts';

// The Variants tab's API (spec §3 variants, §5 unique code; decision 0047): listing, creating and
// saving variants with their rules and messages, double submits, rights, tenants, and the shop showing
// the result. Removing and unlinking: variant-removal.test.ts.

const s = startVariantTests();
const { list, create, saveAll, variantsOfEnvelopes } = s;

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
      s.t,
      await visitor(s.t),
      SHOP,
      { slug: ENVELOPES },
    );
    expect(shop.body.data!.product.variants.at(-1)).toEqual({
      code: 'EN-DL-GRUEN',
      name: 'Neu',
      fieldValues: { companyName: 'Grün GmbH' },
    });
    const [entry] = await withSystem(s.t.database, (tx) =>
      tx.select().from(auditEntries).where(eq(auditEntries.action, 'variant.create')),
    );
    expect(entry).toMatchObject({ entityId: s.envelopes, details: { code: 'EN-DL-GRUEN' } });
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
    const rows = await withSystem(s.t.database, (tx) =>
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
    // Back as it was (the tests after this one use it).
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
});

describe('variants: rights and tenants', () => {
  it('needs catalog.write to change and the admin to read; another shop’s product or variant is not found', async () => {
    const customer = await loginAs(s.t, 'kunde', 'Kunde#2026');
    const [window] = await variantsOfEnvelopes();
    for (const answer of [
      await list(customer),
      await create({ code: 'EN-DL-KUNDE' }, customer),
      await saveAll([], [window!.id], customer),
      await graphqlAs(s.t, customer, UNLINK, { variantId: window!.id }),
    ]) {
      expect(errorsOf(answer.body)?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const north = await loginAs(s.t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
    const host = 'northprint.localhost';
    expect(errorsOf((await list(north, s.envelopes, host)).body)?.[0]?.message).toBe(
      'The product does not exist',
    );
    expect(errorsOf((await create({ code: 'EN-DL-NORD' }, north, host)).body)?.[0]?.message).toBe(
      'The product does not exist',
    );
    expect(errorsOf((await saveAll([], [window!.id], north, host)).body)?.[0]?.message).toBe(
      'The product does not exist',
    );
    const unlink = await graphqlAs(s.t, north, UNLINK, { variantId: window!.id }, host);
    expect(errorsOf(unlink.body)?.[0]?.message).toBe('The variant does not exist');
    expect((await variantsOfEnvelopes()).some((variant) => variant.id === window!.id)).toBe(true);
  });
});
