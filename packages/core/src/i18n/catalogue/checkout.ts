import type { CatalogueGroup } from './types.ts';

export const checkout: CatalogueGroup = {
  group: 'checkout',
  entries: {
    'checkout.title': { 'de-DE': 'Kasse', 'en-GB': 'Checkout' },
    'checkout.orderSummary': { 'de-DE': 'Bestellübersicht', 'en-GB': 'Order summary' },
    'checkout.grandTotal': { 'de-DE': 'Gesamtsumme', 'en-GB': 'Grand Total' },
    'checkout.subtotal': { 'de-DE': 'Zwischensumme', 'en-GB': 'Subtotal' },
    'checkout.vat': { 'de-DE': 'MwSt.', 'en-GB': 'VAT' },
    'checkout.shippingCosts': { 'de-DE': 'Versandkosten', 'en-GB': 'Shipping costs' },
    'checkout.orderNotes': { 'de-DE': 'Anmerkungen zur Bestellung', 'en-GB': 'Order notes' },
    'checkout.acceptTerms': {
      'de-DE': 'Ich habe die Allgemeinen Geschäftsbedingungen gelesen und akzeptiere sie.',
      'en-GB': 'I have read and accept the terms and conditions.',
    },
    'checkout.placeOrder': { 'de-DE': 'Zahlungspflichtig bestellen', 'en-GB': 'Place order' },
    'checkout.transferToProcurement': {
      'de-DE': 'An das Beschaffungssystem übertragen',
      'en-GB': 'Transfer to procurement system',
      context: 'Punch-out return to the procurement network',
    },
    'checkout.mandatoryFields': {
      'de-DE': 'Bitte füllen Sie alle Pflichtfelder aus.',
      'en-GB': 'Please fill in all mandatory fields.',
    },
    'checkout.termsRequired': {
      'de-DE': 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
      'en-GB': 'Please accept the terms and conditions.',
    },
    'checkout.sendOrderError': {
      'de-DE': 'Fehler beim Absenden der Bestellung.',
      'en-GB': 'Error when sending the order.',
    },
    'checkout.stockError': {
      'de-DE': 'Nicht alle Produkte sind auf Lager oder bestellbar.',
      'en-GB': 'Not all products are in stock or available to order.',
    },
    'checkout.orderPlaced': {
      'de-DE': 'Vielen Dank! Ihre Bestellung wurde erfolgreich aufgegeben.',
      'en-GB': 'Thank you! Your order has been placed successfully.',
    },
    'checkout.continueShopping': { 'de-DE': 'Weiter einkaufen', 'en-GB': 'Continue shopping' },

    // Payment
    'checkout.paymentMethod': { 'de-DE': 'Zahlungsart', 'en-GB': 'Payment method' },
    'checkout.paymentInvoice': { 'de-DE': 'Kauf auf Rechnung', 'en-GB': 'Invoice (pay later)' },
    'checkout.paymentCard': { 'de-DE': 'Kartenzahlung', 'en-GB': 'Card payment' },
    'checkout.paymentProcessingTitle': { 'de-DE': 'Zahlung wird verarbeitet', 'en-GB': 'Processing payment' },
    'checkout.paymentProcessing': {
      'de-DE': 'Ihre Zahlung wird verarbeitet. Bitte schließen Sie dieses Fenster nicht.',
      'en-GB': 'Your payment is being processed. Please do not close this window.',
    },
    'checkout.paymentSuccessTitle': {
      'de-DE': 'Vielen Dank für Ihre Bestellung!',
      'en-GB': 'Thank you for your order!',
    },
    'checkout.paymentSuccess': {
      'de-DE': 'Ihre Zahlung war erfolgreich. Sie erhalten in Kürze eine Bestellbestätigung per E-Mail.',
      'en-GB': 'Your payment was successful. You will shortly receive an order confirmation by e-mail.',
    },
    'checkout.paymentFailed': {
      'de-DE':
        'Zahlung fehlgeschlagen: Ihre Zahlung konnte nicht verarbeitet werden, bitte versuchen Sie es erneut.',
      'en-GB': 'Payment failed: your payment could not be processed, please try again.',
    },
    'checkout.paymentOrderCreationFailed': {
      'de-DE':
        'Die Zahlung war erfolgreich, aber die Bestellung konnte nicht angelegt werden; bitte wenden Sie sich an den Support.',
      'en-GB': 'Payment successful, but order creation failed; contact support.',
    },
    'checkout.paymentSessionNotFound': {
      'de-DE':
        'Zahlungssitzung nicht gefunden; bitte versuchen Sie es erneut oder wenden Sie sich an den Support.',
      'en-GB': 'Payment session not found; try again or contact support.',
    },

    // Order status
    'checkout.orderStatusInCreation': { 'de-DE': 'In Erstellung', 'en-GB': 'In creation' },
    'checkout.orderStatusPlaced': { 'de-DE': 'Bestellt', 'en-GB': 'Placed' },
    'checkout.orderStatusProcessed': { 'de-DE': 'Bearbeitet', 'en-GB': 'Processed' },
    'checkout.orderStatusError': { 'de-DE': 'Fehler', 'en-GB': 'Error' },
    'checkout.orderStatusFinished': { 'de-DE': 'Abgeschlossen', 'en-GB': 'Finished' },
  },
};
