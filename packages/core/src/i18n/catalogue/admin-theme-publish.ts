import type { CatalogueText } from './types.ts';

// The theme editor's draft, publishing, kept versions and the shop's own presets (issue 26): the
// server's answers the editor shows.
export const adminThemePublishEntries: Record<string, CatalogueText> = {
  'admin.themeChangedMeanwhile': {
    'de-DE':
      'Das Theme wurde inzwischen an anderer Stelle geändert. Laden Sie den Editor neu, um mit dem aktuellen Stand weiterzuarbeiten.',
    'en-GB':
      'The theme was changed elsewhere in the meantime. Reload the editor to continue from its latest state.',
  },
  'admin.themeVersionNotFound': {
    'de-DE': 'Diese Theme-Version gibt es nicht (mehr).',
    'en-GB': 'This theme version does not exist (any more).',
  },
  'admin.themePresetNotFound': {
    'de-DE': 'Diese Theme-Vorlage gibt es nicht (mehr).',
    'en-GB': 'This theme preset does not exist (any more).',
  },
  'admin.themePresetNameTaken': {
    'de-DE': 'Es gibt bereits eine Theme-Vorlage mit diesem Namen.',
    'en-GB': 'A theme preset with this name already exists.',
  },
  'admin.themePresetLimitReached': {
    'de-DE': 'Es können höchstens {max} eigene Theme-Vorlagen gespeichert werden.',
    'en-GB': 'At most {max} theme presets of your own can be saved.',
  },
};
