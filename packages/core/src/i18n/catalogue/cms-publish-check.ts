import type { CatalogueText } from './types.ts';

// The publish check (issue 25, pages/publish-check.ts): its findings and the question before a page
// with findings goes live.
export const cmsPublishCheckEntries: Record<string, CatalogueText> = {
  'cms.publishCheckTitle': { 'de-DE': 'Vor dem Veröffentlichen', 'en-GB': 'Before publishing' },
  'cms.publishCheckIntro': {
    'de-DE': 'Die Prüfung der Seite hat Folgendes gefunden. Möchten Sie die Seite trotzdem veröffentlichen?',
    'en-GB': 'Checking the page found the following. Do you want to publish the page anyway?',
  },
  'cms.publishAnyway': { 'de-DE': 'Trotzdem veröffentlichen', 'en-GB': 'Publish anyway' },
  'cms.publishCheckFindings': { 'de-DE': 'Hinweise der Prüfung', 'en-GB': 'Findings of the check' },
  'cms.publishCheckRun': { 'de-DE': 'Seite prüfen', 'en-GB': 'Check page' },
  'cms.publishCheckNothingFound': {
    'de-DE': 'Die Prüfung hat nichts gefunden: Die Seite kann veröffentlicht werden.',
    'en-GB': 'The check found nothing: the page is ready to publish.',
  },
  'cms.publishCheckBuilderIntro': {
    'de-DE': 'So, wie die Seite im Editor steht (auch ungespeichert), hat die Prüfung Folgendes gefunden.',
    'en-GB': 'The page as it stands in the editor (unsaved changes included) was checked and this was found.',
  },
  'cms.publishCheckGoToBlock': { 'de-DE': 'Zum Block', 'en-GB': 'Go to block' },
  'cms.publishCheckPageTexts': { 'de-DE': 'Seiteneinstellungen', 'en-GB': 'Page settings' },
  'cms.publishCheckBlock': { 'de-DE': '{block} „{id}“', 'en-GB': '{block} “{id}”' },
  'cms.publishCheckSection': { 'de-DE': 'Abschnitt „{id}“', 'en-GB': 'Section “{id}”' },
  'cms.publishCheckImageAlt': {
    'de-DE': 'Bild ohne Alternativtext',
    'en-GB': 'Image without alternative text',
  },
  'cms.publishCheckNoH1': {
    'de-DE': 'Die Seite hat keine Hauptüberschrift (H1).',
    'en-GB': 'The page has no main heading (H1).',
  },
  'cms.publishCheckManyH1': {
    'de-DE': 'Weitere Hauptüberschrift (H1): Eine Seite hat nur eine.',
    'en-GB': 'Another main heading (H1): a page has only one.',
  },
  'cms.publishCheckHeadingSkipped': {
    'de-DE': 'Überschrift {level} folgt auf {previous}: Eine Ebene wird übersprungen.',
    'en-GB': 'Heading {level} follows {previous}: a level is skipped.',
  },
  'cms.publishCheckLinkName': {
    'de-DE': 'Link ohne Beschriftung',
    'en-GB': 'Link without a label',
  },
  'cms.publishCheckContrast': {
    'de-DE': 'Zu wenig Kontrast zwischen Text und Hintergrund ({ratio}:1, mindestens {minimum}:1).',
    'en-GB': 'Too little contrast between text and background ({ratio}:1, at least {minimum}:1).',
  },
  'cms.publishCheckSeoTitleMissing': { 'de-DE': 'Kein SEO-Titel', 'en-GB': 'No SEO title' },
  'cms.publishCheckSeoTitleLength': {
    'de-DE': 'SEO-Titel mit {length} Zeichen: Suchergebnisse zeigen gut {min} bis {max}.',
    'en-GB': 'SEO title of {length} characters: search results show {min} to {max} well.',
  },
  'cms.publishCheckSeoDescriptionMissing': {
    'de-DE': 'Keine SEO-Beschreibung',
    'en-GB': 'No SEO description',
  },
  'cms.publishCheckSeoDescriptionLength': {
    'de-DE': 'SEO-Beschreibung mit {length} Zeichen: Suchergebnisse zeigen gut {min} bis {max}.',
    'en-GB': 'SEO description of {length} characters: search results show {min} to {max} well.',
  },
  'cms.publishCheckTranslationMissing': { 'de-DE': 'Übersetzung fehlt', 'en-GB': 'Missing translation' },
};
