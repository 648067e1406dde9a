import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { ENVELOPES, productId } from '../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// The in-page product control's texts (issue 27, decision 0096): a product's name and description, a
// product field's label, read and saved where the shop shows them with catalog.write (no translations
// right needed), by the rules of their editors, behind the text's revision; the shop shows the change;
// another shop's records are not found.

const READ = `query R($address: String!) { inPageCatalogText(address: $address) {
  address richText revision texts { language text } } }`;
const SAVE = `mutation S($address: String!, $revision: Int!, $texts: [LanguageTextInput!]!, $seenOn: String) {
  saveInPageCatalogText(address: $address, revision: $revision, texts: $texts, seenOn: $seenOn) {
    revision texts { language text } } }`;
const SHOP = `query P($slug: String!, $language: String) { product(slug: $slug, language: $language) { name description } }`;
const NORTH = 'northprint.localhost';

type Detail = {
  address: string;
  richText: boolean;
  revision: number;
  texts: { language: string; text: string }[];
};
type Answer<T> = { data?: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;
let northAdmin: CookieJar;
let cataloguer: CookieJar;
let translator: CookieJar;
let envelopes: string;

async function call<T>(
  jar: CookieJar | null,
  query: string,
  variables: Record<string, unknown>,
  host?: string,
) {
  return (await graphqlAs<T>(t, jar, query, variables, host)).body as Answer<T>;
}
const read = (address: string, jar = admin, host?: string) =>
  call<{ inPageCatalogText: Detail | null }>(jar, READ, { address }, host);
const save = (address: string, revision: number, texts: Record<string, string>, jar = admin) =>
  call<{ saveInPageCatalogText: Detail }>(jar, SAVE, {
    address,
    revision,
    texts: Object.entries(texts).map(([language, text]) => ({ language, text })),
    seenOn: '/products/x',
  });

/** A person of the shop whose one role holds exactly these rights. */
async function personWith(name: string, rights: string[]): Promise<CookieJar> {
  const role = await call(admin, 'mutation R($i: CreateRoleInput!) { createRole(input: $i) { name } }', {
    i: { name, rights },
  });
  expect(role.errors).toBeUndefined();
  const email = `${name}@druckerei.test`;
  const user = await call(admin, 'mutation U($i: UserAccountInput!) { createUser(input: $i) { id } }', {
    i: { email, username: name, firstName: 'Vor', lastName: 'Ort', roles: [name], password: 'Vorort#2026' },
  });
  expect(user.errors).toBeUndefined();
  return loginAs(t, name, 'Vorort#2026', { email });
}

beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  northAdmin = await loginAs(t, 'admin', 'Admin#2026', { host: NORTH });
  cataloguer = await personWith('katalog', ['admin.access', 'catalog.read', 'catalog.write']);
  translator = await personWith('uebersetzer', ['admin.access', 'catalog.read', 'translations.edit']);
  envelopes = await productId(t, ENVELOPES);
});
afterAll(() => t.close());

describe('catalogue texts edited in place', () => {
  it('reads every language of the shop, the default first, and saves a name the shop shows', async () => {
    const address = `product:${envelopes}.name`;
    const detail = (await read(address, cataloguer)).data!.inPageCatalogText!;
    expect(detail.richText).toBe(false);
    expect(detail.texts.map((entry) => entry.language)).toEqual(['de-DE', 'en-GB']);
    const german = detail.texts[0]!.text;
    expect(german).toBeTruthy();

    const saved = await save(address, detail.revision, { 'de-DE': 'Umschläge DIN lang' }, cataloguer);
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.saveInPageCatalogText.revision).toBe(detail.revision + 1);
    const shown = await call<{ product: { name: string } }>(null, SHOP, {
      slug: ENVELOPES,
      language: 'de-DE',
    });
    expect(shown.data!.product.name).toBe('Umschläge DIN lang');

    // A save from before it (another tab): refused, nothing written.
    const stale = await save(address, detail.revision, { 'de-DE': 'Alt' }, cataloguer);
    expect(stale.errors?.[0]?.extensions).toMatchObject({ key: 'admin.translationChangedMeanwhile' });
    await save(address, detail.revision + 1, { 'de-DE': german });
  });

  it('saves a description as rich text and a field label', async () => {
    const address = `product:${envelopes}.description`;
    const detail = (await read(address)).data!.inPageCatalogText!;
    expect(detail.richText).toBe(true);
    const rich = JSON.stringify([{ type: 'paragraph', children: [{ text: 'Neu beschrieben', bold: true }] }]);
    expect((await save(address, detail.revision, { 'en-GB': rich })).errors).toBeUndefined();
    const shown = await call<{ product: { description: string } }>(null, SHOP, {
      slug: ENVELOPES,
      language: 'en-GB',
    });
    expect(shown.data!.product.description).toContain('Neu beschrieben');

    const field = await call<{ createProductField: { id: string } }>(
      admin,
      'mutation P { createProductField(input: { name: "vorort", type: text, label: [{ language: "de-DE", text: "Firma" }] }) { id } }',
      {},
    );
    const label = `productField:${field.data!.createProductField.id}.label`;
    const labelDetail = (await read(label)).data!.inPageCatalogText!;
    const savedLabel = await save(label, labelDetail.revision, { 'de-DE': 'Firmenname', 'en-GB': 'Company' });
    expect(savedLabel.data!.saveInPageCatalogText.texts).toEqual([
      { language: 'de-DE', text: 'Firmenname' },
      { language: 'en-GB', text: 'Company' },
    ]);
  });

  it("applies the product editor's rules", async () => {
    const address = `product:${envelopes}.name`;
    const { revision } = (await read(address)).data!.inPageCatalogText!;
    const empty = await save(address, revision, { 'de-DE': ' ' });
    expect(empty.errors?.[0]?.extensions).toMatchObject({
      key: 'validation.required',
      fields: { 'texts.de-DE': { key: 'validation.required' } },
    });
    const characters = await save(address, revision, { 'en-GB': 'Envelopes {DL}' });
    expect(characters.errors?.[0]?.extensions).toMatchObject({ key: 'validation.forbiddenCharacters' });
    const long = await save(address, revision, { 'en-GB': 'x'.repeat(201) });
    expect(long.errors?.[0]?.extensions).toMatchObject({ key: 'validation.tooLong' });
    const description = await save(`product:${envelopes}.description`, revision, {
      'de-DE': JSON.stringify([{ type: 'paragraph', children: [{ text: 'a < b' }] }]),
    });
    expect(description.errors?.[0]?.extensions).toMatchObject({ key: 'validation.forbiddenCharacters' });
  });

  it("needs catalog.write; other texts and another shop's records are not found", async () => {
    const address = `product:${envelopes}.name`;
    for (const jar of [translator, customer]) {
      expect((await read(address, jar)).errors?.[0]?.message).toBe('Forbidden');
      expect((await save(address, 0, { 'de-DE': 'Nein' }, jar)).errors?.[0]?.message).toBe('Forbidden');
    }
    const north = await read(address, northAdmin, NORTH);
    expect(north.errors?.[0]?.extensions).toMatchObject({
      kind: 'notFound',
      key: 'admin.translationNotFound',
    });
    for (const other of [`product:${envelopes}.seoTitle`, 't:shell.cart', 'product:nope.name']) {
      expect((await read(other)).errors?.[0]?.extensions, other).toMatchObject({ kind: 'notFound' });
    }
  });
});
