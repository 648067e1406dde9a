import { afterAll, beforeAll } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { ENVELOPES, productId, setStock } from '../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

// What the Variants tab's tests share (variants.test.ts, variant-removal.test.ts): the operations, and
// the app with the administrator's session and the envelopes whose variants they change.

const VARIANT = 'id code name published archivedAt fieldValues stock ordered';
const LIST = `query Variants($productId: ID!) { productVariantsAdmin(productId: $productId) {
  variants { ${VARIANT} } fields { name label type defaultValue } } }`;
const CREATE = `mutation Create($productId: ID!, $input: VariantInput!) {
  createProductVariant(productId: $productId, input: $input) { ${VARIANT} } }`;
const SAVE = `mutation Save($productId: ID!, $variants: [VariantChange!]!, $removedIds: [ID!]) {
  saveProductVariants(productId: $productId, variants: $variants, removedIds: $removedIds) { ${VARIANT} } }`;
export const UNLINK = `mutation Unlink($variantId: ID!) { unlinkProductVariant(variantId: $variantId) { id slug } }`;
export const SHOP = `query Shop($slug: String!) { product(slug: $slug) { name variants { code name fieldValues } } }`;

export type Variant = {
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

export const errorsOf = (body: { errors?: unknown }) => body.errors as Errors | undefined;

/**
 * Starts the app and signs the administrator in before the file's tests (the envelopes without a stock
 * count), and closes it after them. The functions can be taken at once; the app is there from the first
 * test on.
 */
type VariantsAnswer<T> = Awaited<ReturnType<typeof graphqlAs<T>>>;

export type VariantTestSession = {
  t: TestApp;
  admin: CookieJar;
  /** The Druckerei shop's envelopes, whose variants the tests change. */
  envelopes: string;
  list: (
    jar?: CookieJar,
    id?: string,
    host?: string,
  ) => Promise<
    VariantsAnswer<{
      productVariantsAdmin: { variants: Variant[]; fields: { name: string; defaultValue: string }[] };
    }>
  >;
  create: (
    input: Record<string, unknown>,
    jar?: CookieJar,
    host?: string,
    id?: string,
  ) => Promise<VariantsAnswer<{ createProductVariant: Variant }>>;
  saveAll: (
    variants: Variant[],
    removedIds?: string[],
    jar?: CookieJar,
    host?: string,
  ) => Promise<VariantsAnswer<{ saveProductVariants: Variant[] }>>;
  variantsOfEnvelopes: () => Promise<Variant[]>;
};

export function startVariantTests(): VariantTestSession {
  const s: VariantTestSession = {
    t: undefined as unknown as TestApp,
    admin: new Map(),
    envelopes: '',
    list: (jar = s.admin, id = s.envelopes, host) =>
      graphqlAs<{
        productVariantsAdmin: { variants: Variant[]; fields: { name: string; defaultValue: string }[] };
      }>(s.t, jar, LIST, { productId: id }, host),
    create: (input, jar = s.admin, host, id = s.envelopes) =>
      graphqlAs<{ createProductVariant: Variant }>(
        s.t,
        jar,
        CREATE,
        { productId: id, input: { name: { 'de-DE': 'Neu', 'en-GB': 'New' }, ...input } },
        host,
      ),
    saveAll: (variants, removedIds = [], jar = s.admin, host) =>
      graphqlAs<{ saveProductVariants: Variant[] }>(
        s.t,
        jar,
        SAVE,
        {
          productId: s.envelopes,
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
      ),
    variantsOfEnvelopes: async () => (await s.list()).body.data!.productVariantsAdmin.variants,
  };
  beforeAll(async () => {
    s.t = await createTestApp();
    s.admin = await loginAs(s.t, 'admin', 'Admin#2026');
    s.envelopes = await productId(s.t, ENVELOPES);
    await setStock(s.t, s.envelopes, null);
  });
  afterAll(() => s.t.close());
  return s;
}
