import type { CatalogueText } from './types.ts';

// The admin's user administration: users, roles and their rights, user fields (spec §2, §3).
export const adminUserEntries: Record<string, CatalogueText> = {
  // Roles and users
  'admin.newRole': { 'de-DE': 'Neue Rolle', 'en-GB': 'New role' },
  'admin.deleteRoleConfirm': {
    'de-DE': 'Möchten Sie diese Rolle wirklich löschen?',
    'en-GB': 'Do you really want to delete this role?',
  },
  'admin.newUser': { 'de-DE': 'Neuer Benutzer', 'en-GB': 'New user' },
  'admin.username': { 'de-DE': 'Benutzername', 'en-GB': 'Username' },
  'admin.searchUsers': { 'de-DE': 'Benutzer suchen', 'en-GB': 'Search users' },
  'admin.showArchived': { 'de-DE': 'Archivierte anzeigen', 'en-GB': 'Show archived' },

  'admin.roleNameTaken': {
    'de-DE': 'Eine Rolle mit diesem Namen existiert bereits',
    'en-GB': 'A role with this name already exists',
  },
  'admin.roleNotFound': { 'de-DE': 'Die Rolle existiert nicht', 'en-GB': 'The role does not exist' },
  'admin.systemRoleNotDeletable': {
    'de-DE': 'Eingebaute Rollen können nicht gelöscht werden',
    'en-GB': 'Built-in roles cannot be deleted',
  },
  'admin.unknownRight': { 'de-DE': 'Unbekannte Rechte: {rights}', 'en-GB': 'Unknown rights: {rights}' },
  'admin.rightsExceedOwn': {
    'de-DE': 'Sie können nur Rechte vergeben oder entziehen, die Sie selbst haben: {rights}',
    'en-GB': 'You can only grant or take away rights you hold yourself: {rights}',
  },
  'admin.userNotFound': { 'de-DE': 'Der Benutzer existiert nicht', 'en-GB': 'The user does not exist' },
  'admin.emailTaken': {
    'de-DE': 'Ein Benutzer mit dieser E-Mail-Adresse existiert bereits',
    'en-GB': 'A user with this email address already exists',
  },
  'admin.usernameTaken': {
    'de-DE': 'Dieser Benutzername ist bereits vergeben',
    'en-GB': 'This username is already taken',
  },
  'admin.unknownRole': { 'de-DE': 'Unbekannte Rollen: {roles}', 'en-GB': 'Unknown roles: {roles}' },
  'admin.unknownLanguage': {
    'de-DE': 'Diese Sprache wird vom Shop nicht angeboten',
    'en-GB': 'This language is not offered by the shop',
  },
  'admin.ownPasswordViaAccount': {
    'de-DE': 'Ihr eigenes Passwort ändern Sie unter „Passwort ändern“ in Ihrem Konto',
    'en-GB': 'Change your own password under "Change password" in your account',
  },
  'admin.cannotArchiveSelf': {
    'de-DE': 'Sie können Ihr eigenes Konto nicht archivieren',
    'en-GB': 'You cannot archive your own account',
  },
  'admin.userFieldNotFound': { 'de-DE': 'Das Feld existiert nicht', 'en-GB': 'The field does not exist' },
  'admin.fieldNameTaken': {
    'de-DE': 'Ein Feld mit diesem Namen existiert bereits',
    'en-GB': 'A field with this name already exists',
  },
  'admin.fieldMaxBelowMin': {
    'de-DE': 'Der Höchstwert darf nicht kleiner als der Mindestwert sein',
    'en-GB': 'The maximum must not be less than the minimum',
  },

  'admin.colEmail': { 'de-DE': 'E-Mail-Adresse', 'en-GB': 'Email' },
  'admin.colRoles': { 'de-DE': 'Rollen', 'en-GB': 'Roles' },
  'admin.editUser': { 'de-DE': 'Benutzer bearbeiten', 'en-GB': 'Edit user' },
  'admin.editRole': { 'de-DE': 'Rolle bearbeiten', 'en-GB': 'Edit role' },
  'admin.statusActive': { 'de-DE': 'Aktiv', 'en-GB': 'Active', context: 'Status of a user account' },
  'admin.statusArchived': {
    'de-DE': 'Archiviert',
    'en-GB': 'Archived',
    context: 'Status of a user account',
  },
  'admin.roleTypeSystem': {
    'de-DE': 'Eingebaut',
    'en-GB': 'Built-in',
    context: 'Role type system: comes with the shop, cannot be deleted',
  },
  'admin.roleTypeCustom': { 'de-DE': 'Eigene', 'en-GB': 'Custom', context: 'Role type custom' },
  'admin.passwordKeepHint': {
    'de-DE': 'Leer lassen, um das bisherige Passwort zu behalten',
    'en-GB': 'Leave empty to keep the current password',
  },
  'admin.listRange': {
    'de-DE': '{from}–{to} von {total}',
    'en-GB': '{from}–{to} of {total}',
    context: 'Paging of an admin table',
  },
  'admin.archiveUserConfirm': {
    'de-DE': 'Möchten Sie {name} wirklich archivieren? Alle Sitzungen des Benutzers werden sofort beendet.',
    'en-GB': 'Do you really want to archive {name}? All their sessions end at once.',
  },
  'admin.unarchiveUserConfirm': {
    'de-DE': 'Möchten Sie {name} wiederherstellen? Der Benutzer kann sich dann wieder anmelden.',
    'en-GB': 'Do you want to restore {name}? They can then log in again.',
  },
  'admin.rightAdminAccess': { 'de-DE': 'Admin-Bereich öffnen', 'en-GB': 'Open the admin panel' },
  'admin.rightCatalogRead': { 'de-DE': 'Sortiment ansehen', 'en-GB': 'View the catalogue' },
  'admin.rightCatalogWrite': {
    'de-DE': 'Produkte und Kategorien bearbeiten',
    'en-GB': 'Edit products and categories',
  },
  'admin.rightPricesWrite': { 'de-DE': 'Preise bearbeiten', 'en-GB': 'Edit prices' },
  'admin.rightOrdersRead': { 'de-DE': 'Bestellungen ansehen', 'en-GB': 'View orders' },
  'admin.rightOrdersManage': { 'de-DE': 'Bestellungen bearbeiten', 'en-GB': 'Manage orders' },
  'admin.rightCmsEdit': { 'de-DE': 'Seiten bearbeiten', 'en-GB': 'Edit pages' },
  'admin.rightTranslationsEdit': { 'de-DE': 'Übersetzungen bearbeiten', 'en-GB': 'Edit translations' },
  'admin.rightThemeEdit': { 'de-DE': 'Theme bearbeiten', 'en-GB': 'Edit the theme' },
  'admin.rightUsersManage': { 'de-DE': 'Benutzer verwalten', 'en-GB': 'Manage users' },
  'admin.rightRolesManage': { 'de-DE': 'Rollen verwalten', 'en-GB': 'Manage roles' },
  'admin.rightFieldsManage': { 'de-DE': 'Benutzerfelder verwalten', 'en-GB': 'Manage user fields' },
  'admin.rightTenantSettings': {
    'de-DE': 'Mandanteneinstellungen bearbeiten',
    'en-GB': 'Edit tenant settings',
  },

  // User fields
  'admin.editField': { 'de-DE': 'Feld bearbeiten', 'en-GB': 'Edit field' },
  'admin.fieldLabelIn': { 'de-DE': 'Bezeichnung ({language})', 'en-GB': 'Label ({language})' },
  'admin.fieldOptions': { 'de-DE': 'Auswahlwerte (einer pro Zeile)', 'en-GB': 'Options (one per line)' },
  'admin.fieldMin': { 'de-DE': 'Mindestwert', 'en-GB': 'Minimum' },
  'admin.fieldMax': { 'de-DE': 'Höchstwert', 'en-GB': 'Maximum' },
  'admin.fieldStep': { 'de-DE': 'Schrittweite', 'en-GB': 'Step' },
  'admin.fieldAllowNegative': { 'de-DE': 'Negative Zahlen erlauben', 'en-GB': 'Allow negative numbers' },
  'admin.fieldInUse': {
    'de-DE': 'Wird verwendet',
    'en-GB': 'In use',
    context: 'Field is shown on My Account',
  },
  'admin.fieldTypeText': { 'de-DE': 'Text', 'en-GB': 'Text' },
  'admin.fieldTypeNumber': { 'de-DE': 'Zahl', 'en-GB': 'Number' },
  'admin.fieldTypeEmail': { 'de-DE': 'E-Mail-Adresse', 'en-GB': 'Email' },
  'admin.fieldTypePhone': { 'de-DE': 'Telefon', 'en-GB': 'Phone' },
  'admin.fieldTypeMobile': { 'de-DE': 'Mobiltelefon', 'en-GB': 'Mobile' },
  'admin.fieldTypeUrl': { 'de-DE': 'URL', 'en-GB': 'URL' },
  'admin.fieldTypeSelect': { 'de-DE': 'Auswahl', 'en-GB': 'Selection' },
  'admin.deleteFieldConfirm': {
    'de-DE':
      'Möchten Sie das Feld {name} wirklich löschen? Die dazu erfassten Werte werden ebenfalls gelöscht.',
    'en-GB': 'Do you really want to delete the field {name}? The values entered for it are deleted too.',
  },
  'admin.dragToReorder': { 'de-DE': 'Zum Sortieren ziehen', 'en-GB': 'Drag to reorder' },
  'admin.moveUp': { 'de-DE': 'Nach oben', 'en-GB': 'Move up' },
  'admin.moveDown': { 'de-DE': 'Nach unten', 'en-GB': 'Move down' },
};
