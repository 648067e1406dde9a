import type { CatalogueText } from './types.ts';

// The product editor's Inventory Management and Variants tabs (spec §2, §4 "Stock settings are saved
// directly", "Variant removal is final only after saving"; decision 0047).
export const adminInventoryEntries: Record<string, CatalogueText> = {
  'admin.stockTracking': { 'de-DE': 'Lagerbestand führen', 'en-GB': 'Stock tracking' },
  'admin.stockTrackingOff': { 'de-DE': 'Nicht geführt', 'en-GB': 'Not tracked' },
  'admin.stockTrackingProduct': { 'de-DE': 'Für das Produkt', 'en-GB': 'For the product' },
  'admin.stockTrackingVariants': { 'de-DE': 'Je Variante', 'en-GB': 'Per variant' },
  'admin.stockWarningThreshold': { 'de-DE': 'Warnschwelle', 'en-GB': 'Warning threshold' },
  'admin.stockWarningThresholdHint': {
    'de-DE': 'Fällt der Bestand unter diesen Wert, erhalten die Empfänger der Lagerwarnung eine E-Mail.',
    'en-GB': 'When the stock falls below this value, the stock-warning recipients get an e-mail.',
  },
  'admin.saveStockSettings': { 'de-DE': 'Lagereinstellungen speichern', 'en-GB': 'Save stock settings' },
  'admin.stockWholeNumber': {
    'de-DE': 'Bitte geben Sie eine ganze Zahl ab 0 ein',
    'en-GB': 'Please enter a whole number of 0 or more',
  },
  'admin.stockSoldOut': { 'de-DE': 'Ausverkauft', 'en-GB': 'Sold out' },
  'admin.variantCodeFormat': {
    'de-DE': 'Nur Buchstaben, Ziffern, Punkte, Binde- und Unterstriche sind erlaubt',
    'en-GB': 'Only letters, digits, dots, hyphens and underscores are allowed',
  },
  'admin.fieldNotOnProduct': {
    'de-DE': 'Das Produkt hat dieses Feld nicht',
    'en-GB': 'The product has no such field',
  },
  'admin.variantNotFound': { 'de-DE': 'Die Variante existiert nicht', 'en-GB': 'The variant does not exist' },
  'admin.productNotFoundForVariant': {
    'de-DE': 'Das Produkt existiert nicht',
    'en-GB': 'The product does not exist',
  },
  'admin.variantOrdered': {
    'de-DE':
      'Die Variante wurde bereits bestellt und kann nicht gelöscht werden. Archivieren Sie sie stattdessen.',
    'en-GB': 'This variant has been ordered and cannot be deleted. Archive it instead.',
  },
  'admin.variantCreated': { 'de-DE': 'Variante angelegt', 'en-GB': 'Variant created' },
  'admin.variantsSaved': { 'de-DE': 'Varianten gespeichert', 'en-GB': 'Variants saved' },
  'admin.errorSavingVariants': {
    'de-DE': 'Fehler beim Speichern der Varianten',
    'en-GB': 'Error saving variants',
  },
  'admin.variantUnlinked': {
    'de-DE': 'Die Variante ist jetzt ein eigenständiges Produkt',
    'en-GB': 'The variant is now an independent product',
  },
  'admin.errorUnlinkingVariant': {
    'de-DE': 'Fehler beim Herauslösen der Variante',
    'en-GB': 'Error unlinking variant',
  },
  'admin.openUnlinkedProduct': { 'de-DE': 'Neues Produkt öffnen', 'en-GB': 'Open the new product' },
  'admin.newVariant': { 'de-DE': 'Neue Variante', 'en-GB': 'New variant' },
  'admin.variantsEmpty': {
    'de-DE': 'Dieses Produkt hat noch keine Varianten.',
    'en-GB': 'This product has no variants yet.',
  },
  'admin.variantPublished': { 'de-DE': 'Veröffentlicht', 'en-GB': 'Published' },
  'admin.variantFieldValues': { 'de-DE': 'Feldwerte', 'en-GB': 'Field values' },
  'admin.variantFieldValuesHint': {
    'de-DE': 'Ein leeres Feld erbt den Wert des Produkts.',
    'en-GB': "An empty field inherits the product's value.",
  },
  'admin.variantRemoved': { 'de-DE': 'Wird beim Speichern entfernt', 'en-GB': 'Removed when you save' },
  'admin.restoreVariant': { 'de-DE': 'Zurückholen', 'en-GB': 'Restore' },
  'admin.editVariant': { 'de-DE': 'Variante bearbeiten', 'en-GB': 'Edit variant' },
  'admin.deleteVariantConfirm': {
    'de-DE': 'Möchten Sie diese Variante wirklich entfernen? Sie wird beim Speichern endgültig gelöscht.',
    'en-GB': 'Do you really want to remove this variant? It is deleted for good when you save.',
  },
  'admin.productNoFieldsForVariants': {
    'de-DE': 'Das Produkt hat keine Felder, die eine Variante überschreiben könnte.',
    'en-GB': 'The product has no fields a variant could overwrite.',
  },
};
