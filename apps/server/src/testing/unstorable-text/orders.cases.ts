import { addToCart, BILLING, ENVELOPE_VALUES } from '../checkout-helpers.ts';
import { fixture, type Case } from './fixture.ts';

// Checkout, orders, their workflow settings and card payments (modules/orders, modules/payments).

export const orderCases: Record<string, Case> = {
  myOrder: { base: () => ({ id: fixture.orderId }) },
  order: { base: () => ({ id: fixture.orderId }) },
  orders: { base: () => ({ search: 'Muster' }) },
  changeOrderStatus: { base: () => ({ id: fixture.orderId, from: 'placed', to: 'processed' }) },
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
  reorder: { base: () => ({ orderId: fixture.orderId, to: 'draft' }) },
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
  cardPaymentStatus: { base: () => ({ sessionId: 'cs_test_unknown' }) },
  cancelCardPayment: { base: () => ({ orderId: fixture.orderId }) },
  startCardPayment: { base: () => ({ orderId: fixture.orderId }) },
};
