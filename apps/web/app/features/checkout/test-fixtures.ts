import type { CheckoutInfo, CheckoutLine, CheckoutLinePrice, CheckoutPageData } from './checkout-api.ts';

// Checkout data as the API returns it, for the tests.

type Address = CheckoutInfo['billingAddress'];

export const filledBilling: Address = {
  salutation: 'mrs',
  title: '',
  firstName: 'Karla',
  lastName: 'Kunde',
  companyName: 'Druckerei Kunde',
  phone: '+49 30 1234567',
  email: 'kunde@druckerei.test',
  ccEmail: 'einkauf@druckerei.test',
  costCenter: 'KST-42',
  street: 'Hauptstraße 1',
  zipCode: '10115',
  city: 'Berlin',
  country: 'Germany',
};

/** An address with nothing given: the API returns every field, '' when empty. */
export const emptyAddress: Address = {
  salutation: '',
  title: '',
  firstName: '',
  lastName: '',
  companyName: '',
  phone: '',
  email: '',
  ccEmail: '',
  costCenter: '',
  street: '',
  zipCode: '',
  city: '',
  country: '',
};

export function checkoutInfo(overrides: Partial<CheckoutInfo> = {}): CheckoutInfo {
  return {
    totalLabel: 'grandTotal',
    additionalPricingText: '',
    continueShoppingUrl: '/catalog',
    paymentMethods: ['invoice'],
    profileCompleteRequired: false,
    profileComplete: true,
    showShippingFields: true,
    showPaymentFields: false,
    billingAddress: { ...filledBilling },
    shippingAddress: { ...emptyAddress, firstName: 'Lena', lastName: 'Lager', city: 'Hamburg' },
    shippingSameAsBilling: true,
    canSaveAddresses: true,
    ...overrides,
  };
}

/** A line price shown net (the shop's display), split at 19 % VAT as the server splits it. */
export const netPrice = (netMinor: number, taxMinor: number, currency = 'EUR'): CheckoutLinePrice => ({
  totalMinor: netMinor,
  netMinor,
  taxMinor,
  grossMinor: netMinor + taxMinor,
  currency,
});

export const line = (overrides: Partial<CheckoutLine> & { id: string }): CheckoutLine => ({
  quantity: 250,
  customName: null,
  variant: null,
  price: netPrice(2000, 380),
  product: { slug: 'business-card', name: 'Business card' },
  ...overrides,
});

export const pageData = (
  info: Partial<CheckoutInfo> = {},
  items: CheckoutLine[] = [line({ id: 'a1' })],
): CheckoutPageData => ({ checkout: checkoutInfo(info), items });
