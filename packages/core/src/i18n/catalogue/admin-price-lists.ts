import type { CatalogueText } from './types.ts';

// The price lists administration and the product editor's Price Management tab (issue 15).
// The spec's own messages ('Error creating price list' …) are in admin-messages.ts.
export const adminPriceListEntries: Record<string, CatalogueText> = {
  'admin.priceListsTitle': { 'de-DE': 'Preislisten', 'en-GB': 'Price lists' },
  'admin.newPriceList': { 'de-DE': 'Neue Preisliste', 'en-GB': 'New price list' },
  'admin.priceListCurrency': { 'de-DE': 'Währung', 'en-GB': 'Currency' },
  'admin.priceListEntry': { 'de-DE': 'Preiseingabe', 'en-GB': 'Prices entered' },
  'admin.priceListEntryNet': { 'de-DE': 'Netto', 'en-GB': 'Net' },
  'admin.priceListEntryGross': { 'de-DE': 'Brutto (inkl. Steuer)', 'en-GB': 'Gross (tax included)' },
  'admin.priceListScaleCount': { 'de-DE': 'Staffeln', 'en-GB': 'Scales' },
  'admin.priceListUsedBy': { 'de-DE': 'Verwendet von', 'en-GB': 'Used by' },
  'admin.priceListUsedByCount': {
    'de-DE': '{count} Produkte',
    'en-GB': '{count} products',
  },
  'admin.priceListArchived': { 'de-DE': 'Archiviert', 'en-GB': 'Archived' },
  'admin.priceListShowArchived': { 'de-DE': 'Archivierte anzeigen', 'en-GB': 'Show archived' },
  'admin.archivePriceList': { 'de-DE': 'Archivieren', 'en-GB': 'Archive' },
  'admin.restorePriceList': { 'de-DE': 'Wiederherstellen', 'en-GB': 'Restore' },
  'admin.archivePriceListConfirm': {
    'de-DE':
      'Preisliste „{name}“ archivieren? {count} Produkte verwenden sie und sind danach nicht mehr bestellbar, bis sie eine andere Preisliste erhalten oder die Liste wiederhergestellt wird.',
    'en-GB':
      'Archive price list "{name}"? {count} products use it and cannot be ordered until they get another price list or the list is restored.',
  },
  'admin.restorePriceListConfirm': {
    'de-DE': 'Preisliste „{name}“ wiederherstellen?',
    'en-GB': 'Restore price list "{name}"?',
  },
  'admin.priceListArchivedToast': { 'de-DE': 'Preisliste archiviert', 'en-GB': 'Price list archived' },
  'admin.priceListRestoredToast': { 'de-DE': 'Preisliste wiederhergestellt', 'en-GB': 'Price list restored' },
  'admin.priceListCreated': { 'de-DE': 'Preisliste angelegt', 'en-GB': 'Price list created' },
  'admin.priceListSaved': { 'de-DE': 'Preisliste gespeichert', 'en-GB': 'Price list saved' },
  'admin.errorSavingPriceList': {
    'de-DE': 'Fehler beim Speichern der Preisliste',
    'en-GB': 'Error saving price list',
  },
  'admin.priceListNotFound': { 'de-DE': 'Preisliste nicht gefunden', 'en-GB': 'Price list not found' },
  'admin.priceListIsArchived': {
    'de-DE': 'Diese Preisliste ist archiviert. Stellen Sie sie wieder her, um sie zu verwenden.',
    'en-GB': 'This price list is archived. Restore it to use it.',
  },
  'admin.priceListCurrencyChanged': {
    'de-DE':
      'Die Währung der Preisliste hat sich geändert, während die Datei gelesen wurde. Bitte laden Sie die Datei erneut hoch.',
    'en-GB': "The price list's currency changed while the file was read. Please upload the file again.",
  },
  'admin.priceListUnknownCurrency': {
    'de-DE': 'Bitte wählen Sie eine Währung aus der Liste',
    'en-GB': 'Choose a currency from the list',
  },
  'admin.priceListUnknownEntry': {
    'de-DE': 'Bitte wählen Sie netto oder brutto',
    'en-GB': 'Choose net or gross',
  },
  'admin.unknownTaxCategory': {
    'de-DE': 'Bitte wählen Sie eine Steuerkategorie aus der Liste',
    'en-GB': 'Choose a tax category from the list',
  },

  // Scales
  'admin.scaleQuantity': { 'de-DE': 'Ab Menge', 'en-GB': 'From quantity' },
  'admin.scaleUnitPrice': { 'de-DE': 'Preis pro Stück', 'en-GB': 'Price per single unit' },
  'admin.scaleVariant': { 'de-DE': 'Gilt für', 'en-GB': 'Applies to' },
  'admin.scaleAllVariants': { 'de-DE': 'Alle Varianten', 'en-GB': 'All variants' },
  'admin.removePriceScale': { 'de-DE': 'Staffel entfernen', 'en-GB': 'Remove scale' },
  'admin.noPriceScales': {
    'de-DE': 'Noch keine Staffeln. Fügen Sie eine hinzu oder importieren Sie eine Datei.',
    'en-GB': 'No scales yet. Add one or import a file.',
  },
  'admin.priceScaleQuantity': {
    'de-DE': 'Bitte eine ganze Menge von 1 bis {max} eingeben',
    'en-GB': 'Enter a whole quantity from 1 to {max}',
  },
  'admin.priceScalePrice': {
    'de-DE': 'Bitte einen Preis von 0 oder mehr eingeben, z. B. 12,50',
    'en-GB': 'Enter a price of 0 or more, e.g. 12.50',
  },
  'admin.priceScaleDuplicate': {
    'de-DE': 'Für die Menge {quantity} gibt es schon eine Staffel',
    'en-GB': 'There is already a scale for quantity {quantity}',
  },
  'admin.priceScaleUnknownVariant': {
    'de-DE': 'Diese Variante gehört zu keinem Produkt, das die Preisliste verwendet',
    'en-GB': 'This variant belongs to no product that uses the price list',
  },
  'admin.priceScaleNotFound': {
    'de-DE': 'Diese Staffel gibt es nicht mehr',
    'en-GB': 'This scale no longer exists',
  },
  'admin.editPriceScale': { 'de-DE': 'Staffel bearbeiten', 'en-GB': 'Edit scale' },
  'admin.priceScaleAdded': { 'de-DE': 'Staffel hinzugefügt', 'en-GB': 'Scale added' },
  'admin.priceScaleSaved': { 'de-DE': 'Staffel gespeichert', 'en-GB': 'Scale saved' },
  'admin.priceScaleRemoved': { 'de-DE': 'Staffel entfernt', 'en-GB': 'Scale removed' },
  'admin.errorSavingPriceScale': {
    'de-DE': 'Fehler beim Speichern der Staffel',
    'en-GB': 'Error saving scale',
  },
  'admin.errorRemovingPriceScale': {
    'de-DE': 'Fehler beim Entfernen der Staffel',
    'en-GB': 'Error removing scale',
  },
  'admin.scaleFilterVariant': { 'de-DE': 'Staffeln für', 'en-GB': 'Scales for' },
  'admin.scaleFilterAnyVariant': { 'de-DE': 'Alle Staffeln', 'en-GB': 'All scales' },
  'admin.scaleFilterAllVariants': {
    'de-DE': 'Nur für alle Varianten',
    'en-GB': 'Only for all variants',
  },
  'admin.scaleQuantitySearch': { 'de-DE': 'Menge beginnt mit', 'en-GB': 'Quantity starts with' },
  'admin.priceScaleTooMany': {
    'de-DE': 'Höchstens {max} Staffeln pro Preisliste',
    'en-GB': 'At most {max} scales per price list',
  },

  // Import and export
  'admin.importFormatHint': {
    'de-DE':
      'CSV-Datei mit den Spalten variant, quantity, unit_price (Komma, Semikolon oder Tab; Dezimalkomma oder -punkt). Die Datei ersetzt alle Staffeln der Liste.',
    'en-GB':
      'CSV file with the columns variant, quantity, unit_price (comma, semicolon or tab; decimal point or comma). The file replaces all scales of the list.',
  },
  'admin.chooseImportFile': { 'de-DE': 'Datei wählen', 'en-GB': 'Choose file' },
  'admin.importPreviewTitle': { 'de-DE': 'Vorschau des Imports', 'en-GB': 'Import preview' },
  'admin.importSummary': {
    'de-DE': '{added} neu, {changed} geändert, {removed} entfernt, {unchanged} unverändert',
    'en-GB': '{added} added, {changed} changed, {removed} removed, {unchanged} unchanged',
  },
  'admin.importChangeAdded': { 'de-DE': 'Neu', 'en-GB': 'Added' },
  'admin.importChangeChanged': { 'de-DE': 'Geändert', 'en-GB': 'Changed' },
  'admin.importChangeRemoved': { 'de-DE': 'Entfernt', 'en-GB': 'Removed' },
  'admin.importOldPrice': { 'de-DE': 'Bisher', 'en-GB': 'Before' },
  'admin.importNewPrice': { 'de-DE': 'Neu', 'en-GB': 'After' },
  'admin.importLine': { 'de-DE': 'Zeile', 'en-GB': 'Line' },
  'admin.importProblem': { 'de-DE': 'Problem', 'en-GB': 'Problem' },
  'admin.priceListTabSettings': { 'de-DE': 'Einstellungen', 'en-GB': 'Settings' },
  'admin.priceListTabScales': { 'de-DE': 'Staffeln', 'en-GB': 'Scales' },
  'admin.priceListTabFiles': { 'de-DE': 'Import & Export', 'en-GB': 'Import & export' },
  'admin.importErrorsTitle': {
    'de-DE': '{count} Zeilen können nicht importiert werden. Es wurde nichts geändert.',
    'en-GB': '{count} lines cannot be imported. Nothing was changed.',
  },
  'admin.importMoreChanges': {
    'de-DE': '… und {count} weitere Änderungen',
    'en-GB': '… and {count} more changes',
  },
  'admin.applyImport': { 'de-DE': 'Import übernehmen', 'en-GB': 'Apply import' },
  'admin.importApplied': {
    'de-DE': 'Preisliste importiert: {added} neu, {changed} geändert, {removed} entfernt',
    'en-GB': 'Price list imported: {added} added, {changed} changed, {removed} removed',
  },
  'admin.importNoChanges': {
    'de-DE': 'Die Datei enthält keine Änderungen',
    'en-GB': 'The file changes nothing',
  },
  'admin.importMissingColumns': {
    'de-DE': 'Die erste Zeile muss die Spalten {columns} benennen',
    'en-GB': 'The first line must name the columns {columns}',
  },
  'admin.importFileTooLarge': {
    'de-DE': 'Die Datei ist zu groß (höchstens 1 MB)',
    'en-GB': 'The file is too large (at most 1 MB)',
  },
  'admin.importTooManyColumns': {
    'de-DE': 'Die Datei hat mehr als {max} Spalten',
    'en-GB': 'The file has more than {max} columns',
  },
  'admin.importUnknownVariant': {
    'de-DE': 'Unbekannte Variante „{code}“ (keine Variante eines Produkts dieser Preisliste)',
    'en-GB': 'Unknown variant "{code}" (no variant of a product using this price list)',
  },
  'admin.exportCsv': { 'de-DE': 'CSV exportieren', 'en-GB': 'Export CSV' },
  'admin.exportExcel': { 'de-DE': 'Für Excel exportieren', 'en-GB': 'Export for Excel' },

  // The product editor's Price Management tab
  'admin.choosePriceList': { 'de-DE': 'Preisliste wählen', 'en-GB': 'Choose a price list' },
  'admin.noPriceListChosen': { 'de-DE': 'Keine Preisliste', 'en-GB': 'No price list' },
  'admin.pricesEnteredNet': {
    'de-DE': 'Preise werden netto eingegeben (ohne Mehrwertsteuer).',
    'en-GB': 'Prices are entered net (without VAT).',
  },
  'admin.pricesEnteredGross': {
    'de-DE': 'Preise werden brutto eingegeben (inklusive Mehrwertsteuer).',
    'en-GB': 'Prices are entered gross (VAT included).',
  },
  'admin.noQuantityScales': { 'de-DE': 'Noch keine Staffeln.', 'en-GB': 'No scales yet.' },
  'admin.simplePrice': { 'de-DE': 'Preis pro Stück ab 1', 'en-GB': 'Price per single unit from 1' },
  'admin.pricePreview': { 'de-DE': 'So sieht der Shop die Preise', 'en-GB': 'Prices as the shop shows them' },
  'admin.pricePreviewEmpty': {
    'de-DE': 'Noch kein Preis: das Produkt ist nicht bestellbar.',
    'en-GB': 'No price yet: the product cannot be ordered.',
  },
  'admin.pricingSaved': { 'de-DE': 'Preise gespeichert', 'en-GB': 'Prices saved' },
  'admin.errorSavingPricing': {
    'de-DE': 'Fehler beim Speichern der Preise',
    'en-GB': 'Error saving prices',
  },
  'admin.priceListRequiredForMode': {
    'de-DE': 'Bitte wählen Sie eine Preisliste',
    'en-GB': 'Choose a price list',
  },
  'admin.priceListCurrencyMismatch': {
    'de-DE': 'Die Preisliste ist in {currency}',
    'en-GB': 'The price list is in {currency}',
  },
  'admin.pricingProductNotFound': { 'de-DE': 'Produkt nicht gefunden', 'en-GB': 'Product not found' },
  'admin.editPriceList': { 'de-DE': 'Preisliste bearbeiten', 'en-GB': 'Edit price list' },
};
