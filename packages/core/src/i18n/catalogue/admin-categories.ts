import type { CatalogueText } from './types.ts';

// The categories administration (spec §2 Category editor, top-level category sorter). The spec's own
// messages ('Category settings saved successfully.', …) are in admin-messages.ts; labels shared with the
// product editor (Online/Offline, link target, display modes) in admin.ts.
export const adminCategoryEntries: Record<string, CatalogueText> = {
  'admin.categoryNotFound': {
    'de-DE': 'Die Kategorie existiert nicht',
    'en-GB': 'The category does not exist',
  },
  'admin.categorySlugTaken': {
    'de-DE': 'Eine Kategorie mit dieser Adresse existiert bereits. Bitte ändern Sie den Slug.',
    'en-GB': 'A category with this address already exists. Please change the slug.',
  },
  'admin.categoryCycle': {
    'de-DE': 'Eine Kategorie kann nicht in sich selbst oder eine ihrer Unterkategorien verschoben werden',
    'en-GB': 'A category cannot be moved into itself or one of its subcategories',
  },
  'admin.categoryHasSubcategories': {
    'de-DE': 'Die Kategorie hat Unterkategorien. Verschieben oder löschen Sie diese zuerst.',
    'en-GB': 'This category has subcategories. Move or delete them first.',
  },
  'admin.categoryProductNotFound': {
    'de-DE': 'Ein Produkt der Liste existiert nicht mehr',
    'en-GB': 'A product of the list no longer exists',
  },
  'admin.categoryOrderOutdated': {
    'de-DE': 'Die Kategorien wurden inzwischen geändert. Bitte laden Sie die Seite neu.',
    'en-GB': 'The categories have changed meanwhile. Please reload the page.',
  },
  'admin.categorySlug': { 'de-DE': 'Adresse (Slug)', 'en-GB': 'Address (slug)' },
  'admin.categorySlugHint': {
    'de-DE': 'Leer lassen, um sie aus dem Namen zu bilden',
    'en-GB': 'Leave empty to make it from the name',
  },
  'admin.categoryPublished': { 'de-DE': 'Online (im Shop sichtbar)', 'en-GB': 'Online (shown in the shop)' },
  'admin.categoryTopLevel': { 'de-DE': 'Keine (oberste Ebene)', 'en-GB': 'None (top level)' },
  'admin.categoryAccessHint': {
    'de-DE': 'Keine Rolle gewählt: für alle sichtbar',
    'en-GB': 'No role chosen: visible to everyone',
  },
  'admin.colProducts': { 'de-DE': 'Produkte', 'en-GB': 'Products' },
  'admin.colAccess': { 'de-DE': 'Zugriff', 'en-GB': 'Access' },
  'admin.categoryIndent': {
    'de-DE': 'Unter die Kategorie darüber schieben',
    'en-GB': 'Make a subcategory of the one above',
  },
  'admin.categoryOutdent': { 'de-DE': 'Eine Ebene höher', 'en-GB': 'Move one level up' },
  'admin.categoryMoved': { 'de-DE': 'Kategorie verschoben', 'en-GB': 'Category moved' },
  'admin.errorMovingCategory': {
    'de-DE': 'Fehler beim Verschieben der Kategorie',
    'en-GB': 'Error moving category',
  },
  'admin.categoryOrderSaved': { 'de-DE': 'Reihenfolge gespeichert', 'en-GB': 'Category order saved' },
  'admin.categoryDeleted': { 'de-DE': 'Kategorie gelöscht', 'en-GB': 'Category deleted' },
  'admin.errorDeletingCategory': {
    'de-DE': 'Fehler beim Löschen der Kategorie',
    'en-GB': 'Error deleting category',
  },
  'admin.deleteCategoryConfirm': {
    'de-DE':
      'Kategorie „{name}“ löschen? Ihre Produkte bleiben im Shop, nur ihre Zuordnung zu dieser Kategorie entfällt.',
    'en-GB':
      'Delete the category “{name}”? Its products stay in the shop; only their link to this category goes.',
  },
  'admin.categoriesEmpty': { 'de-DE': 'Noch keine Kategorien', 'en-GB': 'No categories yet' },
  'admin.categoryTabSettings': { 'de-DE': 'Einstellungen', 'en-GB': 'Settings' },
  'admin.categoryTabDisplay': { 'de-DE': 'Anzeige & Produkte', 'en-GB': 'Display & products' },
  'admin.categoryAddProduct': { 'de-DE': 'Produkt hinzufügen', 'en-GB': 'Add product' },
  'admin.categorySearchProducts': { 'de-DE': 'Produkte suchen', 'en-GB': 'Search products' },
  'admin.categoryUnlinkProduct': { 'de-DE': 'Entfernen', 'en-GB': 'Unlink' },
  'admin.categoryNoStaticProducts': {
    'de-DE': 'Noch keine Produkte in der Liste',
    'en-GB': 'No products in the list yet',
  },
  'admin.categoryStaticHint': {
    'de-DE': 'Die Navigation zeigt die ersten 3 Produkte der Liste.',
    'en-GB': 'The navigation shows the first 3 products of the list.',
  },
  'admin.categoryProductOffline': { 'de-DE': 'nicht veröffentlicht', 'en-GB': 'not published' },
  'admin.categoryViewInShop': { 'de-DE': 'Im Shop ansehen', 'en-GB': 'View in shop' },
  'admin.categoryLanguage': { 'de-DE': '{field} ({language})', 'en-GB': '{field} ({language})' },
  'admin.sorterHint': {
    'de-DE': 'Ziehen Sie die Kategorien oder nutzen Sie die Pfeiltasten-Knöpfe, dann Speichern.',
    'en-GB': 'Drag the categories or use the move buttons, then Save.',
  },
};
