import { adminActivityEntries } from './admin-activity.ts';
import { adminAiEntries } from './admin-ai.ts';
import { adminCategoryEntries } from './admin-categories.ts';
import { adminDomainEntries } from './admin-domains.ts';
import { adminPageEntries } from './admin-pages.ts';
import { adminInPageEditingEntries } from './admin-in-page-editing.ts';
import { adminIntegrationEntries } from './admin-integrations.ts';
import { adminInventoryEntries } from './admin-inventory.ts';
import { adminJobEntries } from './admin-jobs.ts';
import { adminKitEntries } from './admin-kit.ts';
import { adminMediaEntries } from './admin-media.ts';
import { adminMessageEntries } from './admin-messages.ts';
import { adminProductEntries } from './admin-products.ts';
import { adminProductFieldEntries } from './admin-product-fields.ts';
import { adminPrintFileEntries } from './admin-print-files.ts';
import { adminProductMediaEntries } from './admin-product-media.ts';
import { adminPriceListEntries } from './admin-price-lists.ts';
import { adminPluralEntries } from './admin-plurals.ts';
import { adminRoleEntries } from './admin-roles.ts';
import { adminShellEntries } from './admin-shell.ts';
import { adminTenantSettingsEntries } from './admin-tenant-settings.ts';
import { adminTenantWizardEntries } from './admin-tenant-wizard.ts';
import { adminTenantEntries } from './admin-tenants.ts';
import { adminTenantTabEntries } from './admin-tenant-tabs.ts';
import { adminUserEntries } from './admin-users.ts';
import { adminThemeAllEntries } from './admin-theme-all.ts';
import { adminTranslationEntries } from './admin-translations.ts';
import { adminTranslationExchangeEntries } from './admin-translation-exchange.ts';
import type { CatalogueGroup } from './types.ts';

