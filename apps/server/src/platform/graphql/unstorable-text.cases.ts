import type { AUTH_PATHS } from '@print/core/auth/auth-api';
import { eq } from 'drizzle-orm';
import { products } from '../../modules/catalog/catalog.tables.ts';
import { users } from '../../modules/users/users.tables.ts';
import { graphqlAs, type CookieJar } from '../../testing/auth-helpers.ts';
import {
  addToCart,
  BILLING,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  setStock,
} from '../../testing/checkout-helpers.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { AS_KEY, type TextPath } from '../../testing/text-fuzz.ts';
import { withSystem } from '../db/tenant-scope.ts';

// The cases of unstorable-text.property.test.ts: for every root field that takes text, variables that
// reach the code storing it, and for every auth route a valid body. The test fails when the schema has
// a text-taking field without a case here.

/** Ids and names of rows the operations can work on, so the text reaches the code that stores it. */
const fixture = {
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
};
let serial = 0;
const next = () => ++serial;

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
}

const productFieldInput = () => ({
  name: `fuzz${next()}`,
  type: 'select',
  label: [
    { language: 'de-DE', text: 'Fuzz' },
    { language: 'en-GB', text: 'Fuzz' },
  ],
  options: [{ value: 'a', label: [{ language: 'en-GB', text: 'A' }] }],
  defaultValue: 'a',
});

const PRICE_LIST_INPUT = { name: 'Fuzz', currency: 'EUR', priceEntry: 'net', taxCategory: 'standard' };
const PRICE_FILE = 'variant;quantity;unit_price\n;1;1,00\n';
const VARIANT_TEXTS = (path: (string | number)[]): TextPath[] => [
  [...path, 'name', 'de-DE'],
  [...path, 'name', AS_KEY],
  [...path, 'fieldValues', 'companyName'],
  [...path, 'fieldValues', AS_KEY],
];

type Case = {
  /** Valid variables: the generated text replaces one text leaf of these. */
  base: () => Record<string, unknown>;
  /** Text leaves inside JSON arguments, which the schema cannot list. */
  jsonPaths?: TextPath[];
  /** Runs before every call (e.g. fills the cart placeOrder empties). */
  before?: (session: { t: TestApp; admin: CookieJar }) => Promise<unknown>;
};

const FIELD_VALUES = (path: string): TextPath[] => [
  [path, 'fieldValues', 'companyName'],
  [path, 'fieldValues', 'address'],
  [path, 'fieldValues', AS_KEY],
];

/** A category form with every text filled (the static list and parent stay empty). */
const categoryInput = (slug: string) => ({
  slug,
  published: true,
  name: [
    { language: 'de-DE', text: 'Fuzz' },
    { language: 'en-GB', text: 'Fuzz' },
  ],
  description: [{ language: 'de-DE', text: 'Fuzz' }],
  accessRoles: ['customer'],
  linkUrl: '/catalog/fuzz',
  linkTarget: 'new',
  displayMode: 'newest',
});

