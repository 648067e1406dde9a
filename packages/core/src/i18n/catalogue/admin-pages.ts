import type { CatalogueText } from './types.ts';

// The pages administration (issue 25). The spec's own messages ('Page saved', 'Error deleting page',
// 'The page {pageTitle} cannot be deleted', …) are in admin-messages.ts, the status chips in admin.ts.
export const adminPageEntries: Record<string, CatalogueText> = {
  'admin.pageNotFound': { 'de-DE': 'Die Seite existiert nicht', 'en-GB': 'The page does not exist' },
  'admin.pageSlugTaken': {
    'de-DE': 'Dieser Slug wird bereits von einer anderen Seite verwendet',
    'en-GB': 'This slug is already used by another page',
  },
  'admin.pageChanged': {
    'de-DE':
      'Die Seite wurde inzwischen von jemand anderem gespeichert. Bitte laden Sie sie neu, bevor Sie speichern.',
    'en-GB': 'Someone else has saved the page in the meantime. Please reload it before saving.',
  },
  'admin.pageLimitReached': {
    'de-DE': 'Ihr Shop kann höchstens {max} Seiten haben. Löschen Sie eine Seite, um eine neue anzulegen.',
    'en-GB': 'Your shop can have at most {max} pages. Delete a page to create a new one.',
  },
  'admin.pageLanguages': { 'de-DE': 'Sprachen', 'en-GB': 'Languages' },
  'admin.pageLastChange': { 'de-DE': 'Letzte Änderung', 'en-GB': 'Last change' },
  'admin.pageChangedBy': { 'de-DE': '{when} von {name}', 'en-GB': '{when} by {name}' },
  'admin.pageSlugHint': {
    'de-DE': 'Die Adresse der Seite: Kleinbuchstaben, Ziffern und Bindestriche',
    'en-GB': "The page's address: lowercase letters, digits and hyphens",
  },
  'admin.pageTextLimit': { 'de-DE': 'Höchstens {max} Zeichen', 'en-GB': 'At most {max} characters' },
  'admin.pageSocialImage': { 'de-DE': 'Bild für soziale Medien', 'en-GB': 'Social media image' },
  'admin.pageSocialImageHint': {
    'de-DE': 'Ein Link (https://…) oder ein Pfad des Shops',
    'en-GB': 'A link (https://…) or a path of the shop',
  },
  'admin.pagePublishAt': { 'de-DE': 'Veröffentlichen ab', 'en-GB': 'Publish from' },
  'admin.pageUnpublishAt': { 'de-DE': 'Veröffentlichen bis', 'en-GB': 'Publish until' },
  'admin.viewPage': { 'de-DE': 'Seite ansehen', 'en-GB': 'View page' },
};
