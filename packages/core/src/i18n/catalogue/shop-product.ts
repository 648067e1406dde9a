import type { CatalogueText } from './types.ts';

// More texts of the 'shop' group (merged in shop.ts), kept apart so the product pages' texts stay together.
export const shopProductEntries: Record<string, CatalogueText> = {
  // Product form
  'shop.formTitle': {
    'de-DE': '{product} personalisieren',
    'en-GB': 'Personalise {product}',
    context: 'Title of the product form; {product} is the product name',
  },
  'shop.formFields': {
    'de-DE': 'Ihre Angaben',
    'en-GB': 'Your details',
    context: 'Accessible name of the product form sidebar with the fields',
  },
  'shop.formPages': {
    'de-DE': 'Seiten',
    'en-GB': 'Pages',
    context: 'Accessible name of the page tabs (front, back) of the product form',
  },
  'shop.formProgress': {
    'de-DE': '{percent} % der Pflichtfelder ausgefüllt',
    'en-GB': '{percent} % of the mandatory fields filled',
    context: 'Progress bar of the product form; {percent} is a whole number',
  },
  'shop.formNoPreview': {
    'de-DE': 'Für dieses Produkt ist keine Vorschau verfügbar.',
    'en-GB': 'No preview is available for this product.',
  },
  'shop.formDiscardConfirm': {
    'de-DE': 'Möchten Sie das Formular schließen? Ihre Eingaben gehen dabei verloren.',
    'en-GB': 'Do you want to close the form? Your entries will be lost.',
  },
  'shop.formDiscard': { 'de-DE': 'Verwerfen', 'en-GB': 'Discard' },
  'shop.formPreflightWarnings': {
    'de-DE': 'Bitte beachten Sie:',
    'en-GB': 'Please note:',
    context: 'Heading of the preflight warnings in the content release dialog',
  },
  'shop.formImageChoose': { 'de-DE': 'Bild auswählen', 'en-GB': 'Choose image' },
  'shop.formImageDrop': {
    'de-DE': 'oder hier ablegen (PNG, JPEG oder WebP, bis {megabytes} MB)',
    'en-GB': 'or drop it here (PNG, JPEG or WebP, up to {megabytes} MB)',
    context: '{megabytes} is a number',
  },
  'shop.formImageUploading': {
    'de-DE': 'Bild wird hochgeladen… {percent} %',
    'en-GB': 'Uploading image… {percent} %',
    context: '{percent} is a whole number',
  },
  'shop.formImageRemove': { 'de-DE': 'Bild entfernen', 'en-GB': 'Remove image' },
  'shop.formImageAlt': {
    'de-DE': 'Hochgeladenes Bild für {field}',
    'en-GB': 'Uploaded image for {field}',
    context: 'Alternative text of an upload thumbnail; {field} is the field label',
  },
  'shop.formImageType': {
    'de-DE': 'Bitte wählen Sie ein Bild im Format PNG, JPEG oder WebP.',
    'en-GB': 'Please choose a PNG, JPEG or WebP image.',
  },
  'shop.formImageTooLarge': {
    'de-DE': 'Das Bild ist größer als {megabytes} MB. Bitte wählen Sie eine kleinere Datei.',
    'en-GB': 'The image is larger than {megabytes} MB. Please choose a smaller file.',
    context: '{megabytes} is a number',
  },
  'shop.formImageUploadFailed': {
    'de-DE': 'Das Bild konnte nicht hochgeladen werden. Bitte versuchen Sie es erneut.',
    'en-GB': 'The image could not be uploaded. Please try again.',
  },
  // Product form end

  'shop.productBreadcrumb': {
    'de-DE': 'Navigationspfad',
    'en-GB': 'Breadcrumb',
    context: 'Accessible name of the breadcrumb navigation on the product page',
  },
  'shop.productImages': { 'de-DE': 'Produktbilder', 'en-GB': 'Product images' },
  'shop.productShowImage': {
    'de-DE': 'Bild {number} von {total} anzeigen',
    'en-GB': 'Show image {number} of {total}',
    context: 'Accessible name of a gallery thumbnail; {number} and {total} are whole numbers',
  },
  'shop.productVariant': { 'de-DE': 'Variante', 'en-GB': 'Variant' },
  'shop.productPriceTable': { 'de-DE': 'Preise', 'en-GB': 'Prices', context: 'Heading of the price table' },
  'shop.productVatRate': {
    'de-DE': 'MwSt.-Satz {rate}',
    'en-GB': 'VAT rate {rate}',
    context: '{rate} is a formatted percentage, e.g. 19 %',
  },
  'shop.productUnitPrice': {
    'de-DE': '{price} pro Stück',
    'en-GB': '{price} per unit',
    context: '{price} is a formatted price',
  },
  'shop.productStockLeft': {
    'de-DE': 'Nur noch {count} Stück auf Lager',
    'en-GB': 'Only {count} left in stock',
    context: 'Stock availability when little is left; {count} is a whole number',
  },
  'shop.productFavouriteError': {
    'de-DE': 'Ihre Favoriten konnten nicht geändert werden. Bitte versuchen Sie es erneut.',
    'en-GB': 'Your favourites could not be changed. Please try again.',
  },
  'shop.productNotFoundTitle': { 'de-DE': 'Produkt nicht gefunden', 'en-GB': 'Product not found' },
  'shop.productNotFoundText': {
    'de-DE': 'Dieses Produkt gibt es nicht oder es ist nicht mehr erhältlich.',
    'en-GB': 'This product does not exist or is no longer available.',
  },
};
