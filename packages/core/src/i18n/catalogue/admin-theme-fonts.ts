import type { CatalogueText } from './types.ts';

// The theme editor's font browser (issue 26, spec §2): the registry's families for one font role,
// searched by name and filtered by kind, each with its download size and the shop languages it lacks.
export const adminThemeFontEntries: Record<string, CatalogueText> = {
  'admin.themeFontBrowse': { 'de-DE': 'Schriften durchsuchen', 'en-GB': 'Browse fonts' },
  'admin.themeFontBrowserFor': { 'de-DE': 'Schrift für: {slot}', 'en-GB': 'Font for: {slot}' },
  'admin.themeFontSearch': { 'de-DE': 'Nach Namen suchen', 'en-GB': 'Search by name' },
  'admin.themeFontFilter': { 'de-DE': 'Art der Schrift', 'en-GB': 'Kind of font' },
  'admin.themeFontFilterAll': { 'de-DE': 'Alle', 'en-GB': 'All' },
  'admin.themeFontFilterSerif': { 'de-DE': 'Serif', 'en-GB': 'Serif' },
  'admin.themeFontFilterSans': { 'de-DE': 'Sans', 'en-GB': 'Sans' },
  'admin.themeFontFilterMono': { 'de-DE': 'Mono', 'en-GB': 'Mono' },
  'admin.themeFontFilterDisplay': { 'de-DE': 'Display', 'en-GB': 'Display' },
  'admin.themeFontSize': { 'de-DE': '{size} KB', 'en-GB': '{size} KB' },
  'admin.themeFontInUse': { 'de-DE': 'Ausgewählt', 'en-GB': 'In use' },
  'admin.themeFontMatches': { 'de-DE': '{count} Schriften', 'en-GB': '{count} fonts' },
  'admin.themeFontMatches_one': { 'de-DE': '{count} Schrift', 'en-GB': '{count} font' },
  'admin.themeFontNoMatch': {
    'de-DE': 'Keine Schrift passt zu Suche und Filter.',
    'en-GB': 'No font matches the search and filter.',
  },
};
