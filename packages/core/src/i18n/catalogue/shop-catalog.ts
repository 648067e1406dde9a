import type { CatalogueText } from './types.ts';

// More texts of the 'shop' group (merged in shop.ts), kept apart so the catalog pages' texts stay together.
export const shopCatalogEntries: Record<string, CatalogueText> = {
  'shop.catalogIntro': {
    'de-DE': 'Alle Druckprodukte auf einen Blick: Stöbern Sie nach Kategorie oder suchen Sie nach Namen.',
    'en-GB': 'All our print products at a glance: browse by category or search by name.',
    context: 'Introduction under the catalogue title; also the page description for search engines',
  },
  'shop.catalogSearchResults': {
    'de-DE': 'Ergebnisse für „{query}“',
    'en-GB': 'Results for “{query}”',
    context: 'Heading above the products found by the catalogue search; {query} is the searched text',
  },
  'shop.catalogShowAll': {
    'de-DE': 'Alle Produkte anzeigen',
    'en-GB': 'Show all products',
    context: 'Link that ends a catalogue search',
  },
  'shop.catalogPagination': {
    'de-DE': 'Seiten',
    'en-GB': 'Pages',
    context: 'Accessible name of the page navigation under the product grid',
  },
  'shop.catalogPage': { 'de-DE': 'Seite {page}', 'en-GB': 'Page {page}' },
  'shop.catalogPageOf': { 'de-DE': 'Seite {page} von {pages}', 'en-GB': 'Page {page} of {pages}' },
  'shop.catalogBreadcrumb': {
    'de-DE': 'Navigationspfad',
    'en-GB': 'Breadcrumb',
    context: 'Accessible name of the breadcrumb on a category page',
  },
  'shop.catalogSubcategories': { 'de-DE': 'Unterkategorien', 'en-GB': 'Subcategories' },
  'shop.catalogPreviewLabel': {
    'de-DE': 'Produkte aus {category}',
    'en-GB': 'Products in {category}',
    context: 'Accessible name of the preview pictures of a category; {category} is its name',
  },
  'shop.catalogOpensInNewWindow': {
    'de-DE': '(öffnet in einem neuen Fenster)',
    'en-GB': '(opens in a new window)',
    context: 'Read out after a link that opens in a new window',
  },
  'shop.catalogNotAvailable': {
    'de-DE': 'Nicht verfügbar',
    'en-GB': 'Not available',
    context: 'Badge on a product tile of a product that cannot be ordered at the moment',
  },
  'shop.catalogForQuantity': {
    'de-DE': 'für {quantity} Stück',
    'en-GB': 'for {quantity} pieces',
    context:
      'Under the from-price of a product tile; {quantity} is the smallest orderable quantity (2 or more)',
  },
  'shop.catalogFavouriteToggle': {
    'de-DE': 'Favorit: {name}',
    'en-GB': 'Favourite: {name}',
    context: 'Accessible name of the heart button on a product tile; {name} is the product name',
  },
  'shop.catalogLoginForFavourites': {
    'de-DE': 'Melden Sie sich an, um Favoriten zu speichern',
    'en-GB': 'Log in to save favourites',
    context: 'Heart on a product tile for visitors without a session, in a shop without temporary users',
  },
};
