import { localizedText, type LocalizedText } from '../i18n/localized-text.ts';
import { COLOUR_PATTERN, type ProductFieldType } from '../print/product-field.ts';

// What an order line says about what was bought, the same for every place that shows it (the order
// pages, the cart, the confirmation mail, punch-out transfers and print files): the variant and the
// codes as ordered, and the personalisation values as the shopper entered them (decision 0053).

/** A personalisation field as the order line keeps it. */
export type OrderedField = {
  name: string;
  label: LocalizedText;
  type: ProductFieldType;
  /** select: the choices with their labels per language. */
  options?: { value: string; label: LocalizedText }[];
};

/** The codes of a line: the product's article code and the chosen variant's code, each when there is one. */
export type LineCodes = { articleCode: string | null; variantCode: string | null };

/** A variant as people read it: "Ø 50 mm (ST-RND-50)"; the name alone when there is no code. */
export function variantLabel(name: string, code: string | null): string {
  const trimmed = name.trim();
  if (!code) return trimmed;
  return trimmed && trimmed !== code ? `${trimmed} (${code})` : code;
}

/** The product with its variant: "Round stickers – Ø 50 mm (ST-RND-50)"; the product alone without one. */
export function productWithVariant(
  productName: string,
  variant: { name: string; code: string | null } | null,
): string {
  const label = variant ? variantLabel(variant.name, variant.code) : '';
  return label ? `${productName} – ${label}` : productName;
}

/**
 * The part number a procurement system books (OCI NEW_ITEM-VENDORMAT, cXML SupplierPartID): the
 * variant's code (unique in the shop, it names exactly what was chosen), else the product's article
 * code, else `fallback` (the product's slug: both protocols require a part number).
 */
export function supplierPartId(codes: LineCodes, fallback: string): string {
  return codes.variantCode?.trim() || codes.articleCode?.trim() || fallback;
}

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

/** Whether a value is a colour the page may show as a swatch (#rrggbb). */
export const isColourValue = (value: Pick<OrderedValue, 'value'> & { type: string }) =>
  value.type === 'colour' && COLOUR_PATTERN.test(value.value);
