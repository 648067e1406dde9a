import type { CatalogueText } from './types.ts';

// The theme editor's built-in presets (core theme/theme-presets.ts) and the import of a colour tree as
// Design Tokens JSON (core theme/design-tokens.ts).
export const adminThemePresetEntries: Record<string, CatalogueText> = {
  'admin.themePresetClassic': { 'de-DE': 'Klassisch Blau', 'en-GB': 'Classic blue' },
  'admin.themePresetPrintShopRed': { 'de-DE': 'Druckerei-Rot', 'en-GB': 'Print shop red' },
  'admin.themePresetForest': { 'de-DE': 'Waldgrün', 'en-GB': 'Forest green' },
  'admin.themePresetMidnight': { 'de-DE': 'Mitternacht (dunkel)', 'en-GB': 'Midnight (dark)' },
  'admin.themePresetHighContrast': {
    'de-DE': 'Hoher Kontrast Schwarz-Weiß',
    'en-GB': 'High-contrast mono',
  },

  'admin.themeTokensInvalid': {
    'de-DE': 'Die Datei enthält keine Design Tokens mit den Gruppen colors oder applications.',
    'en-GB': 'The file holds no design tokens with the groups colors or applications.',
  },
  'admin.themeTokensTooLarge': {
    'de-DE': 'Die Datei ist zu groß (höchstens {max} Zeichen).',
    'en-GB': 'The file is too large (at most {max} characters).',
  },
  'admin.themeTokensUnknownGroup': {
    'de-DE': 'Nur die Gruppen colors und applications können eingelesen werden.',
    'en-GB': 'Only the groups colors and applications can be imported.',
  },
  'admin.themeTokenNotColour': {
    'de-DE': 'Dieses Token ist keine Farbe (#hex, rgb oder rgba) und kein Verweis auf eine Farbe.',
    'en-GB': 'This token is neither a colour (#hex, rgb or rgba) nor an alias of a colour.',
  },
};
