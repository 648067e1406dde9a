import type { CatalogueText } from './types.ts';

// The theme editor's preset manager and its published versions (issue 26, spec §2 "Theme preset
// manager"): presets applied, saved, renamed, deleted, exported and imported; versions restored.
export const adminThemeManagerEntries: Record<string, CatalogueText> = {
  // Presets
  'admin.themeBuiltInPresets': { 'de-DE': 'Mitgelieferte Vorlagen', 'en-GB': 'Built-in presets' },
  'admin.themeOwnPresets': { 'de-DE': 'Eigene Vorlagen', 'en-GB': 'Your presets' },
  'admin.themeNoPresets': {
    'de-DE': 'Noch keine eigenen Vorlagen gespeichert.',
    'en-GB': 'No presets of your own saved yet.',
  },
  'admin.themePresetStep': { 'de-DE': 'Vorlage {name}', 'en-GB': 'Preset {name}' },
  'admin.themePresetApplied': {
    'de-DE': 'Vorlage „{name}“ übernommen – speichern oder veröffentlichen, um sie zu behalten.',
    'en-GB': 'Preset “{name}” applied – save or publish to keep it.',
  },
  'admin.themeSaveAsPreset': {
    'de-DE': 'Aktuelles Theme als Vorlage speichern',
    'en-GB': 'Save current theme as preset',
  },
  'admin.themePresetName': { 'de-DE': 'Name der Vorlage', 'en-GB': 'Preset name' },
  'admin.themePresetSaved': { 'de-DE': 'Vorlage gespeichert', 'en-GB': 'Preset saved' },
  'admin.themeRenamePreset': { 'de-DE': 'Umbenennen', 'en-GB': 'Rename' },
  'admin.themePresetRenamed': { 'de-DE': 'Vorlage umbenannt', 'en-GB': 'Preset renamed' },
  'admin.themeDeletePresetQuestion': {
    'de-DE': 'Die Vorlage „{name}“ löschen? Das lässt sich nicht rückgängig machen.',
    'en-GB': 'Delete the preset “{name}”? This cannot be undone.',
  },
  'admin.themePresetDeleted': { 'de-DE': 'Vorlage gelöscht', 'en-GB': 'Preset deleted' },
  'admin.themeExportPreset': { 'de-DE': 'Exportieren', 'en-GB': 'Export' },
  'admin.themeExportCurrent': { 'de-DE': 'Aktuelles Theme exportieren', 'en-GB': 'Export current theme' },
  'admin.themeFiles': { 'de-DE': 'Dateien', 'en-GB': 'Files' },
  'admin.themeExportTokens': {
    'de-DE': 'Farben als Design Tokens exportieren',
    'en-GB': 'Export colours as Design Tokens',
  },
  'admin.themeImportTokens': {
    'de-DE': 'Design Tokens importieren (JSON)',
    'en-GB': 'Import Design Tokens (JSON)',
  },
  'admin.themeImport': { 'de-DE': 'Theme-Datei importieren (JSON)', 'en-GB': 'Import theme file (JSON)' },
  'admin.themeImported': {
    'de-DE': '„{name}“ importiert – speichern oder veröffentlichen, um es zu behalten.',
    'en-GB': '“{name}” imported – save or publish to keep it.',
  },
  'admin.themeImportNotJson': {
    'de-DE': 'Die Datei {file} ist keine JSON-Datei. Es wurde nichts übernommen.',
    'en-GB': 'The file {file} is not a JSON file. Nothing was applied.',
  },
  'admin.themeImportTooLarge': {
    'de-DE': 'Die Datei {file} ist zu groß für ein Theme. Es wurde nichts übernommen.',
    'en-GB': 'The file {file} is too large for a theme. Nothing was applied.',
  },
  'admin.themeImportInvalid': {
    'de-DE': 'Die Datei {file} ist kein gültiges Theme. Es wurde nichts übernommen:',
    'en-GB': 'The file {file} is not a valid theme. Nothing was applied:',
  },

  // Versions
  'admin.themeVersionsIntro': {
    'de-DE': 'Die letzten 20 veröffentlichten Versionen, die neueste zuerst.',
    'en-GB': 'The last 20 published versions, newest first.',
  },
  'admin.themeNoVersions': {
    'de-DE': 'Aus dem Editor wurde noch nichts veröffentlicht.',
    'en-GB': 'Nothing has been published from the editor yet.',
  },
  'admin.themeVersion': { 'de-DE': 'Version {number}', 'en-GB': 'Version {number}' },
  'admin.themeVersionLive': { 'de-DE': 'Live', 'en-GB': 'Live' },
  'admin.themePublishedAt': { 'de-DE': 'Veröffentlicht {date}', 'en-GB': 'Published {date}' },
  'admin.themePublishedAtBy': {
    'de-DE': 'Veröffentlicht {date} von {name}',
    'en-GB': 'Published {date} by {name}',
  },
  'admin.themeRestore': { 'de-DE': 'Wiederherstellen', 'en-GB': 'Restore' },
  'admin.themeRestoreQuestion': {
    'de-DE':
      'Version {number} wiederherstellen? Sie wird sofort wieder veröffentlicht und zu Ihrem Entwurf; ungespeicherte Änderungen gehen verloren.',
    'en-GB':
      'Restore version {number}? It is published again at once and becomes your draft; unsaved changes are lost.',
  },
  'admin.themeRestored': {
    'de-DE': 'Version {number} wiederhergestellt',
    'en-GB': 'Version {number} restored',
  },
  'admin.themeDraftNotice': {
    'de-DE': 'Ihr Entwurf weicht vom veröffentlichten Theme ab.',
    'en-GB': 'Your draft differs from the published theme.',
  },
  'admin.themeDiscardDraft': { 'de-DE': 'Entwurf verwerfen', 'en-GB': 'Discard draft' },
  'admin.themeDiscardDraftQuestion': {
    'de-DE': 'Den Entwurf verwerfen und zum veröffentlichten Theme zurückkehren?',
    'en-GB': 'Discard the draft and go back to the published theme?',
  },
  'admin.themeDraftDiscarded': { 'de-DE': 'Entwurf verworfen', 'en-GB': 'Draft discarded' },
};
