import { afterAll, beforeAll } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { productId } from '../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

// What the product-field tests share (issue 15: the library, a product's fields, the meta fields):
// the operations, two library fields, and the app with its sessions.

export type Body<T = unknown> = {
  data?: T;
  errors?: {
    message: string;
    extensions?: { code?: string; key?: string; fields?: Record<string, { key: string }> };
  }[];
};
export type LibraryField = {
  id: string;
  name: string;
  type: string;
  useCount: number;
  label: Record<string, string>;
};

const FIELD = 'id name type required label options min max step defaultValue defaultUrl order useCount';
export const LIST = `query Library { productFieldLibrary { ${FIELD} } }`;
export const CREATE = `mutation Create($input: ProductFieldDefinitionInput!) { createProductField(input: $input) { ${FIELD} } }`;
export const UPDATE = `mutation Update($id: ID!, $input: ProductFieldDefinitionInput!) {
  updateProductField(id: $id, input: $input) { ${FIELD} } }`;
export const DELETE = 'mutation Delete($id: ID!) { deleteProductField(id: $id) }';
export const REORDER = 'mutation Reorder($ids: [ID!]!) { reorderProductFields(ids: $ids) { name } }';
export const USES = `query Uses($productId: ID!) { productFieldUses(productId: $productId) {
  fieldId name type label required defaultValue conditions libraryLabel libraryRequired libraryDefault } }`;
export const SAVE_USES = `mutation SaveUses($productId: ID!, $fields: [ProductFieldUseInput!]!) {
  saveProductFieldUses(productId: $productId, fields: $fields) { fieldId name label required defaultValue conditions } }`;
export const SHOP = `query Shop($slug: String!, $language: String) { product(slug: $slug, language: $language) {
  fields { name label type required defaultValue options { value label } conditions } } }`;
export const ADD = `mutation Add($input: CartItemInput!) { addCartItem(kind: cart, input: $input) { id fieldValues } }`;

export const de = (text: string) => ({ language: 'de-DE', text });
export const en = (text: string) => ({ language: 'en-GB', text });
export const finish = {
  name: 'finish',
  type: 'select',
  required: true,
  label: [de('Veredelung'), en('Finish')],
  options: [
    { value: 'matt', label: [de('Matt'), en('Matte')] },
    { value: 'gloss', label: [de('Glänzend'), en('Gloss')] },
  ],
};
export const inscription = { name: 'inscription', type: 'text', label: [de('Aufdruck'), en('Inscription')] };

/** The server's field errors of a refused call: input name → message key. */
export const fieldKeys = (body: Body) =>
  Object.fromEntries(
    Object.entries(body.errors?.[0]?.extensions?.fields ?? {}).map(([name, e]) => [name, e.key]),
  );

export type FieldTestSession = {
  t: TestApp;
  admin: CookieJar;
  customer: CookieJar;
  /** The other demo shop's administrator. */
  northAdmin: CookieJar;
  /** The round stickers of the Druckerei shop, whose fields the tests change. */
  stickers: string;
  call: <T>(
    jar: CookieJar | null,
    query: string,
    variables?: Record<string, unknown>,
    host?: string,
  ) => Promise<Body<T>>;
  library: (jar?: CookieJar, host?: string) => Promise<LibraryField[]>;
  byName: (name: string) => Promise<LibraryField>;
};

/**
 * Starts the app and signs in before the file's tests, and closes it after them. The functions can be
 * taken at once; the app and sessions are there from the first test on.
 */
export function startFieldTests(): FieldTestSession {
  const session: FieldTestSession = {
    t: undefined as unknown as TestApp,
    admin: new Map(),
    customer: new Map(),
    northAdmin: new Map(),
    stickers: '',
    call: async <T>(jar: CookieJar | null, query: string, variables = {}, host?: string) =>
      (await graphqlAs<T>(session.t, jar, query, variables, host)).body as Body<T>,
    library: async (jar = session.admin, host) =>
      (await session.call<{ productFieldLibrary: LibraryField[] }>(jar, LIST, {}, host)).data!
        .productFieldLibrary,
    byName: async (name) => (await session.library()).find((field) => field.name === name)!,
  };
  beforeAll(async () => {
    session.t = await createTestApp();
    session.admin = await loginAs(session.t, 'admin', 'Admin#2026');
    session.customer = await loginAs(session.t, 'kunde', 'Kunde#2026');
    session.northAdmin = await loginAs(session.t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
    session.stickers = await productId(session.t, 'aufkleber-rund');
  });
  afterAll(() => session.t.close());
  return session;
}
