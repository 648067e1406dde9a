import type { CatalogueText } from './types.ts';

// Exchanging translations with translators (XLIFF 2.0, JSON) and the tenant's automatic translation
// tab (issue 27).
export const adminTranslationExchangeEntries: Record<string, CatalogueText> = {
  'admin.translationImportTooLarge': {
    'de-DE': 'Die Datei ist größer als {max} KB. Teilen Sie sie bitte auf.',
    'en-GB': 'The file is larger than {max} KB. Please split it.',
  },
  'admin.translationImportDuplicate': {
    'de-DE': 'Dieser Text steht mehrfach in der Datei',
    'en-GB': 'This text is in the file more than once',
  },
  'admin.translationsExchange': { 'de-DE': 'Export und Import', 'en-GB': 'Export and import' },
  'admin.translationsExchangeIntro': {
    'de-DE':
      'Exportieren Sie die Texte einer Sprache für Übersetzer (XLIFF 2.0 oder JSON) und importieren Sie die übersetzte Datei. Gesperrte Texte bleiben unverändert.',
    'en-GB':
      'Export the texts of one language for translators (XLIFF 2.0 or JSON) and import the translated file. Locked texts stay unchanged.',
  },
  'admin.translationsExportLanguage': { 'de-DE': 'Zielsprache', 'en-GB': 'Target language' },
  'admin.translationsExportFormat': { 'de-DE': 'Format', 'en-GB': 'Format' },
  'admin.translationsFormatXliff': { 'de-DE': 'XLIFF 2.0', 'en-GB': 'XLIFF 2.0' },
  'admin.translationsFormatJson': { 'de-DE': 'JSON', 'en-GB': 'JSON' },
  'admin.translationsExportMissingOnly': {
    'de-DE': 'Nur fehlende Übersetzungen',
    'en-GB': 'Missing translations only',
  },
  'admin.translationsExportDownload': { 'de-DE': 'Exportieren', 'en-GB': 'Export' },
  'admin.translationsExportFailed': {
    'de-DE': 'Der Export ist fehlgeschlagen.',
    'en-GB': 'The export failed.',
  },
  'admin.translationsImportFile': { 'de-DE': 'Datei importieren', 'en-GB': 'Import file' },
  'admin.translationsImporting': { 'de-DE': 'Wird importiert …', 'en-GB': 'Importing …' },
  'admin.translationsImportResult': {
    'de-DE':
      '{language}: {applied} übernommen, {unchanged} unverändert, {skipped} übersprungen, {errors} Fehler',
    'en-GB': '{language}: {applied} applied, {unchanged} unchanged, {skipped} skipped, {errors} errors',
  },
  'admin.translationsImportErrorAddress': { 'de-DE': 'Text', 'en-GB': 'Text' },
  'admin.translationsImportErrorReason': { 'de-DE': 'Grund', 'en-GB': 'Reason' },

  'admin.autoTranslationIntro': {
    'de-DE':
      'Womit Texte automatisch übersetzt werden. Ohne eigenen Schlüssel nutzt der Shop den der Plattform, falls vorhanden.',
    'en-GB':
      "What translates texts automatically. Without a key of its own the shop uses the platform's, if there is one.",
  },
  'admin.autoTranslationProvider': { 'de-DE': 'Anbieter', 'en-GB': 'Provider' },
  'admin.autoTranslationProviderDeepl': { 'de-DE': 'DeepL', 'en-GB': 'DeepL' },
  'admin.autoTranslationProviderAi': { 'de-DE': 'KI-Dienst', 'en-GB': 'AI service' },
  'admin.autoTranslationFormality': { 'de-DE': 'Förmlichkeit', 'en-GB': 'Formality' },
  'admin.formalityDefault': { 'de-DE': 'Standard', 'en-GB': 'Default' },
  'admin.formalityMore': { 'de-DE': 'Eher förmlich (Sie)', 'en-GB': 'More formal' },
  'admin.formalityLess': { 'de-DE': 'Eher informell (du)', 'en-GB': 'Less formal' },
  'admin.autoTranslationAiBaseUrl': { 'de-DE': 'Adresse des KI-Dienstes', 'en-GB': 'AI service address' },
  'admin.autoTranslationAiBaseUrlHint': {
    'de-DE': 'OpenAI-kompatibel, https://…; leer: der Dienst der Plattform.',
    'en-GB': "OpenAI-compatible, https://…; empty: the platform's service.",
  },
  'admin.autoTranslationAiModel': { 'de-DE': 'Modell', 'en-GB': 'Model' },
  'admin.autoTranslationDeeplKey': { 'de-DE': 'DeepL-API-Schlüssel', 'en-GB': 'DeepL API key' },
  'admin.autoTranslationAiKey': { 'de-DE': 'API-Schlüssel des KI-Dienstes', 'en-GB': 'AI service API key' },
  'admin.glossary': { 'de-DE': 'Glossar', 'en-GB': 'Glossary' },
  'admin.glossaryTargetLanguage': {
    'de-DE': 'Übersetzung aus {language} nach',
    'en-GB': 'Translation from {language} into',
  },
  'admin.glossaryTerms': {
    'de-DE': 'Begriffe, je Zeile „Begriff = Übersetzung“',
    'en-GB': 'Terms, one “term = translation” a line',
  },
  'admin.glossarySave': { 'de-DE': 'Glossar speichern', 'en-GB': 'Save glossary' },
  'admin.glossaryDeepLSynced': {
    'de-DE': 'DeepL hat das Glossar übernommen.',
    'en-GB': 'DeepL has the glossary now.',
  },
  'admin.glossaryDeepLNotConfigured': {
    'de-DE': 'Nur hier gespeichert: DeepL ist nicht eingerichtet (Anbieter DeepL mit API-Schlüssel).',
    'en-GB': 'Saved here only: DeepL is not set up (provider DeepL with an API key).',
  },
  'admin.glossaryDeepLFailed': {
    'de-DE': 'Gespeichert, aber DeepL hat das Glossar abgelehnt: {message}',
    'en-GB': 'Saved, but DeepL refused the glossary: {message}',
  },
};
