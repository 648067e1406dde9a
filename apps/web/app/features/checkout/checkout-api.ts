import type { OrderStatus } from '@print/core/orders/order-status';
import type { ServerApi } from '@print/core/ssr-api';
import { queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// Checkout's GraphQL operations (the server's modules/orders/checkout.schema.ts and
// modules/payments/payments.schema.ts). The page data is read by the route loaders on the server
// (load context `api`, decision 0009); placing the order and the payment calls run in the browser.

/** An address as the API returns it: every field a string ('' when not given). */
export type ApiAddress = Record<string, string>;

/** The tenant's order workflow settings as checkout uses them, and the profile's addresses. */
export type CheckoutInfo = {
  /** 'grandTotal' | 'subtotal' (spec §9). */
  totalLabel: string;
  /** Already in the visitor's language; '' when the shop has none. */
  additionalPricingText: string;
  continueShoppingUrl: string;
  /** 'invoice' and/or 'card' (card only where the shop configured it). */
  paymentMethods: string[];
  profileCompleteRequired: boolean;
  profileComplete: boolean;
  showShippingFields: boolean;
  showPaymentFields: boolean;
  billingAddress: ApiAddress;
  shippingAddress: ApiAddress;
  /** The form's start: false when the profile holds a delivery address other than the billing one. */
  shippingSameAsBilling: boolean;
  /** False for temporary visitors: they have no profile to save to. */
  canSaveAddresses: boolean;
};

/**
 * A cart line's price: `totalMinor` is net or gross as the shop shows prices; net, tax and gross split
 * the line total exactly as the order's line will (the order's sums are their plain sums).
 */
export type CheckoutLinePrice = {
  totalMinor: number;
  netMinor: number;
  taxMinor: number;
  grossMinor: number;
  currency: string;
};

/** A cart line as the order summary shows it. */
export type CheckoutLine = {
  id: string;
  quantity: number;
  customName: string | null;
  price: CheckoutLinePrice | null;
  product: { slug: string; name: string };
};

export type CheckoutPageData = {
  checkout: CheckoutInfo;
  items: CheckoutLine[];
  /** The order just placed on invoice (`?placed=`), so its confirmation survives a reload. */
  placed?: PlacedOrder | null;
};

export type CheckoutInput = {
  billingAddress: Record<string, string>;
  /** null when the delivery goes to the billing address. */
  shippingAddress: Record<string, string> | null;
  shippingSameAsBilling: boolean;
  acceptTerms: boolean;
  paymentMethod: string;
  saveToProfile: boolean;
};

export type PlacedOrder = {
  id: string;
  number: number;
  /** 'placed' (invoice) or 'inCreation' (card: placed once the payment completes). */
  status: OrderStatus;
  paymentMethod: string;
};

export type CardPaymentState = 'processing' | 'success' | 'failed' | 'notFound' | 'orderFailed';

/** The order is named only on success. */
export type CardPaymentStatus = {
  state: CardPaymentState;
  orderId: string | null;
  orderNumber: number | null;
};

const ADDRESS = `salutation title firstName lastName companyName phone email ccEmail costCenter
  street zipCode city country`;

export const CHECKOUT_PAGE_QUERY = /* GraphQL */ `
  query CheckoutPage {
    checkout {
      totalLabel additionalPricingText continueShoppingUrl paymentMethods
      profileCompleteRequired profileComplete showShippingFields showPaymentFields canSaveAddresses
      billingAddress { ${ADDRESS} }
      shippingAddress { ${ADDRESS} }
      shippingSameAsBilling
    }
    cartItems(kind: cart) {
      id quantity customName
      price { totalMinor netMinor taxMinor grossMinor currency }
      product { slug name }
    }
  }
`;

const failed = (what: string, errors: readonly { message: string }[]) =>
  new Error(`${what} failed: ${errors.map((error) => error.message).join('; ')}`);

const PLACED_ORDER_QUERY = /* GraphQL */ `
  query PlacedOrder($id: ID!) {
    myOrder(id: $id) {
      id
      number
      status
      paymentMethod
    }
  }
`;

/** The checkout page's data as the visitor (who has a session) may see it. */
export async function loadCheckoutPage(
  api: ServerApi,
  placedId: string | null = null,
): Promise<CheckoutPageData> {
  const { data, errors } = await api.query<{ checkout: CheckoutInfo; cartItems: CheckoutLine[] }>(
    CHECKOUT_PAGE_QUERY,
  );
  if (!data) throw failed('Checkout page query', errors);
  // Only the visitor's own order: anything else (a foreign or unknown id) shows the form as usual.
  const placed = placedId
    ? ((await api.query<{ myOrder: PlacedOrder | null }>(PLACED_ORDER_QUERY, { id: placedId })).data
        ?.myOrder ?? null)
    : null;
  return { checkout: data.checkout, items: data.cartItems, placed };
}

const PLACE_ORDER = /* GraphQL */ `
  mutation PlaceOrder($input: CheckoutInput!) {
    placeOrder(input: $input) {
      id
      number
      status
      paymentMethod
    }
  }
`;

export async function placeOrder(input: CheckoutInput): Promise<PlacedOrder> {
  return (await graphqlRequest<{ placeOrder: PlacedOrder }>('PlaceOrder', PLACE_ORDER, { input })).placeOrder;
}

const START_CARD_PAYMENT = /* GraphQL */ `
  mutation StartCardPayment($orderId: ID!) {
    startCardPayment(orderId: $orderId)
  }
`;

/** The provider's payment page for a card order that is In creation. */
export async function startCardPayment(orderId: string): Promise<string> {
  return (
    await graphqlRequest<{ startCardPayment: string }>('StartCardPayment', START_CARD_PAYMENT, { orderId })
  ).startCardPayment;
}

const CANCEL_CARD_PAYMENT = /* GraphQL */ `
  mutation CancelCardPayment($orderId: ID!) {
    cancelCardPayment(orderId: $orderId)
  }
`;

/** Ends the payment of a card order the shopper cancelled on the payment page (its stock is released). */
export async function cancelCardPayment(orderId: string): Promise<CardPaymentState> {
  return (
    await graphqlRequest<{ cancelCardPayment: CardPaymentState }>('CancelCardPayment', CANCEL_CARD_PAYMENT, {
      orderId,
    })
  ).cancelCardPayment;
}

export const CARD_PAYMENT_STATUS_QUERY = /* GraphQL */ `
  query CardPaymentStatus($sessionId: String!) {
    cardPaymentStatus(sessionId: $sessionId) {
      state
      orderId
      orderNumber
    }
  }
`;

export async function fetchCardPaymentStatus(sessionId: string): Promise<CardPaymentStatus> {
  return (
    await graphqlRequest<{ cardPaymentStatus: CardPaymentStatus }>(
      'CardPaymentStatus',
      CARD_PAYMENT_STATUS_QUERY,
      { sessionId },
    )
  ).cardPaymentStatus;
}

/** The return page's first answer, asked on the server (it also settles a paid session's order). */
export async function loadCardPaymentStatus(api: ServerApi, sessionId: string): Promise<CardPaymentStatus> {
  const { data, errors } = await api.query<{ cardPaymentStatus: CardPaymentStatus }>(
    CARD_PAYMENT_STATUS_QUERY,
    { sessionId },
  );
  if (!data) throw failed('Card payment status query', errors);
  return data.cardPaymentStatus;
}

/** The payment of one provider session, as the return page polls it (`initialData` from the loader). */
export const cardPaymentStatusQuery = (userKey: string, sessionId: string) =>
  queryOptions({
    queryKey: ['checkout', userKey, 'payment', sessionId] as const,
    queryFn: () => fetchCardPaymentStatus(sessionId),
  });
