import { isPaymentMethod, paymentMethodLabelKey } from '@print/core/orders/order-workflow';
import type { OrderStatus } from '@print/core/orders/order-status';
import type { ResultOf } from 'gql.tada';
import type { ChipTone } from '../../ui/status-chip.tsx';
import { graphql } from '../api/graphql.ts';

// Orders as the web app reads them (server: modules/orders/orders.schema.ts). Here in lib, like
// lib/cart, because the shop (cart history tab, /orders/:id) and the admin (Orders pages) show the same
// order without importing one another's features (DESIGN §3).

export type { OrderStatus };

// The order's selections as fragments (typed from the schema, lib/api/graphql.ts): the shop's history
// and order page spread them, and the types below are what they select.

/** Spec §3 Billing/Shipping address as the order keeps it (a snapshot taken at checkout). */
export const OrderAddressFields = graphql(`
  fragment OrderAddressFields on Address {
    salutation
    title
    firstName
    lastName
    companyName
    phone
    email
    street
    zipCode
    city
    country
  }
`);

/** A line as it was ordered; `template` and `fieldValues` are untrusted JSON (checked before use). */
export const OrderItemFields = graphql(`
  fragment OrderItemFields on OrderItem {
    position
    productId
    articleCode
    variantLabel
    productName
    imageUrl
    template
    quantity
    fieldValues
    values {
      name
      label
      type
      value
      text
      fileUrl
    }
    customName
    customDescription
    unitPriceMinor
    netMinor
    taxMinor
    grossMinor
    taxRate
    paymentMode
  }
`);

/** What a list row shows (Order history, admin Orders table). */
export const OrderSummaryFields = graphql(
  `
    fragment OrderSummaryFields on Order {
      id
      number
      status
      createdAt
      placedAt
      currency
      grossMinor
      itemCount
      billingAddress {
        ...OrderAddressFields
      }
      shippingAddress {
        ...OrderAddressFields
      }
    }
  `,
  [OrderAddressFields],
);

/** The whole order (the order page, admin order details). */
export const OrderDetailFields = graphql(
  `
    fragment OrderDetailFields on Order {
      ...OrderSummaryFields
      nextStatuses
      statusHistory {
        status
        at
      }
      paymentMethod
      priceDisplay
      netMinor
      taxMinor
      items {
        ...OrderItemFields
      }
    }
  `,
  [OrderSummaryFields, OrderItemFields],
);

export type OrderAddress = ResultOf<typeof OrderAddressFields>;

/** A line as it was ordered; `taxRate` in basis points (1900 = 19 %). */
export type OrderItem = ResultOf<typeof OrderItemFields>;

/** What a list row shows; ISO date-times, `placedAt` null while a card payment is still open. */
export type OrderSummary = ResultOf<typeof OrderSummaryFields>;

/** `priceDisplay` is 'net' or 'gross': how the shop showed prices when the order was placed. */
export type OrderDetail = ResultOf<typeof OrderDetailFields>;

/** A page of a list of orders (`myOrders`, `orders`: both OrderPage in the schema). */
export type OrderPage<T> = { items: T[]; total: number };

/** The status chip's colour per status; the label (checkout.orderStatus*) carries the meaning. */
export const ORDER_STATUS_TONES: Readonly<Record<OrderStatus, ChipTone>> = {
  inCreation: 'neutral',
  placed: 'info',
  processed: 'primary',
  error: 'danger',
  finished: 'success',
};

/** When the order counts as made: placed, else (an unpaid card checkout) created. */
export const orderDate = (order: Pick<OrderSummary, 'createdAt' | 'placedAt'>): string =>
  order.placedAt ?? order.createdAt;

/** Title, first name and surname ('' when none is set). */
export const personName = (address: Pick<OrderAddress, 'title' | 'firstName' | 'lastName'>): string =>
  [address.title, address.firstName, address.lastName]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(' ');

/**
 * Spec §3 Order address labels, in their order: company name, name, phone, street and house number,
 * postcode and city, country. Empty parts are left out.
 */
export function addressRows(address: OrderAddress): { labelKey: string; value: string }[] {
  const rows = [
    { labelKey: 'profile.orderAddressCompanyName', value: address.companyName.trim() },
    { labelKey: 'profile.orderAddressName', value: personName(address) },
    { labelKey: 'profile.orderAddressPhone', value: address.phone.trim() },
    { labelKey: 'profile.orderAddressStreet', value: address.street.trim() },
    {
      labelKey: 'profile.orderAddressPostcodeCity',
      value: [address.zipCode.trim(), address.city.trim()].filter(Boolean).join(' '),
    },
    { labelKey: 'profile.orderAddressCountry', value: address.country.trim() },
  ];
  return rows.filter((row) => row.value !== '');
}

/** One line for lists: company or name, and the city ('' when the address is empty). */
export function addressLine(address: OrderAddress): string {
  const who = address.companyName.trim() || personName(address);
  return [who, [address.zipCode.trim(), address.city.trim()].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
}

/** The label key of a payment method, or null for one this app does not know (shown as it is). */
export const paymentMethodKey = (method: string): string | null =>
  isPaymentMethod(method) ? paymentMethodLabelKey(method) : null;

/** A line's price in the basis the shop showed when the order was placed (net or gross). */
export const lineAmount = (item: Pick<OrderItem, 'netMinor' | 'grossMinor'>, priceDisplay: string): number =>
  priceDisplay === 'net' ? item.netMinor : item.grossMinor;

/** The item's personalisation values: only string entries of the stored JSON object. */
export function fieldValuesOf(json: unknown): Record<string, string> {
  if (typeof json !== 'object' || json === null || Array.isArray(json)) return {};
  return Object.fromEntries(
    Object.entries(json).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
}

/** The item's title: its custom name when set, else the product name. */
export const orderItemTitle = (item: Pick<OrderItem, 'customName' | 'productName'>): string =>
  item.customName?.trim() || item.productName;
