import type { CatalogueText } from './types.ts';

// The admin kit (tables, bulk actions, form dialogs, the search combobox) and the users list's bulk archive.
export const adminKitEntries: Record<string, CatalogueText> = {
  'admin.searchToChoose': { 'de-DE': 'Zum Suchen tippen…', 'en-GB': 'Type to search…' },
  'admin.showChoices': { 'de-DE': 'Auswahl zeigen', 'en-GB': 'Show choices' },
  'admin.tablePageSize': { 'de-DE': 'Zeilen pro Seite', 'en-GB': 'Rows per page' },
  'admin.tableColumns': { 'de-DE': 'Spalten', 'en-GB': 'Columns' },
  'admin.tableShownColumns': { 'de-DE': 'Angezeigte Spalten', 'en-GB': 'Columns shown' },
  'admin.tableSelectAll': {
    'de-DE': 'Alle Zeilen dieser Seite auswählen',
    'en-GB': 'Select all rows on this page',
  },
  'admin.tableSelectRow': { 'de-DE': '{name} auswählen', 'en-GB': 'Select {name}' },
  'admin.tableSelected': {
    'de-DE': '{count} ausgewählt',
    'en-GB': '{count} selected',
    context: 'Rows ticked for a bulk action',
  },
  'admin.tableClearSelection': { 'de-DE': 'Auswahl aufheben', 'en-GB': 'Clear selection' },
  'admin.tableBulkActions': { 'de-DE': 'Aktionen für die Auswahl', 'en-GB': 'Actions for the selection' },
  'admin.tableBulkProgress': {
    'de-DE': '{done} von {total} erledigt…',
    'en-GB': '{done} of {total} done…',
  },
  'admin.discardChangesQuestion': {
    'de-DE': 'Möchten Sie Ihre Eingaben verwerfen?',
    'en-GB': 'Do you want to discard what you entered?',
  },
  'admin.archiveUsersConfirm': {
    'de-DE': 'Möchten Sie {count} Benutzer wirklich archivieren? Alle ihre Sitzungen werden sofort beendet.',
    'en-GB': 'Do you really want to archive {count} users? All their sessions end at once.',
  },
  'admin.unarchiveUsersConfirm': {
    'de-DE': 'Möchten Sie {count} Benutzer wiederherstellen? Sie können sich dann wieder anmelden.',
    'en-GB': 'Do you want to restore {count} users? They can then log in again.',
  },
  'admin.usersArchived': {
    'de-DE': '{count} Benutzer archiviert',
    'en-GB': '{count} users archived',
  },
  'admin.usersUnarchived': {
    'de-DE': '{count} Benutzer wiederhergestellt',
    'en-GB': '{count} users restored',
  },
  'admin.usersBulkFailed': {
    'de-DE': '{failed} von {total} Benutzern konnten nicht geändert werden.',
    'en-GB': '{failed} of {total} users could not be changed.',
  },
  // One failed (count = failed): "1 of 1 users" would be wrong, so the noun follows the one.
  'admin.usersBulkFailed_one': {
    'de-DE': '{failed} Benutzer (von {total}) konnte nicht geändert werden.',
    'en-GB': '{failed} user (of {total}) could not be changed.',
  },
  // The rich text editor (product descriptions).
  'admin.richTextToolbar': {
    'de-DE': 'Formatierung: {label}',
    'en-GB': 'Formatting: {label}',
    context: '{label} is the text field the toolbar formats, e.g. Description',
  },
  'admin.richTextBold': { 'de-DE': 'Fett', 'en-GB': 'Bold' },
  'admin.richTextItalic': { 'de-DE': 'Kursiv', 'en-GB': 'Italic' },
  'admin.richTextUnderline': { 'de-DE': 'Unterstrichen', 'en-GB': 'Underline' },
  'admin.richTextHeading': { 'de-DE': 'Überschrift', 'en-GB': 'Heading' },
  'admin.richTextSubheading': { 'de-DE': 'Zwischenüberschrift', 'en-GB': 'Subheading' },
  'admin.richTextBulletedList': { 'de-DE': 'Aufzählung', 'en-GB': 'Bulleted list' },
  'admin.richTextNumberedList': { 'de-DE': 'Nummerierte Liste', 'en-GB': 'Numbered list' },
  'admin.richTextLink': { 'de-DE': 'Link', 'en-GB': 'Link' },
  'admin.richTextLinkUrl': {
    'de-DE': 'Adresse (https://… oder /pfad)',
    'en-GB': 'Address (https://… or /path)',
  },
  'admin.richTextRemoveLink': { 'de-DE': 'Link entfernen', 'en-GB': 'Remove link' },
};
