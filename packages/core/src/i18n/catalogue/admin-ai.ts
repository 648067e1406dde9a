import type { CatalogueText } from './types.ts';

// The AI's help with pages (issue 25, decision 0076): what the server answers when AI work cannot be
// done. The wizard's own texts (steps, prompt, findings) are in cms.ts.
export const adminAiEntries: Record<string, CatalogueText> = {
  'admin.aiNotConfigured': {
    'de-DE': 'Für diesen Shop ist keine KI eingerichtet',
    'en-GB': 'No AI service is set up for this shop',
  },
  'admin.aiTimeout': {
    'de-DE': 'Der KI-Dienst hat nicht rechtzeitig geantwortet. Bitte versuchen Sie es erneut.',
    'en-GB': 'The AI service did not answer in time. Please try again.',
  },
  'admin.aiUnavailable': {
    'de-DE': 'Der KI-Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es später erneut.',
    'en-GB': 'The AI service cannot be reached at the moment. Please try again later.',
  },
  'admin.aiRejected': {
    'de-DE':
      'Der KI-Dienst hat die Anfrage abgelehnt. Bitte prüfen Sie Schlüssel und Modell in den KI-Einstellungen des Servers.',
    'en-GB':
      "The AI service refused the request. Please check the key and model of the server's AI settings.",
  },
  'admin.aiInvalidAnswer': {
    'de-DE':
      'Die Antwort der KI war nicht verwendbar; es wurde nichts gespeichert. Bitte versuchen Sie es erneut.',
    'en-GB': "The AI's answer could not be used, so nothing was stored. Please try again.",
  },
  'admin.aiRefused': {
    'de-DE': 'Die KI hat diese Anfrage abgelehnt. Bitte formulieren Sie den Prompt anders.',
    'en-GB': 'The AI declined this request. Please rephrase the prompt.',
  },
  'admin.aiFailed': {
    'de-DE': 'Die KI-Aufgabe ist fehlgeschlagen. Bitte versuchen Sie es erneut.',
    'en-GB': 'The AI task failed. Please try again.',
  },
  'admin.aiTaskInterrupted': {
    'de-DE': 'Die KI-Aufgabe wurde unterbrochen. Bitte starten Sie sie erneut.',
    'en-GB': 'The AI task was interrupted. Please start it again.',
  },
  'admin.pageBlockNotFound': {
    'de-DE': 'Diesen Block gibt es auf der Seite nicht (mehr)',
    'en-GB': 'This block is not on the page (any more)',
  },
};
