import type { ServerApi } from '@print/core/ssr-api';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql, serverQuery } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// The product page's GraphQL operations (the server's modules/catalog/products/product.schema.ts and
// modules/cart/cart.schema.ts), typed from the schema (lib/api/graphql.ts). The page data is read by
// the route loader on the server (load context `api`, as the visitor); only the cart and favourite
// changes run in the browser.

/** Integer minor units + currency (DESIGN §4); `amountMinor` is net or gross as the shop shows prices. */
const ProductAmountFields = graphql(`
  fragment ProductAmountFields on PriceAmount {
    amountMinor
    netMinor
    grossMinor
    currency
    display
  }
`);

const ProductDetailFields = graphql(
  `
    fragment ProductDetailFields on Product {
      id
      slug
      name
      # Plain text for the meta description; the page shows the rich text (decision 0050).
      description
      seoTitle
      seoDescription
      descriptionRichText
      imageUrl
      images {
        url
        thumbnailUrl
        alt
      }
      externalMediaUrl
      template
      isFavourite
      variants {
        id
        code
        name
        fieldValues
        stock
        inStock
      }
      fields {
        id
        name
        label
        type
        required
        defaultValue
        options {
          value
          label
        }
        min
        max
        step
        conditions
      }
      categories {
        slug
        name
      }
      currency
      taxCategory
      taxRateBasisPoints
      priceDisplay
      priceTable {
        quantity
        unitPrice {
          ...ProductAmountFields
        }
        total {
          ...ProductAmountFields
        }
      }
      stock
      inStock
      orderable
      available
      unavailableReason
      adminHints
    }
  `,
  [ProductAmountFields],
);

// The item only for visitors with a session: cartItem needs one, and asking without would be an error.
export const PRODUCT_PAGE_QUERY = graphql(
  `
    query ProductPage($slug: String!, $item: ID!, $withItem: Boolean!) {
      product(slug: $slug) {
        ...ProductDetailFields
      }
      cartItem(id: $item) @include(if: $withItem) {
        id
        kind
        productId
        quantity
        variantId
        fieldValues
      }
    }
  `,
  [ProductDetailFields],
);

const ADD_TO_CART = graphql(`
  mutation AddProductToCart($input: CartItemInput!) {
    addCartItem(kind: cart, input: $input) {
      id
    }
  }
`);

/**
 * The product as the visitor may see it. `template`: the print template, or null (opaque here: only
 * the product form reads it); `taxRateBasisPoints`: 1900 = 19 %; `stock`: null = unlimited, 0 = none
 * left; `available` false: 'Product is not available at the moment.' and no ordering;
 * `adminHints`: null unless the visitor is the catalogue's staff, else the admin-only hints (spec §6).
 */
export type ProductDetail = ResultOf<typeof ProductDetailFields>;

export type PriceDisplay = ProductDetail['priceDisplay'];

/** Spec §3 price table: quantity, price per single unit, total. */
export type ProductPriceRow = ProductDetail['priceTable'][number];

export type ProductAmount = ResultOf<typeof ProductAmountFields>;

/** Already in the visitor's language (the server applies the alternative image for it). */
export type ProductImage = ProductDetail['images'][number];

export type ProductVariant = ProductDetail['variants'][number];

export type ProductField = ProductDetail['fields'][number];

/** The cart item as the API returns it: its field values are any JSON. */
type RawCartItem = NonNullable<ResultOf<typeof PRODUCT_PAGE_QUERY>['cartItem']>;

/** A cart item opened again in the product form (the cart's "personalise" link, `?item=`). */
export type ProductFormItem = Omit<RawCartItem, 'productId' | 'fieldValues'> & {
  fieldValues: Record<string, string>;
};

export type ProductPageData = { product: ProductDetail; item: ProductFormItem | null };

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
  const { data, errors } = await serverQuery(api, PRODUCT_PAGE_QUERY, {
    slug,
    item: withItem ? itemId : '',
    withItem,
  });
  if (!data) throw new Error(`Product page query failed: ${errors.map((error) => error.message).join('; ')}`);
  const { product, cartItem } = data;
  if (!product) return null;
  const item = cartItem && cartItem.productId === product.id ? toFormItem(cartItem) : null;
  return { product, item };
}

/** The cart item's input without field values: this path is for products without personalisation. */
export type AddToCartInput = Pick<
  VariablesOf<typeof ADD_TO_CART>['input'],
  'productId' | 'variantId' | 'quantity'
>;

/** A product without personalisation fields straight into the cart; resolves to the new item's id. */
export async function addProductToCart(input: AddToCartInput): Promise<string> {
  return (await graphqlRequest(ADD_TO_CART, { input })).addCartItem.id;
}
