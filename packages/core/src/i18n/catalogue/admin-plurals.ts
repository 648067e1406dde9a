import type { CatalogueText } from './types.ts';

// The singular of every admin text with a {count} (i18next plural forms): `t(key, { count })` reads
// `<key>_one` for one and the key itself for any other number, so nothing says "1 products". The
// catalogue test requires one here for each such text of the admin group.
export const adminPluralEntries: Record<string, CatalogueText> = {
  'admin.kpiOtherCurrencies_one': {
    'de-DE': '{count} Bestellung in einer anderen Währung ist nicht enthalten.',
    'en-GB': '{count} order in another currency is not included.',
  },
  'admin.tableSelected_one': { 'de-DE': '{count} ausgewählt', 'en-GB': '{count} selected' },
  'admin.archiveUsersConfirm_one': {
    'de-DE': 'Möchten Sie {count} Benutzer wirklich archivieren? Alle Sitzungen werden sofort beendet.',
    'en-GB': 'Do you really want to archive {count} user? All their sessions end at once.',
  },
  'admin.unarchiveUsersConfirm_one': {
    'de-DE': 'Möchten Sie {count} Benutzer wiederherstellen? Er kann sich dann wieder anmelden.',
    'en-GB': 'Do you want to restore {count} user? They can then log in again.',
  },
  'admin.usersArchived_one': { 'de-DE': '{count} Benutzer archiviert', 'en-GB': '{count} user archived' },
  'admin.usersUnarchived_one': {
    'de-DE': '{count} Benutzer wiederhergestellt',
    'en-GB': '{count} user restored',
  },
  'admin.archivePriceListConfirm_one': {
    'de-DE':
      'Preisliste „{name}“ archivieren? {count} Produkt verwendet sie und ist danach nicht mehr bestellbar, bis es eine andere Preisliste erhält oder die Liste wiederhergestellt wird.',
    'en-GB':
      'Archive price list "{name}"? {count} product uses it and cannot be ordered until it gets another price list or the list is restored.',
  },
  'admin.importErrorsTitle_one': {
    'de-DE': '{count} Zeile kann nicht importiert werden. Es wurde nichts geändert.',
    'en-GB': '{count} line cannot be imported. Nothing was changed.',
  },
  'admin.importMoreChanges_one': {
    'de-DE': '… und {count} weitere Änderung',
    'en-GB': '… and {count} more change',
  },
  'admin.priceListUsedByCount_one': { 'de-DE': '{count} Produkt', 'en-GB': '{count} product' },
  'admin.approvalsMoreErrors_one': {
    'de-DE': '{count} Bestellung mit Fehler insgesamt',
    'en-GB': '{count} order with errors in all',
  },
  'admin.productFieldInUseDelete_one': {
    'de-DE': 'Dieses Feld wird von {count} Produkt verwendet. Entfernen Sie es zuerst aus diesem Produkt.',
    'en-GB': '{count} product uses this field. Remove it from that product first.',
  },
  'admin.productsUsingField_one': { 'de-DE': '{count} Produkt', 'en-GB': '{count} product' },
  'admin.productHasOrders_one': {
    'de-DE':
      'Das Produkt wurde bestellt ({count} Bestellung) und kann nicht gelöscht werden. Archivieren Sie es stattdessen.',
    'en-GB': 'The product has been ordered ({count} order) and cannot be deleted. Archive it instead.',
  },
  'admin.publishProductsConfirm_one': {
    'de-DE': 'Möchten Sie {count} Produkt veröffentlichen?',
    'en-GB': 'Do you want to publish {count} product?',
  },
  'admin.unpublishProductsConfirm_one': {
    'de-DE': 'Möchten Sie {count} Produkt aus dem Shop nehmen?',
    'en-GB': 'Do you want to take {count} product out of the shop?',
  },
  'admin.archiveProductsConfirm_one': {
    'de-DE': 'Möchten Sie {count} Produkt archivieren?',
    'en-GB': 'Do you want to archive {count} product?',
  },
  'admin.restoreProductsConfirm_one': {
    'de-DE': 'Möchten Sie {count} Produkt wiederherstellen?',
    'en-GB': 'Do you want to restore {count} product?',
  },
  'admin.productsPublished_one': {
    'de-DE': '{count} Produkt veröffentlicht',
    'en-GB': '{count} product published',
  },
  'admin.productsUnpublished_one': {
    'de-DE': '{count} Produkt aus dem Shop genommen',
    'en-GB': '{count} product unpublished',
  },
  'admin.productsArchived_one': {
    'de-DE': '{count} Produkt archiviert',
    'en-GB': '{count} product archived',
  },
  'admin.productsRestored_one': {
    'de-DE': '{count} Produkt wiederhergestellt',
    'en-GB': '{count} product restored',
  },
  'admin.seoTitleHint_one': {
    'de-DE': '{count} von {max} empfohlenen Zeichen. Leer: der Produktname.',
    'en-GB': '{count} of {max} recommended characters. Empty: the product name.',
  },
  'admin.seoDescriptionHint_one': {
    'de-DE': '{count} von {max} empfohlenen Zeichen. Leer: der Anfang der Beschreibung.',
    'en-GB': '{count} of {max} recommended characters. Empty: the start of the description.',
  },
};
