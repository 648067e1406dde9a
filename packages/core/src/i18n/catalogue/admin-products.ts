import type { CatalogueText } from './types.ts';

// The products administration: the products list, the product editor's frame and its Settings, Meta
// Fields and Category & Access tabs (spec §2, §3). The spec's own product messages are in
// admin-messages.ts.
export const adminProductEntries: Record<string, CatalogueText> = {
  'admin.searchProducts': { 'de-DE': 'Produkte suchen', 'en-GB': 'Search products' },
  'admin.productArticleCode': { 'de-DE': 'Artikelnummer', 'en-GB': 'Article code' },
  'admin.productNotFound': { 'de-DE': 'Das Produkt existiert nicht', 'en-GB': 'The product does not exist' },
  'admin.productSlugTaken': {
    'de-DE': 'Ein anderes Produkt hat diesen Slug bereits',
    'en-GB': 'Another product already has this slug',
  },
  'admin.productHasOrders': {
    'de-DE':
      'Das Produkt wurde bestellt ({count} Bestellungen) und kann nicht gelöscht werden. Archivieren Sie es stattdessen.',
    'en-GB': 'The product has been ordered ({count} orders) and cannot be deleted. Archive it instead.',
  },
  'admin.productCopyNameSuffix': {
    'de-DE': '(Kopie)',
    'en-GB': '(copy)',
    context: "Added to a copied product's name in each language",
  },
  'admin.productSlug': {
    'de-DE': 'Slug',
    'en-GB': 'Slug',
    context: 'The product address part, e.g. business-cards',
  },
  'admin.productTemplate': { 'de-DE': 'Druckvorlage', 'en-GB': 'Print template' },
  'admin.productTemplateNone': { 'de-DE': 'Keine', 'en-GB': 'None' },
  'admin.productTemplateBusinessCard': {
    'de-DE': 'Visitenkarte 85 × 55 mm',
    'en-GB': 'Business card 85 × 55 mm',
  },
  'admin.productTemplateFlyerA6': { 'de-DE': 'Flyer A6', 'en-GB': 'Flyer A6' },
  'admin.productTemplateCustom': {
    'de-DE': 'Eigene Vorlage (unverändert)',
    'en-GB': 'Own template (unchanged)',
  },
  'admin.trialPeriodDays': { 'de-DE': 'Testzeitraum (Tage)', 'en-GB': 'Trial period (days)' },
  // The list's actions
  'admin.publishProducts': { 'de-DE': 'Veröffentlichen', 'en-GB': 'Publish' },
  'admin.unpublishProducts': { 'de-DE': 'Nicht mehr veröffentlichen', 'en-GB': 'Unpublish' },
  'admin.publishProductsConfirm': {
    'de-DE': 'Möchten Sie {count} Produkte veröffentlichen?',
    'en-GB': 'Do you want to publish {count} products?',
  },
  'admin.unpublishProductsConfirm': {
    'de-DE': 'Möchten Sie {count} Produkte aus dem Shop nehmen?',
    'en-GB': 'Do you want to take {count} products out of the shop?',
  },
  'admin.archiveProductsConfirm': {
    'de-DE': 'Möchten Sie {count} Produkte archivieren?',
    'en-GB': 'Do you want to archive {count} products?',
  },
  'admin.restoreProductsConfirm': {
    'de-DE': 'Möchten Sie {count} Produkte wiederherstellen?',
    'en-GB': 'Do you want to restore {count} products?',
  },
  'admin.archiveProductConfirm': {
    'de-DE': 'Möchten Sie „{name}“ archivieren? Es verschwindet aus dem Shop.',
    'en-GB': 'Do you want to archive “{name}”? It disappears from the shop.',
  },
  'admin.restoreProductConfirm': {
    'de-DE': 'Möchten Sie „{name}“ wiederherstellen?',
    'en-GB': 'Do you want to restore “{name}”?',
  },
  'admin.productsPublished': {
    'de-DE': '{count} Produkte veröffentlicht',
    'en-GB': '{count} products published',
  },
  'admin.productsUnpublished': {
    'de-DE': '{count} Produkte aus dem Shop genommen',
    'en-GB': '{count} products unpublished',
  },
  'admin.productsArchived': { 'de-DE': '{count} Produkte archiviert', 'en-GB': '{count} products archived' },
  'admin.productsRestored': {
    'de-DE': '{count} Produkte wiederhergestellt',
    'en-GB': '{count} products restored',
  },
  'admin.productArchivedToast': { 'de-DE': 'Produkt archiviert', 'en-GB': 'Product archived' },
  'admin.productRestored': { 'de-DE': 'Produkt wiederhergestellt', 'en-GB': 'Product restored' },
  'admin.productCreated': { 'de-DE': 'Produkt angelegt', 'en-GB': 'Product created' },
  'admin.productsBulkFailed': {
    'de-DE': '{failed} von {total} Produkten konnten nicht geändert werden.',
    'en-GB': '{failed} of {total} products could not be changed.',
  },
  // One failed (count = failed): "1 of 1 products" would be wrong, so the noun follows the one.
  'admin.productsBulkFailed_one': {
    'de-DE': '{failed} Produkt (von {total}) konnte nicht geändert werden.',
    'en-GB': '{failed} product (of {total}) could not be changed.',
  },
  // The list's columns and filters
  'admin.colThumbnail': { 'de-DE': 'Bild', 'en-GB': 'Picture' },
  'admin.colPriceFrom': { 'de-DE': 'Preis ab', 'en-GB': 'Price from' },
  'admin.colStock': { 'de-DE': 'Bestand', 'en-GB': 'Stock' },
  'admin.priceFromValue': { 'de-DE': '{price} für {quantity}', 'en-GB': '{price} for {quantity}' },
  'admin.filterStatus': { 'de-DE': 'Status', 'en-GB': 'Status' },
  'admin.filterAll': { 'de-DE': 'Alle', 'en-GB': 'All' },
  'admin.filterActive': { 'de-DE': 'Alle aktiven', 'en-GB': 'All active' },
  'admin.filterYes': { 'de-DE': 'Ja', 'en-GB': 'Yes' },
  'admin.filterNo': { 'de-DE': 'Nein', 'en-GB': 'No' },
  'admin.filterCategory': { 'de-DE': 'Kategorie', 'en-GB': 'Category' },
  'admin.productsOutOfStock': {
    'de-DE': 'Nicht auf Lager',
    'en-GB': 'Out of stock',
    context: 'Products filter and dashboard count: products sold out, as the shop sees them',
  },
  'admin.productsInStock': { 'de-DE': 'Auf Lager', 'en-GB': 'In stock' },
  'admin.productNotOrderable': { 'de-DE': 'Nicht bestellbar', 'en-GB': 'Not orderable' },
  // Category & Access tab
  'admin.productUnknownCategory': {
    'de-DE': 'Eine der Kategorien existiert nicht',
    'en-GB': 'One of the categories does not exist',
  },
  'admin.productCategories': { 'de-DE': 'Kategorien', 'en-GB': 'Categories' },
  'admin.productAccessRoles': {
    'de-DE': 'Sichtbar und bestellbar für',
    'en-GB': 'Visible and orderable for',
  },
  'admin.productAccessAll': {
    'de-DE': 'Ohne Auswahl sehen alle das Produkt, die seine Kategorien sehen.',
    'en-GB': 'With none ticked, everyone who sees its categories sees the product.',
  },
  // Meta Fields tab
  'admin.seoTitle': { 'de-DE': 'SEO-Titel', 'en-GB': 'SEO title' },
  'admin.seoDescription': { 'de-DE': 'SEO-Beschreibung', 'en-GB': 'SEO description' },
  'admin.seoTitleHint': {
    'de-DE': '{count} von {max} empfohlenen Zeichen. Leer: der Produktname.',
    'en-GB': '{count} of {max} recommended characters. Empty: the product name.',
  },
  'admin.seoDescriptionHint': {
    'de-DE': '{count} von {max} empfohlenen Zeichen. Leer: der Anfang der Beschreibung.',
    'en-GB': '{count} of {max} recommended characters. Empty: the start of the description.',
  },
  'admin.productMetaAllLanguages': { 'de-DE': 'Für alle Sprachen', 'en-GB': 'For all languages' },
  'admin.productMetaNone': {
    'de-DE': 'Es gibt noch keine Produkt-Metafelder.',
    'en-GB': 'There are no product meta fields yet.',
  },
  'admin.productMetaManage': {
    'de-DE': 'Produkt-Metafelder verwalten',
    'en-GB': 'Manage product meta fields',
  },
};
