import { eq } from 'drizzle-orm';
import { products } from '../../modules/catalog/catalog.tables.ts';
import { users } from '../../modules/users/users.tables.ts';
import { graphqlAs, type CookieJar } from '../auth-helpers.ts';
import {
  addToCart,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  setStock,
} from '../checkout-helpers.ts';
import type { TestApp } from '../test-app.ts';
import type { TextPath } from '../text-fuzz.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';

// What the cases of unstorable-text.property.test.ts share: the rows they work on, made once before
// the test, and what a case is. The cases themselves are per module beside this file.

export type Case = {
  /** Valid variables: the generated text replaces one text leaf of these. */
  base: () => Record<string, unknown>;
  /** Text leaves inside JSON arguments, which the schema cannot list. */
  jsonPaths?: TextPath[];
  /** Runs before every call (e.g. fills the cart placeOrder empties). */
  before?: (session: { t: TestApp; admin: CookieJar }) => Promise<unknown>;
  /**
   * Who calls, when not the shop's admin: e.g. the platform operator acting for a tenant in setup
   * (its session and the acting-tenant header), so the text reaches the code that stores it.
   */
  caller?: (session: {
    t: TestApp;
    admin: CookieJar;
  }) => Promise<{ jar: CookieJar; headers?: Record<string, string> }>;
};

/** Ids and names of rows the operations can work on, so the text reaches the code that stores it. */
export const fixture = {
  envelopes: '',
  draftId: '',
  shareToken: '',
  orderId: '',
  customerId: '',
  fieldId: '',
  productFieldId: '',
  metaFieldId: '',
  envelopeFields: [] as string[],
  imageUrl: '',
  priceListId: '',
  envelopesListId: '',
  productId: '',
  categoryId: '',
  variantId: '',
  unlinkVariantId: '',
  contentPageId: '',
  /** The page's version now (a save names the version it started from). */
  contentPageVersion: 1,
};
let serial = 0;
/** A number for names that must differ from call to call (unique names, slugs, codes). */
export const next = () => ++serial;

/** Creates the rows the cases work on (a draft, its share link, an order, a role, a user field). */
export async function setUpFixture(t: TestApp, admin: CookieJar): Promise<void> {
  fixture.envelopes = await productId(t, ENVELOPES);
  await setStock(t, fixture.envelopes, null); // every placed order may take its 100 envelopes
  const draft = await graphqlAs<{ addCartItem: { id: string } }>(
    t,
    admin,
    'mutation Add($input: CartItemInput!) { addCartItem(kind: draft, input: $input) { id } }',
    { input: { productId: fixture.envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES } },
  );
  fixture.draftId = draft.body.data!.addCartItem.id;
  const share = await graphqlAs<{ shareDraft: string }>(
    t,
    admin,
    'mutation S($id: ID!) { shareDraft(id: $id) }',
    {
      id: fixture.draftId,
    },
  );
  fixture.shareToken = share.body.data!.shareDraft;
  await addToCart(t, admin, { productId: fixture.envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });
  const placed = await placeOrder(t, admin);
  fixture.orderId = placed.order!.id;
  const [customer] = await withSystem(t.database, (tx) =>
    tx.select({ id: users.id }).from(users).where(eq(users.username, 'kunde')),
  );
  fixture.customerId = customer!.id;
  await graphqlAs(
    t,
    admin,
    'mutation R { createRole(input: { name: "fuzzrole", rights: ["catalog.read"] }) { name } }',
  );
  const field = await graphqlAs<{ createUserField: { id: string } }>(
    t,
    admin,
    'mutation F { createUserField(input: { fieldName: "fuzzfield", label: "Fuzz", type: text, use: true }) { id } }',
  );
  fixture.fieldId = field.body.data!.createUserField.id;
  const productField = await graphqlAs<{ createProductField: { id: string } }>(
    t,
    admin,
    'mutation P { createProductField(input: { name: "fuzzproduct", type: text, label: [{ language: "de-DE", text: "Fuzz" }] }) { id } }',
  );
  fixture.productFieldId = productField.body.data!.createProductField.id;
  const metaField = await graphqlAs<{ createProductMetaField: { id: string } }>(
    t,
    admin,
    'mutation M { createProductMetaField(input: { name: "fuzzmeta", type: text, label: [{ language: "de-DE", text: "Fuzz" }] }) { id } }',
  );
  fixture.metaFieldId = metaField.body.data!.createProductMetaField.id;
  const uses = await graphqlAs<{ productFieldUses: { fieldId: string }[] }>(
    t,
    admin,
    'query U($productId: ID!) { productFieldUses(productId: $productId) { fieldId } }',
    { productId: fixture.envelopes },
  );
  fixture.envelopeFields = uses.body.data!.productFieldUses.map((use) => use.fieldId);
  const media = await graphqlAs<{ productMedia: { images: { url: string }[] } }>(
    t,
    admin,
    'query M($productId: ID!) { productMedia(productId: $productId) { images { url } } }',
    { productId: fixture.envelopes },
  );
  fixture.imageUrl = media.body.data!.productMedia.images[0]!.url;
  const list = await graphqlAs<{ createPriceList: { id: string } }>(
    t,
    admin,
    'mutation L { createPriceList(input: { name: "Fuzz", currency: "EUR" }) { id } }',
  );
  fixture.priceListId = list.body.data!.createPriceList.id;
  const [envelopes] = await withSystem(t.database, (tx) =>
    tx.select({ listId: products.priceListId }).from(products).where(eq(products.id, fixture.envelopes)),
  );
  fixture.envelopesListId = envelopes!.listId!;
  const product = await graphqlAs<{ createProduct: { id: string } }>(
    t,
    admin,
    'mutation C($name: String!, $slug: String!) { createProduct(name: $name, slug: $slug) { id } }',
    { name: 'Fuzz', slug: 'fuzz-product' },
  );
  fixture.productId = product.body.data!.createProduct.id;
  const category = await graphqlAs<{ createCategory: { id: string } }>(
    t,
    admin,
    'mutation C($input: CategoryInput!) { createCategory(input: $input) { id } }',
    { input: { slug: 'fuzzkategorie', published: true, name: [{ language: 'de-DE', text: 'Fuzz' }] } },
  );
  fixture.categoryId = category.body.data!.createCategory.id;
  const variant = (code: string) =>
    graphqlAs<{ createProductVariant: { id: string } }>(
      t,
      admin,
      'mutation V($productId: ID!, $input: VariantInput!) { createProductVariant(productId: $productId, input: $input) { id } }',
      { productId: fixture.envelopes, input: { code, name: { 'de-DE': 'Fuzz' } } },
    );
  fixture.variantId = (await variant('FUZZ-SAVE')).body.data!.createProductVariant.id;
  fixture.unlinkVariantId = (await variant('FUZZ-UNLINK')).body.data!.createProductVariant.id;
  const page = await graphqlAs<{ createContentPage: { id: string } }>(
    t,
    admin,
    'mutation P($input: ContentPageInput!) { createContentPage(input: $input) { id } }',
    {
      input: {
        title: [{ language: 'de-DE', text: 'Fuzz' }],
        slugs: [{ language: 'de-DE', text: 'fuzzseite' }],
      },
    },
  );
  fixture.contentPageId = page.body.data!.createContentPage.id;
}
