import { cmsBuilderEntries } from './cms-builder.ts';
import { cmsTemplateEntries } from './cms-templates.ts';
import type { CatalogueGroup } from './types.ts';

export const cms: CatalogueGroup = {
  group: 'cms',
  entries: {
    'cms.pageEditor': { 'de-DE': 'Seiteneditor', 'en-GB': 'Page editor' },
    'cms.pageTitle': { 'de-DE': 'Seitentitel', 'en-GB': 'Page title' },
    'cms.slug': { 'de-DE': 'Slug', 'en-GB': 'Slug' },
    'cms.pageNotFound': {
      'de-DE': 'Seite nicht gefunden. Bitte überprüfen Sie, ob die URL korrekt ist.',
      'en-GB': 'Page not found. Please make sure the URL is correct.',
    },
    'cms.goToPageManagement': { 'de-DE': 'Zur Seitenverwaltung', 'en-GB': 'Go to page management' },
    'cms.emptyPageTitle': { 'de-DE': 'Diese Seite ist noch leer', 'en-GB': 'This page is still empty' },
    'cms.emptyPageText': {
      'de-DE': 'Fügen Sie den ersten Block hinzu, um mit der Gestaltung zu beginnen.',
      'en-GB': 'Add the first block to start designing.',
    },
    'cms.deletePageConfirm': {
      'de-DE': 'Möchten Sie die Seite {pageTitle} wirklich löschen?',
      'en-GB': 'Do you really want to delete the page {pageTitle}?',
    },

    // Unsaved changes
    'cms.unsavedChangesTitle': { 'de-DE': 'Ungespeicherte Änderungen', 'en-GB': 'Unsaved changes' },
    'cms.unsavedChangesText': {
      'de-DE': 'Sie haben ungespeicherte Änderungen. Möchten Sie diese speichern?',
      'en-GB': 'You have unsaved changes. Would you like to save them?',
    },
    'cms.saveAndClose': { 'de-DE': 'Speichern & Schließen', 'en-GB': 'Save & Close' },
    'cms.discard': { 'de-DE': 'Verwerfen', 'en-GB': 'Discard' },

    // Insert-block picker
    'cms.insertBlock': { 'de-DE': 'Block einfügen', 'en-GB': 'Insert block' },
    'cms.blockTabHeroTitles': { 'de-DE': 'Hero & Titel', 'en-GB': 'Hero & titles' },
    'cms.blockTabProducts': { 'de-DE': 'Produkte', 'en-GB': 'Products' },
    'cms.blockTabSpecial': { 'de-DE': 'Spezial', 'en-GB': 'Special' },
    'cms.blockTabLinkPage': { 'de-DE': 'Seite verlinken', 'en-GB': 'Link Page' },
    'cms.blockTabText': { 'de-DE': 'Text', 'en-GB': 'Text' },
    'cms.blockTabImage': { 'de-DE': 'Bild', 'en-GB': 'Image' },
    'cms.blockTabCloudbar': { 'de-DE': 'Cloudbar', 'en-GB': 'Cloudbar' },
    // Block names (pages/blocks; issue 25)
    'cms.blockHero': { 'de-DE': 'Hero', 'en-GB': 'Hero' },
    'cms.blockHeading': { 'de-DE': 'Überschrift', 'en-GB': 'Heading' },
    'cms.blockText': { 'de-DE': 'Text', 'en-GB': 'Text' },
    'cms.blockImage': { 'de-DE': 'Bild', 'en-GB': 'Image' },
    'cms.blockCta': { 'de-DE': 'Call-to-Action', 'en-GB': 'Call to action' },
    'cms.blockSocialButtons': { 'de-DE': 'Social-Media-Buttons', 'en-GB': 'Social buttons' },
    'cms.blockColumns': { 'de-DE': 'Spalten', 'en-GB': 'Columns' },
    'cms.blockProductRow': { 'de-DE': 'Produktreihe', 'en-GB': 'Product row' },
    'cms.blockLinkPage': { 'de-DE': 'Seitenverweis', 'en-GB': 'Page link' },
    'cms.blockCloudbar': { 'de-DE': 'Cloudbar', 'en-GB': 'Cloudbar' },
    'cms.createWithAiInstead': { 'de-DE': 'Stattdessen mit KI erstellen', 'en-GB': 'Create with AI instead' },

    // Templates, the wizard and saving a section as a template: cms-templates.ts
    ...cmsTemplateEntries,

    // AI page wizard
    'cms.aiWizardTitle': { 'de-DE': 'Seite mit KI erstellen', 'en-GB': 'Create page with AI' },
    'cms.aiWizardGeneratingPage': { 'de-DE': 'Seite wird generiert', 'en-GB': 'Generating page' },
    'cms.aiWizardAddingLayouts': { 'de-DE': 'Layouts werden hinzugefügt', 'en-GB': 'Adding layouts' },
    'cms.aiWizardTranslating': { 'de-DE': 'Wird übersetzt', 'en-GB': 'Translating' },
    'cms.aiWizardAddingImagePlaceholders': {
      'de-DE': 'Bildplatzhalter werden hinzugefügt',
      'en-GB': 'Adding image placeholders',
    },
    'cms.aiTranslate': { 'de-DE': 'Mit KI übersetzen', 'en-GB': 'Translate with AI' },
    'cms.aiCreateWithAi': { 'de-DE': 'Mit KI erstellen', 'en-GB': 'Create with AI' },
    'cms.aiPromptLabel': {
      'de-DE': 'Worum soll es auf der Seite gehen?',
      'en-GB': 'What should the page be about?',
    },
    'cms.aiPromptHint': {
      'de-DE':
        'Zum Beispiel: Eine Landingpage für unsere neuen Premium-Visitenkarten mit einem Aufruf zum Bestellen',
      'en-GB': 'For example: a landing page for our new premium business cards, with a call to order them',
    },
    'cms.aiPromptSubmit': { 'de-DE': 'Seite erstellen', 'en-GB': 'Create page' },
    'cms.aiPromptFailed': {
      'de-DE': 'Der Prompt konnte nicht gesendet werden',
      'en-GB': 'Failed to submit prompt',
    },
    'cms.aiWorking': {
      'de-DE':
        'Die KI arbeitet. Sie können dieses Fenster schließen: Die Seite erscheint in der Liste, sobald sie fertig ist.',
      'en-GB': 'The AI is working. You may close this window: the page appears in the list once it is ready.',
    },
    'cms.aiStepDone': { 'de-DE': 'erledigt', 'en-GB': 'done' },
    'cms.aiStepCurrent': { 'de-DE': 'läuft', 'en-GB': 'in progress' },
    'cms.aiStepPending': { 'de-DE': 'ausstehend', 'en-GB': 'pending' },
    'cms.aiPageReady': {
      'de-DE': 'Die Seite ist als inaktiver Entwurf angelegt. Prüfen Sie sie, bevor Sie sie veröffentlichen.',
      'en-GB': 'The page has been created as an inactive draft. Check it before you publish it.',
    },
    'cms.aiTryAgain': { 'de-DE': 'Erneut versuchen', 'en-GB': 'Try again' },
    'cms.aiOpenPage': { 'de-DE': 'Seite öffnen', 'en-GB': 'Open the page' },
    'cms.aiRepaired': {
      'de-DE': '{count} Einstellungen der KI waren nicht verwendbar und wurden zurückgesetzt.',
      'en-GB': '{count} settings of the AI could not be used and were reset.',
    },
    'cms.aiImagePlaceholders': {
      'de-DE': '{count} Bilder sind noch auszuwählen; ihr Alternativtext beschreibt, was sie zeigen sollen.',
      'en-GB': '{count} pictures are still to be chosen; their alt text describes what they should show.',
    },
    'cms.aiTranslated': { 'de-DE': '{count} Texte übersetzt.', 'en-GB': '{count} texts translated.' },
    'cms.aiRefusedTexts': {
      'de-DE':
        '{count} Übersetzungen wurden verworfen (Platzhalter oder Formatierung verändert, zu lang oder fehlgeschlagen); diese Texte bleiben unübersetzt.',
      'en-GB':
        '{count} translations were refused (placeholders or formatting changed, too long, or failed); these texts stay untranslated.',
    },
    'cms.aiTranslateIntro': {
      'de-DE':
        'Die Texte dieser Seite, die in {languages} fehlen, werden aus {source} übersetzt. Vorhandene Übersetzungen bleiben, wie sie sind. Das Ergebnis wird als neue Version der Seite gespeichert.',
      'en-GB':
        'The texts of this page that {languages} lack are translated from {source}. Existing translations stay as they are. The result is saved as a new version of the page.',
    },
    'cms.aiTranslateStart': { 'de-DE': 'Übersetzen', 'en-GB': 'Translate' },
    'cms.aiTranslationSaved': {
      'de-DE': 'Die Übersetzungen wurden als neue Version gespeichert.',
      'en-GB': 'The translations have been saved as a new version.',
    },
    'cms.aiNothingToTranslate': {
      'de-DE': 'Alle Texte haben bereits ihre Übersetzungen.',
      'en-GB': 'Every text already has its translations.',
    },
    'cms.aiOneLanguage': {
      'de-DE': 'Der Shop hat nur eine Sprache: Es gibt nichts zu übersetzen.',
      'en-GB': 'The shop has only one language: there is nothing to translate into.',
    },
    'cms.aiNotConfiguredTitle': { 'de-DE': 'Keine KI eingerichtet', 'en-GB': 'No AI set up' },
    'cms.aiNotConfiguredText': {
      'de-DE':
        'Um Seiten mit KI zu erstellen und zu übersetzen, braucht der Server einen KI-Dienst: AI_API_KEY und AI_MODEL, dazu AI_BASE_URL für einen anderen Dienst als OpenAI (jede OpenAI-kompatible Schnittstelle, auch ein lokaler Modellserver). Bitte wenden Sie sich an den Betreiber Ihres Shops.',
      'en-GB':
        'To create and translate pages with AI, the server needs an AI service: AI_API_KEY and AI_MODEL, plus AI_BASE_URL for a service other than OpenAI (any OpenAI-compatible API, a local model server too). Please ask whoever runs your shop.',
    },

    // Stock image search
    'cms.imageSearchPlaceholder': { 'de-DE': 'Bilder suchen…', 'en-GB': 'Search images…' },
    'cms.imageSearchColour': { 'de-DE': 'Farbe', 'en-GB': 'Colour' },
    'cms.imageSearchOrientation': { 'de-DE': 'Ausrichtung', 'en-GB': 'Orientation' },
    'cms.orientationLandscape': { 'de-DE': 'Querformat', 'en-GB': 'Landscape' },
    'cms.orientationPortrait': { 'de-DE': 'Hochformat', 'en-GB': 'Portrait' },
    'cms.orientationSquare': { 'de-DE': 'Quadratisch', 'en-GB': 'Square' },
    'cms.imageSearchNoResults': { 'de-DE': 'Keine Bilder gefunden.', 'en-GB': 'No images found.' },
    'cms.stockPhotosOpen': { 'de-DE': 'Stockfotos', 'en-GB': 'Stock photos' },
    'cms.stockPhotosTitle': { 'de-DE': 'Stockfoto auswählen', 'en-GB': 'Choose a stock photo' },
    'cms.imageSearchLabel': { 'de-DE': 'Stockfotos suchen', 'en-GB': 'Search stock photos' },
    'cms.imageSearchPrompt': {
      'de-DE': 'Geben Sie einen Suchbegriff ein, um Fotos auf Unsplash zu finden.',
      'en-GB': 'Enter a search term to find photos on Unsplash.',
    },
    'cms.imageSearchAnyColour': { 'de-DE': 'Alle Farben', 'en-GB': 'Any colour' },
    'cms.imageSearchAnyOrientation': { 'de-DE': 'Alle Ausrichtungen', 'en-GB': 'Any orientation' },
    'cms.colourBlackAndWhite': { 'de-DE': 'Schwarz-Weiß', 'en-GB': 'Black and white' },
    'cms.colourBlack': { 'de-DE': 'Schwarz', 'en-GB': 'Black' },
    'cms.colourWhite': { 'de-DE': 'Weiß', 'en-GB': 'White' },
    'cms.colourYellow': { 'de-DE': 'Gelb', 'en-GB': 'Yellow' },
    'cms.colourOrange': { 'de-DE': 'Orange', 'en-GB': 'Orange' },
    'cms.colourRed': { 'de-DE': 'Rot', 'en-GB': 'Red' },
    'cms.colourPurple': { 'de-DE': 'Lila', 'en-GB': 'Purple' },
    'cms.colourMagenta': { 'de-DE': 'Magenta', 'en-GB': 'Magenta' },
    'cms.colourGreen': { 'de-DE': 'Grün', 'en-GB': 'Green' },
    'cms.colourTeal': { 'de-DE': 'Blaugrün', 'en-GB': 'Teal' },
    'cms.colourBlue': { 'de-DE': 'Blau', 'en-GB': 'Blue' },
    'cms.imageSearchUsePhoto': {
      'de-DE': 'Foto von {author} verwenden',
      'en-GB': 'Use photo by {author}',
    },
    'cms.imageSearchAdding': { 'de-DE': 'Bild wird hinzugefügt…', 'en-GB': 'Adding image…' },
    'cms.imageSearchTryAgain': { 'de-DE': 'Erneut versuchen', 'en-GB': 'Try again' },
    'cms.imageSearchPage': { 'de-DE': 'Seite {page} von {pages}', 'en-GB': 'Page {page} of {pages}' },
    'cms.imageSearchResults_one': { 'de-DE': '{count} Bild gefunden', 'en-GB': '{count} image found' },
    'cms.imageSearchResults': {
      'de-DE': '{count} Bilder gefunden',
      'en-GB': '{count} images found',
    },
    'cms.stockPhotosNotConfigured': {
      'de-DE':
        'Die Stockfoto-Suche ist nicht eingerichtet. Hinterlegen Sie unter System → Stockfotos einen Unsplash-Zugriffsschlüssel, oder bitten Sie den Betreiber, UNSPLASH_ACCESS_KEY für alle Shops zu setzen.',
      'en-GB':
        'Stock photo search is not set up. Enter an Unsplash access key under System → Stock photos, or ask the operator to set UNSPLASH_ACCESS_KEY for all shops.',
    },
    // {author} and {source} become links: the photographer's profile and the provider's site.
    'cms.photoCredit': {
      'de-DE': 'Foto von {author} auf {source}',
      'en-GB': 'Photo by {author} on {source}',
    },
    'cms.errorAddingUnsplashImage': {
      'de-DE': 'Fehler beim Hinzufügen des Unsplash-Bildes',
      'en-GB': 'Error adding Unsplash image',
    },
    'cms.errorLoadingImages': {
      'de-DE': 'Fehler beim Laden der Bilder. Bitte versuchen Sie es erneut.',
      'en-GB': 'Error loading images. Please try again.',
    },

    // Media support
    'cms.audioNotSupported': {
      'de-DE': 'Ihr Browser unterstützt die Audiowiedergabe nicht.',
      'en-GB': 'Your browser does not support audio playback.',
    },
    'cms.videoNotSupported': {
      'de-DE': 'Ihr Browser unterstützt die Videowiedergabe nicht.',
      'en-GB': 'Your browser does not support video playback.',
    },

    // Section and layout settings
    'cms.sectionSettings': { 'de-DE': 'Abschnittseinstellungen', 'en-GB': 'Section settings' },
    'cms.sectionAnchor': { 'de-DE': 'Anker', 'en-GB': 'Anchor' },
    'cms.sectionAnchorHint': {
      'de-DE': 'Optional. Standardmäßig wird die ID des Abschnitts verwendet.',
      'en-GB': 'Optional. Defaults to the section ID.',
    },
    'cms.backgroundColour': { 'de-DE': 'Hintergrundfarbe', 'en-GB': 'Background colour' },
    'cms.padding': { 'de-DE': 'Innenabstand', 'en-GB': 'Padding' },
    'cms.sizeNone': { 'de-DE': 'Keiner', 'en-GB': 'None' },
    'cms.sizeSmall': { 'de-DE': 'Klein', 'en-GB': 'Small' },
    'cms.sizeMedium': { 'de-DE': 'Mittel', 'en-GB': 'Medium' },
    'cms.sizeLarge': { 'de-DE': 'Groß', 'en-GB': 'Large' },
    'cms.layoutWidthNone': { 'de-DE': 'Keine', 'en-GB': 'None' },
    'cms.layoutWidthWide': { 'de-DE': 'Breit (Landingpage)', 'en-GB': 'Wide (landing page)' },
    'cms.layoutWidthRegular': { 'de-DE': 'Normal (Standard)', 'en-GB': 'Regular (default)' },
    'cms.textBackgroundNone': { 'de-DE': 'Keiner', 'en-GB': 'None' },
    'cms.textBackgroundGlassy': { 'de-DE': 'Glaseffekt', 'en-GB': 'Glassy' },
    'cms.textBackgroundGlassyBorder': { 'de-DE': 'Glaseffekt + Rahmen', 'en-GB': 'Glassy+Border' },
    'cms.roundingStrong': { 'de-DE': 'Stark', 'en-GB': 'Strong' },
    'cms.roundingLight': { 'de-DE': 'Leicht', 'en-GB': 'Light' },
    'cms.roundingNone': { 'de-DE': 'Keine', 'en-GB': 'None' },
    'cms.pageTransition': { 'de-DE': 'Seitenübergang', 'en-GB': 'Page transition' },
    'cms.transitionDuration': { 'de-DE': 'Dauer', 'en-GB': 'Duration' },
    'cms.transitionFast': { 'de-DE': 'Schnell', 'en-GB': 'Fast' },
    'cms.transitionMedium': { 'de-DE': 'Mittel', 'en-GB': 'Medium' },
    'cms.transitionSlow': { 'de-DE': 'Langsam', 'en-GB': 'Slow' },
    'cms.transitionDistance': { 'de-DE': 'Distanz', 'en-GB': 'Distance' },
    'cms.transitionShort': { 'de-DE': 'Kurz', 'en-GB': 'Short' },
    'cms.transitionLong': { 'de-DE': 'Lang', 'en-GB': 'Long' },
    'cms.transitionFadeIn': { 'de-DE': 'Einblenden', 'en-GB': 'Fade in' },

    // Icon picker and social buttons
    'cms.iconPicker': { 'de-DE': 'Icon auswählen', 'en-GB': 'Choose icon' },
    'cms.socialButtons': { 'de-DE': 'Social-Media-Buttons', 'en-GB': 'Social buttons' },
    'cms.addSocialButton': { 'de-DE': 'Social-Media-Button hinzufügen', 'en-GB': 'Add social button' },
    'cms.socialPlatform': { 'de-DE': 'Plattform', 'en-GB': 'Platform' },
    'cms.socialUrl': { 'de-DE': 'URL', 'en-GB': 'URL' },
    'cms.socialLabel': { 'de-DE': 'Beschriftung', 'en-GB': 'Label' },

    // Call-to-action editor
    'cms.ctaEditor': { 'de-DE': 'Call-to-Action bearbeiten', 'en-GB': 'Edit call to action' },
    'cms.ctaLabel': { 'de-DE': 'Beschriftung', 'en-GB': 'Label' },
    'cms.ctaUrl': { 'de-DE': 'URL', 'en-GB': 'URL' },
    'cms.ctaTarget': { 'de-DE': 'Ziel', 'en-GB': 'Target' },
    'cms.ctaTargetSameTab': { 'de-DE': 'Im selben Tab', 'en-GB': 'Same tab' },
    'cms.ctaTargetNewTab': { 'de-DE': 'In neuem Tab', 'en-GB': 'New tab' },
    'cms.ctaClickBehaviour': { 'de-DE': 'Klickverhalten', 'en-GB': 'Click behaviour' },
    'cms.ctaClickButtonOnly': { 'de-DE': 'Nur Button', 'en-GB': 'Button only' },
    'cms.ctaClickTileOnly': { 'de-DE': 'Nur Kachel', 'en-GB': 'Tile only' },
    'cms.ctaClickButtonAndTile': { 'de-DE': 'Button + Kachel', 'en-GB': 'Button + Tile' },
    'cms.ctaColour': { 'de-DE': 'Farbe', 'en-GB': 'Colour' },
    'cms.buttonColour': { 'de-DE': 'Button-Farbe', 'en-GB': 'Button colour' },
    'cms.buttonColourPrimary': { 'de-DE': 'Primär', 'en-GB': 'Primary' },
    'cms.buttonColourPrimaryLight': { 'de-DE': 'Primär hell', 'en-GB': 'Primary light' },
    'cms.buttonColourSecondary': { 'de-DE': 'Sekundär', 'en-GB': 'Secondary' },
    'cms.buttonColourDanger': { 'de-DE': 'Warnung', 'en-GB': 'Danger' },
    'cms.buttonColourSuccess': { 'de-DE': 'Erfolg', 'en-GB': 'Success' },
    'cms.buttonColourNeutral': { 'de-DE': 'Neutral', 'en-GB': 'Neutral' },
    'cms.buttonColourDisabled': { 'de-DE': 'Deaktiviert', 'en-GB': 'Disabled' },
    'cms.buttonColourInfo': { 'de-DE': 'Info', 'en-GB': 'Info' },
    'cms.buttonColourCloudbar': { 'de-DE': 'Cloudbar', 'en-GB': 'Cloudbar' },
    'cms.buttonColourCloudbarSpecial': { 'de-DE': 'Cloudbar Spezial', 'en-GB': 'Cloudbar special' },
    'cms.buttonColourAdminPrimary': { 'de-DE': 'Admin Primär', 'en-GB': 'Admin Primary' },
    'cms.buttonSizeSmall': { 'de-DE': 'Klein', 'en-GB': 'Small' },
    'cms.buttonSizeMedium': { 'de-DE': 'Mittel', 'en-GB': 'Medium' },
    'cms.buttonSizeLarge': { 'de-DE': 'Groß', 'en-GB': 'Large' },

    // RSS feed
    'cms.rssNoFeedUrl': {
      'de-DE': 'Keine RSS-Feed-URL konfiguriert. Bitte fügen Sie in den Einstellungen eine Feed-URL hinzu.',
      'en-GB': 'No RSS feed URL configured. Please edit the settings to add a feed URL.',
    },
    'cms.rssNoEpisodes': {
      'de-DE': 'Im RSS-Feed wurden keine Episoden gefunden.',
      'en-GB': 'No episodes found in the RSS feed.',
    },
    'cms.rssOptions': { 'de-DE': 'RSS-Feed-Optionen', 'en-GB': 'RSS feed options' },
    'cms.rssFeedUrl': { 'de-DE': 'Feed-URL', 'en-GB': 'Feed URL' },
    'cms.rssShowFirstAsHero': { 'de-DE': 'Ersten Eintrag hervorheben', 'en-GB': 'Show first as hero' },
    'cms.rssThumbnails': { 'de-DE': 'Vorschaubilder', 'en-GB': 'Thumbnails' },
    'cms.rssImageAspectRatio': { 'de-DE': 'Seitenverhältnis der Bilder', 'en-GB': 'Image aspect ratio' },
    'cms.aspectRatioAuto': { 'de-DE': 'Automatisch', 'en-GB': 'Auto' },
    'cms.aspectRatioSquare': { 'de-DE': 'Quadratisch (1:1)', 'en-GB': 'Square (1:1)' },
    'cms.aspectRatioWidescreen': { 'de-DE': 'Breitbild (16:9)', 'en-GB': 'Widescreen (16:9)' },
    'cms.rssDuration': { 'de-DE': 'Dauer', 'en-GB': 'Duration' },
    'cms.rssCategory': { 'de-DE': 'Kategorie', 'en-GB': 'Category' },
    'cms.rssPublicationDate': { 'de-DE': 'Veröffentlichungsdatum', 'en-GB': 'Publication date' },
    'cms.rssAuthor': { 'de-DE': 'Autor', 'en-GB': 'Author' },
    'cms.rssDescriptionMode': { 'de-DE': 'Beschreibung', 'en-GB': 'Description mode' },
    'cms.rssDescriptionFull': { 'de-DE': 'Vollständig', 'en-GB': 'Full' },
    'cms.rssDescriptionExcerpt': { 'de-DE': 'Auszug', 'en-GB': 'Excerpt' },
    'cms.rssDescriptionNone': { 'de-DE': 'Keine', 'en-GB': 'None' },
    'cms.rssSourceLink': { 'de-DE': 'Link zur Quelle', 'en-GB': 'Source link' },
    'cms.rssMaxItems': { 'de-DE': 'Maximale Anzahl an Einträgen', 'en-GB': 'Maximum number of items' },
    'cms.rssCategoryFilter': { 'de-DE': 'Kategoriefilter', 'en-GB': 'Category filter' },
    'cms.rssLastDays': { 'de-DE': 'Nur die letzten X Tage', 'en-GB': 'Last X days only' },
    'cms.rssAudioPlayer': { 'de-DE': 'Audioplayer', 'en-GB': 'Audio player' },
    'cms.rssAutoplay': { 'de-DE': 'Automatisch abspielen', 'en-GB': 'Autoplay' },
    'cms.rssSpacing': { 'de-DE': 'Abstände', 'en-GB': 'Spacing density' },
    'cms.rssSpacingCompact': { 'de-DE': 'Kompakt', 'en-GB': 'Compact' },
    'cms.rssSpacingComfortable': { 'de-DE': 'Ausgewogen', 'en-GB': 'Comfortable' },
    'cms.rssSpacingSpacious': { 'de-DE': 'Großzügig', 'en-GB': 'Spacious' },
    'cms.rssListStyle': { 'de-DE': 'Listenstil', 'en-GB': 'List style' },
    'cms.rssListStyleList': { 'de-DE': 'Liste', 'en-GB': 'List' },
    'cms.rssListStyleTwoColumns': { 'de-DE': '2 Spalten', 'en-GB': '2 columns' },
    'cms.rssListStyleThreeColumns': { 'de-DE': '3 Spalten', 'en-GB': '3 columns' },
    'cms.rssFallbackImage': { 'de-DE': 'Ersatzbild', 'en-GB': 'Fallback image' },
    ...cmsBuilderEntries,
  },
};
