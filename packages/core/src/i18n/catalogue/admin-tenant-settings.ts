import type { CatalogueText } from './types.ts';

// The admin group's texts of a tenant's settings: tenants and domains, the order workflow (spec §3),
// subscription, integrations and the pricing tiers. Part of the 'admin' group (admin.ts).
export const adminTenantSettingsEntries: Record<string, CatalogueText> = {
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
  'admin.secretSetHidden': {
    'de-DE': 'Gesetzt. Geben Sie einen neuen ein, um ihn zu ersetzen.',
    'en-GB': 'Set. Enter a new one to replace it.',
    context: 'A secret is stored; the server never shows it, not even masked',
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

  // Stock photos (the page builder's image search)
  'admin.stockPhotos': { 'de-DE': 'Stockfotos', 'en-GB': 'Stock photos' },
  'admin.stockPhotosIntro': {
    'de-DE':
      'Die Bildsuche des Seiteneditors findet Fotos auf Unsplash. Legen Sie dort eine Anwendung an und tragen Sie hier ihren Zugriffsschlüssel (Access Key) und ihren Namen ein.',
    'en-GB':
      'The page editor’s image search finds photos on Unsplash. Create an application there and enter its access key and its name here.',
  },
  'admin.stockPhotosPlatformKey': {
    'de-DE': 'Ohne eigenen Schlüssel nutzt der Shop den Schlüssel der Plattform.',
    'en-GB': 'Without a key of its own, the shop uses the platform’s key.',
  },
  'admin.stockPhotosNoPlatformKey': {
    'de-DE': 'Die Plattform hat keinen Schlüssel: Ohne eigenen Schlüssel ist die Bildsuche aus.',
    'en-GB': 'The platform has no key: without a key of its own, the image search is off.',
  },
  'admin.unsplashAccessKey': { 'de-DE': 'Unsplash-Zugriffsschlüssel', 'en-GB': 'Unsplash access key' },
  'admin.unsplashAppName': { 'de-DE': 'Name der Unsplash-Anwendung', 'en-GB': 'Unsplash application name' },
  'admin.unsplashAppNameHint': {
    'de-DE': 'Steht in den Links, die Fotograf und Unsplash nennen. Leer: {name}.',
    'en-GB': 'Goes into the links that credit the photographer and Unsplash. Empty: {name}.',
  },

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
};
