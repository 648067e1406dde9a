import type { CatalogueText } from './types.ts';

// What an order line (and a cart line) says about what was bought: the variant and the shop's codes,
// and the personalisation values with their uploads (issue 23, decision 0053). Shown on the order
// page, the admin's order detail, in the cart and in the order confirmation mail.
export const orderLineEntries: Record<string, CatalogueText> = {
  'orders.articleNumber': {
    'de-DE': 'Artikelnummer',
    'en-GB': 'Article no.',
    context: "The product's article code as the shop set it",
  },
  'orders.variant': {
    'de-DE': 'Variante',
    'en-GB': 'Variant',
    context: 'The chosen variant, e.g. "Ø 50 mm (ST-RND-50)": its name and code',
  },
  'orders.itemValues': {
    'de-DE': 'Angaben zum Artikel',
    'en-GB': 'Item details',
    context: 'Heading of the texts, choices, colours and uploads the shopper entered for an item',
  },
  'orders.openFile': {
    'de-DE': 'Datei öffnen',
    'en-GB': 'Open file',
    context: 'Link to a file the shopper uploaded for an item (e.g. the artwork)',
  },
};
