import type { CatalogueText } from './types.ts';

// The theme editor's screen (issue 26, spec §2 /themeeditor): its bar, the preview frame, the panels
// (colours, fonts, shapes, page transition, presets, versions). The theme's own rules and the header
// settings are in admin-theme.ts.
export const adminThemeEditorEntries: Record<string, CatalogueText> = {
  // The bar and the frame
  'admin.themeStatusUnsaved': { 'de-DE': 'Ungespeicherte Änderungen', 'en-GB': 'Unsaved changes' },
  'admin.themeStatusDraft': { 'de-DE': 'Entwurf, nicht veröffentlicht', 'en-GB': 'Draft, not published' },
  'admin.themeStatusPublished': { 'de-DE': 'Veröffentlicht', 'en-GB': 'Published' },
  'admin.themeUndoStep': { 'de-DE': 'Rückgängig: {what}', 'en-GB': 'Undo: {what}' },
  'admin.themeRedoStep': { 'de-DE': 'Wiederholen: {what}', 'en-GB': 'Redo: {what}' },
  'admin.themeSaveDraft': { 'de-DE': 'Entwurf speichern', 'en-GB': 'Save draft' },
  'admin.themeDraftSaved': { 'de-DE': 'Entwurf gespeichert', 'en-GB': 'Draft saved' },
  'admin.themePublish': { 'de-DE': 'Veröffentlichen', 'en-GB': 'Publish' },
  'admin.themePublishQuestion': {
    'de-DE': 'Dieses Theme veröffentlichen? Kundinnen und Kunden sehen es ab ihrer nächsten Seite.',
    'en-GB': 'Publish this theme? Shoppers see it from their next page on.',
  },
  'admin.themeContrastFailing': {
    'de-DE': 'Diese Farbpaare erreichen den Kontrast nicht, den WCAG 2.2 AA verlangt:',
    'en-GB': 'These colour pairs do not reach the contrast WCAG 2.2 AA asks for:',
  },
  'admin.themeContrastPair': {
    'de-DE': '{pair}: {ratio} (verlangt {required}:1)',
    'en-GB': '{pair}: {ratio} (needs {required}:1)',
  },
  'admin.themePublished': { 'de-DE': 'Theme veröffentlicht', 'en-GB': 'Theme published' },
  'admin.themeSaveFailed': {
    'de-DE': 'Das Theme konnte nicht gespeichert werden.',
    'en-GB': 'The theme could not be saved.',
  },
  'admin.themeProblemAt': { 'de-DE': '{path}: {message}', 'en-GB': '{path}: {message}' },
  'admin.themePreviewFrame': { 'de-DE': 'Vorschau des Shops', 'en-GB': 'Preview of the shop' },
  'admin.themeViewport': { 'de-DE': 'Bildschirmbreite', 'en-GB': 'Screen width' },
  'admin.themeAddress': { 'de-DE': 'Seite im Shop', 'en-GB': 'Shop page' },
  'admin.themeAddressShow': { 'de-DE': 'Anzeigen', 'en-GB': 'Show' },
  'admin.themeAddressInvalid': {
    'de-DE': 'Geben Sie eine Adresse dieses Shops ein, die mit / beginnt.',
    'en-GB': 'Enter an address of this shop, starting with /.',
  },
  'admin.themeReloadFrame': { 'de-DE': 'Vorschau neu laden', 'en-GB': 'Reload preview' },
  'admin.themePanels': { 'de-DE': 'Theme-Einstellungen', 'en-GB': 'Theme settings' },
  'admin.themeTabShapes': { 'de-DE': 'Formen', 'en-GB': 'Shapes' },
  'admin.themeTabMotion': { 'de-DE': 'Übergang', 'en-GB': 'Transition' },
  'admin.themeTabContrast': { 'de-DE': 'Kontrast', 'en-GB': 'Contrast' },
  'admin.themeTabPresets': { 'de-DE': 'Vorlagen', 'en-GB': 'Presets' },
  'admin.themeTabVersions': { 'de-DE': 'Versionen', 'en-GB': 'Versions' },

  // Colours
  'admin.themeBaseColours': { 'de-DE': 'Grundfarben', 'en-GB': 'Base colours' },
  'admin.themeElementColours': { 'de-DE': 'Farben der Elemente', 'en-GB': 'Element colours' },
  'admin.themeColoursIntro': {
    'de-DE':
      'Elemente folgen den Grundfarben, mit denen sie verknüpft sind: Ändern Sie eine Grundfarbe, ändern sich alle mit.',
    'en-GB':
      'Elements follow the base colours they are linked to: change a base colour and all of them change with it.',
  },
  'admin.themeColourCount': { 'de-DE': '{count} Farben', 'en-GB': '{count} colours' },
  'admin.themeColourCount_one': { 'de-DE': '{count} Farbe', 'en-GB': '{count} colour' },
  'admin.themeLinkedTo': { 'de-DE': 'Verknüpft mit', 'en-GB': 'Linked to' },
  'admin.themeOwnColour': { 'de-DE': 'Eigene Farbe', 'en-GB': 'Own colour' },
  'admin.themeResolvesTo': { 'de-DE': 'Ergibt {colour}', 'en-GB': 'Shows {colour}' },
  'admin.themeFollowers': {
    'de-DE': 'Eine Änderung von {name} ändert {count} Einträge',
    'en-GB': 'Changing {name} changes {count} entries',
  },
  'admin.themeFollowers_one': {
    'de-DE': 'Eine Änderung von {name} ändert {count} Eintrag',
    'en-GB': 'Changing {name} changes {count} entry',
  },
  'admin.themeFollowersKinds': {
    'de-DE': 'Eine Änderung von {name} ändert {count} Einträge: {kinds}',
    'en-GB': 'Changing {name} changes {count} entries: {kinds}',
  },
  'admin.themeFollowersKinds_one': {
    'de-DE': 'Eine Änderung von {name} ändert {count} Eintrag: {kinds}',
    'en-GB': 'Changing {name} changes {count} entry: {kinds}',
  },
  'admin.themeColourFilter': { 'de-DE': 'Farben filtern', 'en-GB': 'Filter colours' },
  'admin.themeNoColourFound': { 'de-DE': 'Keine Farbe gefunden.', 'en-GB': 'No colour found.' },
  // Names of the colour tree's groups and entries (keys of spec §3's tree); a shop's own keys show as written.
  'admin.themeNamePrimary': { 'de-DE': 'Primär', 'en-GB': 'Primary' },
  'admin.themeNameSecondary': { 'de-DE': 'Sekundär', 'en-GB': 'Secondary' },
  'admin.themeNameNeutral': { 'de-DE': 'Neutral', 'en-GB': 'Neutral' },
  'admin.themeNameDanger': { 'de-DE': 'Gefahr', 'en-GB': 'Danger' },
  'admin.themeNameSuccess': { 'de-DE': 'Erfolg', 'en-GB': 'Success' },
  'admin.themeNameInfo': { 'de-DE': 'Info', 'en-GB': 'Info' },
  'admin.themeNameWarning': { 'de-DE': 'Warnung', 'en-GB': 'Warning' },
  'admin.themeNameDisabled': { 'de-DE': 'Deaktiviert', 'en-GB': 'Disabled' },
  'admin.themeNameBody': { 'de-DE': 'Inhalt', 'en-GB': 'Body' },
  'admin.themeNameSurface': { 'de-DE': 'Fläche', 'en-GB': 'Surface' },
  'admin.themeNameBorder': { 'de-DE': 'Rahmen', 'en-GB': 'Border' },
  'admin.themeNameCloudbar': { 'de-DE': 'Cloudbar', 'en-GB': 'Cloudbar' },
  'admin.themeNameOverlay': { 'de-DE': 'Überlagerung', 'en-GB': 'Overlay' },
  'admin.themeNameBackground': { 'de-DE': 'Hintergrund', 'en-GB': 'Background' },
  'admin.themeNameText': { 'de-DE': 'Text', 'en-GB': 'Text' },
  'admin.themeNameHover': { 'de-DE': 'Beim Überfahren', 'en-GB': 'Hover' },
  'admin.themeNameLight': { 'de-DE': 'Hell', 'en-GB': 'Light' },
  'admin.themeNameLightText': { 'de-DE': 'Text auf Hell', 'en-GB': 'Light text' },
  'admin.themeNameLightHover': { 'de-DE': 'Hell beim Überfahren', 'en-GB': 'Light hover' },
  'admin.themeNameHeading': { 'de-DE': 'Überschrift', 'en-GB': 'Heading' },
  'admin.themeNameMuted': { 'de-DE': 'Gedämpft', 'en-GB': 'Muted' },
  'admin.themeNameSubtle': { 'de-DE': 'Dezent', 'en-GB': 'Subtle' },
  'admin.themeNameLink': { 'de-DE': 'Link', 'en-GB': 'Link' },
  'admin.themeNameRaised': { 'de-DE': 'Erhöht', 'en-GB': 'Raised' },
  'admin.themeNameDefault': { 'de-DE': 'Standard', 'en-GB': 'Default' },
  'admin.themeNameStrong': { 'de-DE': 'Kräftig', 'en-GB': 'Strong' },
  'admin.themeNameFocus': { 'de-DE': 'Fokus', 'en-GB': 'Focus' },
  'admin.themeNameSpecial': { 'de-DE': 'Spezial', 'en-GB': 'Special' },
  'admin.themeNameSpecialText': { 'de-DE': 'Spezialtext', 'en-GB': 'Special text' },
  'admin.themeNameSpecialHover': { 'de-DE': 'Spezial beim Überfahren', 'en-GB': 'Special hover' },
  'admin.themeNameButton': { 'de-DE': 'Buttons', 'en-GB': 'Buttons' },
  'admin.themeNameCms': { 'de-DE': 'CMS-Seiten', 'en-GB': 'CMS pages' },
  'admin.themeNameToggle': { 'de-DE': 'Schalter', 'en-GB': 'Toggles' },
  'admin.themeNameControls': { 'de-DE': 'Formularelemente', 'en-GB': 'Form controls' },
  'admin.themeNameLabels': { 'de-DE': 'Beschriftungen', 'en-GB': 'Labels' },
  'admin.themeNameCatalogItem': { 'de-DE': 'Katalogeinträge', 'en-GB': 'Catalogue items' },
  'admin.themeNamePage': { 'de-DE': 'Seite', 'en-GB': 'Page' },
  'admin.themeNamePopOverMenu': { 'de-DE': 'Aufklappmenüs', 'en-GB': 'Pop-over menus' },
  'admin.themeNameNavigation': { 'de-DE': 'Navigation', 'en-GB': 'Navigation' },
  'admin.themeNameInfoBox': { 'de-DE': 'Infoboxen', 'en-GB': 'Info boxes' },
  'admin.themeNameHeader': { 'de-DE': 'Kopfzeile', 'en-GB': 'Header' },
  'admin.themeNameHeaderLogo': { 'de-DE': 'Logo in der Kopfzeile', 'en-GB': 'Header logo' },
  'admin.themeNameHeaderSearch': { 'de-DE': 'Suche in der Kopfzeile', 'en-GB': 'Header search' },
  'admin.themeNamePricingTiers': { 'de-DE': 'Preisstufen', 'en-GB': 'Pricing tiers' },
  'admin.themeNamePageFancies': { 'de-DE': 'Seitenakzente', 'en-GB': 'Page fancies' },
  'admin.themeNamePrimaryLight': { 'de-DE': 'Primär hell', 'en-GB': 'Primary light' },
  'admin.themeNameCloudbarSpecial': { 'de-DE': 'Cloudbar spezial', 'en-GB': 'Cloudbar special' },
  'admin.themeNameSectionBackground': { 'de-DE': 'Abschnittshintergrund', 'en-GB': 'Section background' },
  'admin.themeNameOn': { 'de-DE': 'An', 'en-GB': 'On' },
  'admin.themeNameOff': { 'de-DE': 'Aus', 'en-GB': 'Off' },
  'admin.themeNameKnob': { 'de-DE': 'Knopf', 'en-GB': 'Knob' },
  'admin.themeNamePlaceholder': { 'de-DE': 'Platzhalter', 'en-GB': 'Placeholder' },
  'admin.themeNameRequired': { 'de-DE': 'Pflichtfeld-Markierung', 'en-GB': 'Required mark' },
  'admin.themeNamePrice': { 'de-DE': 'Preis', 'en-GB': 'Price' },
  'admin.themeNameBadge': { 'de-DE': 'Abzeichen', 'en-GB': 'Badge' },
  'admin.themeNameBadgeText': { 'de-DE': 'Text des Abzeichens', 'en-GB': 'Badge text' },
  'admin.themeNameActive': { 'de-DE': 'Aktiv', 'en-GB': 'Active' },
  'admin.themeNameHighlight': { 'de-DE': 'Hervorhebung', 'en-GB': 'Highlight' },
  'admin.themeNameHighlightText': { 'de-DE': 'Text der Hervorhebung', 'en-GB': 'Highlight text' },
  'admin.themeNameAccent': { 'de-DE': 'Akzent', 'en-GB': 'Accent' },
  'admin.themeNameGradientStart': { 'de-DE': 'Verlaufsbeginn', 'en-GB': 'Gradient start' },
  'admin.themeNameGradientEnd': { 'de-DE': 'Verlaufsende', 'en-GB': 'Gradient end' },

  // Contrast (core's contrast-pairs.ts and contrast-fix.ts)
  'admin.themeContrastIntro': {
    'de-DE':
      'Jedes Text- und Hintergrundpaar des Themes, geprüft nach WCAG 2.2 AA: 4,5:1 für Text, 3:1 für großen Text, Rahmen von Bedienelementen und Fokusrahmen.',
    'en-GB':
      'Every text and background pair of the theme, checked against WCAG 2.2 AA: 4.5:1 for text, 3:1 for large text, control boundaries and focus indicators.',
  },
  'admin.themeContrastAllPass': {
    'de-DE': 'Alle Farbpaare erreichen WCAG 2.2 AA.',
    'en-GB': 'Every colour pair reaches WCAG 2.2 AA.',
  },
  'admin.themeContrastFailingCount': {
    'de-DE': '{count} Farbpaare zu kontrastarm',
    'en-GB': '{count} colour pairs lack contrast',
  },
  'admin.themeContrastFailingCount_one': {
    'de-DE': '{count} Farbpaar zu kontrastarm',
    'en-GB': '{count} colour pair lacks contrast',
  },
  'admin.themeContrastMeasured': {
    'de-DE': '{ratio} · verlangt: {kind}',
    'en-GB': '{ratio} · needs: {kind}',
  },
  'admin.themeContrastFix': { 'de-DE': 'Beheben', 'en-GB': 'Fix' },
  'admin.themeContrastFixStep': { 'de-DE': 'Kontrast: {pair}', 'en-GB': 'Contrast: {pair}' },

  // Fonts
  'admin.themeFontsIntro': {
    'de-DE': 'Jede Rolle nutzt eine der 20 Schriften des Shops (selbst gehostet).',
    'en-GB': 'Each role uses one of the shop’s 20 fonts (self-hosted).',
  },
  'admin.themeFontDisplay': { 'de-DE': 'Überschriften', 'en-GB': 'Display' },
  'admin.themeFontBody': { 'de-DE': 'Fließtext', 'en-GB': 'Body text' },
  'admin.themeFontSerif': { 'de-DE': 'Serifenschrift', 'en-GB': 'Serif' },
  'admin.themeFontSans': { 'de-DE': 'Serifenlose Schrift', 'en-GB': 'Sans serif' },
  'admin.themeFontMono': { 'de-DE': 'Festbreitenschrift', 'en-GB': 'Monospace' },
  'admin.themeFontLight': { 'de-DE': 'Leicht', 'en-GB': 'Light' },
  'admin.themeFontBold': { 'de-DE': 'Fett', 'en-GB': 'Bold' },
  'admin.themeFontCategorySerif': { 'de-DE': 'Serifenschriften', 'en-GB': 'Serif' },
  'admin.themeFontCategorySans': { 'de-DE': 'Serifenlose Schriften', 'en-GB': 'Sans serif' },
  'admin.themeFontCategoryMono': { 'de-DE': 'Festbreitenschriften', 'en-GB': 'Monospace' },
  'admin.themeFontCategoryDisplay': { 'de-DE': 'Auszeichnungsschriften', 'en-GB': 'Display' },
  'admin.themeFontOption': { 'de-DE': '{family} · {size} KB', 'en-GB': '{family} · {size} KB' },
  'admin.themeFontMissingScripts': {
    'de-DE': 'Deckt die Schrift dieser Shop-Sprachen nicht ab: {languages}',
    'en-GB': 'Does not cover the script of these shop languages: {languages}',
  },
  'admin.themeFontSample': {
    'de-DE': 'Visitenkarten, die im Gedächtnis bleiben – 0123456789',
    'en-GB': 'Business cards people remember – 0123456789',
  },

  // Shapes
  'admin.styleDefault': { 'de-DE': 'Standard', 'en-GB': 'Default' },
  'admin.themeChoicePx': { 'de-DE': '{label} ({px} px)', 'en-GB': '{label} ({px} px)' },
  'admin.themeShapesIntro': {
    'de-DE': 'Ecken und Rahmen von Buttons, Feldern, Karten und Abschnitten.',
    'en-GB': 'Corners and borders of buttons, fields, cards and sections.',
  },

  // Page transition
  'admin.themeTransitionOn': { 'de-DE': 'Seiten beim Aufruf einblenden', 'en-GB': 'Animate pages on entry' },
  'admin.themeTransitionHint': {
    'de-DE':
      'Nach einem Klick auf eine andere Seite des Shops. Wer reduzierte Bewegung eingestellt hat, sieht keine Animation.',
    'en-GB':
      'After a click to another page of the shop. Visitors who prefer reduced motion see no animation.',
  },
  'admin.themeTransitionDuration': { 'de-DE': 'Dauer', 'en-GB': 'Duration' },
  'admin.themeTransitionDistance': { 'de-DE': 'Weg', 'en-GB': 'Distance' },
  'admin.themeTransitionFade': { 'de-DE': 'Einblenden', 'en-GB': 'Fade in' },
  'admin.themeChoiceMs': { 'de-DE': '{label} ({ms} ms)', 'en-GB': '{label} ({ms} ms)' },
  'admin.themeDurationFast': { 'de-DE': 'Schnell', 'en-GB': 'Fast' },
  'admin.themeDurationMedium': { 'de-DE': 'Mittel', 'en-GB': 'Medium' },
  'admin.themeDurationSlow': { 'de-DE': 'Langsam', 'en-GB': 'Slow' },
  'admin.themeDistanceShort': { 'de-DE': 'Kurz', 'en-GB': 'Short' },
  'admin.themeDistanceMedium': { 'de-DE': 'Mittel', 'en-GB': 'Medium' },
  'admin.themeDistanceLong': { 'de-DE': 'Lang', 'en-GB': 'Long' },
};
