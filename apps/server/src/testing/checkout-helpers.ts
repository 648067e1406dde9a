import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { and, eq } from 'drizzle-orm';
import { withSystem } from '../platform/db/tenant-scope.ts';
import { products, productVariants } from '../modules/catalog/catalog.tables.ts';
import { tenants } from '../modules/tenancy/tenancy.tables.ts';
import { authPost, graphqlAs, type CookieJar } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

// Shared steps of the checkout, payment and punch-out tests: a shopper with a filled cart, and the
// checkout mutation as the checkout page sends it.

export type GraphQLErrors = {
  message: string;
  extensions?: { key?: string; fields?: Record<string, { key: string }> };
}[];

/** Demo envelopes: stock 500, two required text fields, sold from 100 pieces. */
export const ENVELOPES = 'briefumschlaege-din-lang';
export const ENVELOPE_VALUES = { companyName: 'Muster GmbH', address: 'Hauptstraße 1, 10115 Berlin' };

export const BILLING = {
  salutation: 'mrs',
  firstName: 'Eva',
  lastName: 'Muster',
  companyName: 'Muster GmbH',
  email: 'eva@example.com',
  ccEmail: 'einkauf@example.com',
  costCenter: 'KST-4711',
  street: 'Hauptstraße 1',
  zipCode: '10115',
  city: 'Berlin',
  country: 'DE',
};

export async function productId(t: TestApp, slug: string, tenant = 'druckerei'): Promise<string> {
  const [row] = await withSystem(t.database, (tx) =>
    tx
      .select({ id: products.id })
      .from(products)
      .innerJoin(tenants, eq(tenants.id, products.tenantId))
      .where(and(eq(products.slug, slug), eq(tenants.slug, tenant))),
  );
  if (!row) throw new Error(`No product ${tenant}/${slug}`);
  return row.id;
}

/** The id of a demo variant by its code (codes are unique per shop). */
export async function variantId(t: TestApp, code: string, tenant = 'druckerei'): Promise<string> {
  const [row] = await withSystem(t.database, (tx) =>
    tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .innerJoin(tenants, eq(tenants.id, productVariants.tenantId))
      .where(and(eq(productVariants.code, code), eq(tenants.slug, tenant))),
  );
  if (!row) throw new Error(`No variant ${tenant}/${code}`);
  return row.id;
}

/** A temporary visitor of the shop on `host` (the demo shop druckerei allows them). */
export async function visitor(t: TestApp, host = 'localhost'): Promise<CookieJar> {
  const jar: CookieJar = new Map();
  const started = await authPost(t, AUTH_PATHS.temporarySession, { language: 'en-GB' }, jar, host);
  if (started.status !== 200) throw new Error(`No temporary session: ${JSON.stringify(started.body)}`);
  return jar;
}

// The shopper released the content (spec §5), as the browser does after its content release dialog.
const ADD = `mutation Add($kind: CartKind!, $input: CartItemInput!) {
  addCartItem(kind: $kind, input: $input, contentReleased: true) { id } }`;

export async function addToCart(
  t: TestApp,
  jar: CookieJar,
  input: { productId: string; variantId?: string; quantity?: number; fieldValues?: Record<string, string> },
  host = 'localhost',
): Promise<string> {
  const answer = await graphqlAs<{ addCartItem: { id: string } }>(t, jar, ADD, { kind: 'cart', input }, host);
  if (!answer.body.data?.addCartItem) throw new Error(JSON.stringify(answer.body.errors));
  return answer.body.data.addCartItem.id;
}

/** A new visitor with `quantity` of one product in the cart. */
export async function shopperWith(
  t: TestApp,
  product: string,
  quantity: number,
  fieldValues: Record<string, string>,
): Promise<CookieJar> {
  const jar = await visitor(t);
  await addToCart(t, jar, { productId: product, quantity, fieldValues });
  return jar;
}

export const PLACE_ORDER = `mutation PlaceOrder($input: CheckoutInput!) {
  placeOrder(input: $input) { id number status paymentMethod } }`;

export type PlacedOrder = { id: string; number: number; status: string; paymentMethod: string };

export function checkoutInput(overrides: Record<string, unknown> = {}) {
  return {
    billingAddress: BILLING,
    shippingSameAsBilling: true,
    acceptTerms: true,
    paymentMethod: 'invoice',
    ...overrides,
  };
}

export async function placeOrder(
  t: TestApp,
  jar: CookieJar,
  overrides: Record<string, unknown> = {},
  host = 'localhost',
) {
  const answer = await graphqlAs<{ placeOrder: PlacedOrder }>(
    t,
    jar,
    PLACE_ORDER,
    { input: checkoutInput(overrides) },
    host,
  );
  return {
    order: answer.body.data?.placeOrder ?? null,
    errors: answer.body.errors as GraphQLErrors | undefined,
  };
}

/** Sets a product's stock (and warning threshold) directly, as the stock settings would. */
export async function setStock(
  t: TestApp,
  id: string,
  stock: number | null,
  threshold: number | null = null,
) {
  await withSystem(t.database, (tx) =>
    tx.update(products).set({ stock, stockWarningThreshold: threshold }).where(eq(products.id, id)),
  );
}

export async function stockOf(t: TestApp, id: string): Promise<number | null> {
  const [row] = await withSystem(t.database, (tx) =>
    tx.select({ stock: products.stock }).from(products).where(eq(products.id, id)),
  );
  return row!.stock;
}

export const SETTINGS_FIELDS =
  'paymentMethods stockWarningRecipients cardSecretKey cardWebhookSecret punchoutSecret';
export const UPDATE_SETTINGS = `mutation Save($input: OrderWorkflowInput!) { updateOrderWorkflowSettings(input: $input) { ${SETTINGS_FIELDS} } }`;
export const READ_SETTINGS = `query Settings { orderWorkflowSettings { ${SETTINGS_FIELDS} } }`;

/** The order workflow settings form as the admin page sends it (card offered). */
export const settingsInput = (overrides: Record<string, unknown> = {}) => ({
  profileCompleteRequired: false,
  continueShoppingUrl: '/catalog',
  totalLabel: 'grandTotal',
  additionalPricingText: [],
  stockWarningRecipients: '',
  multipleSelectionPerItem: false,
  paymentMethods: ['invoice', 'card'],
  showPaymentFields: true,
  showShippingFields: true,
  publishableKey: 'pk_test_druckerei',
  ...overrides,
});
