import type { CatalogueText } from './types.ts';

// Page templates and the page-builder wizard (issue 25; spec §2, §3 "Wizard template", §4, §8): the
// wizard's texts, the categories, the built-in templates' names and descriptions, and saving a section
// as a template of one's own.
export const cmsTemplateEntries: Record<string, CatalogueText> = {
  'cms.wizardTitle': { 'de-DE': 'Seitenassistent', 'en-GB': 'Page wizard' },
  'cms.templateCategories': { 'de-DE': 'Vorlagenkategorien', 'en-GB': 'Template categories' },
  'cms.templateName': { 'de-DE': 'Name der Vorlage', 'en-GB': 'Template name' },
  'cms.templateDescription': { 'de-DE': 'Beschreibung', 'en-GB': 'Description' },
  'cms.templateCategory': { 'de-DE': 'Kategorie', 'en-GB': 'Category' },
  'cms.applyTemplate': { 'de-DE': 'Vorlage anwenden', 'en-GB': 'Apply template' },
  'cms.templateNoLayouts': {
    'de-DE': 'Diese Vorlage enthält keine Layouts',
    'en-GB': 'This template contains no layouts',
  },
  'cms.errorApplyingTemplate': {
    'de-DE': 'Fehler beim Anwenden der Vorlage',
    'en-GB': 'Error applying template',
  },
  'cms.templateApplied': {
    'de-DE': 'Der Inhalt der Vorlage wurde der Seite erfolgreich hinzugefügt',
    'en-GB': 'Template content successfully added to page',
  },
  'cms.templatesEmpty': {
    'de-DE': 'In dieser Kategorie gibt es noch keine Vorlagen.',
    'en-GB': 'There are no templates in this category yet.',
  },
  'cms.templatesLoadError': {
    'de-DE': 'Die Vorlagen konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
    'en-GB': 'The templates could not be loaded. Please try again.',
  },
  'cms.templatePreview': { 'de-DE': 'Vorschau von {name}', 'en-GB': 'Preview of {name}' },
  'cms.ownTemplate': { 'de-DE': 'Eigene Vorlage', 'en-GB': 'Own template' },
  'cms.deleteTemplate': { 'de-DE': 'Vorlage löschen', 'en-GB': 'Delete template' },
  'cms.deleteTemplateConfirm': {
    'de-DE': 'Möchten Sie die Vorlage {name} wirklich löschen?',
    'en-GB': 'Do you really want to delete the template {name}?',
  },
  'cms.templateDeleted': { 'de-DE': 'Vorlage gelöscht', 'en-GB': 'Template deleted' },
  'cms.errorDeletingTemplate': {
    'de-DE': 'Fehler beim Löschen der Vorlage',
    'en-GB': 'Error deleting template',
  },
  'cms.saveAsTemplate': { 'de-DE': 'Als Vorlage speichern', 'en-GB': 'Save as template' },
  'cms.templateSaved': { 'de-DE': 'Vorlage gespeichert', 'en-GB': 'Template saved' },
  'cms.errorSavingTemplate': {
    'de-DE': 'Fehler beim Speichern der Vorlage',
    'en-GB': 'Error saving template',
  },
  'cms.templateNameTaken': {
    'de-DE': 'Eine Vorlage mit diesem Namen gibt es schon',
    'en-GB': 'A template with this name already exists',
  },
  'cms.templateNotFound': { 'de-DE': 'Die Vorlage existiert nicht', 'en-GB': 'The template does not exist' },
  'cms.templateLimitReached': {
    'de-DE':
      'Ihr Shop kann höchstens {max} eigene Vorlagen haben. Löschen Sie eine, um eine neue zu speichern.',
    'en-GB': 'Your shop can have at most {max} templates of its own. Delete one to save a new one.',
  },
  'cms.startFromTemplate': { 'de-DE': 'Mit einer Vorlage beginnen', 'en-GB': 'Start from a template' },
  'cms.templateNotChosen': {
    'de-DE': 'Wählen Sie eine Vorlage oder beginnen Sie mit einer leeren Seite',
    'en-GB': 'Choose a template or start with an empty page',
  },
  'cms.startEmpty': { 'de-DE': 'Leere Seite', 'en-GB': 'Empty page' },
  'cms.chosenTemplate': { 'de-DE': 'Vorlage: {name}', 'en-GB': 'Template: {name}' },
  'cms.chooseTemplate': { 'de-DE': 'Vorlage wählen', 'en-GB': 'Choose template' },
  'cms.changeTemplate': { 'de-DE': 'Andere Vorlage', 'en-GB': 'Change template' },

  // Categories (pages/templates/page-template.ts)
  'cms.templateCategoryMarketing': { 'de-DE': 'Marketing', 'en-GB': 'Marketing' },
  'cms.templateCategoryCompany': { 'de-DE': 'Unternehmen', 'en-GB': 'Company' },
  'cms.templateCategoryService': { 'de-DE': 'Hilfe & Service', 'en-GB': 'Help & service' },
  'cms.templateCategoryLegal': { 'de-DE': 'Rechtliches', 'en-GB': 'Legal' },
  'cms.templateCategorySections': { 'de-DE': 'Einzelne Abschnitte', 'en-GB': 'Single sections' },

  // Built-in templates (pages/templates/built-in/)
  'cms.templateLandingName': { 'de-DE': 'Landingpage', 'en-GB': 'Landing page' },
  'cms.templateLandingDescription': {
    'de-DE': 'Großer Einstieg, drei Vorteile, beliebte Produkte und ein Aufruf zum Handeln.',
    'en-GB': 'A big opening, three benefits, popular products and a call to action.',
  },
  'cms.templateProductLaunchName': { 'de-DE': 'Produkteinführung', 'en-GB': 'Product launch' },
  'cms.templateProductLaunchDescription': {
    'de-DE': 'Stellt ein neues Produkt vor: Neuheiten, Startangebot und passende Produkte.',
    'en-GB': 'Introduces a new product: what is new, a launch offer and products that go with it.',
  },
  'cms.templateEventName': { 'de-DE': 'Veranstaltung', 'en-GB': 'Event' },
  'cms.templateEventDescription': {
    'de-DE': 'Datum und Ort, das Programm in drei Spalten und der Weg zu Ihnen.',
    'en-GB': 'Date and place, the programme in three columns and how to get there.',
  },
  'cms.templateAboutName': { 'de-DE': 'Über uns', 'en-GB': 'About us' },
  'cms.templateAboutDescription': {
    'de-DE': 'Ihre Geschichte und Werte, Zahlen auf einen Blick und Ihr Team.',
    'en-GB': 'Your story and values, key figures at a glance and your team.',
  },
  'cms.templateContactName': { 'de-DE': 'Kontakt', 'en-GB': 'Contact' },
  'cms.templateContactDescription': {
    'de-DE': 'Telefon, E-Mail, Adresse und Öffnungszeiten nebeneinander, mit Verweis auf die FAQ.',
    'en-GB': 'Phone, e-mail, address and opening hours side by side, pointing to the FAQ.',
  },
  'cms.templateFaqName': { 'de-DE': 'Häufige Fragen', 'en-GB': 'FAQ' },
  'cms.templateFaqDescription': {
    'de-DE': 'Fragen und Antworten nach Themen gegliedert.',
    'en-GB': 'Questions and answers grouped by topic.',
  },
  'cms.templatePricingName': { 'de-DE': 'Preise', 'en-GB': 'Pricing' },
  'cms.templatePricingDescription': {
    'de-DE': 'Drei Angebote nebeneinander, jedes mit Preis, Leistungen und Button.',
    'en-GB': 'Three offers side by side, each with a price, what it includes and a button.',
  },
  'cms.templateLegalName': { 'de-DE': 'Rechtstext', 'en-GB': 'Legal page' },
  'cms.templateLegalDescription': {
    'de-DE': 'Gliederung für AGB, Datenschutz oder Impressum mit nummerierten Abschnitten.',
    'en-GB': 'A structure for terms, privacy policy or imprint with numbered sections.',
  },
  'cms.templateBenefitsName': { 'de-DE': 'Drei Vorteile', 'en-GB': 'Three benefits' },
  'cms.templateBenefitsDescription': {
    'de-DE': 'Eine Überschrift und drei Vorteile nebeneinander.',
    'en-GB': 'A heading and three benefits side by side.',
  },
  'cms.templateCallToActionName': { 'de-DE': 'Aufruf zum Handeln', 'en-GB': 'Call to action' },
  'cms.templateCallToActionDescription': {
    'de-DE': 'Ein farbiger Abschnitt mit Überschrift und Button.',
    'en-GB': 'A coloured section with a heading and a button.',
  },
};
