import type { ApiProductField } from '../../lib/print/print-model.ts';

// The contract with the product page (features/product), which imports the form lazily.

/** A product as the product page hands it over: field labels already translated, template untrusted. */
export type ProductFormProduct = {
  id: string;
  slug: string;
  name: string;
  fields: ApiProductField[];
  /** The print template as JSON from the API (checked with validateTemplate); null when none. */
  template: unknown;
};

/** An existing item being edited: the form starts with its values and saving updates it. */
export type ProductFormItem = {
  id: string;
  kind: 'cart' | 'watchlist' | 'draft';
  quantity: number;
  variantId: string | null;
  fieldValues: Record<string, string>;
};

/**
 * What a guest typed before logging in (kept in the browser, lib/guest/pending-work.ts): the form
 * starts with it and finishes the save they asked for.
 */
export type ProductFormResume = { action: 'draft' | 'cart'; values: Record<string, string> };

export type ProductFormProps = {
  product: ProductFormProduct;
  variantId: string | null;
  quantity: number;
  item: ProductFormItem | null;
  /** Back after logging in with what was typed before; null otherwise. */
  resume?: ProductFormResume | null;
  onClose(): void;
};
