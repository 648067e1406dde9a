import type { CatalogueText } from './types.ts';

// The admin group's error and success messages (spec §8). Part of the 'admin' group (admin.ts).
export const adminMessageEntries: Record<string, CatalogueText> = {
  // Error messages
  'admin.errorAddingProduct': {
    'de-DE': 'Fehler beim Hinzufügen des Produkts',
    'en-GB': 'Error adding product',
  },
  'admin.errorCreatingProduct': {
    'de-DE': 'Fehler beim Anlegen des Produkts',
    'en-GB': 'Error creating product',
  },
  'admin.errorSavingProduct': {
    'de-DE': 'Fehler beim Speichern des Produkts',
    'en-GB': 'Error saving product',
  },
  'admin.errorCopyingProduct': {
    'de-DE': 'Fehler beim Kopieren des Produkts',
    'en-GB': 'Error copying product',
  },
  'admin.errorArchivingProduct': {
    'de-DE': 'Fehler beim Archivieren des Produkts',
    'en-GB': 'Error archiving product',
  },
  'admin.errorUnarchivingProduct': {
    'de-DE': 'Fehler beim Wiederherstellen des Produkts',
    'en-GB': 'Error unarchiving product',
  },
  'admin.errorDeletingProduct': {
    'de-DE': 'Fehler beim Löschen des Produkts',
    'en-GB': 'Error deleting product',
  },
  'admin.errorCreatingPriceList': {
    'de-DE': 'Fehler beim Anlegen der Preisliste',
    'en-GB': 'Error creating price list',
  },
  'admin.errorArchivingPriceList': {
    'de-DE': 'Fehler beim Archivieren der Preisliste',
    'en-GB': 'Error archiving price list',
  },
  'admin.errorRestoringPriceList': {
    'de-DE': 'Fehler beim Wiederherstellen der Preisliste',
    'en-GB': 'Error restoring price list',
  },
  'admin.errorImportingPriceList': {
    'de-DE': 'Fehler beim Importieren der Preisliste',
    'en-GB': 'Error importing price list',
  },
  'admin.errorExportingPriceList': {
    'de-DE': 'Fehler beim Exportieren der Preisliste',
    'en-GB': 'Error exporting price list',
  },
  'admin.errorCreatingVariant': {
    'de-DE': 'Fehler beim Anlegen der Variante',
    'en-GB': 'Error creating variant',
  },
  'admin.errorUploadingImage': {
    'de-DE': 'Fehler beim Hochladen des Bildes',
    'en-GB': 'Error uploading image',
  },
  'admin.errorDeletingImage': {
    'de-DE': 'Fehler beim Löschen des Bildes',
    'en-GB': 'Error deleting image',
  },
  'admin.errorAddingImage': { 'de-DE': 'Fehler beim Hinzufügen des Bildes', 'en-GB': 'Error adding image' },
  'admin.errorRemovingImage': {
    'de-DE': 'Fehler beim Entfernen des Bildes',
    'en-GB': 'Error removing image',
  },
  'admin.errorSavingImageOrder': {
    'de-DE': 'Fehler beim Speichern der Bildreihenfolge',
    'en-GB': 'Error saving image order',
  },
  'admin.errorSavingRole': { 'de-DE': 'Fehler beim Speichern der Rolle', 'en-GB': 'Error saving role' },
  'admin.errorCreatingRole': { 'de-DE': 'Fehler beim Anlegen der Rolle', 'en-GB': 'Error creating role' },
  'admin.errorSavingUser': { 'de-DE': 'Fehler beim Speichern des Benutzers', 'en-GB': 'Error saving user' },
  'admin.errorCreatingUser': {
    'de-DE': 'Fehler beim Anlegen des Benutzers',
    'en-GB': 'Error creating user',
  },
  'admin.errorSavingTenant': {
    'de-DE': 'Fehler beim Speichern des Mandanten',
    'en-GB': 'Error saving tenant',
  },
  'admin.errorCreatingTenant': {
    'de-DE': 'Fehler beim Anlegen des Mandanten',
    'en-GB': 'Error creating tenant',
  },
  'admin.errorSavingCategory': {
    'de-DE': 'Fehler beim Speichern der Kategorie',
    'en-GB': 'Error saving category',
  },
  'admin.errorCreatingCategory': {
    'de-DE': 'Fehler beim Anlegen einer neuen Kategorie.',
    'en-GB': 'Error creating a new category.',
  },
  'admin.errorSavingCategorySettings': {
    'de-DE': 'Fehler beim Speichern der Kategorieeinstellungen.',
    'en-GB': 'Error while saving category settings.',
  },
  'admin.errorSavingField': { 'de-DE': 'Fehler beim Speichern des Feldes', 'en-GB': 'Error saving field' },
  'admin.errorCreatingField': {
    'de-DE': 'Fehler beim Anlegen des Feldes',
    'en-GB': 'Error creating field',
  },
  'admin.errorSavingFieldOrder': {
    'de-DE': 'Fehler beim Speichern der Feldreihenfolge',
    'en-GB': 'Error saving field order',
  },
  'admin.errorArchivingUser': {
    'de-DE': 'Fehler beim Archivieren des Benutzers',
    'en-GB': 'Error archiving user',
  },
  'admin.errorUnarchivingUser': {
    'de-DE': 'Fehler beim Wiederherstellen des Benutzers',
    'en-GB': 'Error unarchiving user',
  },
  'admin.errorDeletingRole': { 'de-DE': 'Fehler beim Löschen der Rolle', 'en-GB': 'Error deleting role' },
  'admin.errorDeletingField': {
    'de-DE': 'Fehler beim Löschen des Feldes',
    'en-GB': 'Error deleting field',
  },
  'admin.errorSavingLayout': {
    'de-DE': 'Fehler beim Speichern des Layouts',
    'en-GB': 'Error saving layout',
  },
  'admin.errorCreatingLayout': {
    'de-DE': 'Fehler beim Anlegen des Layouts',
    'en-GB': 'Error creating layout',
  },
  'admin.errorSavingPage': { 'de-DE': 'Fehler beim Speichern der Seite', 'en-GB': 'Error saving page' },
  'admin.errorCreatingPage': { 'de-DE': 'Fehler beim Anlegen der Seite', 'en-GB': 'Error creating page' },
  'admin.errorDeletingPage': { 'de-DE': 'Fehler beim Löschen der Seite', 'en-GB': 'Error deleting page' },
  'admin.pageCannotBeDeleted': {
    'de-DE': 'Die Seite {pageTitle} kann nicht gelöscht werden',
    'en-GB': 'The page {pageTitle} cannot be deleted',
  },
  'admin.errorSavingContent': {
    'de-DE': 'Fehler beim Speichern des Inhalts',
    'en-GB': 'Error saving content',
  },
  'admin.errorCreatingContent': {
    'de-DE': 'Fehler beim Anlegen des Inhalts',
    'en-GB': 'Error creating content',
  },
  'admin.errorUpdatingLanguage': {
    'de-DE': 'Fehler beim Aktualisieren der Sprache',
    'en-GB': 'Error updating language',
  },
  'admin.errorUpdatingThumbnail': {
    'de-DE': 'Fehler beim Aktualisieren des Vorschaubilds',
    'en-GB': 'Error updating thumbnail',
  },
  'admin.tenantIdNotFound': {
    'de-DE': 'Die Einstellungen konnten nicht gespeichert werden: Mandanten-ID nicht gefunden',
    'en-GB': 'Could not save settings: tenant ID not found',
  },
  'admin.errorSavingTenantSettings': {
    'de-DE': 'Beim Speichern der Mandanteneinstellungen ist ein Fehler aufgetreten',
    'en-GB': 'An error occurred while saving tenant settings',
  },
  'admin.noTenantSelected': { 'de-DE': 'Kein Mandant ausgewählt', 'en-GB': 'No tenant selected' },
  'admin.noDomainsToUpdate': {
    'de-DE': 'Keine Domains zum Aktualisieren vorhanden',
    'en-GB': 'No domains available to update',
  },
  'admin.domainUpdateFailed': {
    'de-DE': 'Die Domain konnte nicht hinzugefügt, gelöscht oder als Standard festgelegt werden: {error}',
    'en-GB': 'Failed to add, delete or set default domain: {error}',
  },
  'admin.errorSavingStockSettings': {
    'de-DE': 'Fehler beim Speichern der Lagereinstellungen',
    'en-GB': 'Error saving stock settings',
  },
  'admin.errorSavingExternalMediaLink': {
    'de-DE': 'Fehler beim Speichern des externen Medienlinks',
    'en-GB': 'Error when saving external media link',
  },

  // Success messages
  'admin.productSaved': { 'de-DE': 'Produkt gespeichert', 'en-GB': 'Product saved' },
  'admin.productCopied': { 'de-DE': 'Produkt kopiert', 'en-GB': 'Product copied' },
  'admin.productDeleted': { 'de-DE': 'Produkt gelöscht', 'en-GB': 'Product deleted' },
  'admin.fieldSaved': { 'de-DE': 'Feld gespeichert', 'en-GB': 'Field saved' },
  'admin.fieldOrderSaved': { 'de-DE': 'Feldreihenfolge gespeichert', 'en-GB': 'Field order saved' },
  'admin.fieldDeleted': { 'de-DE': 'Feld gelöscht', 'en-GB': 'Field deleted' },
  'admin.userSaved': { 'de-DE': 'Benutzer gespeichert', 'en-GB': 'User saved' },
  'admin.userCreated': { 'de-DE': 'Benutzer angelegt', 'en-GB': 'User created' },
  'admin.userArchived': { 'de-DE': 'Benutzer archiviert', 'en-GB': 'User archived' },
  'admin.userUnarchived': { 'de-DE': 'Benutzer wiederhergestellt', 'en-GB': 'User restored' },
  'admin.roleSaved': { 'de-DE': 'Rolle gespeichert', 'en-GB': 'Role saved' },
  'admin.roleDeleted': { 'de-DE': 'Rolle gelöscht', 'en-GB': 'Role deleted' },
  'admin.stockSettingsSaved': {
    'de-DE': 'Lagereinstellungen gespeichert',
    'en-GB': 'Stock settings saved',
  },
  'admin.userFieldsSaved': { 'de-DE': 'Benutzerfelder gespeichert', 'en-GB': 'User fields saved' },
  'admin.externalMediaLinkSaved': {
    'de-DE': 'Externer Medienlink gespeichert',
    'en-GB': 'External media link saved',
  },
  'admin.categorySettingsSaved': {
    'de-DE': 'Kategorieeinstellungen erfolgreich gespeichert.',
    'en-GB': 'Category settings saved successfully.',
  },
  'admin.pageSaved': { 'de-DE': 'Seite gespeichert', 'en-GB': 'Page saved' },
  'admin.pageDeleted': { 'de-DE': 'Seite gelöscht', 'en-GB': 'Page deleted' },
  'admin.domainAdded': { 'de-DE': 'Domain hinzugefügt', 'en-GB': 'Domain added' },
  'admin.domainDeleted': { 'de-DE': 'Domain gelöscht', 'en-GB': 'Domain deleted' },
  'admin.domainSetAsDefault': {
    'de-DE': 'Domain als Standard festgelegt',
    'en-GB': 'Domain set as default',
  },
  'admin.ctaSaved': { 'de-DE': 'Call-to-Action gespeichert', 'en-GB': 'Call to action saved' },
  'admin.settingsSaved': { 'de-DE': 'Einstellungen gespeichert', 'en-GB': 'Settings saved' },
};
