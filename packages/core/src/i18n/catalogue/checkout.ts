import type { CatalogueGroup } from './types.ts';

export const checkout: CatalogueGroup = {
  group: 'checkout',
  entries: {
    'checkout.title': { 'de-DE': 'Kasse', 'en-GB': 'Checkout' },
    'checkout.orderSummary': { 'de-DE': 'Bestellübersicht', 'en-GB': 'Order summary' },
    'checkout.grandTotal': { 'de-DE': 'Gesamtsumme', 'en-GB': 'Grand Total' },
    'checkout.subtotal': { 'de-DE': 'Zwischensumme', 'en-GB': 'Subtotal' },
    'checkout.net': {
      'de-DE': 'Netto',
      'en-GB': 'Net',
      context: 'Order summary: the net sum of the items, above the VAT and the total',
    },
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
    'checkout.cartEmpty': {
      'de-DE': 'Ihr Warenkorb ist leer.',
      'en-GB': 'Your shopping cart is empty.',
    },
    'checkout.mixedCurrencies': {
      'de-DE': 'Ihr Warenkorb enthält Preise in verschiedenen Währungen; bitte bestellen Sie diese getrennt.',
      'en-GB': 'Your cart holds prices in different currencies; please order them separately.',
    },
    'checkout.mixedSubscriptionIntervals': {
      'de-DE': 'Abonnements mit verschiedenen Laufzeiten bitte getrennt bestellen.',
      'en-GB': 'Please order subscriptions with different billing intervals separately.',
    },
    'checkout.orderTooLarge': {
      'de-DE': 'Der Bestellwert ist zu hoch für eine Bestellung; bitte teilen Sie sie auf.',
      'en-GB': 'The order total is too large for one order; please split it.',
    },
    'checkout.subscriptionNeedsCard': {
      'de-DE': 'Abonnements können nur per Kartenzahlung bestellt werden.',
      'en-GB': 'Subscriptions can only be ordered with card payment.',
    },
    'checkout.profileIncomplete': {
      'de-DE': 'Bitte vervollständigen Sie zuerst Ihr Profil und Ihre Rechnungsadresse.',
      'en-GB': 'Please complete your profile and billing address first.',
    },
    'checkout.orderConfirmationEmailSubject': {
      'de-DE': 'Ihre Bestellung {number} bei {shop}',
      'en-GB': 'Your order {number} at {shop}',
    },
    'checkout.orderConfirmationEmailBody': {
      'de-DE':
        'Hallo {name},\n\nvielen Dank für Ihre Bestellung {number}.\n\n{items}\n\nGesamtsumme: {total}\n\nLieferadresse:\n{address}\n\nSie finden die Bestellung jederzeit in Ihrem Bestellverlauf.\n\n{shop}',
      'en-GB':
        'Hello {name},\n\nthank you for your order {number}.\n\n{items}\n\nGrand Total: {total}\n\nDelivery address:\n{address}\n\nYou will find the order in your order history at any time.\n\n{shop}',
    },
    'checkout.stockWarningEmailSubject': {
      'de-DE': 'Lagerwarnung: {product}',
      'en-GB': 'Stock warning: {product}',
    },
    'checkout.stockWarningEmailBody': {
      'de-DE': 'Der Bestand von „{product}“ ist auf {stock} gefallen (Warnschwelle {threshold}).',
      'en-GB': 'The stock of "{product}" has fallen to {stock} (warning threshold {threshold}).',
    },
    'checkout.continueShopping': { 'de-DE': 'Weiter einkaufen', 'en-GB': 'Continue shopping' },
    'checkout.saveAddresses': {
      'de-DE': 'Adressen in meinem Profil speichern',
      'en-GB': 'Save the addresses to my profile',
    },
    'checkout.completeProfile': { 'de-DE': 'Profil vervollständigen', 'en-GB': 'Complete profile' },
    'checkout.accountRequired': {
      'de-DE':
        'Für Bestellungen benötigen Sie ein Kundenkonto mit vollständigem Profil. Bitte melden Sie sich an oder registrieren Sie sich.',
      'en-GB': 'Orders need a customer account with a complete profile. Please log in or sign up.',
      context: 'Checkout of a temporary visitor where the shop requires a complete profile',
    },
    'checkout.itemQuantity': {
      'de-DE': '{quantity} Stück',
      'en-GB': '{quantity} pcs.',
      context: 'Quantity of a line in the order summary; {quantity} is already formatted',
    },
    'checkout.sendingOrder': { 'de-DE': 'Bestellung wird gesendet…', 'en-GB': 'Sending order…' },
    'checkout.redirectingToPayment': {
      'de-DE': 'Weiter zur Zahlung…',
      'en-GB': 'Redirecting to payment…',
      context: 'Place-order button while the card payment page opens',
    },
    'checkout.orderNumber': { 'de-DE': 'Bestellnummer: {number}', 'en-GB': 'Order number: {number}' },
    'checkout.viewOrder': { 'de-DE': 'Bestellung ansehen', 'en-GB': 'View order' },

    // Payment
    'checkout.paymentMethod': { 'de-DE': 'Zahlungsart', 'en-GB': 'Payment method' },
    'checkout.paymentInvoice': { 'de-DE': 'Kauf auf Rechnung', 'en-GB': 'Invoice (pay later)' },
    'checkout.paymentCard': { 'de-DE': 'Kartenzahlung', 'en-GB': 'Card payment' },
    'checkout.paymentTitle': { 'de-DE': 'Zahlung', 'en-GB': 'Payment' },
    'checkout.paymentProcessingTitle': { 'de-DE': 'Zahlung wird verarbeitet', 'en-GB': 'Processing payment' },
    'checkout.paymentStillProcessing': {
      'de-DE':
        'Die Zahlung ist noch nicht bestätigt. Sie erhalten eine E-Mail, sobald die Bestellung aufgegeben ist.',
      'en-GB': 'The payment has not been confirmed yet. You will receive an e-mail once the order is placed.',
    },
    'checkout.checkAgain': { 'de-DE': 'Erneut prüfen', 'en-GB': 'Check again' },
    'checkout.backToCheckout': { 'de-DE': 'Zurück zur Kasse', 'en-GB': 'Back to checkout' },
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
    'checkout.paymentCancelled': {
      'de-DE': 'Die Zahlung wurde abgebrochen. Ihr Warenkorb ist unverändert.',
      'en-GB': 'The payment was cancelled. Your cart is unchanged.',
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
