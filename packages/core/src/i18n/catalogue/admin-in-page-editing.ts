import type { CatalogueText } from './types.ts';

// In-page editing (issue 27, decision 0083): the floating button and its controls. The controls' own
// labels are admin.editModeLanguage|Product|Cms (admin.ts).
export const adminInPageEditingEntries: Record<string, CatalogueText> = {
  'admin.editModeButton': { 'de-DE': 'Bearbeitungsmodus', 'en-GB': 'Editing mode' },
  'admin.editModeControls': { 'de-DE': 'Was bearbeitet wird', 'en-GB': 'What to edit' },
  'admin.editModeOff': { 'de-DE': 'Bearbeitungsmodus beenden', 'en-GB': 'Leave editing mode' },
};
