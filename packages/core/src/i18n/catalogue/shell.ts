import type { CatalogueGroup } from './types.ts';

export const shell: CatalogueGroup = {
  group: 'shell',
  entries: {
    'shell.skipToContent': { 'de-DE': 'Zum Inhalt springen', 'en-GB': 'Skip to content' },

    // Header
    'shell.searchPlaceholder': { 'de-DE': 'Produkte durchsuchen…', 'en-GB': 'Search products…' },
    'shell.cart': { 'de-DE': 'Warenkorb', 'en-GB': 'Cart' },
    'shell.favourites': { 'de-DE': 'Favoriten', 'en-GB': 'Favourites' },
    'shell.notifications': { 'de-DE': 'Benachrichtigungen', 'en-GB': 'Notifications' },
    'shell.noNotifications': { 'de-DE': 'Keine neuen Benachrichtigungen', 'en-GB': 'No new notifications' },
    'shell.openMenu': { 'de-DE': 'Menü öffnen', 'en-GB': 'Open menu' },
    'shell.closeMenu': { 'de-DE': 'Menü schließen', 'en-GB': 'Close menu' },
    'shell.userMenu': { 'de-DE': 'Benutzermenü', 'en-GB': 'User menu' },
    'shell.userMenuMyAccount': { 'de-DE': 'Mein Konto', 'en-GB': 'My Account' },
    'shell.userMenuAdminPanel': { 'de-DE': 'Admin-Bereich', 'en-GB': 'Admin panel' },
    'shell.userMenuClientApp': { 'de-DE': 'Kunden-App', 'en-GB': 'Client app' },
    'shell.userMenuFaq': { 'de-DE': 'FAQ', 'en-GB': 'FAQ' },
    'shell.userMenuLogout': { 'de-DE': 'Abmelden', 'en-GB': 'Logout' },
    'shell.userMenuLogin': { 'de-DE': 'Anmelden', 'en-GB': 'Login' },

    // Footer
    'shell.footerImprint': { 'de-DE': 'Impressum', 'en-GB': 'Imprint' },
    'shell.footerPrivacyPolicy': { 'de-DE': 'Datenschutzerklärung', 'en-GB': 'Privacy policy' },
    'shell.footerTerms': { 'de-DE': 'AGB', 'en-GB': 'Terms and conditions' },
    'shell.footerManageCookies': {
      'de-DE': 'Cookie-Einstellungen verwalten',
      'en-GB': 'Manage cookie settings',
    },
    'shell.footerCopyright': {
      'de-DE': '© {year} {company}',
      'en-GB': '© {year} {company}',
      context: '{year} is the current year, {company} the tenant company name',
    },

    // Cookie consent banner
    'shell.cookieBannerTitle': { 'de-DE': 'Wir verwenden Cookies', 'en-GB': 'We use cookies' },
    'shell.cookieBannerText': {
      'de-DE':
        'Wir verwenden Cookies, damit unser Shop zuverlässig funktioniert und wir ihn stetig verbessern können. Notwendige Cookies sind für den Betrieb erforderlich; Statistik- und Marketing-Cookies setzen wir nur mit Ihrer Einwilligung ein. Ihre Auswahl können Sie jederzeit über „Cookie-Einstellungen verwalten“ im Footer ändern.',
      'en-GB':
        'We use cookies so that our shop works reliably and so that we can keep improving it. Necessary cookies are required for the site to work; we only use statistics and marketing cookies with your consent. You can change your choice at any time via “Manage cookie settings” in the footer.',
    },
    'shell.cookieAcceptAll': { 'de-DE': 'Alle akzeptieren', 'en-GB': 'Accept all' },
    'shell.cookieOnlyNecessary': { 'de-DE': 'Nur notwendige', 'en-GB': 'Only necessary' },
    'shell.cookieSettings': { 'de-DE': 'Einstellungen', 'en-GB': 'Settings' },
    'shell.cookieSaveSelection': { 'de-DE': 'Auswahl speichern', 'en-GB': 'Save selection' },
    'shell.cookieCategoryNecessary': { 'de-DE': 'Notwendig', 'en-GB': 'Necessary' },
    'shell.cookieCategoryNecessaryText': {
      'de-DE':
        'Diese Cookies sind für Anmeldung, Warenkorb und Bestellung erforderlich und können nicht deaktiviert werden.',
      'en-GB': 'These cookies are required for login, the cart and ordering and cannot be switched off.',
    },
    'shell.cookieCategoryStatistics': { 'de-DE': 'Statistik', 'en-GB': 'Statistics' },
    'shell.cookieCategoryStatisticsText': {
      'de-DE':
        'Diese Cookies helfen uns zu verstehen, wie unser Shop genutzt wird, damit wir ihn verbessern können.',
      'en-GB': 'These cookies help us understand how our shop is used so that we can improve it.',
    },
    'shell.cookieCategoryMarketing': { 'de-DE': 'Marketing', 'en-GB': 'Marketing' },
    'shell.cookieCategoryMarketingText': {
      'de-DE': 'Diese Cookies ermöglichen es uns, Ihnen relevante Angebote und Werbung anzuzeigen.',
      'en-GB': 'These cookies allow us to show you relevant offers and advertising.',
    },

    // Not found / unknown host
    'shell.notFoundTitle': { 'de-DE': 'Seite nicht gefunden', 'en-GB': 'Page not found' },
    'shell.notFoundMessage': {
      'de-DE': 'Seite nicht gefunden. Bitte überprüfen Sie, ob die URL korrekt ist.',
      'en-GB': 'Page not found. Please make sure the URL is correct.',
    },
    'shell.backToHome': { 'de-DE': 'Zur Startseite', 'en-GB': 'Back to home page' },
    'shell.unknownHostTitle': { 'de-DE': 'Domain nicht verbunden', 'en-GB': 'Domain not connected' },
    'shell.unknownHostMessage': {
      'de-DE': 'Die Domain {host} ist mit keinem Shop verbunden.',
      'en-GB': 'The domain {host} is not connected to a shop.',
    },

    // Home page
    'shell.homeHeroTitle': {
      'de-DE': 'Drucksachen, die Eindruck machen',
      'en-GB': 'Print products that make an impression',
    },
    'shell.homeHeroText': {
      'de-DE':
        'Gestalten Sie Visitenkarten, Flyer und mehr direkt online – schnell, einfach und in bester Druckqualität.',
      'en-GB':
        'Design business cards, flyers and more directly online – quickly, easily and in the best print quality.',
    },
    'shell.homeHeroCta': { 'de-DE': 'Jetzt Produkte entdecken', 'en-GB': 'Discover our products' },

    // Developer-tools overlay
    'shell.devOverlayTitle': { 'de-DE': 'Entwicklerwerkzeuge', 'en-GB': 'Developer tools' },
    'shell.devOverlayTenant': { 'de-DE': 'Mandant', 'en-GB': 'Tenant' },
    'shell.devOverlayLocale': { 'de-DE': 'Gebietsschema', 'en-GB': 'Locale' },
    'shell.devOverlaySession': { 'de-DE': 'Sitzung', 'en-GB': 'Session' },
    'shell.devOverlayNoSession': { 'de-DE': 'Keine Sitzung', 'en-GB': 'No session' },
    'shell.devOverlayTemporarySession': { 'de-DE': 'Temporäre Sitzung', 'en-GB': 'Temporary session' },
    'shell.devOverlayRecentApiCalls': { 'de-DE': 'Letzte API-Aufrufe', 'en-GB': 'Recent API calls' },
    'shell.devOverlayAnonymous': { 'de-DE': 'anonym', 'en-GB': 'anonymous' },
    'shell.devOverlayRequest': { 'de-DE': 'Anfrage', 'en-GB': 'Request' },

    // Navigation landmarks, cookie confirmation
    'shell.navHome': { 'de-DE': 'Startseite', 'en-GB': 'Home' },
    'shell.mainNavigation': { 'de-DE': 'Hauptnavigation', 'en-GB': 'Main navigation' },
    'shell.footerNavigation': { 'de-DE': 'Rechtliches', 'en-GB': 'Legal' },
    'shell.cookieSaved': {
      'de-DE': 'Ihre Cookie-Einstellungen wurden gespeichert.',
      'en-GB': 'Your cookie settings have been saved.',
    },

    // Home page sections below the hero
    'shell.homeEyebrow': { 'de-DE': 'Ihre Online-Druckerei', 'en-GB': 'Your online print shop' },
    'shell.homeHowItWorks': { 'de-DE': 'So funktioniert es', 'en-GB': 'How it works' },
    'shell.homeProductsTitle': { 'de-DE': 'Beliebte Drucksachen', 'en-GB': 'Popular print products' },
    'shell.homeProductsText': {
      'de-DE': 'Vom ersten Eindruck bis zur großen Kampagne – alles aus einer Hand.',
      'en-GB': 'From the first impression to the big campaign – everything from one source.',
    },
    'shell.homeProductBusinessCards': { 'de-DE': 'Visitenkarten', 'en-GB': 'Business cards' },
    'shell.homeProductBusinessCardsText': {
      'de-DE': 'Edle Papiere, Veredelungen und Ihr Design in wenigen Minuten.',
      'en-GB': 'Fine papers, finishes and your design in a few minutes.',
    },
    'shell.homeProductFlyers': { 'de-DE': 'Flyer', 'en-GB': 'Flyers' },
    'shell.homeProductFlyersText': {
      'de-DE': 'Vom A6-Handzettel bis zum gefalzten Prospekt.',
      'en-GB': 'From A6 handouts to folded leaflets.',
    },
    'shell.homeProductPosters': { 'de-DE': 'Plakate', 'en-GB': 'Posters' },
    'shell.homeProductPostersText': {
      'de-DE': 'Brillante Farben für Schaufenster, Messe und Event.',
      'en-GB': 'Brilliant colours for shop windows, trade fairs and events.',
    },
    'shell.homeProductStickers': { 'de-DE': 'Aufkleber', 'en-GB': 'Stickers' },
    'shell.homeProductStickersText': {
      'de-DE': 'Rund, eckig oder frei geformt – wetterfest auf Wunsch.',
      'en-GB': 'Round, square or custom shaped – weatherproof if you like.',
    },
    'shell.homeBenefitsTitle': { 'de-DE': 'Warum bei uns drucken?', 'en-GB': 'Why print with us?' },
    'shell.homeBenefitQuality': { 'de-DE': 'Beste Druckqualität', 'en-GB': 'Top print quality' },
    'shell.homeBenefitQualityText': {
      'de-DE': 'Geprüfte Farbprofile und Papiere aus nachhaltiger Forstwirtschaft.',
      'en-GB': 'Calibrated colour profiles and papers from sustainable forestry.',
    },
    'shell.homeBenefitDelivery': { 'de-DE': 'Schnelle Lieferung', 'en-GB': 'Fast delivery' },
    'shell.homeBenefitDeliveryText': {
      'de-DE': 'Die meisten Aufträge verlassen unser Haus innerhalb von 48 Stunden.',
      'en-GB': 'Most orders leave our shop within 48 hours.',
    },
    'shell.homeBenefitCheck': { 'de-DE': 'Kostenloser Datencheck', 'en-GB': 'Free file check' },
    'shell.homeBenefitCheckText': {
      'de-DE': 'Wir prüfen jede Druckdatei, bevor sie in die Maschine geht.',
      'en-GB': 'We check every print file before it goes to press.',
    },
    'shell.homeStepsTitle': { 'de-DE': 'In drei Schritten zum Druck', 'en-GB': 'Three steps to print' },
    'shell.homeStepChoose': { 'de-DE': 'Produkt wählen', 'en-GB': 'Choose a product' },
    'shell.homeStepChooseText': {
      'de-DE': 'Format, Papier und Auflage passend zu Ihrem Vorhaben.',
      'en-GB': 'Format, paper and quantity to suit your plans.',
    },
    'shell.homeStepDesign': { 'de-DE': 'Gestalten', 'en-GB': 'Design' },
    'shell.homeStepDesignText': {
      'de-DE': 'Direkt im Browser gestalten oder eine fertige Datei hochladen.',
      'en-GB': 'Design right in the browser or upload a finished file.',
    },
    'shell.homeStepOrder': { 'de-DE': 'Bestellen', 'en-GB': 'Order' },
    'shell.homeStepOrderText': {
      'de-DE': 'Sicher bezahlen und den Status jederzeit verfolgen.',
      'en-GB': 'Pay securely and follow the status at any time.',
    },

    // /formtest: the test page for form and dialog building blocks
    'shell.formtestTitle': { 'de-DE': 'Formular- und Dialogtest', 'en-GB': 'Form and dialog test' },
    'shell.formtestIntro': {
      'de-DE': 'Diese Seite zeigt die Bausteine für Formulare, Bestätigungsdialoge und Hinweise.',
      'en-GB': 'This page shows the building blocks for forms, confirmation dialogs and notifications.',
    },
    'shell.formtestFields': { 'de-DE': 'Felder', 'en-GB': 'Fields' },
    'shell.formtestWebsite': { 'de-DE': 'Webseite', 'en-GB': 'Website' },
    'shell.formtestValidate': { 'de-DE': 'Eingaben prüfen', 'en-GB': 'Check entries' },
    'shell.formtestValid': { 'de-DE': 'Alle Eingaben sind gültig.', 'en-GB': 'All entries are valid.' },
    'shell.formtestDialogs': { 'de-DE': 'Dialoge', 'en-GB': 'Dialogs' },
    'shell.formtestConfirmOnly': { 'de-DE': 'Einfache Bestätigung', 'en-GB': 'Simple confirmation' },
    'shell.formtestConfirmOnlyMessage': {
      'de-DE': 'Möchten Sie diese Aktion wirklich ausführen?',
      'en-GB': 'Do you really want to carry out this action?',
    },
    'shell.formtestStringConfirm': {
      'de-DE': 'Bestätigung durch Eingabe',
      'en-GB': 'Confirmation by typing',
    },
    'shell.formtestStringConfirmMessage': {
      'de-DE': 'Dieser Eintrag wird endgültig gelöscht.',
      'en-GB': 'This entry will be deleted permanently.',
    },
    'shell.formtestLastResult': { 'de-DE': 'Letztes Ergebnis', 'en-GB': 'Last result' },
    'shell.formtestToasts': { 'de-DE': 'Hinweise', 'en-GB': 'Notifications' },
    'shell.formtestToastInfo': { 'de-DE': 'Info', 'en-GB': 'Info' },
    'shell.formtestToastSuccess': { 'de-DE': 'Erfolg', 'en-GB': 'Success' },
    'shell.formtestToastWarning': { 'de-DE': 'Warnung', 'en-GB': 'Warning' },
    'shell.formtestToastError': { 'de-DE': 'Fehler', 'en-GB': 'Error' },
    'shell.formtestToastMessage': {
      'de-DE': 'Testhinweis {number}: {kind}',
      'en-GB': 'Test notification {number}: {kind}',
      context: '{number} counts the toasts raised on the test page, {kind} is the toast type',
    },
  },
};
