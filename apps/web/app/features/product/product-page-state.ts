import type { PendingWork } from '../../lib/guest/pending-work.ts';
import type { ProductDetail, ProductFormItem, ProductPriceRow } from './product-api.ts';
import { initialQuantity, initialVariant, quantityOptions, rowForQuantity } from './product-values.ts';

// What the visitor has chosen on the product page, as a reducer: every change is a plain, testable
// transition, and the components only render the state and dispatch.

export type ProductPageState = {
  /** Index into the gallery images. */
  imageIndex: number;
  variantId: string | null;
  quantity: number;
  /** The product form (personalisable products) is open. */
  formOpen: boolean;
  /** Back after logging in: what the guest typed, and the save they asked for (issue 12). */
  resume: { action: PendingWork['action']; values: Record<string, string> } | null;
};

export type ProductPageAction =
  | { type: 'selectImage'; index: number }
  | { type: 'selectVariant'; variantId: string }
  | { type: 'selectQuantity'; quantity: number }
  | { type: 'openForm' }
  | { type: 'closeForm' }
  | { type: 'resume'; work: PendingWork; product: ProductDetail };

/** The first image, the item's (or the first) variant and quantity; the form open for `?item=`. */
export function initialPageState(product: ProductDetail, item: ProductFormItem | null): ProductPageState {
  const options = quantityOptions(product.priceTable, product.stock);
  return {
    imageIndex: 0,
    variantId: initialVariant(product.variants, item?.variantId ?? null),
    quantity: initialQuantity(options, item?.quantity ?? null),
    formOpen: item !== null && product.fields.length > 0,
    resume: null,
  };
}

export function productPageReducer(state: ProductPageState, action: ProductPageAction): ProductPageState {
  switch (action.type) {
    case 'selectImage':
      return action.index === state.imageIndex ? state : { ...state, imageIndex: action.index };
    case 'selectVariant':
      return { ...state, variantId: action.variantId };
    case 'selectQuantity':
      return { ...state, quantity: action.quantity };
    case 'openForm':
      return { ...state, formOpen: true };
    case 'closeForm':
      return { ...state, formOpen: false, resume: null };
    case 'resume': {
      const { work, product } = action;
      return {
        ...state,
        ...resumedChoices(product, work),
        formOpen: product.fields.length > 0,
        resume: { action: work.action, values: work.values },
      };
    }
  }
}

/** The kept variant and quantity where the product still offers them, as for an item opened again. */
export function resumedChoices(
  product: ProductDetail,
  work: Pick<PendingWork, 'variantId' | 'quantity'>,
): { variantId: string | null; quantity: number } {
  const options = quantityOptions(product.priceTable, product.stock);
  return {
    variantId: initialVariant(product.variants, work.variantId),
    quantity: initialQuantity(options, work.quantity),
  };
}

/** The price table row of the chosen quantity: what the page shows as the resulting total. */
export function selectedRow(product: ProductDetail, state: ProductPageState): ProductPriceRow | null {
  return rowForQuantity(product.priceTable, state.quantity);
}
