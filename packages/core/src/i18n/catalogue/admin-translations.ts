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

  // The translations admin screen (/admin/translations): states, filters, the editor, the run dialog.
  'admin.translationStateUntranslated': { 'de-DE': 'Nicht übersetzt', 'en-GB': 'Untranslated' },
  'admin.translationStateAwaitingReview': {
    'de-DE': 'Maschinell übersetzt, zu prüfen',
    'en-GB': 'Machine-translated, awaiting review',
  },
  'admin.translationStateOutdated': { 'de-DE': 'Veraltet', 'en-GB': 'Outdated' },
  'admin.translationStateReviewed': { 'de-DE': 'Geprüft', 'en-GB': 'Reviewed' },
  'admin.translationLockedMark': { 'de-DE': 'Gesperrt', 'en-GB': 'Locked' },
  'admin.translationFilterAny': { 'de-DE': 'Alle', 'en-GB': 'Any' },
  'admin.translationFilterLock': { 'de-DE': 'Sperre', 'en-GB': 'Lock' },
  'admin.translationMissingIn': { 'de-DE': 'Fehlt in', 'en-GB': 'Missing in' },
  'admin.translationLockedOnly': { 'de-DE': 'Nur gesperrte', 'en-GB': 'Locked only' },
  'admin.translationUnlockedOnly': { 'de-DE': 'Nur nicht gesperrte', 'en-GB': 'Unlocked only' },
  'admin.translationAcceptSelected': {
    'de-DE': 'Maschinelle Übersetzungen übernehmen ({count})',
    'en-GB': 'Accept machine translations ({count})',
  },
  'admin.translationAcceptSelected_one': {
    'de-DE': 'Maschinelle Übersetzung übernehmen ({count})',
    'en-GB': 'Accept machine translation ({count})',
  },
  'admin.translationAccepted': {
    'de-DE': '{count} Übersetzungen übernommen.',
    'en-GB': '{count} translations accepted.',
  },
  'admin.translationAccepted_one': {
    'de-DE': '{count} Übersetzung übernommen.',
    'en-GB': '{count} translation accepted.',
  },
  'admin.translationSaveFailed': {
    'de-DE': 'Die Übersetzung konnte nicht gespeichert werden.',
    'en-GB': 'The translation could not be saved.',
  },
  'admin.translationDefaultLanguage': {
    'de-DE': '{language} (Standardsprache)',
    'en-GB': '{language} (default language)',
  },
  'admin.translationDefaultFirstHint': {
    'de-DE': 'Die Standardsprache steht oben: Eine Übersetzung braucht zuerst ihren Text.',
    'en-GB': 'The default language comes first: a translation needs its text first.',
  },
  'admin.translationMachineResult': {
    'de-DE': 'Maschinelles Ergebnis ({provider}) gegenüber dem bisherigen Text',
    'en-GB': 'Machine result ({provider}) against the previous text',
  },
  'admin.translationDiffAdded': { 'de-DE': 'Hinzugefügt', 'en-GB': 'Added' },
  'admin.translationDiffRemoved': { 'de-DE': 'Entfernt', 'en-GB': 'Removed' },
  'admin.translationAccept': { 'de-DE': 'Übernehmen', 'en-GB': 'Accept' },
  'admin.translationReject': { 'de-DE': 'Verwerfen', 'en-GB': 'Reject' },
  'admin.translationLock': { 'de-DE': 'Sperren', 'en-GB': 'Lock' },
  'admin.translationUnlock': { 'de-DE': 'Entsperren', 'en-GB': 'Unlock' },
  'admin.translationRevert': {
    'de-DE': 'Auf eingebauten Text zurücksetzen',
    'en-GB': 'Back to the built-in text',
  },
  'admin.translationRevertQuestion': {
    'de-DE': 'Den eigenen Text des Shops in {language} löschen und wieder den eingebauten Text zeigen?',
    'en-GB': "Delete the shop's own text in {language} and show the built-in text again?",
  },
  'admin.translationMemory': {
    'de-DE': 'Aus dem Übersetzungsspeicher',
    'en-GB': 'From the translation memory',
  },
  'admin.translationUseMemory': { 'de-DE': 'Verwenden', 'en-GB': 'Use' },
  'admin.translateMissing': { 'de-DE': 'Fehlende übersetzen', 'en-GB': 'Translate missing' },
  'admin.translateInto': { 'de-DE': 'Übersetzen in', 'en-GB': 'Translate into' },
  'admin.translateOnlySelected': {
    'de-DE': 'Nur die ausgewählten Texte ({count})',
    'en-GB': 'Only the selected texts ({count})',
  },
  'admin.translateOnlySelected_one': {
    'de-DE': 'Nur der ausgewählte Text',
    'en-GB': 'Only the selected text',
  },
  'admin.translateKeepsReviewed': {
    'de-DE':
      'Gesperrte und geprüfte Texte bleiben unverändert; veraltete erhalten einen Vorschlag zum Prüfen.',
    'en-GB': 'Locked and reviewed texts stay as they are; outdated ones get a suggestion to review.',
  },
  'admin.translateStart': { 'de-DE': 'Übersetzung starten', 'en-GB': 'Start translating' },
  'admin.translationStartFailed': {
    'de-DE': 'Die Übersetzung konnte nicht gestartet werden.',
    'en-GB': 'The translation could not be started.',
  },
  'admin.translateReport': {
    'de-DE':
      '{translated} übersetzt, {suggested} Vorschläge, {skipped} gesperrt übersprungen, {refused} abgelehnt',
    'en-GB': '{translated} translated, {suggested} suggestions, {skipped} locked skipped, {refused} refused',
  },
  'admin.translateDone': { 'de-DE': 'Fertig.', 'en-GB': 'Done.' },
  'admin.translateCancelled': { 'de-DE': 'Abgebrochen.', 'en-GB': 'Cancelled.' },
  'admin.translateFailed': { 'de-DE': 'Fehlgeschlagen.', 'en-GB': 'Failed.' },
};
