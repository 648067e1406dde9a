import { valueOf, isFilled } from './product-field.ts';
import type { FieldValues, TemplateElement, TextElement } from './template-types.ts';

// Which product fields an element uses, and the text a text box shows. Shared by the conditions
// (a field is offered while an element using it can be shown), the renderer and the preflight.

/** `{fieldName}`: field names are letters and digits (spec §5), anything else stays literal text. */
const PLACEHOLDER = /\{([A-Za-z0-9]+)\}/g;

/** The field names in a static text's placeholders, in order, each once. */
export function placeholderNames(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))];
}

/** Every field an element uses: its bound field and, for text, its placeholders. */
export function elementFields(element: TemplateElement): string[] {
  const names: string[] = [];
  if (element.type !== 'shape' && element.field !== undefined) names.push(element.field);
  if (element.type === 'text' && element.text !== undefined) names.push(...placeholderNames(element.text));
  return [...new Set(names)];
}

/**
 * What a text box shows: nothing while its bound field is empty; else the static text with its
 * placeholders filled in, or the field's value. Placeholders are replaced in one pass, so a value
 * that itself looks like `{x}` is printed as typed, never expanded again.
 */
export function elementText(element: TextElement, values: FieldValues): string {
  if (element.field !== undefined && !isFilled(values, element.field)) return '';
  if (element.text === undefined) return element.field === undefined ? '' : valueOf(values, element.field);
  return element.text.replace(PLACEHOLDER, (_match, name: string) => valueOf(values, name));
}
