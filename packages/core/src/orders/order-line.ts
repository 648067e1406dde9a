import type { LocalizedText } from '../i18n/localized-text.ts';
import type { ProductFieldType } from '../print/product-field.ts';

// What an order line says about what was bought, the same for every place that shows it (the order
// pages, the cart, the confirmation mail, punch-out transfers and print files): the variant and the
// codes as ordered (decision 0053). Type imports only: the shop's pages load this. The values as the
// shopper entered them are ordered-values.ts (the server's).

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

/**
 * The variant of an order line as it was kept (its names per language, its code), with the name read by
 * `text` (e.g. in the reader's language); null for a line without a variant.
 */
export function orderedVariant<Name>(
  name: Name | null,
  code: string | null,
  text: (name: Name) => string,
): { name: string; code: string | null } | null {
  return name || code ? { name: name ? text(name) : '', code } : null;
}

/** The product with its variant: "Round stickers – Ø 50 mm (ST-RND-50)"; the product alone without one. */
export function productWithVariant(
  productName: string,
  variant: { name: string; code: string | null } | null,
): string {
  return productWithVariantLabel(productName, variant ? variantLabel(variant.name, variant.code) : null);
}

/** The product with its variant's label (variantLabel, e.g. as the server gives it); the product alone without one. */
export function productWithVariantLabel(productName: string, label: string | null | undefined): string {
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
