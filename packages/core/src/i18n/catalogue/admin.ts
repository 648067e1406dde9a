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
    'admin.unlinkFromCategoryConfirm': {
      'de-DE': 'Möchten Sie das Produkt wirklich aus dieser Kategorie entfernen?',
      'en-GB': 'Do you really want to unlink the product from this category?',
    },

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

    // Admin panel frame
    'admin.comingLater': {
      'de-DE': 'Dieser Bereich folgt mit einer späteren Version.',
      'en-GB': 'This area is coming with a later release.',
    },
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

    'admin.translationType': { 'de-DE': 'Übersetzungstyp', 'en-GB': 'Translation type' },
    'admin.translationTypeStatic': { 'de-DE': 'Statischer Text', 'en-GB': 'Static text' },
    'admin.translationTypeDynamic': { 'de-DE': 'Dynamischer Text', 'en-GB': 'Dynamic text' },
    'admin.translationTypeProductName': { 'de-DE': 'Produktname', 'en-GB': 'Product name' },
    'admin.translationTypeProductDescription': {
      'de-DE': 'Produktbeschreibung',
      'en-GB': 'Product description',
    },
    'admin.translationTypeProductFieldValue': {
      'de-DE': 'Wert eines Produktfelds',
      'en-GB': 'Product field value',
    },
    'admin.translationTypeProductFieldLabel': {
      'de-DE': 'Bezeichnung eines Produktfelds',
      'en-GB': 'Product field label',
    },
    'admin.translationTypeProductLabelName': { 'de-DE': 'Produktbezeichnung', 'en-GB': 'Product label name' },
    'admin.translationTypeUserFieldLabel': {
      'de-DE': 'Bezeichnung eines Benutzerfelds',
      'en-GB': 'User field label',
    },
    'admin.translationTypeCategoryName': { 'de-DE': 'Kategoriename', 'en-GB': 'Category name' },
    'admin.translationTypeCategoryDescription': {
      'de-DE': 'Kategoriebeschreibung',
      'en-GB': 'Category description',
    },
    'admin.translationTypeContentPageName': {
      'de-DE': 'Name einer Inhaltsseite',
      'en-GB': 'Content page name',
    },

    // Tenants
    'admin.newTenant': { 'de-DE': 'Neuer Mandant', 'en-GB': 'New tenant' },
    'admin.tenantTabSettings': { 'de-DE': 'Einstellungen', 'en-GB': 'Settings' },
    'admin.tenantTabDomain': { 'de-DE': 'Domain', 'en-GB': 'Domain' },
    'admin.tenantTabNavigation': { 'de-DE': 'Navigation', 'en-GB': 'Navigation' },
    'admin.tenantTabPrintDesign': { 'de-DE': 'Druckdesign-Integration', 'en-GB': 'Print-design integration' },
    'admin.tenantTabOrderWorkflow': { 'de-DE': 'Bestellablauf', 'en-GB': 'Order workflow' },
    'admin.tenantTabAutoTranslation': {
      'de-DE': 'Automatische Übersetzung',
      'en-GB': 'Automatic translation',
    },
    'admin.tenantTabSubscription': { 'de-DE': 'Abonnement', 'en-GB': 'Subscription' },
    'admin.tenantTabScheduling': { 'de-DE': 'Terminbuchung', 'en-GB': 'Scheduling service' },
    'admin.allowTemporaryUsers': { 'de-DE': 'Temporäre Benutzer erlauben', 'en-GB': 'Allow temporary users' },
    'admin.tenantLanguages': { 'de-DE': 'Sprachen', 'en-GB': 'Languages' },
    'admin.defaultLanguage': { 'de-DE': 'Standardsprache', 'en-GB': 'Default language' },
    'admin.pageCount': { 'de-DE': 'Seitenanzahl', 'en-GB': 'Page count' },
    'admin.wizardTitle': { 'de-DE': 'Mandanten einrichten', 'en-GB': 'Set up tenant' },
    'admin.wizardStepPagebar': { 'de-DE': 'Art der Seitenleiste', 'en-GB': 'Type of pagebar' },
    'admin.wizardStepGeneral': { 'de-DE': 'Allgemeine Einstellungen', 'en-GB': 'General settings' },
    'admin.wizardCompanyName': { 'de-DE': 'Firmenname', 'en-GB': 'Company name' },
    'admin.wizardPageTitle': { 'de-DE': 'Seitentitel', 'en-GB': 'Page title' },
    'admin.wizardClaim': { 'de-DE': 'Slogan (optional)', 'en-GB': 'Claim (optional)' },
    'admin.wizardStepLogos': { 'de-DE': 'Logos & Icons', 'en-GB': 'Logos & icons' },
    'admin.wizardStepTheme': { 'de-DE': 'Theme-Einstellungen', 'en-GB': 'Theme settings' },
    'admin.wizardStepTranslation': { 'de-DE': 'Übersetzungseinstellungen', 'en-GB': 'Translation settings' },
    'admin.wizardStepScheduling': {
      'de-DE': 'Terminbuchung einrichten',
      'en-GB': 'Scheduling service setup',
    },
    'admin.wizardPrevious': { 'de-DE': 'Zurück', 'en-GB': 'Previous' },
    'admin.wizardNext': { 'de-DE': 'Weiter', 'en-GB': 'Next' },
    'admin.wizardFinish': { 'de-DE': 'Fertigstellen', 'en-GB': 'Finish' },
    'admin.wizardSaving': { 'de-DE': 'Wird gespeichert…', 'en-GB': 'Saving…' },

    // Domains
    'admin.domainName': { 'de-DE': 'Domainname', 'en-GB': 'Domain name' },
    'admin.addDomain': { 'de-DE': 'Domain hinzufügen', 'en-GB': 'Add domain' },
    'admin.setDomainAsDefault': { 'de-DE': 'Als Standard festlegen', 'en-GB': 'Set as default' },
    'admin.domainDefault': { 'de-DE': 'Standard', 'en-GB': 'Default' },
    'admin.domainFallback': { 'de-DE': 'Fallback-Domain', 'en-GB': 'Fallback domain' },
    'admin.domainFallbackHint': {
      'de-DE': 'Die Fallback-Domain wird vom System vergeben und kann nicht geändert werden.',
      'en-GB': 'The fallback domain is assigned by the system and cannot be changed.',
    },
    'admin.domainStatusPending': { 'de-DE': 'Ausstehend', 'en-GB': 'Pending' },
    'admin.domainStatusPendingHint': { 'de-DE': 'Warten auf DNS', 'en-GB': 'Waiting for DNS' },
    'admin.domainStatusConfiguring': { 'de-DE': 'Wird eingerichtet', 'en-GB': 'Configuring' },
    'admin.domainStatusConfiguringHint': { 'de-DE': 'Die Domain wird eingerichtet', 'en-GB': 'Being set up' },
    'admin.domainStatusActive': { 'de-DE': 'Aktiv', 'en-GB': 'Active' },
    'admin.domainStatusActiveHint': { 'de-DE': 'Bereit', 'en-GB': 'Ready' },
    'admin.domainStatusUnknown': { 'de-DE': 'Unbekannt', 'en-GB': 'Unknown' },

    // Order workflow
    'admin.requireCompleteProfile': {
      'de-DE': 'Vollständiges Profil für Bestellungen erforderlich',
      'en-GB': 'Require a complete profile for ordering',
    },
    'admin.continueShoppingUrl': {
      'de-DE': 'Ziel-URL für „Weiter einkaufen“',
      'en-GB': 'Continue shopping target URL',
    },
    'admin.totalLabel': { 'de-DE': 'Bezeichnung der Summe', 'en-GB': 'Total label' },
    'admin.totalLabelGrandTotal': { 'de-DE': 'Gesamtsumme (Standard)', 'en-GB': 'Grand Total (default)' },
    'admin.totalLabelSubtotal': { 'de-DE': 'Zwischensumme', 'en-GB': 'Subtotal' },
    'admin.additionalPricingText': { 'de-DE': 'Zusätzlicher Preistext', 'en-GB': 'Additional pricing text' },
    'admin.stockWarningRecipients': {
      'de-DE': 'Empfänger von Lagerbestandswarnungen',
      'en-GB': 'Stock warning recipients',
    },
    'admin.multipleSelectionPerItem': {
      'de-DE': 'Mehrfachauswahl pro Artikel',
      'en-GB': 'Multiple selection per item',
    },
    'admin.paymentMethods': { 'de-DE': 'Zahlungsarten', 'en-GB': 'Payment methods' },
    'admin.cardPaymentSecretKey': {
      'de-DE': 'Geheimer Schlüssel (Kartenzahlung)',
      'en-GB': 'Card payment secret key',
    },
    'admin.webhookSecret': { 'de-DE': 'Webhook-Secret', 'en-GB': 'Webhook secret' },
    'admin.publishableKey': { 'de-DE': 'Öffentlicher Schlüssel', 'en-GB': 'Publishable key' },
    'admin.procurementSharedSecret': {
      'de-DE': 'Gemeinsames Secret (Beschaffungssystem)',
      'en-GB': 'Procurement shared secret',
    },
    'admin.secretMaskedHint': {
      'de-DE':
        'Aus Sicherheitsgründen wird der gespeicherte Wert nicht angezeigt. Geben Sie einen neuen Wert ein, um ihn zu überschreiben.',
      'en-GB': 'For security reasons the stored value is not shown. Enter a new value to overwrite it.',
    },
    'admin.showPaymentFields': { 'de-DE': 'Zahlungsfelder anzeigen', 'en-GB': 'Show payment fields' },
    'admin.showShippingFields': { 'de-DE': 'Lieferfelder anzeigen', 'en-GB': 'Show shipping fields' },
    'admin.continueShoppingUrlHint': {
      'de-DE': 'Ein Pfad dieses Shops, der mit / beginnt, z. B. /catalog',
      'en-GB': 'A path of this shop starting with /, e.g. /catalog',
    },
    'admin.additionalPricingTextIn': {
      'de-DE': 'Zusätzlicher Preistext ({language})',
      'en-GB': 'Additional pricing text ({language})',
    },
    'admin.additionalPricingTextHint': {
      'de-DE': 'Wird unter der Bestellübersicht angezeigt.',
      'en-GB': 'Shown under the order summary.',
    },
    'admin.stockWarningRecipientsHint': {
      'de-DE':
        'E-Mail-Adressen durch Kommas getrennt, ohne Leerzeichen und Semikolons, z. B. lager@shop.de,chef@shop.de',
      'en-GB':
        'E-mail addresses separated by commas, without spaces or semicolons, e.g. stock@shop.com,boss@shop.com',
    },
    'admin.paymentSettings': { 'de-DE': 'Zahlung', 'en-GB': 'Payment' },
    'admin.formHasErrors': {
      'de-DE': 'Bitte prüfen Sie die markierten Felder.',
      'en-GB': 'Please check the marked fields.',
    },
    'admin.cardNeedsSecretKey': {
      'de-DE':
        'Die Kartenzahlung wird im Checkout erst angeboten, wenn der geheime Schlüssel (Kartenzahlung) gesetzt ist.',
      'en-GB': 'Card payment is only offered at checkout once the card payment secret key is set.',
    },
    'admin.publishableKeyHint': {
      'de-DE': 'Der öffentliche Schlüssel des Zahlungsanbieters, beginnt mit pk_test_ oder pk_live_.',
      'en-GB': 'The payment provider’s public key, starting with pk_test_ or pk_live_.',
    },
    'admin.publishableKeyInvalid': {
      'de-DE': 'Geben Sie einen öffentlichen Schlüssel ein, der mit pk_test_ oder pk_live_ beginnt',
      'en-GB': 'Enter a publishable key starting with pk_test_ or pk_live_',
    },
    'admin.secretKeys': { 'de-DE': 'Geheime Schlüssel', 'en-GB': 'Secret keys' },
    'admin.secretKeepHint': {
      'de-DE': 'Ein leeres Feld behält den gespeicherten Wert.',
      'en-GB': 'An empty field keeps the stored value.',
    },
    'admin.secretSet': {
      'de-DE': 'Gesetzt ({masked})',
      'en-GB': 'Set ({masked})',
      context: 'A stored secret, shown masked, e.g. Set (••••4242)',
    },
    'admin.secretNotSet': { 'de-DE': 'Nicht gesetzt', 'en-GB': 'Not set', context: 'No secret is stored' },
    'admin.secretRemovedOnSave': {
      'de-DE': 'Wird beim Speichern entfernt',
      'en-GB': 'Removed when you save',
    },
    'admin.removeSecretConfirm': {
      'de-DE': 'Möchten Sie „{name}“ wirklich entfernen? Es wird beim Speichern gelöscht.',
      'en-GB': 'Do you really want to remove "{name}"? It is deleted when you save.',
    },
    'admin.undoRemoveSecret': { 'de-DE': 'Behalten', 'en-GB': 'Keep', context: 'Undo removing a secret' },

    // Subscription
    'admin.subscriptionStatus': { 'de-DE': 'Status', 'en-GB': 'Status' },
    'admin.subscriptionStatusActive': { 'de-DE': 'Aktiv', 'en-GB': 'Active' },
    'admin.subscriptionStatusCanceled': { 'de-DE': 'Gekündigt', 'en-GB': 'Cancelled' },
    'admin.subscriptionTrialUntil': { 'de-DE': 'Testphase bis {date}', 'en-GB': 'Trial until {date}' },
    'admin.subscriptionStart': { 'de-DE': 'Beginn', 'en-GB': 'Start' },
    'admin.subscriptionEnd': { 'de-DE': 'Ende', 'en-GB': 'End' },
    'admin.subscriptionTrialStart': { 'de-DE': 'Beginn der Testphase', 'en-GB': 'Trial start' },
    'admin.subscriptionTrialEnd': { 'de-DE': 'Ende der Testphase', 'en-GB': 'Trial end' },
    'admin.subscriptionNextPayment': { 'de-DE': 'Nächste Zahlung', 'en-GB': 'Next payment' },
    'admin.subscriptionCancel': { 'de-DE': 'Abonnement kündigen', 'en-GB': 'Cancel subscription' },
    'admin.subscriptionReactivate': {
      'de-DE': 'Abonnement reaktivieren',
      'en-GB': 'Reactivate subscription',
    },

    // Scheduling service
    'admin.schedulingEnabled': { 'de-DE': 'Terminbuchung aktiviert', 'en-GB': 'Scheduling enabled' },
    'admin.schedulingApiKey': { 'de-DE': 'API-Schlüssel', 'en-GB': 'API key' },
    'admin.schedulingEventId': { 'de-DE': 'Termintyp-ID', 'en-GB': 'Event identifier' },
    'admin.schedulingSendTest': { 'de-DE': 'Test-E-Mail senden', 'en-GB': 'Send test e-mail' },

    // Pricing tier editor
    'admin.tierGeneralSettings': { 'de-DE': 'Allgemeine Einstellungen', 'en-GB': 'General settings' },
    'admin.tierSettings': { 'de-DE': 'Tarifeinstellungen', 'en-GB': 'Tier settings' },
    'admin.tierFeatures': { 'de-DE': 'Leistungsmerkmale', 'en-GB': 'Features' },
    'admin.tierButtonLabel': { 'de-DE': 'Button-Beschriftung', 'en-GB': 'Button label' },
    'admin.addFeature': { 'de-DE': 'Leistungsmerkmal hinzufügen', 'en-GB': 'Add feature' },

    // Pages
    'admin.pageStatusActive': { 'de-DE': 'Aktiv', 'en-GB': 'Active' },
    'admin.pageStatusInactive': { 'de-DE': 'Inaktiv', 'en-GB': 'Inactive' },
    'admin.pageStatusScheduled': { 'de-DE': 'Geplant', 'en-GB': 'Scheduled' },
    'admin.publishPage': { 'de-DE': 'Veröffentlichen', 'en-GB': 'Publish' },
    'admin.deactivatePage': { 'de-DE': 'Deaktivieren', 'en-GB': 'Deactivate' },
    'admin.newPage': { 'de-DE': 'Neue Seite', 'en-GB': 'New page' },

    // Theme editor
    'admin.themeEditor': { 'de-DE': 'Theme-Editor', 'en-GB': 'Theme editor' },
    'admin.viewportDesktop': { 'de-DE': 'Desktop', 'en-GB': 'Desktop' },
    'admin.viewportTablet': { 'de-DE': 'Tablet', 'en-GB': 'Tablet' },
    'admin.viewportMobile': { 'de-DE': 'Mobil', 'en-GB': 'Mobile' },
    'admin.themePresets': { 'de-DE': 'Theme-Vorlagen', 'en-GB': 'Theme presets' },
    'admin.fontBrowser': { 'de-DE': 'Schriftarten', 'en-GB': 'Font browser' },
    'admin.themeColours': { 'de-DE': 'Farben', 'en-GB': 'Colours' },
    'admin.themeFonts': { 'de-DE': 'Schriften', 'en-GB': 'Fonts' },
    'admin.borderRadius': { 'de-DE': 'Eckenrundung', 'en-GB': 'Border radius' },
    'admin.borderWidth': { 'de-DE': 'Rahmenstärke', 'en-GB': 'Border width' },
    'admin.buttonOutline': { 'de-DE': 'Button-Umrandung', 'en-GB': 'Button outline' },
    'admin.styleAuto': { 'de-DE': 'Automatisch', 'en-GB': 'Auto' },
    'admin.styleOff': { 'de-DE': 'Aus', 'en-GB': 'Off' },
    'admin.styleLight': { 'de-DE': 'Leicht', 'en-GB': 'Light' },
    'admin.styleStrong': { 'de-DE': 'Stark', 'en-GB': 'Strong' },
    'admin.styleThin': { 'de-DE': 'Dünn', 'en-GB': 'Thin' },
    'admin.styleThick': { 'de-DE': 'Dick', 'en-GB': 'Thick' },
    'admin.headerType': { 'de-DE': 'Header-Typ', 'en-GB': 'Header type' },
    'admin.headerTypeDefault': { 'de-DE': 'Standard', 'en-GB': 'Default' },
    'admin.headerTypeSimple': { 'de-DE': 'Einfach', 'en-GB': 'Simple' },
    'admin.userMenuMode': { 'de-DE': 'Benutzermenü', 'en-GB': 'User context menu' },
    'admin.userMenuModeHidden': { 'de-DE': 'Ausgeblendet', 'en-GB': 'Hidden' },
    'admin.userMenuModeFull': { 'de-DE': 'Vollständiges Menü', 'en-GB': 'Full menu' },
    'admin.userMenuModeLoginLogout': { 'de-DE': 'Nur Anmelden/Abmelden', 'en-GB': 'Login/logout only' },
    'admin.mobileLayoutScheme': { 'de-DE': 'Mobiles Layout', 'en-GB': 'Mobile layout scheme' },
    'admin.mobileLayoutSchemeHint': {
      'de-DE': 'Gilt nur für Bildschirmbreiten zwischen 768 px und 1152 px.',
      'en-GB': 'Applies only to screen widths between 768 px and 1152 px.',
    },

    // Media
    'admin.mediaDropZone': {
      'de-DE': 'Dateien hierher ziehen oder klicken, um sie hochzuladen',
      'en-GB': 'Drag files here or click to upload',
    },
    'admin.mediaStandardImage': { 'de-DE': 'Standardbild', 'en-GB': 'Standard image' },
    'admin.mediaCoverImage': { 'de-DE': 'Titelbild', 'en-GB': 'Cover image' },
    'admin.mediaExternalUrl': { 'de-DE': 'Externe Medien-URL', 'en-GB': 'External media URL' },
    'admin.mediaAlternativeImages': {
      'de-DE': 'Alternative Bilder je Sprache',
      'en-GB': 'Alternative images per language',
    },
    'admin.mediaLogo': { 'de-DE': 'Logo', 'en-GB': 'Logo' },
    'admin.mediaWideLogo': { 'de-DE': 'Breites Logo (900 × 186 px)', 'en-GB': 'Wide logo (900 × 186 px)' },
    'admin.mediaFavicon': { 'de-DE': 'Favicon (512 × 512 px)', 'en-GB': 'Favicon (512 × 512 px)' },
    'admin.mediaDarkModeLogo': { 'de-DE': 'Logo für den Dunkelmodus', 'en-GB': 'Dark-mode logo' },
    'admin.mediaLoginBackground': { 'de-DE': 'Hintergrundbild der Anmeldung', 'en-GB': 'Login background' },

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
  },
};
