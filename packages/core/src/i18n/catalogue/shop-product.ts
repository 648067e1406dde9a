import type { ShopProductKey } from './shop-product-keys.ts';
import type { CatalogueText } from './types.ts';

// More texts of the 'shop' group (merged in shop.ts): the product page's and its form's, the text area
// `product` (areas.ts), which other pages are not sent.
// Typed by the key list: a text added here without its key there (or the other way round) fails to compile.
export const shopProductEntries: Record<ShopProductKey, CatalogueText> = {
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
  'shop.formImageChoose': { 'de-DE': 'Bild auswählen', 'en-GB': 'Choose image' },
  'shop.formColourChoose': {
    'de-DE': 'Farbe wählen: {field}',
    'en-GB': 'Choose colour: {field}',
    context: 'Swatch button opening the colour picker of a colour field; {field} is the field label',
  },
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
  'shop.productExternalMedia': { 'de-DE': 'Weitere Medien ansehen', 'en-GB': 'View more media' },
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

  // Product form controls, preflight and upload messages
  'shop.adminPriceListNotConfigured': {
    'de-DE': 'Für dieses Produkt ist keine Preisliste konfiguriert.',
    'en-GB': 'The price list for this product is not configured.',
    context: 'Hint on the product page, shown to administrators only',
  },
  // The product page's other admin-only hints, each with a link to where the product editor fixes it
  'shop.adminHints': {
    'de-DE': 'Hinweise für Administratoren',
    'en-GB': 'Notes for administrators',
    context: 'Label of the box of admin-only hints on the product page',
  },
  'shop.adminEditProduct': { 'de-DE': 'Produkt bearbeiten', 'en-GB': 'Edit product' },
  'shop.adminNotOrderable': {
    'de-DE': 'Dieses Produkt ist auf „nicht bestellbar“ gestellt.',
    'en-GB': 'This product is set to not orderable.',
  },
  'shop.adminPriceListEmpty': {
    'de-DE': 'Die Preisliste dieses Produkts ist archiviert oder enthält keine Preise.',
    'en-GB': 'The price list of this product is archived or has no prices.',
  },
  'shop.adminNoPrice': {
    'de-DE': 'Für dieses Produkt ist kein Preis hinterlegt.',
    'en-GB': 'No price is set for this product.',
  },
  'shop.adminSoldOut': {
    'de-DE': 'Der Lagerbestand dieses Produkts ist aufgebraucht.',
    'en-GB': 'The stock of this product is used up.',
  },
  'shop.adminNoImages': {
    'de-DE': 'Dieses Produkt hat keine Bilder.',
    'en-GB': 'This product has no images.',
  },
  'shop.adminFixSettings': { 'de-DE': 'Einstellungen öffnen', 'en-GB': 'Open settings' },
  'shop.adminFixPrices': { 'de-DE': 'Preise festlegen', 'en-GB': 'Set prices' },
  'shop.adminFixStock': { 'de-DE': 'Lagerbestand verwalten', 'en-GB': 'Manage stock' },
  'shop.adminFixImages': { 'de-DE': 'Bilder hinzufügen', 'en-GB': 'Add images' },
  'shop.formFullscreen': { 'de-DE': 'Vollbild', 'en-GB': 'Fullscreen' },
  'shop.formExitFullscreen': { 'de-DE': 'Vollbild beenden', 'en-GB': 'Exit fullscreen' },
  'shop.formToggleSidebar': { 'de-DE': 'Seitenleiste ein-/ausblenden', 'en-GB': 'Show/hide sidebar' },
  'shop.formResizeSidebar': { 'de-DE': 'Breite der Seitenleiste ändern', 'en-GB': 'Resize sidebar' },
  'shop.formSaveAsDraft': { 'de-DE': 'Als Entwurf speichern', 'en-GB': 'Save as draft' },
  'shop.formAddToCart': { 'de-DE': 'In den Warenkorb', 'en-GB': 'Add to cart' },
  'shop.formDraftSaved': {
    'de-DE': 'Der Entwurf wurde gespeichert.',
    'en-GB': 'The draft has been saved.',
  },
  'shop.formAddedToCart': {
    'de-DE': 'Der Artikel wurde in den Warenkorb gelegt.',
    'en-GB': 'The item has been added to the cart.',
  },
  'shop.formStepOf': { 'de-DE': 'Schritt {current} von {total}', 'en-GB': 'Step {current} of {total}' },
  'shop.formFillHighlightedFields': {
    'de-DE': 'Bitte füllen Sie die markierten Pflichtfelder aus.',
    'en-GB': 'Please fill in the highlighted mandatory fields.',
  },
  'shop.preflightRunning': { 'de-DE': 'Druckdaten werden geprüft…', 'en-GB': 'Running preflight check…' },
  'shop.preflightPassed': {
    'de-DE': 'Die Druckdatenprüfung war erfolgreich.',
    'en-GB': 'The preflight check passed.',
  },
  'shop.preflightFailed': {
    'de-DE': 'Bei der Druckdatenprüfung wurden Probleme gefunden. Bitte prüfen Sie Ihre Angaben.',
    'en-GB': 'The preflight check found problems. Please check your details.',
  },
  'shop.preflightRequired': {
    'de-DE': 'Bitte führen Sie zuerst die Druckdatenprüfung durch.',
    'en-GB': 'Please run the preflight check first.',
  },
  'shop.preflightLowResolution': {
    'de-DE': 'Die Bildauflösung ist für den Druck zu gering.',
    'en-GB': 'The image resolution is too low for printing.',
  },

  'shop.uploadWrongType': {
    'de-DE': 'Bitte laden Sie ein Bild im Format PNG, JPEG oder WebP hoch.',
    'en-GB': 'Please upload a PNG, JPEG or WebP image.',
    context: 'Upload of an image for a print product refused because of its file type',
  },
  'shop.uploadTooLarge': {
    'de-DE': 'Die Bilddatei ist zu groß (höchstens {megabytes} MB).',
    'en-GB': 'The image file is too large (at most {megabytes} MB).',
    context:
      'Upload of an image for a print product refused because of its file size; {megabytes} is a number',
  },
  'shop.uploadTooManyPixels': {
    'de-DE':
      'Das Bild hat zu viele Pixel (höchstens {megapixels} Megapixel und {sidePx} Pixel je Seite). Bitte verkleinern Sie es und laden Sie es erneut hoch.',
    'en-GB':
      'The image has too many pixels (at most {megapixels} megapixels and {sidePx} pixels a side). Please make it smaller and upload it again.',
    context:
      'Upload of an image for a print product refused because of its pixel size; {megapixels} and {sidePx} are numbers',
  },
  'shop.uploadUnreadable': {
    'de-DE':
      'Das Bild konnte nicht gelesen werden, die Datei ist vermutlich beschädigt. Bitte speichern Sie es erneut als PNG, JPEG oder WebP und laden Sie es hoch.',
    'en-GB':
      'The image could not be read; the file is probably damaged. Please save it again as PNG, JPEG or WebP and upload it.',
    context:
      'Upload of an image for a print product refused because it does not decode as the image it claims to be',
  },
  'shop.uploadLimitReached': {
    'de-DE':
      'Sie haben in der letzten Stunde zu viele Bilder hochgeladen. Bitte versuchen Sie es später erneut.',
    'en-GB': 'You have uploaded too many images in the last hour. Please try again later.',
  },
};
