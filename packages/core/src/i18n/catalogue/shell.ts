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
  },
};
