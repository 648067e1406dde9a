import type { CatalogueText } from './types.ts';
import { adminThemeEntries } from './admin-theme.ts';
import { adminThemeContrastEntries } from './admin-theme-contrast.ts';
import { adminThemeEditorEntries } from './admin-theme-editor.ts';
import { adminThemeFontEntries } from './admin-theme-fonts.ts';
import { adminThemeHeaderEntries } from './admin-theme-header.ts';
import { adminThemeManagerEntries } from './admin-theme-manager.ts';
import { adminThemePresetEntries } from './admin-theme-presets.ts';
import { adminThemePublishEntries } from './admin-theme-publish.ts';

// Every text of the theme editor (issue 26), one file per part: header settings and rules
// (admin-theme.ts), its screen, fonts and header tab, its preset manager and versions, its contrast
// check, built-in presets and Design Tokens import, and the server's publish messages.
export const adminThemeAllEntries: Record<string, CatalogueText> = {
  ...adminThemeEntries,
  ...adminThemeEditorEntries,
  ...adminThemeFontEntries,
  ...adminThemeHeaderEntries,
  ...adminThemeManagerEntries,
  ...adminThemeContrastEntries,
  ...adminThemePresetEntries,
  ...adminThemePublishEntries,
};