export const admin: CatalogueGroup = {
  group: 'admin',
  entries: {
    'admin.panelTitle': { 'de-DE': 'Admin-Bereich', 'en-GB': 'Admin panel' },
    'admin.backToShop': { 'de-DE': 'Zurück zum Shop', 'en-GB': 'Back to shop' },
    'admin.switchTenant': { 'de-DE': 'Mandant wechseln', 'en-GB': 'Switch tenant' },

    // Sidebar
    'admin.navGroupStore': { 'de-DE': 'Shop', 'en-GB': 'Store' },
    'admin.navGroupUserAdministration': { 'de-DE': 'Benutzerverwaltung', 'en-GB': 'User administration' },
    'admin.navGroupSettings': { 'de-DE': 'Einstellungen', 'en-GB': 'Settings' },
    'admin.navOverview': { 'de-DE': 'Übersicht', 'en-GB': 'Overview' },
    'admin.navDashboard': { 'de-DE': 'Dashboard', 'en-GB': 'Dashboard' },
    'admin.navOrders': { 'de-DE': 'Bestellungen', 'en-GB': 'Orders' },
    'admin.navProducts': { 'de-DE': 'Produkte', 'en-GB': 'Products' },
    'admin.navProductFields': { 'de-DE': 'Produktfelder', 'en-GB': 'Product fields' },
    'admin.navProductMetaFields': { 'de-DE': 'Produkt-Metafelder', 'en-GB': 'Product meta fields' },
    'admin.navCategories': { 'de-DE': 'Kategorien', 'en-GB': 'Categories' },
    'admin.navPriceLists': { 'de-DE': 'Preislisten', 'en-GB': 'Price lists' },
    'admin.navPriceTables': { 'de-DE': 'Preistabellen', 'en-GB': 'Price Tables' },
    'admin.navCmsPages': { 'de-DE': 'CMS-Seiten', 'en-GB': 'CMS pages' },
    'admin.navSystem': { 'de-DE': 'System', 'en-GB': 'System' },
    'admin.navSystemSettings': { 'de-DE': 'Systemeinstellungen', 'en-GB': 'System Settings' },
    'admin.navLocalization': { 'de-DE': 'Lokalisierung', 'en-GB': 'Localization' },
    'admin.navTranslations': { 'de-DE': 'Übersetzungen', 'en-GB': 'Translations' },
    'admin.navRoles': { 'de-DE': 'Rollen', 'en-GB': 'Roles' },
    'admin.navTenants': { 'de-DE': 'Mandanten', 'en-GB': 'Tenants' },
    'admin.navUsers': { 'de-DE': 'Benutzer', 'en-GB': 'Users' },
    'admin.navUserFields': { 'de-DE': 'Benutzerfelder', 'en-GB': 'User fields' },

    // Dashboard
    'admin.dashboardProducts': { 'de-DE': 'Produkte', 'en-GB': 'Products' },
    'admin.dashboardActivity': { 'de-DE': 'Aktivität', 'en-GB': 'Activity' },
    'admin.dashboardApprovals': { 'de-DE': 'Freigaben', 'en-GB': 'Approvals' },
    'admin.dashboardKpis': { 'de-DE': 'Kennzahlen', 'en-GB': 'KPIs' },
    'admin.dashboardOrders': { 'de-DE': 'Bestellungen', 'en-GB': 'Orders' },
    'admin.dashboardNoActivity': { 'de-DE': 'Keine aktuellen Aktivitäten', 'en-GB': 'No recent activity' },
    'admin.dashboardNoApprovals': { 'de-DE': 'Keine offenen Freigaben', 'en-GB': 'No pending approvals' },

    // Table headers
    'admin.colFieldName': { 'de-DE': 'Feldname', 'en-GB': 'Field name' },
    'admin.colLabel': { 'de-DE': 'Bezeichnung', 'en-GB': 'Label' },
    'admin.colType': { 'de-DE': 'Typ', 'en-GB': 'Type' },
    'admin.colRequired': { 'de-DE': 'Pflichtfeld', 'en-GB': 'Required' },
    'admin.colUse': { 'de-DE': 'Verwenden', 'en-GB': 'Use', context: 'Column: whether the field is in use' },
    'admin.colName': { 'de-DE': 'Name', 'en-GB': 'Name' },
    'admin.colDescription': { 'de-DE': 'Beschreibung', 'en-GB': 'Description' },
    'admin.colRights': { 'de-DE': 'Rechte', 'en-GB': 'Rights' },
    'admin.colLocalization': { 'de-DE': 'Lokalisierung', 'en-GB': 'Localization' },
    'admin.colLocale': { 'de-DE': 'Gebietsschema', 'en-GB': 'Locale' },
    'admin.colNotation': { 'de-DE': 'Schreibweise', 'en-GB': 'Notation' },
    'admin.colDefault': { 'de-DE': 'Standard', 'en-GB': 'Default' },
    'admin.colActions': { 'de-DE': 'Aktionen', 'en-GB': 'Actions' },
    'admin.colStatus': { 'de-DE': 'Status', 'en-GB': 'Status' },

    // Products
    'admin.newProduct': { 'de-DE': 'Neues Produkt', 'en-GB': 'New product' },
    'admin.productTabSettings': { 'de-DE': 'Einstellungen', 'en-GB': 'Settings' },
    'admin.productTabFields': { 'de-DE': 'Felder', 'en-GB': 'Fields' },
    'admin.productTabMetaFields': { 'de-DE': 'Metafelder', 'en-GB': 'Meta Fields' },
    'admin.productTabCategoryAccess': { 'de-DE': 'Kategorie & Zugriff', 'en-GB': 'Category & Access' },
    'admin.productTabPriceManagement': { 'de-DE': 'Preisverwaltung', 'en-GB': 'Price Management' },
    'admin.productTabInventoryManagement': { 'de-DE': 'Lagerverwaltung', 'en-GB': 'Inventory Management' },
    'admin.productTabVariants': { 'de-DE': 'Varianten', 'en-GB': 'Variants' },
    'admin.productMediaEditor': { 'de-DE': 'Vorschaubild & Medien', 'en-GB': 'Thumbnail & media' },
    'admin.productPublished': { 'de-DE': 'Veröffentlicht', 'en-GB': 'Published' },
    'admin.productUnpublished': { 'de-DE': 'Nicht veröffentlicht', 'en-GB': 'Unpublished' },
    'admin.productArchived': { 'de-DE': 'Archiviert', 'en-GB': 'Archived' },
    'admin.productOrderable': { 'de-DE': 'Bestellbar', 'en-GB': 'Orderable' },
    'admin.productCopy': { 'de-DE': 'Produkt kopieren', 'en-GB': 'Copy product' },
    'admin.productDeleteConfirm': {
      'de-DE': 'Möchten Sie dieses Produkt wirklich löschen?',
      'en-GB': 'Do you really want to delete this product?',
    },
    'admin.paymentMode': { 'de-DE': 'Zahlungsmodus', 'en-GB': 'Payment mode' },
    'admin.paymentModeSingle': { 'de-DE': 'Einmalzahlung', 'en-GB': 'Single payment' },
    'admin.paymentModeSubscription': { 'de-DE': 'Abonnement', 'en-GB': 'Subscription' },
    'admin.subscriptionInterval': { 'de-DE': 'Abrechnungsintervall', 'en-GB': 'Subscription interval' },
    'admin.intervalDaily': { 'de-DE': 'Täglich', 'en-GB': 'Daily' },
    'admin.intervalWeekly': { 'de-DE': 'Wöchentlich', 'en-GB': 'Weekly' },
    'admin.intervalMonthly': { 'de-DE': 'Monatlich', 'en-GB': 'Monthly' },
    'admin.intervalYearly': { 'de-DE': 'Jährlich', 'en-GB': 'Yearly' },
    'admin.trialPeriod': { 'de-DE': 'Testzeitraum', 'en-GB': 'Trial period' },
    'admin.pricingMode': { 'de-DE': 'Preismodus', 'en-GB': 'Pricing mode' },
    'admin.pricingModeSimple': { 'de-DE': 'Einfach', 'en-GB': 'Simple' },
    'admin.pricingModePriceList': { 'de-DE': 'Preisliste', 'en-GB': 'Price list' },
    'admin.switchToSimplePricingConfirm': {
      'de-DE':
        'Beim Wechsel zur einfachen Preisgestaltung wird die Preislisten-Konfiguration ersetzt. Möchten Sie fortfahren?',
      'en-GB': 'Switching to simple pricing replaces the price list configuration. Do you want to continue?',
    },
    'admin.price': { 'de-DE': 'Preis', 'en-GB': 'Price' },
    'admin.priceScales': { 'de-DE': 'Preisstaffeln', 'en-GB': 'Quantity scales' },
    'admin.addPriceScale': { 'de-DE': 'Preisstaffel hinzufügen', 'en-GB': 'Add quantity scale' },
    'admin.removePriceScaleConfirm': {
      'de-DE': 'Möchten Sie diese Preisstaffel wirklich entfernen?',
      'en-GB': 'Do you really want to remove this quantity scale?',
    },
    'admin.priceListName': { 'de-DE': 'Name der Preisliste', 'en-GB': 'Price list name' },
    'admin.importPriceList': { 'de-DE': 'Preisliste importieren', 'en-GB': 'Import price list' },
    'admin.exportPriceList': { 'de-DE': 'Preisliste exportieren', 'en-GB': 'Export price list' },
    'admin.taxCategory': { 'de-DE': 'Steuerkategorie', 'en-GB': 'Tax category' },
    'admin.taxCategoryNone': { 'de-DE': 'Keine', 'en-GB': 'None' },
    'admin.taxCategoryStandard': { 'de-DE': 'Standard', 'en-GB': 'Standard' },
    'admin.taxCategoryFoodRestaurant': { 'de-DE': 'Speisen (Restaurant)', 'en-GB': 'Food (restaurant)' },
    'admin.taxCategoryFoodGrocery': {
      'de-DE': 'Lebensmittel (Einzelhandel/Lieferung)',
      'en-GB': 'Food (grocery/delivery)',
    },
    'admin.taxCategorySoftware': { 'de-DE': 'Software', 'en-GB': 'Software' },
    'admin.taxCategoryDigitalContent': { 'de-DE': 'Digitale Inhalte', 'en-GB': 'Digital content' },
    'admin.taxCategoryStreaming': { 'de-DE': 'Streaming', 'en-GB': 'Streaming' },
    'admin.taxCategoryAdvertising': { 'de-DE': 'Werbung', 'en-GB': 'Advertising' },
    'admin.taxCategoryMarketing': { 'de-DE': 'Marketing', 'en-GB': 'Marketing' },
    'admin.taxCategoryConsulting': { 'de-DE': 'Beratung', 'en-GB': 'Consulting' },
    'admin.taxCategoryLegal': { 'de-DE': 'Rechtsberatung', 'en-GB': 'Legal' },
    'admin.taxCategoryAccounting': { 'de-DE': 'Buchhaltung', 'en-GB': 'Accounting' },
    'admin.taxCategoryEducation': { 'de-DE': 'Bildung', 'en-GB': 'Education' },
    'admin.taxCategoryTraining': { 'de-DE': 'Schulung', 'en-GB': 'Training' },
    'admin.taxCategoryMedical': { 'de-DE': 'Medizinische Leistungen', 'en-GB': 'Medical' },
    'admin.taxCategoryShipping': { 'de-DE': 'Versand', 'en-GB': 'Shipping' },
    'admin.variantName': { 'de-DE': 'Variantenname', 'en-GB': 'Variant name' },
    'admin.variantCode': { 'de-DE': 'Variantencode', 'en-GB': 'Variant code' },
    'admin.variantArchivedDate': { 'de-DE': 'Archiviert am', 'en-GB': 'Archived on' },
    'admin.variantInherited': { 'de-DE': 'Geerbt', 'en-GB': 'Inherited' },
    'admin.variantOverwritten': { 'de-DE': 'Überschrieben', 'en-GB': 'Overwritten' },
    'admin.addVariant': { 'de-DE': 'Variante hinzufügen', 'en-GB': 'Add variant' },
    'admin.unlinkVariant': { 'de-DE': 'Variante herauslösen', 'en-GB': 'Unlink variant' },
    'admin.unlinkVariantConfirm': {
      'de-DE':
        'Die Variante wird vom Produkt gelöst und zu einem eigenständigen Produkt. Möchten Sie fortfahren?',
      'en-GB':
        'The variant will be unlinked from the product and become an independent product. Do you want to continue?',
    },
    'admin.deleteVariant': { 'de-DE': 'Variante löschen', 'en-GB': 'Delete variant' },
    'admin.variantRemovalHint': {
      'de-DE': 'Die Variante wird erst beim Speichern endgültig entfernt.',
      'en-GB': 'The variant is only removed permanently when you save.',
    },
    'admin.stockQuantity': { 'de-DE': 'Lagerbestand', 'en-GB': 'Stock quantity' },
    'admin.productLeavesCategoriesConfirm': {
      'de-DE': 'Möchten Sie das Produkt wirklich aus diesen Kategorien entfernen: {categories}?',
      'en-GB': 'Do you really want to unlink the product from these categories: {categories}?',
    },
    'admin.unlinkFromCategoryConfirm': {
      'de-DE': 'Möchten Sie das Produkt wirklich aus dieser Kategorie entfernen?',
      'en-GB': 'Do you really want to unlink the product from this category?',
    },

    // Products list, editor and its tabs (admin-products.ts)
    ...adminProductEntries,

    // Product fields and user fields
    'admin.fieldDefaultValue': { 'de-DE': 'Standardwert', 'en-GB': 'Default value' },
    'admin.fieldDefaultUrl': { 'de-DE': 'Standard-URL', 'en-GB': 'Default URL' },
    'admin.addField': { 'de-DE': 'Feld hinzufügen', 'en-GB': 'Add field' },

    // Categories
    'admin.newCategory': { 'de-DE': 'Neue Kategorie', 'en-GB': 'New category' },
    'admin.categoryName': { 'de-DE': 'Name', 'en-GB': 'Name' },
    'admin.categoryDescription': { 'de-DE': 'Beschreibung', 'en-GB': 'Description' },
    'admin.categoryParent': { 'de-DE': 'Übergeordnete Kategorie', 'en-GB': 'Parent category' },
    'admin.categoryAccessRoles': { 'de-DE': 'Zugriff für Rollen', 'en-GB': 'Access roles' },
    'admin.categoryAccessAll': {
      'de-DE': 'Alle',
      'en-GB': 'All',
      context: 'Category access column when the category is open to everyone',
    },
    'admin.categoryOnline': { 'de-DE': 'Online', 'en-GB': 'Online' },
    'admin.categoryOffline': { 'de-DE': 'Offline', 'en-GB': 'Offline' },
    'admin.categoryLinkUrl': { 'de-DE': 'Link-URL', 'en-GB': 'Link URL' },
    'admin.categoryLinkTarget': { 'de-DE': 'Link-Ziel', 'en-GB': 'Link target' },
    'admin.categoryLinkSameWindow': { 'de-DE': 'Im selben Fenster', 'en-GB': 'Same window' },
    'admin.categoryLinkNewWindow': { 'de-DE': 'In neuem Fenster', 'en-GB': 'New window' },
    'admin.categoryDisplayMode': { 'de-DE': 'Anzeigemodus', 'en-GB': 'Display mode' },
    'admin.categoryDisplayRandom': { 'de-DE': 'Zufällige Produkte', 'en-GB': 'Random products' },
    'admin.categoryDisplayNewest': { 'de-DE': 'Neueste Produkte', 'en-GB': 'Newest products' },
    'admin.categoryDisplayStatic': { 'de-DE': 'Feste Liste', 'en-GB': 'Static list' },
    'admin.categoryStaticProducts': { 'de-DE': 'Feste Produktliste', 'en-GB': 'Static product list' },
    'admin.categorySubcategories': { 'de-DE': 'Unterkategorien', 'en-GB': 'Subcategories' },
    'admin.categorySorterTitle': {
      'de-DE': 'Hauptkategorien sortieren',
      'en-GB': 'Sort top-level categories',
    },
    // The categories administration (admin-categories.ts)
    ...adminCategoryEntries,
    ...adminPageEntries,
    ...adminAiEntries,

    // Roles, users and user fields (admin-users.ts)
    ...adminUserEntries,

    // Admin panel frame
    ...adminShellEntries,
    'admin.forbiddenTitle': { 'de-DE': 'Kein Zugriff', 'en-GB': 'No access' },
    'admin.forbiddenMessage': {
      'de-DE': 'Ihnen fehlt das Recht, diese Seite zu öffnen.',
      'en-GB': 'You do not have the right to open this page.',
    },

    // Translations
    'admin.searchTranslations': { 'de-DE': 'Übersetzungen durchsuchen', 'en-GB': 'Search translations' },
    'admin.translationKey': { 'de-DE': 'Schlüssel', 'en-GB': 'Key' },
    'admin.baseTranslation': { 'de-DE': 'Basistext', 'en-GB': 'Base text' },
    'admin.translationGroup': { 'de-DE': 'Gruppe', 'en-GB': 'Group' },
    'admin.translationContext': { 'de-DE': 'Kontext', 'en-GB': 'Context' },
    'admin.translationTags': { 'de-DE': 'Tags', 'en-GB': 'Tags' },
    'admin.translationLocked': { 'de-DE': 'Gesperrt', 'en-GB': 'Locked' },
    'admin.translateWithAi': { 'de-DE': 'Mit KI übersetzen', 'en-GB': 'Translate with AI' },
    'admin.editModeLanguage': { 'de-DE': 'Texte bearbeiten', 'en-GB': 'Edit texts' },
    'admin.editModeProduct': { 'de-DE': 'Produkte bearbeiten', 'en-GB': 'Edit products' },
    'admin.editModeCms': { 'de-DE': 'Inhalte bearbeiten', 'en-GB': 'Edit content' },
    // The editing mode's floating button (admin-in-page-editing.ts)
    ...adminInPageEditingEntries,

    // Tenants, domains, order workflow, subscription, integrations (admin-tenant-settings.ts, admin-tenants.ts, admin-domains.ts)
    ...adminTenantEntries,
    ...adminTenantSettingsEntries,
    ...adminTenantWizardEntries,
    ...adminDomainEntries,
    ...adminTenantTabEntries,
    ...adminIntegrationEntries,
    ...adminRoleEntries,
    ...adminPriceListEntries,

    // Pages
    'admin.pageStatusActive': { 'de-DE': 'Aktiv', 'en-GB': 'Active' },
    'admin.pageStatusInactive': { 'de-DE': 'Inaktiv', 'en-GB': 'Inactive' },
    'admin.pageStatusScheduled': { 'de-DE': 'Geplant', 'en-GB': 'Scheduled' },
    'admin.publishPage': { 'de-DE': 'Veröffentlichen', 'en-GB': 'Publish' },
    'admin.deactivatePage': { 'de-DE': 'Deaktivieren', 'en-GB': 'Deactivate' },
    'admin.newPage': { 'de-DE': 'Neue Seite', 'en-GB': 'New page' },

    // Tables, bulk actions and form dialogs of the admin kit (admin-kit.ts)
    ...adminKitEntries,

    // The theme editor, its header settings, presets, contrast check and versions (admin-theme-all.ts)
    ...adminThemeAllEntries,
    // Media (admin-media.ts)
    ...adminMediaEntries,
    // The product media editor (admin-product-media.ts)
    ...adminProductMediaEntries,

    // Error and success messages (admin-messages.ts)
    ...adminMessageEntries,
    ...adminInventoryEntries,
    ...adminJobEntries,
    ...adminTranslationEntries,
    ...adminTranslationExchangeEntries,
    ...adminActivityEntries,
    ...adminProductFieldEntries,
    ...adminPrintFileEntries,
    ...adminPluralEntries,
  },
};
