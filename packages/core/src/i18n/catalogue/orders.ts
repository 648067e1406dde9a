import { orderLineEntries } from './order-lines.ts';
import type { CatalogueGroup } from './types.ts';

// Orders after checkout: the shopper's Order history and order page, the admin's Orders pages and the
// dashboard's Orders card. (Order status labels live in the checkout group: checkout.orderStatus*.)
export const orders: CatalogueGroup = {
  group: 'orders',
  entries: {
    'orders.notFound': {
      'de-DE': 'Die Bestellung wurde nicht gefunden.',
      'en-GB': 'The order was not found.',
    },
    'orders.waitingForPayment': {
      'de-DE':
        'Die Bestellung wartet auf die Kartenzahlung; sie wird mit der Zahlung aufgegeben oder mit deren Ablauf entfernt.',
      'en-GB':
        'The order is waiting for its card payment; it is placed when paid, or removed when the payment expires.',
    },
    'orders.statusChangeNotAllowed': {
      'de-DE':
        'Der Status kann so nicht geändert werden; die Bestellung wurde vielleicht gerade von jemand anderem geändert. Bitte laden Sie die Seite neu.',
      'en-GB':
        'The status cannot be changed like this; someone may just have changed the order. Please reload the page.',
    },

    // Shared by the order page, the order history and the admin's order detail
    'orders.orderTitle': {
      'de-DE': 'Bestellung {number}',
      'en-GB': 'Order {number}',
      context: 'Heading of an order and its link in lists; {number} is the order number',
    },
    'orders.orderNumber': { 'de-DE': 'Bestellnummer', 'en-GB': 'Order number' },
    'orders.items': { 'de-DE': 'Artikel', 'en-GB': 'Items', context: 'Heading of the items of an order' },
    'orders.taxRate': { 'de-DE': 'MwSt.-Satz', 'en-GB': 'VAT rate' },
    'orders.paymentMode': { 'de-DE': 'Zahlungsweise', 'en-GB': 'Payment mode' },
    'orders.subscription': { 'de-DE': 'Abonnement', 'en-GB': 'Subscription' },
    'orders.pricesNet': {
      'de-DE': 'Preise zzgl. MwSt., wie bei der Bestellung angezeigt.',
      'en-GB': 'Prices excluding VAT, as shown when the order was placed.',
    },
    'orders.pricesGross': {
      'de-DE': 'Preise inkl. MwSt., wie bei der Bestellung angezeigt.',
      'en-GB': 'Prices including VAT, as shown when the order was placed.',
    },
    'orders.addresses': { 'de-DE': 'Adressen', 'en-GB': 'Addresses' },
    'orders.totalNet': { 'de-DE': 'Nettosumme', 'en-GB': 'Net total' },

    // Order history (cart tab) and order page
    'orders.historyShown': {
      'de-DE': '{shown} von {total} Bestellungen',
      'en-GB': '{shown} of {total} orders',
      context: 'Under the order history: how many orders are shown of all',
    },
    'orders.showMore': { 'de-DE': 'Mehr anzeigen', 'en-GB': 'Show more' },
    'orders.backToHistory': { 'de-DE': '← Zur Bestellhistorie', 'en-GB': '← Order history' },
    'orders.toOrderHistory': { 'de-DE': 'Zur Bestellhistorie', 'en-GB': 'Go to the order history' },
    'orders.notFoundTitle': { 'de-DE': 'Bestellung nicht gefunden', 'en-GB': 'Order not found' },
    'orders.reordered': {
      'de-DE': 'Die Artikel der Bestellung liegen jetzt in Ihrem Warenkorb.',
      'en-GB': 'The items of the order are now in your cart.',
    },
    'orders.reopenedInCart': {
      'de-DE': 'Der Artikel liegt jetzt in Ihrem Warenkorb.',
      'en-GB': 'The item is now in your cart.',
    },
    'orders.reopenedInDrafts': {
      'de-DE': 'Der Artikel liegt jetzt in Ihren Entwürfen.',
      'en-GB': 'The item is now in your drafts.',
    },
    'orders.goToCart': { 'de-DE': 'Zum Warenkorb', 'en-GB': 'Go to the cart' },
    'orders.goToDrafts': { 'de-DE': 'Zu den Entwürfen', 'en-GB': 'Go to the drafts' },

    // Admin: Orders list, order detail, dashboard card
    'orders.searchOrders': {
      'de-DE': 'Suche (Nummer, Name, Firma, E-Mail)',
      'en-GB': 'Search (number, name, company, e-mail)',
    },
    'orders.allStatuses': { 'de-DE': 'Alle Status', 'en-GB': 'All statuses' },
    'orders.colNumber': { 'de-DE': 'Nr.', 'en-GB': 'No.', context: 'Column of the order number' },
    'orders.colCustomer': { 'de-DE': 'Kunde', 'en-GB': 'Customer' },
    'orders.colItems': { 'de-DE': 'Artikel', 'en-GB': 'Items', context: 'Column: number of items' },
    'orders.colTotal': { 'de-DE': 'Summe', 'en-GB': 'Total' },
    'orders.backToOrders': { 'de-DE': '← Zu den Bestellungen', 'en-GB': '← Orders' },
    'orders.statusHistory': { 'de-DE': 'Statusverlauf', 'en-GB': 'Status history' },
    'orders.changeStatus': { 'de-DE': 'Status ändern', 'en-GB': 'Change status' },
    'orders.setStatus': {
      'de-DE': 'Auf „{status}“ setzen',
      'en-GB': 'Set to "{status}"',
      context: 'Button that changes the order status; {status} is the new status',
    },
    'orders.statusChangeConfirm': {
      'de-DE': 'Möchten Sie die Bestellung {number} wirklich auf „{status}“ setzen?',
      'en-GB': 'Do you really want to set order {number} to "{status}"?',
    },
    'orders.statusChanged': {
      'de-DE': 'Der Status wurde auf „{status}“ geändert.',
      'en-GB': 'The status has been changed to "{status}".',
    },
    'orders.statusChangeFailed': {
      'de-DE': 'Der Status konnte nicht geändert werden.',
      'en-GB': 'The status could not be changed.',
    },
    'orders.noNextStatus': {
      'de-DE': 'Die Bestellung ist abgeschlossen; ihr Status ändert sich nicht mehr.',
      'en-GB': 'The order is finished; its status does not change any more.',
    },
    ...orderLineEntries,
  },
};
