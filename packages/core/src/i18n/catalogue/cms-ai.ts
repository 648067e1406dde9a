import type { CatalogueText } from './types.ts';

// The AI's help with pages (issue 25, decision 0076): "Create with AI" (the prompt, the wizard's steps,
// what was found) and "Translate with AI". The wizard's step names themselves are in cms.ts.
export const cmsAiEntries: Record<string, CatalogueText> = {
  'cms.aiCreateWithAi': { 'de-DE': 'Mit KI erstellen', 'en-GB': 'Create with AI' },
  'cms.aiPromptLabel': {
    'de-DE': 'Worum soll es auf der Seite gehen?',
    'en-GB': 'What should the page be about?',
  },
  'cms.aiPromptHint': {
    'de-DE':
      'Zum Beispiel: Eine Landingpage für unsere neuen Premium-Visitenkarten mit einem Aufruf zum Bestellen',
    'en-GB': 'For example: a landing page for our new premium business cards, with a call to order them',
  },
  'cms.aiPromptSubmit': { 'de-DE': 'Seite erstellen', 'en-GB': 'Create page' },
  'cms.aiPromptFailed': {
    'de-DE': 'Der Prompt konnte nicht gesendet werden',
    'en-GB': 'Failed to submit prompt',
  },
  'cms.aiWorking': {
    'de-DE':
      'Die KI arbeitet. Sie können dieses Fenster schließen: Die Seite erscheint in der Liste, sobald sie fertig ist.',
    'en-GB': 'The AI is working. You may close this window: the page appears in the list once it is ready.',
  },
  'cms.aiStepDone': { 'de-DE': 'erledigt', 'en-GB': 'done' },
  'cms.aiStepCurrent': { 'de-DE': 'läuft', 'en-GB': 'in progress' },
  'cms.aiStepPending': { 'de-DE': 'ausstehend', 'en-GB': 'pending' },
  'cms.aiPageReady': {
    'de-DE': 'Die Seite ist als inaktiver Entwurf angelegt. Prüfen Sie sie, bevor Sie sie veröffentlichen.',
    'en-GB': 'The page has been created as an inactive draft. Check it before you publish it.',
  },
  'cms.aiTryAgain': { 'de-DE': 'Erneut versuchen', 'en-GB': 'Try again' },
  'cms.aiOpenPage': { 'de-DE': 'Seite öffnen', 'en-GB': 'Open the page' },
  'cms.aiRepaired': {
    'de-DE': '{count} Einstellungen der KI waren nicht verwendbar und wurden zurückgesetzt.',
    'en-GB': '{count} settings of the AI could not be used and were reset.',
  },
  'cms.aiImagePlaceholders': {
    'de-DE': '{count} Bilder sind noch auszuwählen; ihr Alternativtext beschreibt, was sie zeigen sollen.',
    'en-GB': '{count} pictures are still to be chosen; their alt text describes what they should show.',
  },
  'cms.aiTranslated': { 'de-DE': '{count} Texte übersetzt.', 'en-GB': '{count} texts translated.' },
  'cms.aiRefusedTexts': {
    'de-DE':
      '{count} Übersetzungen wurden verworfen (Platzhalter oder Formatierung verändert, zu lang oder fehlgeschlagen); diese Texte bleiben unübersetzt.',
    'en-GB':
      '{count} translations were refused (placeholders or formatting changed, too long, or failed); these texts stay untranslated.',
  },
  // Singulars (i18next plural forms), so nothing says "1 texts translated".
  'cms.aiRepaired_one': {
    'de-DE': '{count} Einstellung der KI war nicht verwendbar und wurde zurückgesetzt.',
    'en-GB': '{count} setting of the AI could not be used and was reset.',
  },
  'cms.aiImagePlaceholders_one': {
    'de-DE': '{count} Bild ist noch auszuwählen; sein Alternativtext beschreibt, was es zeigen soll.',
    'en-GB': '{count} picture is still to be chosen; its alt text describes what it should show.',
  },
  'cms.aiTranslated_one': { 'de-DE': '{count} Text übersetzt.', 'en-GB': '{count} text translated.' },
  'cms.aiRefusedTexts_one': {
    'de-DE':
      '{count} Übersetzung wurde verworfen (Platzhalter oder Formatierung verändert, zu lang oder fehlgeschlagen); dieser Text bleibt unübersetzt.',
    'en-GB':
      '{count} translation was refused (placeholders or formatting changed, too long, or failed); this text stays untranslated.',
  },
  'cms.aiTranslateIntro': {
    'de-DE':
      'Die Texte dieser Seite, die in {languages} fehlen, werden aus {source} übersetzt. Vorhandene Übersetzungen bleiben, wie sie sind. Das Ergebnis wird als neue Version der Seite gespeichert.',
    'en-GB':
      'The texts of this page that {languages} lack are translated from {source}. Existing translations stay as they are. The result is saved as a new version of the page.',
  },
  'cms.aiTranslateStart': { 'de-DE': 'Übersetzen', 'en-GB': 'Translate' },
  'cms.aiTranslationSaved': {
    'de-DE': 'Die Übersetzungen wurden als neue Version gespeichert.',
    'en-GB': 'The translations have been saved as a new version.',
  },
  'cms.aiNothingToTranslate': {
    'de-DE': 'Alle Texte haben bereits ihre Übersetzungen.',
    'en-GB': 'Every text already has its translations.',
  },
  'cms.aiOneLanguage': {
    'de-DE': 'Der Shop hat nur eine Sprache: Es gibt nichts zu übersetzen.',
    'en-GB': 'The shop has only one language: there is nothing to translate into.',
  },
  'cms.aiNotConfiguredTitle': { 'de-DE': 'Keine KI eingerichtet', 'en-GB': 'No AI set up' },
  'cms.aiNotConfiguredText': {
    'de-DE':
      'Um Seiten mit KI zu erstellen und zu übersetzen, braucht der Server einen KI-Dienst: AI_API_KEY und AI_MODEL, dazu AI_BASE_URL für einen anderen Dienst als OpenAI (jede OpenAI-kompatible Schnittstelle, auch ein lokaler Modellserver). Bitte wenden Sie sich an den Betreiber Ihres Shops.',
    'en-GB':
      'To create and translate pages with AI, the server needs an AI service: AI_API_KEY and AI_MODEL, plus AI_BASE_URL for a service other than OpenAI (any OpenAI-compatible API, a local model server too). Please ask whoever runs your shop.',
  },
};
