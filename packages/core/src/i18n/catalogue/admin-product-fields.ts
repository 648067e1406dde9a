import type { CatalogueText } from './types.ts';

// The product-field library, the product meta fields and the product editor's Fields tab.
export const adminProductFieldEntries: Record<string, CatalogueText> = {
  'admin.productFieldNotFound': { 'de-DE': 'Feld nicht gefunden', 'en-GB': 'Field not found' },
  'admin.productFieldInUseRename': {
    'de-DE':
      'Dieses Feld wird von Produkten verwendet: Name und Typ können nicht geändert werden, da Druckvorlagen den Namen verwenden.',
    'en-GB': 'Products use this field: its name and type cannot be changed, as print templates use the name.',
  },
  'admin.productFieldInUseDelete': {
    'de-DE':
      'Dieses Feld wird von {count} Produkten verwendet. Entfernen Sie es zuerst aus diesen Produkten.',
    'en-GB': '{count} products use this field. Remove it from those products first.',
  },
  'admin.fieldOptionTwice': {
    'de-DE': 'Jeder Auswahlwert darf nur einmal vorkommen',
    'en-GB': 'Each option value may appear only once',
  },
  'admin.fieldConditionInvalid': {
    'de-DE': 'Bitte wählen Sie für die Bedingung ein anderes Feld dieses Produkts',
    'en-GB': 'Choose another field of this product for the condition',
  },
  'admin.fieldTypeTextarea': { 'de-DE': 'Mehrzeilig', 'en-GB': 'Multiline' },
  'admin.fieldTypeMultiline': { 'de-DE': 'Mehrzeilig', 'en-GB': 'Multiline' },
  'admin.fieldTypeImage': { 'de-DE': 'Bild', 'en-GB': 'Image' },
  'admin.fieldTypeColour': { 'de-DE': 'Farbe', 'en-GB': 'Colour' },
  'admin.colUseCount': {
    'de-DE': 'Verwendung',
    'en-GB': 'Use',
    context: 'Column: number of products using the field',
  },
  'admin.productsUsingField': {
    'de-DE': '{count} Produkte',
    'en-GB': '{count} products',
  },
  'admin.fieldOptionValue': { 'de-DE': 'Wert', 'en-GB': 'Value' },
  'admin.fieldOptionLabelIn': { 'de-DE': 'Anzeige ({language})', 'en-GB': 'Shown as ({language})' },
  'admin.addOption': { 'de-DE': 'Auswahlwert hinzufügen', 'en-GB': 'Add option' },
  'admin.removeOption': { 'de-DE': 'Auswahlwert entfernen', 'en-GB': 'Remove option' },
  'admin.fieldOptionsTitle': { 'de-DE': 'Auswahlwerte', 'en-GB': 'Options' },
  'admin.addMetaField': { 'de-DE': 'Metafeld hinzufügen', 'en-GB': 'Add meta field' },
  'admin.editMetaField': { 'de-DE': 'Metafeld bearbeiten', 'en-GB': 'Edit meta field' },
  'admin.deleteMetaFieldConfirm': {
    'de-DE': 'Das Metafeld „{name}“ und seine Werte in allen Produkten werden gelöscht. Fortfahren?',
    'en-GB': 'The meta field “{name}” and its values in every product will be deleted. Continue?',
  },
  'admin.deleteProductFieldConfirm': {
    'de-DE': 'Das Feld „{name}“ wird aus der Feldbibliothek gelöscht. Fortfahren?',
    'en-GB': 'The field “{name}” will be deleted from the field library. Continue?',
  },
  // The product editor's Fields tab
  'admin.addFieldFromLibrary': {
    'de-DE': 'Feld aus der Bibliothek hinzufügen',
    'en-GB': 'Add field from library',
  },
  'admin.noProductFields': {
    'de-DE': 'Dieses Produkt hat noch keine Felder.',
    'en-GB': 'This product has no fields yet.',
  },
  'admin.removeProductField': { 'de-DE': 'Entfernen', 'en-GB': 'Remove' },
  'admin.removeProductFieldConfirm': {
    'de-DE': 'Das Feld „{name}“ wird aus diesem Produkt entfernt. Fortfahren?',
    'en-GB': 'The field “{name}” will be removed from this product. Continue?',
  },
  'admin.inheritedValue': { 'de-DE': 'Geerbt: {value}', 'en-GB': 'Inherited: {value}' },
  'admin.inheritedNone': { 'de-DE': 'Geerbt: (leer)', 'en-GB': 'Inherited: (empty)' },
  'admin.requiredInherited': {
    'de-DE': 'Wie in der Bibliothek ({value})',
    'en-GB': 'As in the library ({value})',
  },
  'admin.conditionShowWhen': { 'de-DE': 'Anzeigen, wenn', 'en-GB': 'Show when' },
  'admin.conditionHideWhen': { 'de-DE': 'Ausblenden, wenn', 'en-GB': 'Hide when' },
  'admin.conditionOptionalWhen': { 'de-DE': 'Optional, wenn', 'en-GB': 'Optional when' },
  'admin.conditionNone': { 'de-DE': '(keine Bedingung)', 'en-GB': '(no condition)' },
  'admin.conditionField': { 'de-DE': 'Feld', 'en-GB': 'Field' },
  'admin.conditionComparison': { 'de-DE': 'Vergleich', 'en-GB': 'Comparison' },
  'admin.conditionValue': { 'de-DE': 'Wert', 'en-GB': 'Value' },
  'admin.comparisonEquals': { 'de-DE': 'ist gleich', 'en-GB': 'equals' },
  'admin.comparisonNotEquals': { 'de-DE': 'ist ungleich', 'en-GB': 'does not equal' },
  'admin.comparisonEmpty': { 'de-DE': 'ist leer', 'en-GB': 'is empty' },
  'admin.comparisonNotEmpty': { 'de-DE': 'ist nicht leer', 'en-GB': 'is not empty' },
  'admin.conditionsTitle': { 'de-DE': 'Bedingungen', 'en-GB': 'Conditions' },
  'admin.livePreview': {
    'de-DE': 'Live-Vorschau des Produktformulars',
    'en-GB': 'Live preview of the product form',
  },
};
