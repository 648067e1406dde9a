import type { CatalogueText } from './types.ts';

// The theme editor's Header tab (spec §3 "Theme header settings"): what the shop's header shows, saved
// apart from the theme. The settings' own names (header type, user menu, mobile layout scheme) are in
// admin-theme.ts, the button colours in cms.ts.
export const adminThemeHeaderEntries: Record<string, CatalogueText> = {
  'admin.themeTabHeader': { 'de-DE': 'Header', 'en-GB': 'Header' },
  'admin.headerIntro': {
    'de-DE': 'Was der Header des Shops zeigt. Wird getrennt vom Theme gespeichert und gilt sofort im Shop.',
    'en-GB': 'What the shop’s header shows. Saved apart from the theme, and live in the shop at once.',
  },
  'admin.headerReadOnly': {
    'de-DE':
      'Sie können die Header-Einstellungen ansehen, aber nicht ändern: Dafür braucht es das Recht, die Shop-Einstellungen zu ändern.',
    'en-GB':
      'You can see the header settings but not change them: that needs the right to change the shop settings.',
  },
  'admin.headerShows': { 'de-DE': 'Im Header', 'en-GB': 'In the header' },
  'admin.headerShowLogo': { 'de-DE': 'Logo', 'en-GB': 'Logo' },
  'admin.headerNotifications': { 'de-DE': 'Benachrichtigungen', 'en-GB': 'Notifications' },
  'admin.headerFavourites': { 'de-DE': 'Favoriten', 'en-GB': 'Favourites' },
  'admin.headerCart': { 'de-DE': 'Warenkorb', 'en-GB': 'Cart' },
  'admin.headerSearch': { 'de-DE': 'Suche', 'en-GB': 'Search' },
  'admin.headerTopCta': {
    'de-DE': 'Call-to-Action-Zeile über dem Header',
    'en-GB': 'Top call to action (a line above the header)',
  },
  'admin.headerTopCtaLink': { 'de-DE': 'Link der Zeile', 'en-GB': 'Line link' },
  'admin.headerTopCtaSuffix': { 'de-DE': 'Text der Zeile ({language})', 'en-GB': 'Line text ({language})' },
  'admin.headerCta': { 'de-DE': 'Call-to-Action-Button', 'en-GB': 'Call-to-action button' },
  'admin.headerCtaLink': { 'de-DE': 'Link des Buttons', 'en-GB': 'Button link' },
  'admin.headerCtaLabel': {
    'de-DE': 'Beschriftung des Buttons ({language})',
    'en-GB': 'Button label ({language})',
  },
  'admin.headerLinkHint': {
    'de-DE': 'https://… oder ein Pfad des Shops, beginnend mit /',
    'en-GB': 'https://… or a path of the shop starting with /',
  },
  'admin.mobileLogoSquare': { 'de-DE': 'Quadratisches Logo', 'en-GB': 'Square logo' },
  'admin.mobileLogoWide': { 'de-DE': 'Breites Logo', 'en-GB': 'Wide logo' },
  'admin.mobileSchemeCart': { 'de-DE': 'Warenkorb', 'en-GB': 'cart' },
  'admin.mobileSchemeSearch': { 'de-DE': 'Suche', 'en-GB': 'search' },
  'admin.mobileSchemeCta': { 'de-DE': 'CTA-Button', 'en-GB': 'CTA button' },
  'admin.headerSave': { 'de-DE': 'Header speichern', 'en-GB': 'Save header' },
};
