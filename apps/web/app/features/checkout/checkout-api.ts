import type { ServerApi } from '@print/core/ssr-api';
import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql, serverQuery } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// Checkout's GraphQL operations (the server's modules/orders/checkout.schema.ts and
// modules/payments/payments.schema.ts), typed from the schema (lib/api/graphql.ts). The page data is
// read by the route loaders on the server (load context `api`, decision 0009); placing the order and
// the payment calls run in the browser.

/** An address as checkout shows it: every field a string ('' when not given). */
const CheckoutAddressFields = graphql(`
  fragment CheckoutAddressFields on Address {
    salutation
    title
    firstName
    lastName
    companyName
    phone
    email
    ccEmail
    costCenter
    street
    zipCode
    city
    country
  }
`);

export const CHECKOUT_PAGE_QUERY = graphql(
  `
    query CheckoutPage {
      checkout {
        totalLabel
        additionalPricingText
        continueShoppingUrl
        paymentMethods
        profileCompleteRequired
        profileComplete
        showShippingFields
        showPaymentFields
        canSaveAddresses
        billingAddress {
          ...CheckoutAddressFields
        }
        shippingAddress {
          ...CheckoutAddressFields
        }
        shippingSameAsBilling
      }
      cartItems(kind: cart) {
        id
        quantity
        customName
        variant {
          label
        }
        price {
          totalMinor
          netMinor
          taxMinor
          grossMinor
          currency
        }
        product {
          slug
          name
        }
      }
    }
  `,
  [CheckoutAddressFields],
);

const PLACED_ORDER_QUERY = graphql(`
  query PlacedOrder($id: ID!) {
    myOrder(id: $id) {
      id
      number
      status
      paymentMethod
    }
  }
`);

const PLACE_ORDER = graphql(`
  mutation PlaceOrder($input: CheckoutInput!) {
    placeOrder(input: $input) {
      id
      number
      status
      paymentMethod
    }
  }
`);

const START_CARD_PAYMENT = graphql(`
  mutation StartCardPayment($orderId: ID!) {
    startCardPayment(orderId: $orderId)
  }
`);

const CANCEL_CARD_PAYMENT = graphql(`
  mutation CancelCardPayment($orderId: ID!) {
    cancelCardPayment(orderId: $orderId)
  }
`);

export const CARD_PAYMENT_STATUS_QUERY = graphql(`
  query CardPaymentStatus($sessionId: String!) {
    cardPaymentStatus(sessionId: $sessionId) {
      state
      orderId
      orderNumber
    }
  }
`);

type CheckoutPageResult = ResultOf<typeof CHECKOUT_PAGE_QUERY>;

/**
 * The tenant's order workflow settings as checkout uses them, and the profile's addresses.
 * `totalLabel`: 'grandTotal' | 'subtotal' (spec §9); `additionalPricingText` already in the visitor's
 * language ('' when the shop has none); `paymentMethods`: 'invoice' and/or 'card' (card only where the
 * shop configured it); `shippingSameAsBilling`: the form's start, false when the profile holds a
 * delivery address other than the billing one; `canSaveAddresses`: false for temporary visitors.
 */
export type CheckoutInfo = CheckoutPageResult['checkout'];

/** An address read field by field (the form's names, e.g. `addressFields(kind)`); every address of the API is one. */
export type ApiAddress = Readonly<Record<string, string>>;

/** A cart line as the order summary shows it. */
export type CheckoutLine = CheckoutPageResult['cartItems'][number];

/**
 * A cart line's price: `totalMinor` is net or gross as the shop shows prices; net, tax and gross split
 * the line total exactly as the order's line will (the order's sums are their plain sums).
 */
export type CheckoutLinePrice = NonNullable<CheckoutLine['price']>;

/** `status`: 'placed' (invoice) or 'inCreation' (card: placed once the payment completes). */
export type PlacedOrder = ResultOf<typeof PLACE_ORDER>['placeOrder'];

/** placeOrder's input; `shippingAddress` is null when the delivery goes to the billing address. */
export type CheckoutInput = VariablesOf<typeof PLACE_ORDER>['input'];

/** The order is named only on success. */
export type CardPaymentStatus = ResultOf<typeof CARD_PAYMENT_STATUS_QUERY>['cardPaymentStatus'];

export type CardPaymentState = CardPaymentStatus['state'];

export type CheckoutPageData = {
  checkout: CheckoutInfo;
  items: CheckoutLine[];
  /** The order just placed on invoice (`?placed=`), so its confirmation survives a reload. */
  placed?: PlacedOrder | null;
};

const failed = (what: string, errors: readonly { message: string }[]) =>
  new Error(`${what} failed: ${errors.map((error) => error.message).join('; ')}`);

/** The checkout page's data as the visitor (who has a session) may see it. */
export async function loadCheckoutPage(
  api: ServerApi,
  placedId: string | null = null,
): Promise<CheckoutPageData> {
  const { data, errors } = await serverQuery(api, CHECKOUT_PAGE_QUERY, {});
  if (!data) throw failed('Checkout page query', errors);
  // Only the visitor's own order: anything else (a foreign or unknown id) shows the form as usual.
  const placed = placedId
    ? ((await serverQuery(api, PLACED_ORDER_QUERY, { id: placedId })).data?.myOrder ?? null)
    : null;
  return { checkout: data.checkout, items: data.cartItems, placed };
}

export async function placeOrder(input: CheckoutInput): Promise<PlacedOrder> {
  return (await graphqlRequest(PLACE_ORDER, { input })).placeOrder;
}

/** The provider's payment page for a card order that is In creation. */
export async function startCardPayment(orderId: string): Promise<string> {
  return (await graphqlRequest(START_CARD_PAYMENT, { orderId })).startCardPayment;
}

/** Ends the payment of a card order the shopper cancelled on the payment page (its stock is released). */
export async function cancelCardPayment(orderId: string): Promise<CardPaymentState> {
  return (await graphqlRequest(CANCEL_CARD_PAYMENT, { orderId })).cancelCardPayment;
}

export async function fetchCardPaymentStatus(sessionId: string): Promise<CardPaymentStatus> {
  return (await graphqlRequest(CARD_PAYMENT_STATUS_QUERY, { sessionId })).cardPaymentStatus;
}

/** The return page's first answer, asked on the server (it also settles a paid session's order). */
export async function loadCardPaymentStatus(api: ServerApi, sessionId: string): Promise<CardPaymentStatus> {
  const { data, errors } = await serverQuery(api, CARD_PAYMENT_STATUS_QUERY, { sessionId });
  if (!data) throw failed('Card payment status query', errors);
  return data.cardPaymentStatus;
}

/** The payment of one provider session, as the return page polls it (`initialData` from the loader). */
export const cardPaymentStatusQuery = (userKey: string, sessionId: string) =>
  queryOptions({
    queryKey: ['checkout', userKey, 'payment', sessionId] as const,
    queryFn: () => fetchCardPaymentStatus(sessionId),
  });
