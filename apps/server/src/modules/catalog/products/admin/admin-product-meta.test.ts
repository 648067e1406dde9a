import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../../../testing/auth-helpers.ts';
import { productId } from '../../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../../testing/test-app.ts';

// The Meta Fields tab (issue 15): SEO title and description per language, the values of the tenant's
// product meta fields with their rules, and the shop's product page reading the SEO texts.

const SAVE = `mutation Save($id: ID!, $input: ProductMetaInput!) {
  updateProductMeta(id: $id, input: $input) {
    id seoTitles { language text } seoDescriptions { language text } metaValues { name language text } } }`;
const READ = `query Read($id: ID!) { adminProduct(id: $id) {
  seoTitles { language text } metaValues { name language text } } }`;
const CREATE_FIELD = `mutation F($input: ProductMetaFieldInput!) { createProductMetaField(input: $input) { id } }`;
const SHOP = `query P($slug: String!) { product(slug: $slug) { seoTitle seoDescription } }`;

type Errors = { message: string; extensions?: { key?: string; fields?: Record<string, { key: string }> } }[];
type Saved = {
  updateProductMeta: {
    seoTitles: { language: string; text: string }[];
    metaValues: { name: string; language: string; text: string }[];
  };
};
const de = (text: string) => ({ language: 'de-DE', text });
const en = (text: string) => ({ language: 'en-GB', text });
const empty = { seoTitles: [], seoDescriptions: [], metaValues: [] };

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let cards: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
  cards = await productId(t, 'visitenkarten-standard');
  for (const input of [
    { name: 'material', type: 'text', required: true, label: [de('Material'), en('Material')] },
    { name: 'datasheet', type: 'url', required: false, label: [de('Datenblatt')] },
  ]) {
    const created = await graphqlAs(t, admin, CREATE_FIELD, { input });
    expect(created.body.errors).toBeUndefined();
  }
});
afterAll(() => t.close());

describe('the Meta Fields tab', () => {
  it('saves SEO texts per language and meta values; the shop’s product reads the SEO texts', async () => {
    const saved = await graphqlAs<Saved>(t, admin, SAVE, {
      id: cards,
      input: {
        seoTitles: [de('  Visitenkarten günstig drucken '), en('Business cards printed cheaply')],
        seoDescriptions: [de('Ab 250 Stück.')],
        metaValues: [
          { name: 'material', language: 'de-DE', text: 'Karton' },
          { name: 'material', language: 'en-GB', text: 'Board' },
          { name: 'datasheet', language: 'de-DE', text: 'https://example.com/a.pdf' },
          // A URL is one value for every language; a field the shop does not have is dropped.
          { name: 'datasheet', language: 'en-GB', text: 'https://example.com/b.pdf' },
          { name: 'gone', language: 'de-DE', text: 'x' },
        ],
      },
    });
    expect(saved.body.errors).toBeUndefined();
    const product = saved.body.data!.updateProductMeta;
    expect(product.seoTitles).toEqual([
      de('Visitenkarten günstig drucken'),
      en('Business cards printed cheaply'),
    ]);
    expect(product.metaValues).toEqual([
      { name: 'material', language: 'de-DE', text: 'Karton' },
      { name: 'material', language: 'en-GB', text: 'Board' },
      { name: 'datasheet', language: 'de-DE', text: 'https://example.com/a.pdf' },
    ]);
    const shop = await graphqlAs<{ product: { seoTitle: string; seoDescription: string } }>(t, null, SHOP, {
      slug: 'visitenkarten-standard',
    });
    expect(shop.body.data!.product).toEqual({
      seoTitle: 'Visitenkarten günstig drucken',
      seoDescription: 'Ab 250 Stück.',
    });
  });

  it('refuses a missing required value, a plain-http URL and forbidden characters, keeping the stored ones', async () => {
    const refused = await graphqlAs(t, admin, SAVE, {
      id: cards,
      input: {
        ...empty,
        seoTitles: [en('Cards {cheap}')],
        metaValues: [{ name: 'datasheet', language: 'de-DE', text: 'http://example.com' }],
      },
    });
    const errors = refused.body.errors as Errors;
    expect(errors[0]?.extensions?.key).toBe('validation.mandatoryFields');
    expect(errors[0]?.extensions?.fields).toMatchObject({
      'meta.material.de-DE': { key: 'validation.required' },
      'meta.datasheet': { key: 'validation.urlHttps' },
      'seoTitle.en-GB': { key: 'validation.forbiddenCharacters' },
    });
    const stored = await graphqlAs<{ adminProduct: { seoTitles: unknown[] } }>(t, admin, READ, { id: cards });
    expect(stored.body.data!.adminProduct.seoTitles).toHaveLength(2);
  });

  it('is for catalogue writers of the product’s own shop only', async () => {
    const input = { ...empty, metaValues: [{ name: 'material', language: 'de-DE', text: 'Karton' }] };
    const shopper = await graphqlAs(t, customer, SAVE, { id: cards, input });
    expect((shopper.body.errors as Errors)[0]?.message).toBe('Forbidden');
    const north = await graphqlAs(t, northAdmin, SAVE, { id: cards, input }, 'northprint.localhost');
    expect((north.body.errors as Errors)[0]?.extensions?.key).toBe('admin.productNotFound');
    const read = await graphqlAs(t, customer, READ, { id: cards });
    expect((read.body.errors as Errors)[0]?.message).toBe('Forbidden');
  });

  it('two saves at once both succeed and the product holds one of them whole', async () => {
    const save = (title: string) =>
      graphqlAs(t, admin, SAVE, {
        id: cards,
        input: {
          ...empty,
          seoTitles: [de(title)],
          metaValues: [{ name: 'material', language: 'de-DE', text: title }],
        },
      });
    const answers = await Promise.all([save('Erste'), save('Zweite')]);
    for (const answer of answers) expect(answer.body.errors).toBeUndefined();
    const stored = await graphqlAs<{
      adminProduct: { seoTitles: { text: string }[]; metaValues: { text: string }[] };
    }>(t, admin, READ, { id: cards });
    const { seoTitles, metaValues } = stored.body.data!.adminProduct;
    expect(seoTitles[0]!.text).toBe(metaValues[0]!.text);
  });
});