/** Every root field that takes text (String, ID or JSON); a test below fails when one is missing. */
export const cases: Record<string, Case> = {
  // Queries: searches, slugs, languages, ids and tokens are not stored but must answer cleanly.
  activity: {
    base: () => ({
      entityType: 'product',
      actorId: fixture.customerId,
      from: '2026-01-01T00:00:00Z',
      to: '2027-01-01T00:00:00Z',
      search: 'Flyer',
    }),
  },
  adminProduct: { base: () => ({ id: fixture.envelopes }) },
  adminProducts: { base: () => ({ search: 'karte', categoryId: fixture.envelopes }) },
  adminCategories: { base: () => ({ language: 'de-DE' }) },
  adminCategory: { base: () => ({ id: fixture.categoryId, language: 'de-DE' }) },
  categoryProductOptions: { base: () => ({ search: 'karte', language: 'de-DE' }) },
  backgroundJob: { base: () => ({ ref: 'mail.deliver:00000000-0000-4000-8000-000000000000' }) },
  cardPaymentStatus: { base: () => ({ sessionId: 'cs_test_unknown' }) },
  cartItem: { base: () => ({ id: fixture.draftId }) },
  categories: { base: () => ({ language: 'de-DE' }) },
  category: { base: () => ({ slug: 'visitenkarten' }) },
  myOrder: { base: () => ({ id: fixture.orderId }) },
  order: { base: () => ({ id: fixture.orderId }) },
  orders: { base: () => ({ search: 'Muster' }) },
  priceList: { base: () => ({ id: fixture.priceListId }) },
  priceListFile: { base: () => ({ id: fixture.priceListId, format: 'excel' }) },
  priceLists: { base: () => ({ search: 'Fuzz' }) },
  productPricing: { base: () => ({ productId: fixture.envelopes }) },
  productPricePreview: {
    base: () => ({
      productId: fixture.envelopes,
      input: { pricingMode: 'simple', simplePriceMinor: 100, scales: [] },
    }),
  },
  product: { base: () => ({ slug: ENVELOPES }) },
  productFieldUses: { base: () => ({ productId: fixture.envelopes }) },
  productMedia: { base: () => ({ productId: fixture.envelopes }) },
  productInventory: { base: () => ({ productId: fixture.envelopes, language: 'de-DE' }) },
  productVariantsAdmin: { base: () => ({ productId: fixture.envelopes, language: 'de-DE' }) },
  products: { base: () => ({ search: 'karte' }) },
  translationsByTenant: { base: () => ({ input: { languageCodes: ['de-DE'] } }) },
  user: { base: () => ({ id: fixture.customerId }) },
  users: { base: () => ({ search: 'kunde' }) },
  // Mutations.
  addCartItem: {
    base: () => ({
      kind: 'draft',
      input: { productId: fixture.envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES },
    }),
    jsonPaths: FIELD_VALUES('input'),
  },
  archiveUser: { base: () => ({ id: fixture.customerId }) },
  attachProductImage: {
    base: () => ({
      productId: fixture.envelopes,
      mediaId: '00000000-0000-4000-8000-000000000000',
      alternativeFor: { url: fixture.imageUrl, language: 'en-GB' },
    }),
  },
  archivePriceList: { base: () => ({ id: fixture.priceListId }) },
  copyProduct: { base: () => ({ id: fixture.productId }) },
  createProduct: { base: () => ({ name: 'Fuzz', slug: `fuzz-${next()}` }) },
  // An ordered product: the delete is refused, so the other cases keep it.
  deleteProduct: { base: () => ({ id: fixture.envelopes }) },
  setProductArchived: { base: () => ({ id: fixture.productId, archived: false }) },
  setProductPublished: { base: () => ({ id: fixture.productId, published: false }) },
  updateProductAccess: {
    base: () => ({ id: fixture.productId, categoryIds: [], accessRoles: ['customer'] }),
  },
  updateProductMeta: {
    base: () => ({
      id: fixture.productId,
      input: {
        seoTitles: [{ language: 'de-DE', text: 'Fuzz' }],
        seoDescriptions: [{ language: 'en-GB', text: 'Fuzz' }],
        metaValues: [{ name: 'fuzzmeta', language: 'de-DE', text: 'Wert' }],
      },
    }),
  },
  updateProductSettings: {
    base: () => ({
      id: fixture.productId,
      input: {
        names: [
          { language: 'de-DE', text: 'Fuzz' },
          { language: 'en-GB', text: 'Fuzz' },
        ],
        descriptions: [{ language: 'de-DE', text: 'Zeile' }],
        slug: 'fuzz-product',
        articleCode: 'FZ-1',
        published: false,
        orderable: true,
        paymentMode: 'single',
        taxCategory: 'standard',
      },
    }),
  },
  cancelCardPayment: { base: () => ({ orderId: fixture.orderId }) },
  retryBackgroundJob: { base: () => ({ ref: 'mail.deliver:00000000-0000-4000-8000-000000000000' }) },
  changeOrderStatus: { base: () => ({ id: fixture.orderId, from: 'placed', to: 'processed' }) },
  createCategory: { base: () => ({ input: categoryInput(`fuzz-${next()}`), language: 'de-DE' }) },
  updateCategory: {
    base: () => ({ id: fixture.categoryId, input: categoryInput('fuzzkategorie'), language: 'de-DE' }),
  },
  deleteCategory: { base: () => ({ id: '00000000-0000-4000-8000-000000000000' }) },
  moveCategory: { base: () => ({ id: fixture.categoryId, parentId: null, position: 0 }) },
  reorderCategories: { base: () => ({ parentId: null, ids: [fixture.categoryId] }) },
  createRole: {
    base: () => ({ input: { name: `fuzz${next()}`, description: 'Fuzz', rights: ['catalog.read'] } }),
  },
  createPriceList: { base: () => ({ input: PRICE_LIST_INPUT }) },
  createProductVariant: {
    base: () => ({
      productId: fixture.envelopes,
      input: {
        code: `FUZZ-${next()}`,
        name: { 'de-DE': 'Fuzz' },
        archivedAt: '2030-01-01',
        fieldValues: { companyName: 'Fuzz' },
      },
    }),
    jsonPaths: VARIANT_TEXTS(['input']),
  },
  createUser: {
    base: () => {
      const n = next();
      return {
        input: {
          email: `fuzz${n}@example.com`,
          username: `fuzz${n}`,
          firstName: 'Fuzz',
          lastName: 'User',
          language: 'de-DE',
          password: 'Fuzz#2026x',
          roles: ['customer'],
        },
      };
    },
  },
  createUserField: {
    base: () => ({
      input: {
        fieldName: `fuzz${next()}`,
        label: 'Fuzz',
        type: 'select',
        options: ['a', 'b'],
        defaultValue: 'a',
        labelTranslations: [{ languageCode: 'en-GB', translation: 'Fuzz' }],
      },
    }),
  },
  createProductField: { base: () => ({ input: productFieldInput() }) },
  createProductMetaField: {
    base: () => ({
      input: { name: `fuzz${next()}`, type: 'text', label: [{ language: 'de-DE', text: 'Fuzz' }] },
    }),
  },
  deleteProductField: { base: () => ({ id: fixture.productFieldId }) },
  deleteProductMetaField: { base: () => ({ id: fixture.metaFieldId }) },
  reorderProductFields: { base: () => ({ ids: [fixture.productFieldId] }) },
  reorderProductMetaFields: { base: () => ({ ids: [fixture.metaFieldId] }) },
  updateProductField: { base: () => ({ id: fixture.productFieldId, input: productFieldInput() }) },
  updateProductMetaField: {
    base: () => ({
      id: fixture.metaFieldId,
      input: { name: 'fuzzmeta', type: 'url', label: [{ language: 'en-GB', text: 'Fuzz' }] },
    }),
  },
  // The envelopes keep their fields (other cases order them); the text lands in overrides and conditions.
  saveProductFieldUses: {
    base: () => ({
      productId: fixture.envelopes,
      fields: fixture.envelopeFields.map((fieldId, index) =>
        index === 0
          ? { fieldId, label: [{ language: 'en-GB', text: 'Company' }], defaultValue: 'Muster GmbH' }
          : index === 1
            ? { fieldId, showWhen: { field: 'companyName', comparison: 'notEquals', value: 'none' } }
            : { fieldId },
      ),
    }),
  },
  deleteCartItem: { base: () => ({ id: fixture.draftId }) },
  deleteRole: { base: () => ({ name: 'fuzzrole' }) },
  deleteUserField: { base: () => ({ id: fixture.fieldId }) },
  duplicateCartItem: { base: () => ({ id: fixture.draftId }) },
  moveCartItem: { base: () => ({ id: fixture.draftId, to: 'watchlist' }) },
  openSharedDraft: { base: () => ({ token: fixture.shareToken }) },
  placeOrder: {
    base: () => ({
      input: {
        billingAddress: BILLING,
        shippingAddress: { ...BILLING, firstName: 'Max' },
        shippingSameAsBilling: false,
        saveToProfile: true,
        acceptTerms: true,
        paymentMethod: 'invoice',
      },
    }),
    before: ({ t, admin }) =>
      addToCart(t, admin, { productId: fixture.envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES }),
  },
  importPriceList: { base: () => ({ id: fixture.priceListId, file: PRICE_FILE }) },
  previewPriceListImport: { base: () => ({ id: fixture.priceListId, file: PRICE_FILE }) },
  saveProductVariants: {
    base: () => ({
      productId: fixture.envelopes,
      variants: [
        {
          id: fixture.variantId,
          code: 'FUZZ-SAVE',
          name: { 'de-DE': 'Fuzz' },
          archivedAt: '2030-01-01',
          fieldValues: { companyName: 'Fuzz' },
        },
      ],
      removedIds: [],
    }),
    jsonPaths: VARIANT_TEXTS(['variants', 0]),
  },
  // Tracking off: the placeOrder cases keep selling envelopes.
  saveStockSettings: {
    base: () => ({
      input: {
        productId: fixture.envelopes,
        tracking: 'off',
        stock: '5',
        warningThreshold: '3',
        variants: [{ id: fixture.variantId, stock: '4' }],
      },
      language: 'de-DE',
    }),
  },
  unlinkProductVariant: { base: () => ({ variantId: fixture.unlinkVariantId }) },
  reorder: { base: () => ({ orderId: fixture.orderId, to: 'draft' }) },
  removeProductImage: { base: () => ({ productId: fixture.envelopes, url: '/media/none' }) },
  removeProductImageAlternative: {
    base: () => ({ productId: fixture.envelopes, url: fixture.imageUrl, language: 'en-GB' }),
  },
  reorderProductImages: { base: () => ({ productId: fixture.envelopes, urls: [fixture.imageUrl] }) },
  restorePriceList: { base: () => ({ id: fixture.priceListId }) },
  saveProductPricing: {
    base: () => ({
      productId: fixture.envelopes,
      input: { pricingMode: 'priceList', priceListId: fixture.envelopesListId },
    }),
  },
  reorderUserFields: { base: () => ({ ids: [fixture.fieldId] }) },
  setProductCoverImage: {
    base: () => ({ productId: fixture.envelopes, url: fixture.imageUrl, cover: true }),
  },
  setProductExternalMedia: {
    base: () => ({ productId: fixture.envelopes, url: 'https://example.com/video' }),
  },
  setProductImageAlt: {
    base: () => ({
      productId: fixture.envelopes,
      url: fixture.imageUrl,
      alt: [{ language: 'de-DE', text: 'Umschlag' }],
    }),
  },
  shareDraft: { base: () => ({ id: fixture.draftId }) },
  startCardPayment: { base: () => ({ orderId: fixture.orderId }) },
  toggleFavourite: { base: () => ({ productId: fixture.envelopes }) },
  unarchiveUser: { base: () => ({ id: fixture.customerId }) },
  uploadProductImage: { base: () => ({ productId: fixture.envelopes }) },
  updateAddress: { base: () => ({ kind: 'shipping', address: BILLING }) },
  updateCartItem: {
    base: () => ({ id: fixture.draftId, changes: { customName: 'Mine', customDescription: 'Blue' } }),
    jsonPaths: FIELD_VALUES('changes'),
  },
  updateHeaderSettings: {
    base: () => ({
      input: {
        type: 'default',
        showLogo: true,
        notifications: true,
        favourites: true,
        cart: true,
        search: true,
        topCta: { link: '/catalog', suffix: [{ language: 'de-DE', text: 'Neu im Shop' }] },
        cta: { link: '/catalog', label: [{ language: 'de-DE', text: 'Jetzt gestalten' }], colour: 'primary' },
        userContextMenu: 'full',
        mobileLayoutScheme: 'square-cart-search',
      },
    }),
  },
  updateOrderWorkflowSettings: {
    base: () => ({
      input: {
        profileCompleteRequired: false,
        continueShoppingUrl: '/catalog',
        totalLabel: 'grandTotal',
        additionalPricingText: [{ language: 'de-DE', text: 'zzgl. Versand' }],
        stockWarningRecipients: 'lager@example.com',
        multipleSelectionPerItem: false,
        paymentMethods: ['invoice'],
        showPaymentFields: true,
        showShippingFields: true,
        publishableKey: 'pk_test_fuzz',
      },
    }),
  },
  updatePriceList: {
    base: () => ({
      id: fixture.priceListId,
      input: PRICE_LIST_INPUT,
      scales: [{ minQuantity: 1, unitPriceMinor: 100 }],
    }),
  },
  updateProfile: {
    base: () => ({
      profile: { firstName: 'Ada', lastName: 'Admin', city: 'Berlin' },
      customFields: [{ fieldName: 'fuzzfield', value: 'a' }],
    }),
  },
  updateRole: {
    base: () => ({ name: 'fuzzrole', input: { description: 'Fuzz', rights: ['catalog.read'] } }),
  },
  updateUser: {
    base: () => ({
      id: fixture.customerId,
      input: { email: 'kunde@druckerei.test', username: 'kunde', firstName: 'Kim', roles: ['customer'] },
    }),
  },
  updateUserField: {
    base: () => ({
      id: fixture.fieldId,
      input: { fieldName: 'fuzzfield', label: 'Fuzz', type: 'text', use: true },
    }),
  },
};

/** Every auth route with a valid body; any body property may carry the text (the check is shared). */
export const authCases: Record<keyof typeof AUTH_PATHS, Record<string, string>> = {
  login: { login: 'kunde', password: 'Kunde#2026' },
  resendCode: { code: '123456' },
  logout: { reason: 'fuzz' },
  refresh: { reason: 'fuzz' },
  temporarySession: { language: 'de-DE' },
  signup: { email: 'fuzz@example.com', password: 'Fuzz#2026x', language: 'de-DE' },
  forgotPassword: { email: 'kunde@druckerei.test' },
  resetPassword: { token: 'x'.repeat(43), password: 'Fuzz#2026x' },
  changePassword: { currentPassword: 'Kunde#2026', newPassword: 'Fuzz#2026x' },
};
