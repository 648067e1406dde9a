import type { CatalogueText } from './types.ts';

// In-page editing (issue 27, decision 0083): the floating button and its controls. The controls' own
// labels are admin.editModeLanguage|Product|Cms (admin.ts).
export const adminInPageEditingEntries: Record<string, CatalogueText> = {
  'admin.editModeButton': { 'de-DE': 'Bearbeitungsmodus', 'en-GB': 'Editing mode' },
  'admin.editModeControls': { 'de-DE': 'Was bearbeitet wird', 'en-GB': 'What to edit' },
  'admin.editModeOff': { 'de-DE': 'Bearbeitungsmodus beenden', 'en-GB': 'Leave editing mode' },
  // The text popover and the page texts panel.
  'admin.inPageTextTitle': { 'de-DE': 'Text', 'en-GB': 'Text' },
  'admin.inPageWhichText': { 'de-DE': 'Welcher Text', 'en-GB': 'Which text' },
  'admin.inPageLoading': { 'de-DE': 'Wird geladen …', 'en-GB': 'Loading…' },
  'admin.inPageDefaultLanguage': {
    'de-DE': '{language} (Standardsprache)',
    'en-GB': '{language} (default language)',
  },
  'admin.inPageStateUntranslated': { 'de-DE': 'Nicht übersetzt', 'en-GB': 'Untranslated' },
  'admin.inPageStateMachine': { 'de-DE': 'Maschinell übersetzt', 'en-GB': 'Machine translated' },
  'admin.inPageStateReviewed': { 'de-DE': 'Geprüft', 'en-GB': 'Reviewed' },
  'admin.inPageStateOutdated': { 'de-DE': 'Veraltet', 'en-GB': 'Outdated' },
  'admin.inPageLock': { 'de-DE': 'Sperren', 'en-GB': 'Lock' },
  'admin.inPageUnlock': { 'de-DE': 'Entsperren', 'en-GB': 'Unlock' },
  'admin.inPageServedBy': {
    'de-DE': 'Ohne eigenen Text zeigt die Seite den Text auf {language}.',
    'en-GB': 'Without its own text the page shows the {language} text.',
  },
  'admin.inPageUseSuggestion': {
    'de-DE': 'Übernehmen: {text} ({score} %)',
    'en-GB': 'Use: {text} ({score} %)',
  },
  'admin.inPageTranslate': { 'de-DE': 'Maschinell übersetzen', 'en-GB': 'Translate by machine' },
  'admin.inPageTranslating': { 'de-DE': 'Wird übersetzt …', 'en-GB': 'Translating…' },
  'admin.inPageTranslateNoResult': {
    'de-DE': 'Die maschinelle Übersetzung ist noch nicht da. Versuchen Sie es später erneut.',
    'en-GB': 'The machine translation has not arrived yet. Try again later.',
  },
  'admin.inPageSaved': { 'de-DE': 'Gespeichert', 'en-GB': 'Saved' },
  'admin.inPagePageTexts': { 'de-DE': 'Texte dieser Seite', 'en-GB': 'Texts of this page' },
  'admin.inPagePageTextsMissing': { 'de-DE': 'Es fehlt: {languages}', 'en-GB': 'Missing: {languages}' },
  'admin.inPagePageTextsNone': {
    'de-DE': 'Auf dieser Seite wurden keine Texte gefunden.',
    'en-GB': 'No texts were found on this page.',
  },
  'admin.inPageSaveAll': { 'de-DE': 'Alle speichern', 'en-GB': 'Save all' },
  // The product and CMS controls (decision 0096).
  'admin.inPageProductName': { 'de-DE': 'Produktname', 'en-GB': 'Product name' },
  'admin.inPageProductDescription': { 'de-DE': 'Produktbeschreibung', 'en-GB': 'Product description' },
  'admin.inPageFieldLabel': { 'de-DE': 'Bezeichnung des Felds', 'en-GB': 'Field label' },
  'admin.inPageCategoryName': { 'de-DE': 'Name der Kategorie', 'en-GB': 'Category name' },
  'admin.inPageShownLanguage': {
    'de-DE': 'Diese Seite zeigt den Text auf {language}.',
    'en-GB': 'This page shows the {language} text.',
  },
  'admin.inPagePageText': { 'de-DE': 'Text der Seite', 'en-GB': 'Page text' },
  'admin.inPagePageTextHint': {
    'de-DE': 'Wird als neue Version der Seite gespeichert und ist sofort zu sehen, wenn die Seite aktiv ist.',
    'en-GB': 'Saved as a new version of the page, and shown at once when the page is active.',
  },
  'admin.pageTextGone': {
    'de-DE': 'Diesen Text gibt es auf der Seite nicht mehr. Bitte laden Sie die Seite neu.',
    'en-GB': 'This text is no longer on the page. Please reload the page.',
  },
  'admin.inPagePageNewer': {
    'de-DE':
      'Diese Seite wurde mit einer neueren Version der Anwendung gespeichert und kann hier noch nicht bearbeitet werden.',
    'en-GB': 'This page was saved by a newer release of the app and cannot be edited here yet.',
  },
};
