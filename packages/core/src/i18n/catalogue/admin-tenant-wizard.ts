import type { CatalogueText } from './types.ts';

// The admin group's texts of the tenant setup wizard (spec §2) beyond its step names and buttons, which
// admin-tenant-settings.ts has. Part of the 'admin' group (admin.ts).
export const adminTenantWizardEntries: Record<string, CatalogueText> = {
  'admin.wizardSlug': { 'de-DE': 'Kurzname (Slug)', 'en-GB': 'Short name (slug)' },
  'admin.wizardSlugHint': {
    'de-DE': 'Kleinbuchstaben, Ziffern und Bindestriche; der Shop ist sofort unter {host} erreichbar.',
    'en-GB': 'Lower-case letters, digits and hyphens; the shop answers at once at {host}.',
  },
  'admin.wizardHeaderTypeDefault': { 'de-DE': 'Standard', 'en-GB': 'Default' },
  'admin.wizardHeaderTypeSimple': { 'de-DE': 'Einfach', 'en-GB': 'Simple' },
  'admin.wizardHeaderTypeHint': {
    'de-DE': 'Die Standard-Leiste zeigt Navigation, Suche und Warenkorb; die einfache nur Logo und Menü.',
    'en-GB': 'The default bar shows navigation, search and cart; the simple one only the logo and menu.',
  },
  'admin.wizardLogoWide': { 'de-DE': 'Breites Logo', 'en-GB': 'Wide logo' },
  'admin.wizardLogoSquare': { 'de-DE': 'Quadratisches Logo', 'en-GB': 'Square logo' },
  'admin.wizardFavicon': { 'de-DE': 'Favicon', 'en-GB': 'Favicon' },
  'admin.wizardDarkLogoSquare': {
    'de-DE': 'Quadratisches Logo für dunkle Kopfzeilen (Dark Mode)',
    'en-GB': 'Square logo for dark headers (dark mode)',
  },
  'admin.wizardDarkLogoWide': {
    'de-DE': 'Breites Logo für dunkle Kopfzeilen (Dark Mode)',
    'en-GB': 'Wide logo for dark headers (dark mode)',
  },
  'admin.wizardLoginBackground': { 'de-DE': 'Hintergrund der Anmeldeseite', 'en-GB': 'Login background' },
  'admin.wizardLogoChoose': { 'de-DE': 'Bild wählen', 'en-GB': 'Choose picture' },
  'admin.wizardLogoRemove': { 'de-DE': 'Entfernen', 'en-GB': 'Remove' },
  'admin.wizardLogoOptional': {
    'de-DE': 'Logos sind optional und lassen sich später unter Shop-Einstellungen → Einstellungen ändern.',
    'en-GB': 'Logos are optional and can be changed later under Shop settings → Settings.',
  },
  // The Settings tab's Logos & icons (the wizard's pickers on a running shop).
  'admin.logosSavedAtOnce': {
    'de-DE': 'Ein gewähltes Bild wird sofort gespeichert; der Shop zeigt es ab der nächsten Seite.',
    'en-GB': 'A chosen picture is saved at once; the shop shows it from its next page on.',
  },
  'admin.logoRemoveConfirm': {
    'de-DE': '„{name}“ entfernen? Der Shop zeigt es ab der nächsten Seite nicht mehr.',
    'en-GB': 'Remove “{name}”? The shop no longer shows it from its next page on.',
  },
  'admin.wizardDarkLogoHint': {
    'de-DE':
      'Die Logos für dunkle Kopfzeilen zeigt der Shop, wenn die Hintergrundfarbe seiner Kopfzeile dunkel ist.',
    'en-GB': 'The shop shows the logos for dark headers when its header’s background colour is dark.',
  },
  'admin.logoWideSize': {
    'de-DE':
      'Das breite Logo muss {width}×{height} px groß sein (Verhältnis 4,84) oder größer im selben Verhältnis; dieses ist {found}.',
    'en-GB':
      'The wide logo must be {width}×{height} px (ratio 4.84) or larger in that ratio; this one is {found}.',
  },
  'admin.logoFaviconSize': {
    'de-DE': 'Das Favicon muss quadratisch und mindestens {width}×{height} px groß sein; dieses ist {found}.',
    'en-GB': 'The favicon must be square and at least {width}×{height} px; this one is {found}.',
  },
  'admin.logoBackgroundSize': {
    'de-DE': 'Der Hintergrund muss mindestens {width}×{height} px groß sein; dieser ist {found}.',
    'en-GB': 'The background must be at least {width}×{height} px; this one is {found}.',
  },
  'admin.logoSquareSize': {
    'de-DE':
      'Das quadratische Logo muss quadratisch und mindestens {width}×{height} px groß sein; dieses ist {found}.',
    'en-GB': 'The square logo must be square and at least {width}×{height} px; this one is {found}.',
  },
  'admin.wizardPreset': { 'de-DE': 'Vorlage', 'en-GB': 'Preset' },
  'admin.wizardPrimaryColour': { 'de-DE': 'Hauptfarbe', 'en-GB': 'Primary colour' },
  'admin.wizardSecondaryColour': { 'de-DE': 'Zweitfarbe', 'en-GB': 'Secondary colour' },
  'admin.wizardColourInvalid': {
    'de-DE': 'Geben Sie eine Farbe als #rrggbb ein, z. B. #2563eb',
    'en-GB': 'Enter a colour as #rrggbb, e.g. #2563eb',
  },
  'admin.wizardColourContrast': {
    'de-DE': 'Mit dieser Farbe erreicht Text nur {ratio}:1; WCAG 2.2 AA verlangt {required}:1.',
    'en-GB': 'With this colour text reaches only {ratio}:1; WCAG 2.2 AA asks for {required}:1.',
  },
  'admin.wizardLanguagesHint': {
    'de-DE': 'Weitere Sprachen fügen Sie später unter Lokalisierung hinzu.',
    'en-GB': 'Add more languages later under Localization.',
  },
  'admin.wizardSchedulingEnabled': {
    'de-DE': 'Terminbuchung aktivieren',
    'en-GB': 'Enable the scheduling service',
  },
  'admin.wizardSchedulingEventId': { 'de-DE': 'Ereignis-ID', 'en-GB': 'Event identifier' },
  'admin.wizardStepOf': { 'de-DE': 'Schritt {step} von {total}', 'en-GB': 'Step {step} of {total}' },
  'admin.wizardFinished': {
    'de-DE': 'Der Mandant ist eingerichtet und unter {host} erreichbar.',
    'en-GB': 'The tenant is set up and answers at {host}.',
  },
  'admin.wizardResumeMissing': {
    'de-DE': 'Dieser Mandant wird nicht mehr eingerichtet.',
    'en-GB': 'This tenant is no longer being set up.',
  },
};
