import type { ValidationError } from '../validation/messages.ts';
import { fieldStates } from './conditions.ts';
import { fieldsByName, validateProductFieldValue, valueOf } from './product-field.ts';
import type { ProductField } from './product-field.ts';
import { imageHref } from './svg-safety.ts';
import type { FieldValues, Template } from './template-types.ts';

// The check the server runs on a personalised item before it is stored (the form runs the same rules
// through form-state.ts while the shopper types): every value fits its field, and an item going into
// the cart has every field filled that is required under the template's conditions now.

export type PersonalisationCheck = {
  /** Format errors by field name (spec §5 rules of the field's type). */
  errors: Record<string, ValidationError>;
  /** Required fields that are empty (only checked with `complete`). */
  missing: string[];
  /** Value names the product has no field for. */
  unknown: string[];
  /** Filled fields that the template's conditions hide now: their values are neither printed nor
   * judged, so whoever stores the item drops them (a hidden value must not escape the rules). */
  hidden: string[];
};

/** Our uploads (`/media/<id>`) or an http(s)/data:image URL the renderer accepts. */
const IMAGE_VALUE = (value: string) => imageHref(value, 'https://shop.invalid') !== undefined;

export function checkPersonalisation(
  template: Template | null,
  fields: readonly ProductField[],
  values: FieldValues,
  options: { complete: boolean },
): PersonalisationCheck {
  const byName = fieldsByName(fields);
  const result: PersonalisationCheck = { errors: {}, missing: [], unknown: [], hidden: [] };
  for (const name of Object.keys(values)) if (!byName.has(name)) result.unknown.push(name);
  // Without a template only the product's own field conditions decide what shows and is required.
  const states = fieldStates(template, fields, values);
  for (const field of fields) {
    const state = states.get(field.name);
    const shown = state ? state.shown : true;
    const required = state ? state.required : field.required;
    const value = valueOf(values, field.name);
    if (value.trim() === '') {
      if (options.complete && required) result.missing.push(field.name);
      continue;
    }
    if (!shown) {
      result.hidden.push(field.name);
      continue;
    }
    if (field.type === 'image') {
      if (!IMAGE_VALUE(value)) result.errors[field.name] = { key: 'validation.validUrl' };
      continue;
    }
    const error = validateProductFieldValue(field, value, false);
    if (error) result.errors[field.name] = error;
  }
  return result;
}
