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
  // The rules a theme must follow to be saved (theme-rules.ts).
  'admin.themeInvalid': {
    'de-DE': 'Das ist keine gültige Theme-Konfiguration.',
    'en-GB': 'This is not a valid theme configuration.',
  },
  'admin.themeTooLarge': {
    'de-DE': 'Das Theme ist zu groß (höchstens {max} Zeichen).',
    'en-GB': 'The theme is too large (at most {max} characters).',
  },
  'admin.themeGroupTooDeep': {
    'de-DE': 'Farbgruppen sind zu tief verschachtelt.',
    'en-GB': 'Colour groups are nested too deeply.',
  },
  'admin.themeInvalidKey': {
    'de-DE': 'Ein Farbname darf nur Buchstaben, Ziffern, - und _ enthalten (höchstens 40 Zeichen).',
    'en-GB': 'A colour name may only contain letters, digits, - and _ (at most 40 characters).',
  },
  'admin.themeInvalidEntry': {
    'de-DE': 'Dieser Eintrag ist weder eine Farbe noch eine Gruppe.',
    'en-GB': 'This entry is neither a colour nor a group.',
  },
  'admin.themeTooManyEntries': {
    'de-DE': 'Das Theme hat zu viele Farben (höchstens {max}).',
    'en-GB': 'The theme has too many colours (at most {max}).',
  },
  'admin.themeInvalidColour': {
    'de-DE': 'Eine Farbe muss ein Farbpfad (colors. oder applications.), #hex, rgb oder rgba sein.',
    'en-GB': 'A colour must be a colour path (colors. or applications.), #hex, rgb or rgba.',
  },
  'admin.themeInvalidLink': {
    'de-DE': 'Eine Verknüpfung muss auf einen Farbpfad zeigen (colors. oder applications.).',
    'en-GB': 'A link must point to a colour path (colors. or applications.).',
  },
  'admin.themeInvalidLabel': {
    'de-DE':
      'Die Bezeichnung darf höchstens {max} Zeichen lang sein, ohne spitze und geschweifte Klammern und Backslashes.',
    'en-GB': 'The label may be at most {max} characters long, without angle brackets, braces or backslashes.',
  },
  'admin.themeColourCycle': {
    'de-DE': 'Diese Verknüpfung führt im Kreis: {chain}.',
    'en-GB': 'This link goes round in a circle: {chain}.',
  },
  'admin.themeColourTooDeep': {
    'de-DE': 'Diese Farbe folgt mehr als {max} Verknüpfungen hintereinander.',
    'en-GB': 'This colour follows more than {max} links in a row.',
  },
  'admin.themeColourMissingLink': {
    'de-DE': 'Die verknüpfte Farbe {target} gibt es nicht.',
    'en-GB': 'The linked colour {target} does not exist.',
  },
  'admin.themeUnknownFont': {
    'de-DE': 'Die Schriftart {family} steht nicht zur Verfügung.',
    'en-GB': 'The font {family} is not available.',
  },
  'admin.themeInvalidOption': {
    'de-DE': 'Dieser Wert ist für diese Einstellung nicht vorgesehen.',
    'en-GB': 'This value is not one this setting takes.',
  },
};
