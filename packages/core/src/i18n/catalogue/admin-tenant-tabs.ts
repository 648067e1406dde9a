import type { CatalogueText } from './types.ts';

// The admin group's texts of the tenant's Localization screen and its Navigation tab (issue 27).
// Part of the 'admin' group (admin.ts); the new language names are part of 'common' (common.ts).
export const adminTenantTabEntries: Record<string, CatalogueText> = {
  // Localization
  'admin.localizationIntro': {
    'de-DE':
      'Die Sprachen Ihres Shops. Noch nicht übersetzte Texte erscheinen in der Standardsprache, bis sie übersetzt sind.',
    'en-GB':
      'The languages your shop offers. Texts not yet translated are shown in the default language until they are.',
  },
  'admin.localizationColumnLocalization': { 'de-DE': 'Lokalisierung', 'en-GB': 'Localization' },
  'admin.localizationColumnLocale': { 'de-DE': 'Gebietsschema', 'en-GB': 'Locale' },
  'admin.localizationColumnNotation': { 'de-DE': 'Schreibweise', 'en-GB': 'Notation' },
  'admin.localizationColumnDefault': { 'de-DE': 'Standard', 'en-GB': 'Default' },
  'admin.languageToAdd': { 'de-DE': 'Sprache hinzufügen', 'en-GB': 'Add a language' },
  'admin.addLanguage': { 'de-DE': 'Hinzufügen', 'en-GB': 'Add' },
  'admin.noLanguageToAdd': {
    'de-DE': 'Alle unterstützten Sprachen sind hinzugefügt.',
    'en-GB': 'Every supported language has been added.',
  },
  'admin.setDefaultLanguage': { 'de-DE': 'Als Standard festlegen', 'en-GB': 'Set as default' },
  'admin.removeLanguageConfirm': {
    'de-DE':
      'Die Sprache {language} entfernen? Ihre Übersetzungen bleiben gespeichert und sind wieder da, wenn Sie sie erneut hinzufügen.',
    'en-GB':
      'Remove the language {language}? Its translations stay stored and come back if you add it again.',
    context: '{language} is the language name, e.g. French (France)',
  },
  'admin.defaultLanguageCannotBeRemoved': {
    'de-DE': 'Die Standardsprache kann nicht entfernt werden.',
    'en-GB': 'The default language cannot be removed.',
  },
  'admin.languageAdded': { 'de-DE': 'Sprache hinzugefügt', 'en-GB': 'Language added' },
  'admin.languageRemoved': { 'de-DE': 'Sprache entfernt', 'en-GB': 'Language removed' },
  'admin.defaultLanguageSet': { 'de-DE': 'Standardsprache festgelegt', 'en-GB': 'Default language set' },

  // Navigation
  'admin.navigationIntro': {
    'de-DE':
      'Die Einträge des Hauptmenüs Ihres Shops, in dieser Reihenfolge (höchstens 12). Ohne Einträge zeigt der Shop Startseite und Katalog.',
    'en-GB':
      "The entries of your shop's main menu, in this order (at most 12). Without entries the shop shows Home and Catalogue.",
  },
  'admin.navEntries': { 'de-DE': 'Menüeinträge', 'en-GB': 'Menu entries' },
  'admin.navEntryKind': { 'de-DE': 'Führt zu', 'en-GB': 'Leads to' },
  'admin.navKindCategory': { 'de-DE': 'Kategorie', 'en-GB': 'Category' },
  'admin.navKindProduct': { 'de-DE': 'Produkt', 'en-GB': 'Product' },
  'admin.navKindPage': { 'de-DE': 'CMS-Seite', 'en-GB': 'CMS page' },
  'admin.navKindUrl': { 'de-DE': 'Link', 'en-GB': 'Link' },
  'admin.navEntryTarget': { 'de-DE': 'Ziel', 'en-GB': 'Target' },
  'admin.navEntryUrl': { 'de-DE': 'URL', 'en-GB': 'URL' },
  'admin.navEntryLabel': { 'de-DE': 'Bezeichnung ({language})', 'en-GB': 'Label ({language})' },
  'admin.navEntryNewTab': { 'de-DE': 'In neuem Tab öffnen', 'en-GB': 'Open in a new tab' },
  'admin.addNavEntry': { 'de-DE': 'Eintrag hinzufügen', 'en-GB': 'Add entry' },
  'admin.removeNavEntry': { 'de-DE': 'Eintrag entfernen', 'en-GB': 'Remove entry' },
  'admin.navEntryUntitled': { 'de-DE': 'Neuer Eintrag', 'en-GB': 'New entry' },
  'admin.navTargetMissing': {
    'de-DE': 'Nicht mehr vorhanden',
    'en-GB': 'No longer exists',
  },
  'admin.navigationChangedMeanwhile': {
    'de-DE': 'Die Navigation wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
    'en-GB': 'The navigation has changed meanwhile. Please reload the page.',
  },
};

/** Names of the supported locales (SUPPORTED_LOCALES) that the built-in catalogue did not name yet. */
export const languageNameEntries: Record<string, CatalogueText> = {
  'common.languageDeAt': { 'de-DE': 'Deutsch (Österreich)', 'en-GB': 'German (Austria)' },
  'common.languageDeCh': { 'de-DE': 'Deutsch (Schweiz)', 'en-GB': 'German (Switzerland)' },
  'common.languageFrFr': { 'de-DE': 'Französisch (Frankreich)', 'en-GB': 'French (France)' },
  'common.languageItIt': { 'de-DE': 'Italienisch (Italien)', 'en-GB': 'Italian (Italy)' },
  'common.languageEsEs': { 'de-DE': 'Spanisch (Spanien)', 'en-GB': 'Spanish (Spain)' },
  'common.languageNlNl': { 'de-DE': 'Niederländisch (Niederlande)', 'en-GB': 'Dutch (Netherlands)' },
  'common.languagePtBr': { 'de-DE': 'Portugiesisch (Brasilien)', 'en-GB': 'Portuguese (Brazil)' },
  'common.languagePlPl': { 'de-DE': 'Polnisch (Polen)', 'en-GB': 'Polish (Poland)' },
  'common.languageCsCz': { 'de-DE': 'Tschechisch (Tschechien)', 'en-GB': 'Czech (Czechia)' },
  'common.languageDaDk': { 'de-DE': 'Dänisch (Dänemark)', 'en-GB': 'Danish (Denmark)' },
  'common.languageSvSe': { 'de-DE': 'Schwedisch (Schweden)', 'en-GB': 'Swedish (Sweden)' },
  'common.languageNbNo': { 'de-DE': 'Norwegisch Bokmål (Norwegen)', 'en-GB': 'Norwegian Bokmål (Norway)' },
  'common.languageFiFi': { 'de-DE': 'Finnisch (Finnland)', 'en-GB': 'Finnish (Finland)' },
};
