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
  'admin.pageCopySuffix': {
    'de-DE': '(Kopie)',
    'en-GB': '(copy)',
    context: "Added to a duplicated page's title in each language",
  },
  'admin.duplicatePage': { 'de-DE': 'Duplizieren', 'en-GB': 'Duplicate' },
  'admin.pageDuplicated': {
    'de-DE': 'Seite dupliziert: {pageTitle}',
    'en-GB': 'Page duplicated: {pageTitle}',
  },
  'admin.errorDuplicatingPage': {
    'de-DE': 'Fehler beim Duplizieren der Seite',
    'en-GB': 'Error duplicating page',
  },
  // Versions (every save keeps one)
  'admin.pageVersions': { 'de-DE': 'Versionen', 'en-GB': 'Versions' },
  'admin.pageVersionsHint': {
    'de-DE':
      'Jedes Speichern legt eine Version an. Sehen Sie frühere Versionen an und stellen Sie eine wieder her.',
    'en-GB': 'Every save keeps a version. Look at earlier versions and restore one.',
  },
  'admin.pageVersion': { 'de-DE': 'Version {version}', 'en-GB': 'Version {version}' },
  'admin.pageVersionCurrent': { 'de-DE': 'Aktuell', 'en-GB': 'Current' },
  'admin.pageVersionSaved': { 'de-DE': '{when} von {name}', 'en-GB': '{when} by {name}' },
  'admin.pageVersionView': { 'de-DE': 'Ansehen', 'en-GB': 'View' },
  'admin.pageVersionRestore': { 'de-DE': 'Wiederherstellen', 'en-GB': 'Restore' },
  'admin.pageVersionRestoreConfirm': {
    'de-DE':
      'Den Inhalt von Version {version} wiederherstellen? Er wird als neue Version gespeichert; die jetzige bleibt in der Liste.',
    'en-GB':
      'Restore the content of version {version}? It is saved as a new version; the current one stays in the list.',
  },
  'admin.pageVersionRestored': {
    'de-DE': 'Version {version} wiederhergestellt',
    'en-GB': 'Version {version} restored',
  },
  'admin.errorRestoringPageVersion': {
    'de-DE': 'Fehler beim Wiederherstellen der Version',
    'en-GB': 'Error restoring the version',
  },
  'admin.pageVersionNotFound': {
    'de-DE': 'Diese Version der Seite gibt es nicht',
    'en-GB': 'This version of the page does not exist',
  },
  'admin.pageVersionNewer': {
    'de-DE':
      'Diese Version stammt aus einer neueren Version der Anwendung und kann noch nicht wiederhergestellt werden.',
    'en-GB': 'This version comes from a newer release of the app and cannot be restored yet.',
  },
  'admin.pageVersionsMore': { 'de-DE': 'Ältere Versionen laden', 'en-GB': 'Load older versions' },
  'admin.pageVersionEmpty': {
    'de-DE': 'Diese Version hat keinen Inhalt.',
    'en-GB': 'This version has no content.',
  },
  'admin.viewPage': { 'de-DE': 'Seite ansehen', 'en-GB': 'View page' },
};
