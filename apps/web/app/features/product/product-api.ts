import type { ServerApi } from '@print/core/ssr-api';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// The product page's GraphQL operations (the server's modules/catalog/product.schema.ts and
// modules/cart/cart.schema.ts). The page data is read by the route loader on the server (load context
// `api`, as the visitor); only the cart and favourite changes run in the browser.

export type PriceDisplay = 'net' | 'gross';

/** Integer minor units + currency (DESIGN §4); `amountMinor` is net or gross as the shop shows prices. */
export type ProductAmount = {
  amountMinor: number;
  netMinor: number;
  grossMinor: number;
  currency: string;
  display: PriceDisplay;
};

/** Spec §3 price table: quantity, price per single unit, total. */
export type ProductPriceRow = { quantity: number; unitPrice: ProductAmount; total: ProductAmount };

/** Already in the visitor's language (the server applies the alternative image for it). */
export type ProductImage = { url: string; thumbnailUrl: string; alt: string };

export type ProductVariant = { id: string; code: string; name: string };

export type ProductField = {
  id: string;
  name: string;
  label: string;
  type: string;
  required: boolean;
  defaultValue: string | null;
};

export type ProductDetail = {
  id: string;
  slug: string;
  name: string;
  description: string;
  imageUrl: string | null;
  images: ProductImage[];
  /** The print template, or null. Opaque here: only the product form reads it. */
  template: unknown;
  isFavourite: boolean;
  variants: ProductVariant[];
  fields: ProductField[];
  categories: { slug: string; name: string }[];
  currency: string;
  taxCategory: string;
  /** 1900 = 19 %. */
  taxRateBasisPoints: number;
  priceDisplay: PriceDisplay;
  priceTable: ProductPriceRow[];
  /** null = unlimited; 0 = none left. */
  stock: number | null;
  inStock: boolean;
  orderable: boolean;
  /** False: 'Product is not available at the moment.' and no ordering. */
  available: boolean;
  unavailableReason: 'noPrice' | 'notOrderable' | 'outOfStock' | null;
  /** null unless the visitor has prices.write; false → the admin-only hint (spec §6). */
  priceListConfigured: boolean | null;
};

/** A cart item opened again in the product form (the cart's "personalise" link, `?item=`). */
export type ProductFormItem = {
  id: string;
  kind: 'cart' | 'watchlist' | 'draft';
  quantity: number;
  variantId: string | null;
  fieldValues: Record<string, string>;
};

export type ProductPageData = { product: ProductDetail; item: ProductFormItem | null };

const AMOUNT = 'amountMinor netMinor grossMinor currency display';

const PRODUCT_FIELDS = /* GraphQL */ `
  id slug name description imageUrl
  images { url thumbnailUrl alt }
  template
  isFavourite
  variants { id code name }
  fields { id name label type required defaultValue }
  categories { slug name }
  currency taxCategory taxRateBasisPoints priceDisplay
  priceTable { quantity unitPrice { ${AMOUNT} } total { ${AMOUNT} } }
  stock inStock orderable available unavailableReason priceListConfigured
`;

// The item only for visitors with a session: cartItem needs one, and asking without would be an error.
export const PRODUCT_PAGE_QUERY = /* GraphQL */ `
  query ProductPage($slug: String!, $item: ID!, $withItem: Boolean!) {
    product(slug: $slug) { ${PRODUCT_FIELDS} }
    cartItem(id: $item) @include(if: $withItem) { id kind productId quantity variantId fieldValues }
  }
`;

type RawCartItem = Omit<ProductFormItem, 'fieldValues'> & { productId: string; fieldValues: unknown };

/** Only text values go to the form; anything else in the stored JSON is not a field value. */
export function toFormItem(raw: RawCartItem): ProductFormItem {
  const values =
    typeof raw.fieldValues === 'object' && raw.fieldValues !== null && !Array.isArray(raw.fieldValues)
      ? Object.entries(raw.fieldValues).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        )
      : [];
  return {
    id: raw.id,
    kind: raw.kind,
    quantity: raw.quantity,
    variantId: raw.variantId,
    fieldValues: Object.fromEntries(values),
  };
}

/**
 * The page data as the visitor may see it; null when the product is unknown or hidden from them
 * (the route answers 404). An item of another product is ignored rather than opened in the wrong form.
 */
export async function loadProductPage(
  api: ServerApi,
  slug: string,
  itemId: string | null,
  hasSession: boolean,
): Promise<ProductPageData | null> {
  const withItem = hasSession && itemId !== null && itemId !== '';
  const { data, errors } = await api.query<{ product: ProductDetail | null; cartItem?: RawCartItem | null }>(
    PRODUCT_PAGE_QUERY,
    { slug, item: withItem ? itemId : '', withItem },
  );
  if (!data) throw new Error(`Product page query failed: ${errors.map((error) => error.message).join('; ')}`);
  const { product, cartItem } = data;
  if (!product) return null;
  const item = cartItem && cartItem.productId === product.id ? toFormItem(cartItem) : null;
  return { product, item };
}

const ADD_TO_CART = /* GraphQL */ `
  mutation AddProductToCart($input: CartItemInput!) {
    addCartItem(kind: cart, input: $input) {
      id
    }
  }
`;

export type AddToCartInput = { productId: string; variantId: string | null; quantity: number };

/** A product without personalisation fields straight into the cart; resolves to the new item's id. */
export async function addProductToCart(input: AddToCartInput): Promise<string> {
  return (await graphqlRequest<{ addCartItem: { id: string } }>('AddProductToCart', ADD_TO_CART, { input }))
    .addCartItem.id;
}
