import { localizedText } from '../i18n/localized-text.ts';
import { COLOUR_PATTERN, type ProductFieldType } from '../print/product-field.ts';
import type { OrderedField } from './order-line.ts';

// The personalisation values of an order line as they are shown (decision 0053): labels and choices
// as the line kept them, in the reader's language, uploads as links, template or not.

/** One personalisation value of a line as it is shown. */
export type OrderedValue = {
  name: string;
  /** The field's label in the reader's language (the name when the line kept no label). */
  label: string;
  type: ProductFieldType | 'unknown';
  /** As stored: text, the choice's value, #rrggbb, or the uploaded file's address. */
  value: string;
  /** What a reader sees: a choice's label in their language, else the value itself. */
  text: string;
  /** An uploaded file (or the field's default picture) to link to: the value's address. */
  fileUrl: string | null;
};

/** The shop's own file addresses: uploads at /media/<id> and the demo pictures (never another host). */
const OWN_FILE = /^\/(?:media|demo)\/[\w.-]+(?:\/[\w.-]+)*$/u;

/**
 * Every filled value of a line, in the order of its fields (values of fields the line kept no record of
 * follow in their stored order): labels and choices in `language`, files as links. Template or not.
 */
export function orderedValues(
  fields: readonly OrderedField[] | null,
  values: Readonly<Record<string, string>>,
  language: string,
  tenantDefault: string,
): OrderedValue[] {
  const known = new Map((fields ?? []).map((field) => [field.name, field]));
  const names = [
    ...(fields ?? []).map((field) => field.name).filter((name) => Object.hasOwn(values, name)),
    ...Object.keys(values).filter((name) => !known.has(name)),
  ];
  return names.flatMap((name): OrderedValue[] => {
    const value = values[name] ?? '';
    if (value.trim() === '') return [];
    const field = known.get(name);
    const type = field?.type ?? 'unknown';
    const option = field?.options?.find((candidate) => candidate.value === value);
    const isFile = type === 'image' || (type === 'unknown' && OWN_FILE.test(value));
    return [
      {
        name,
        label: (field && localizedText(field.label, language, tenantDefault)) || name,
        type,
        value,
        text: option ? localizedText(option.label, language, tenantDefault) || value : value,
        fileUrl: isFile && (OWN_FILE.test(value) || /^https?:\/\//u.test(value)) ? value : null,
      },
    ];
  });
}

/** Whether a value is a colour a page may show as a swatch (#rrggbb). */
export const isColourValue = (value: Pick<OrderedValue, 'value'> & { type: string }) =>
  value.type === 'colour' && COLOUR_PATTERN.test(value.value);
