import type { CatalogueText } from './types.ts';

// The text/background pairs the theme editor checks against WCAG 2.2 AA (core theme/contrast-pairs.ts):
// the element each pair is, and what kind of contrast it needs.
export const adminThemeContrastEntries: Record<string, CatalogueText> = {
  'admin.themeContrastKindText': { 'de-DE': 'Text (4,5:1)', 'en-GB': 'Text (4.5:1)' },
  'admin.themeContrastKindLargeText': { 'de-DE': 'Großer Text (3:1)', 'en-GB': 'Large text (3:1)' },
  'admin.themeContrastKindUi': {
    'de-DE': 'Bedienelement oder Fokusrahmen (3:1)',
    'en-GB': 'Control or focus indicator (3:1)',
  },
  'admin.themeContrastKindInactive': {
    'de-DE': 'Deaktiviert (keine Mindestanforderung)',
    'en-GB': 'Disabled (no minimum required)',
  },

  'admin.themePairPageText': { 'de-DE': 'Text auf der Seite', 'en-GB': 'Text on the page' },
  'admin.themePairPageHeading': { 'de-DE': 'Überschriften auf der Seite', 'en-GB': 'Headings on the page' },
  'admin.themePairPageLink': { 'de-DE': 'Links auf der Seite', 'en-GB': 'Links on the page' },
  'admin.themePairPageMuted': { 'de-DE': 'Gedämpfter Text auf der Seite', 'en-GB': 'Muted text on the page' },
  'admin.themePairFocus': { 'de-DE': 'Fokusrahmen auf der Seite', 'en-GB': 'Focus indicator on the page' },

  'admin.themePairButtonPrimary': { 'de-DE': 'Button „Primär“', 'en-GB': 'Primary button' },
  'admin.themePairButtonPrimaryHover': {
    'de-DE': 'Button „Primär“ unter dem Mauszeiger',
    'en-GB': 'Primary button, hovered',
  },
  'admin.themePairButtonPrimaryLight': { 'de-DE': 'Button „Primär hell“', 'en-GB': 'Light primary button' },
  'admin.themePairButtonPrimaryLightHover': {
    'de-DE': 'Button „Primär hell“ unter dem Mauszeiger',
    'en-GB': 'Light primary button, hovered',
  },
  'admin.themePairButtonSecondary': { 'de-DE': 'Button „Sekundär“', 'en-GB': 'Secondary button' },
  'admin.themePairButtonSecondaryHover': {
    'de-DE': 'Button „Sekundär“ unter dem Mauszeiger',
    'en-GB': 'Secondary button, hovered',
  },
  'admin.themePairButtonDanger': { 'de-DE': 'Button „Gefahr“', 'en-GB': 'Danger button' },
  'admin.themePairButtonDangerHover': {
    'de-DE': 'Button „Gefahr“ unter dem Mauszeiger',
    'en-GB': 'Danger button, hovered',
  },
  'admin.themePairButtonSuccess': { 'de-DE': 'Button „Erfolg“', 'en-GB': 'Success button' },
  'admin.themePairButtonSuccessHover': {
    'de-DE': 'Button „Erfolg“ unter dem Mauszeiger',
    'en-GB': 'Success button, hovered',
  },
  'admin.themePairButtonNeutral': { 'de-DE': 'Button „Neutral“', 'en-GB': 'Neutral button' },
  'admin.themePairButtonNeutralHover': {
    'de-DE': 'Button „Neutral“ unter dem Mauszeiger',
    'en-GB': 'Neutral button, hovered',
  },
  'admin.themePairButtonDisabled': { 'de-DE': 'Deaktivierter Button', 'en-GB': 'Disabled button' },
  'admin.themePairButtonInfo': { 'de-DE': 'Button „Info“', 'en-GB': 'Info button' },
  'admin.themePairButtonInfoHover': {
    'de-DE': 'Button „Info“ unter dem Mauszeiger',
    'en-GB': 'Info button, hovered',
  },
  'admin.themePairButtonCloudbar': { 'de-DE': 'Button „Cloudbar“', 'en-GB': 'Cloudbar button' },
  'admin.themePairButtonCloudbarHover': {
    'de-DE': 'Button „Cloudbar“ unter dem Mauszeiger',
    'en-GB': 'Cloudbar button, hovered',
  },
  'admin.themePairButtonCloudbarSpecial': {
    'de-DE': 'Button „Cloudbar hervorgehoben“',
    'en-GB': 'Special cloudbar button',
  },
  'admin.themePairButtonCloudbarSpecialHover': {
    'de-DE': 'Button „Cloudbar hervorgehoben“ unter dem Mauszeiger',
    'en-GB': 'Special cloudbar button, hovered',
  },

  'admin.themePairHeader': { 'de-DE': 'Kopfzeile', 'en-GB': 'Header' },
  'admin.themePairHeaderSearch': { 'de-DE': 'Suchfeld in der Kopfzeile', 'en-GB': 'Header search field' },
  'admin.themePairNavigation': { 'de-DE': 'Navigation', 'en-GB': 'Navigation' },
  'admin.themePairNavigationHover': {
    'de-DE': 'Navigation unter dem Mauszeiger',
    'en-GB': 'Navigation, hovered',
  },
  'admin.themePairNavigationActive': {
    'de-DE': 'Aktiver Navigationseintrag',
    'en-GB': 'Active navigation item',
  },
  'admin.themePairLabels': { 'de-DE': 'Feldbezeichnungen', 'en-GB': 'Field labels' },
  'admin.themePairLabelsRequired': {
    'de-DE': 'Pflichtfeld-Markierung',
    'en-GB': 'Required field marker',
  },
  'admin.themePairControls': { 'de-DE': 'Text in Eingabefeldern', 'en-GB': 'Text in input fields' },
  'admin.themePairControlsPlaceholder': {
    'de-DE': 'Platzhalter in Eingabefeldern',
    'en-GB': 'Placeholder in input fields',
  },
  'admin.themePairControlsBorder': { 'de-DE': 'Rahmen von Eingabefeldern', 'en-GB': 'Input field border' },
  'admin.themePairControlsFocus': {
    'de-DE': 'Fokusrahmen von Eingabefeldern',
    'en-GB': 'Input field focus indicator',
  },
  'admin.themePairToggleOn': { 'de-DE': 'Schalter, eingeschaltet', 'en-GB': 'Toggle, on' },
  'admin.themePairToggleOff': { 'de-DE': 'Schalter, ausgeschaltet', 'en-GB': 'Toggle, off' },
  'admin.themePairToggleKnob': {
    'de-DE': 'Knopf des eingeschalteten Schalters',
    'en-GB': 'Knob of a toggle that is on',
  },
  'admin.themePairInfoBox': { 'de-DE': 'Infobox', 'en-GB': 'Info box' },
  'admin.themePairPricingTiers': { 'de-DE': 'Preisstufen', 'en-GB': 'Pricing tiers' },
  'admin.themePairPricingTiersHighlight': {
    'de-DE': 'Hervorgehobene Preisstufe',
    'en-GB': 'Highlighted pricing tier',
  },
  'admin.themePairPopOverMenu': { 'de-DE': 'Aufklappmenü', 'en-GB': 'Pop-over menu' },
  'admin.themePairPopOverMenuHover': {
    'de-DE': 'Aufklappmenü unter dem Mauszeiger',
    'en-GB': 'Pop-over menu, hovered',
  },
  'admin.themePairCatalogItem': { 'de-DE': 'Katalogeintrag', 'en-GB': 'Catalogue item' },
  'admin.themePairCatalogItemPrice': { 'de-DE': 'Preis im Katalogeintrag', 'en-GB': 'Catalogue item price' },
  'admin.themePairCatalogItemBadge': {
    'de-DE': 'Abzeichen im Katalogeintrag',
    'en-GB': 'Catalogue item badge',
  },
  'admin.themePairCms': { 'de-DE': 'Text auf Inhaltsseiten', 'en-GB': 'Text on content pages' },
  'admin.themePairCmsHeading': {
    'de-DE': 'Überschriften auf Inhaltsseiten',
    'en-GB': 'Headings on content pages',
  },
  'admin.themePairCmsLink': { 'de-DE': 'Links auf Inhaltsseiten', 'en-GB': 'Links on content pages' },
  'admin.themePairCmsSection': {
    'de-DE': 'Text in hinterlegten Abschnitten',
    'en-GB': 'Text in shaded sections',
  },
  'admin.themePairCloudbar': { 'de-DE': 'Cloudbar', 'en-GB': 'Cloudbar' },
  'admin.themePairCloudbarHover': {
    'de-DE': 'Cloudbar unter dem Mauszeiger',
    'en-GB': 'Cloudbar, hovered',
  },
};
