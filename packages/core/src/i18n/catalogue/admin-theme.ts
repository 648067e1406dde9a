import type { CatalogueText } from './types.ts';

// The theme editor and the header settings (spec §3 theme, header settings; §4 header type, user
// context menu mode; §5 mobile layout scheme).
export const adminThemeEntries: Record<string, CatalogueText> = {
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
};
