import type { CatalogueText } from './types.ts';

// The translations admin and its engine (issue 27, decision 0086): saves, locks, review, machine
// translation with its job steps and report, import and export.
export const adminTranslationEntries: Record<string, CatalogueText> = {
  'admin.translationChangedMeanwhile': {
    'de-DE': 'Dieser Text wurde inzwischen geändert. Bitte laden Sie ihn neu und speichern Sie erneut.',
    'en-GB': 'This text was changed meanwhile. Please reload it and save again.',
  },
  'admin.translationNotFound': {
    'de-DE': 'Diesen Text gibt es nicht (mehr).',
    'en-GB': 'This text does not exist (any more).',
  },
  'admin.translationLocked': {
    'de-DE': 'Dieser Text ist gesperrt. Heben Sie die Sperre auf, um ihn zu ändern.',
    'en-GB': 'This text is locked. Unlock it to change it.',
  },
  'admin.translationNeedsRight': {
    'de-DE': 'Diesen Text dürfen Sie nicht ändern.',
    'en-GB': 'You may not change this text.',
  },
  'admin.translationLanguageUnknown': {
    'de-DE': 'Diese Sprache hat der Shop nicht.',
    'en-GB': 'The shop does not have this language.',
  },
  'admin.translationNotConfigured': {
    'de-DE': 'Richten Sie DeepL oder KI in den Mandanteneinstellungen → Automatische Übersetzung ein.',
    'en-GB': 'Configure DeepL or AI in tenant settings → Automatic translation.',
  },
  'admin.translationProviderFailed': {
    'de-DE': 'Der Übersetzungsdienst hat nicht geantwortet: {error}',
    'en-GB': 'The translation service did not answer: {error}',
  },
  'admin.translationQuotaExceeded': {
    'de-DE': 'Das Kontingent des Übersetzungsdienstes ist aufgebraucht.',
    'en-GB': 'The translation service’s quota is used up.',
  },
  'admin.translationKeyRefused': {
    'de-DE': 'Der Übersetzungsdienst hat den Schlüssel abgelehnt.',
    'en-GB': 'The translation service refused the key.',
  },
  'admin.translationTooManyAddresses': {
    'de-DE': 'Höchstens {max} Texte auf einmal.',
    'en-GB': 'At most {max} texts at once.',
  },
  'admin.translationRefusedPlaceholder': {
    'de-DE': 'Ein Platzhalter fehlt oder wurde erfunden',
    'en-GB': 'A placeholder is missing or was invented',
  },
  'admin.translationRefusedStructure': {
    'de-DE': 'Die Formatierung wurde verändert',
    'en-GB': 'The formatting was changed',
  },
  'admin.translationRefusedLocked': { 'de-DE': 'Gesperrt', 'en-GB': 'Locked' },
  'admin.translationRefusedUnknown': { 'de-DE': 'Unbekannter Text', 'en-GB': 'Unknown text' },
  'admin.translationImportUnreadable': {
    'de-DE': 'Die Datei ist weder XLIFF 2.0 noch JSON der Übersetzungen.',
    'en-GB': 'The file is neither XLIFF 2.0 nor translations JSON.',
  },
  'admin.jobQueueI18nMachineTranslate': {
    'de-DE': 'Maschinelle Übersetzung',
    'en-GB': 'Machine translation',
  },
  'admin.jobStepTranslationMemory': {
    'de-DE': 'Übersetzungsspeicher wird durchsucht',
    'en-GB': 'Searching the translation memory',
  },
  'admin.jobStepTranslationBatch': {
    'de-DE': 'Texte werden übersetzt',
    'en-GB': 'Translating texts',
  },

  // The spec's translation types (§3 Translation entry), a column and filter of the table.
  'admin.translationType': { 'de-DE': 'Übersetzungstyp', 'en-GB': 'Translation type' },
  'admin.translationTypeStatic': { 'de-DE': 'Statischer Text', 'en-GB': 'Static text' },
  'admin.translationTypeDynamic': { 'de-DE': 'Dynamischer Text', 'en-GB': 'Dynamic text' },
  'admin.translationTypeProductName': { 'de-DE': 'Produktname', 'en-GB': 'Product name' },
  'admin.translationTypeProductDescription': {
    'de-DE': 'Produktbeschreibung',
    'en-GB': 'Product description',
  },
  'admin.translationTypeProductFieldValue': {
    'de-DE': 'Wert eines Produktfelds',
    'en-GB': 'Product field value',
  },
  'admin.translationTypeProductFieldLabel': {
    'de-DE': 'Bezeichnung eines Produktfelds',
    'en-GB': 'Product field label',
  },
  'admin.translationTypeProductLabelName': { 'de-DE': 'Produktbezeichnung', 'en-GB': 'Product label name' },
  'admin.translationTypeUserFieldLabel': {
    'de-DE': 'Bezeichnung eines Benutzerfelds',
    'en-GB': 'User field label',
  },
  'admin.translationTypeCategoryName': { 'de-DE': 'Kategoriename', 'en-GB': 'Category name' },
  'admin.translationTypeCategoryDescription': {
    'de-DE': 'Kategoriebeschreibung',
    'en-GB': 'Category description',
  },
  'admin.translationTypeContentPageName': {
    'de-DE': 'Name einer Inhaltsseite',
    'en-GB': 'Content page name',
  },
};
