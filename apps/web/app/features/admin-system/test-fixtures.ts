import type { OrderWorkflowView } from './order-workflow-api.ts';

/** Stored settings as the API shows them: a card key and a short punch-out secret set, no webhook secret. */
export const storedWorkflow: OrderWorkflowView = {
  profileCompleteRequired: true,
  continueShoppingUrl: '/catalog/cards',
  totalLabel: 'subtotal',
  additionalPricingText: [
    { language: 'de-DE', text: 'zzgl. Versand' },
    { language: 'fr-FR', text: 'hors livraison' },
  ],
  stockWarningRecipients: 'stock@shop.test,boss@shop.test',
  multipleSelectionPerItem: false,
  paymentMethods: ['invoice', 'card'],
  showPaymentFields: true,
  showShippingFields: false,
  publishableKey: 'pk_test_abc123',
  cardSecretKey: '••••4242',
  cardWebhookSecret: null,
  punchoutSecret: '••••',
};
