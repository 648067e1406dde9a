import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { cartKey, VISITOR_CART } from '../../lib/cart/cart-queries.ts';
import { fieldValuesOf } from '../../lib/orders/order-types.ts';

// The cart areas' GraphQL operations (the server's modules/cart/cart.schema.ts), typed from the schema
// (lib/api/graphql.ts).

/** An item as the cart areas show it. */
export const CartItemFields = graphql(`
  fragment CartItemFields on CartItem {
    id
    kind
    productId
    variantId
    variant {
      label
    }
    quantity
    customName
    customDescription
    modifiedAt
    price {
      unitPriceMinor
      totalMinor
      currency
    }
    product {
      slug
      articleCode
      name
      imageUrl
      stock
      available
      personalised
    }
  }
`);

/** `modifiedAt`: ISO date-time of the last change. */
export type CartItem = ResultOf<typeof CartItemFields>;
/** 'cart' | 'watchlist' | 'draft' (the schema's CartKind). */
export type CartKind = CartItem['kind'];
/** Integer minor units + currency (DESIGN §4); an item's price is null while the product has none. */
export type CartItemPrice = NonNullable<CartItem['price']>;
/**
 * `stock` null = unlimited; `personalised`: has personalisation fields, so into the cart only after
 * the content release (spec §5).
 */
export type CartProduct = CartItem['product'];

export const CART_ITEMS = graphql(
  `
    query CartItems($kind: CartKind!) {
      cartItems(kind: $kind) {
        ...CartItemFields
      }
    }
  `,
  [CartItemFields],
);

export const UPDATE_ITEM = graphql(
  `
    mutation UpdateCartItem($id: ID!, $changes: CartItemChanges!) {
      updateCartItem(id: $id, changes: $changes) {
        ...CartItemFields
      }
    }
  `,
  [CartItemFields],
);

export const MOVE_ITEM = graphql(
  `
    mutation MoveCartItem($id: ID!, $to: CartKind!, $contentReleased: Boolean) {
      moveCartItem(id: $id, to: $to, contentReleased: $contentReleased) {
        ...CartItemFields
      }
    }
  `,
  [CartItemFields],
);

export const ITEM_RELEASE = graphql(`
  query CartItemRelease($id: ID!) {
    cartItem(id: $id) {
      id
      fieldValues
      customName
      catalogProduct {
        name
        template
        fields {
          name
          label
          type
          required
          defaultValue
          options {
            value
            label
          }
        }
      }
    }
  }
`);

export const DUPLICATE_ITEM = graphql(
  `
    mutation DuplicateCartItem($id: ID!) {
      duplicateCartItem(id: $id) {
        ...CartItemFields
      }
    }
  `,
  [CartItemFields],
);

export const DELETE_ITEM = graphql(`
  mutation DeleteCartItem($id: ID!) {
    deleteCartItem(id: $id)
  }
`);

export const SHARE_DRAFT = graphql(`
  mutation ShareDraft($id: ID!) {
    shareDraft(id: $id)
  }
`);

export const OPEN_SHARED_DRAFT = graphql(
  `
    mutation OpenSharedDraft($token: String!) {
      openSharedDraft(token: $token) {
        ...CartItemFields
      }
    }
  `,
  [CartItemFields],
);

export const PUNCH_OUT_SESSION = graphql(`
  query PunchOutSession {
    punchOutSession {
      protocol
      transferUrl
    }
  }
`);

/**
 * The procurement punch-out this browser shops in (the server's modules/punchout/punchout.schema.ts):
 * the cart goes back to the buyer's procurement system by a form POST to `transferUrl`.
 */
export type PunchOutSession = NonNullable<ResultOf<typeof PUNCH_OUT_SESSION>['punchOutSession']>;

/** What an item update may change (the schema's CartItemChanges). */
export type CartItemChanges = VariablesOf<typeof UPDATE_ITEM>['changes'];

export async function fetchCartItems(kind: CartKind): Promise<CartItem[]> {
  return (await graphqlRequest(CART_ITEMS, { kind })).cartItems;
}

/** null unless the browser shops in a punch-out session. */
export async function fetchPunchOutSession(): Promise<PunchOutSession | null> {
  return (await graphqlRequest(PUNCH_OUT_SESSION, {})).punchOutSession;
}

export async function updateCartItem(id: string, changes: CartItemChanges): Promise<CartItem> {
  return (await graphqlRequest(UPDATE_ITEM, { id, changes })).updateCartItem;
}

/**
 * Cart ↔ watchlist; a draft moved to the cart is finished. A personalised item goes into the cart
 * only with `contentReleased` (the shopper confirmed the content release, spec §5).
 */
export async function moveCartItem(id: string, to: CartKind, contentReleased = false): Promise<CartItem> {
  return (
    await graphqlRequest(MOVE_ITEM, {
      id,
      to,
      ...(contentReleased ? { contentReleased } : {}),
    })
  ).moveCartItem;
}

type ItemReleaseResult = NonNullable<ResultOf<typeof ITEM_RELEASE>['cartItem']>;

/**
 * What the content release of an item draws: its values (the string entries of the stored JSON) and
 * the product's template and fields now; `catalogProduct` is null when the shopper can no longer see
 * the product.
 */
export type ItemRelease = Omit<ItemReleaseResult, 'fieldValues'> & { fieldValues: Record<string, string> };

export async function fetchItemRelease(id: string): Promise<ItemRelease | null> {
  const item = (await graphqlRequest(ITEM_RELEASE, { id })).cartItem;
  return item && { ...item, fieldValues: fieldValuesOf(item.fieldValues) };
}

export async function duplicateCartItem(id: string): Promise<CartItem> {
  return (await graphqlRequest(DUPLICATE_ITEM, { id })).duplicateCartItem;
}

export async function deleteCartItem(id: string): Promise<boolean> {
  return (await graphqlRequest(DELETE_ITEM, { id })).deleteCartItem;
}

/** A token for /cart/shared/<token>: whoever opens it gets a copy of the draft as it is now. */
export async function shareDraft(id: string): Promise<string> {
  return (await graphqlRequest(SHARE_DRAFT, { id })).shareDraft;
}

/** Copies a shared draft into the caller's own drafts. */
export async function openSharedDraft(token: string): Promise<CartItem> {
  return (await graphqlRequest(OPEN_SHARED_DRAFT, { token })).openSharedDraft;
}

/** One area's items of one user, in the server's order (newest change first). */
export const cartItemsQuery = (userKey: string, kind: CartKind) =>
  queryOptions({
    queryKey: [...cartKey(userKey), 'items', kind] as const,
    queryFn: () => fetchCartItems(kind),
  });

/**
 * The punch-out session of one user, loaded beside the cart's items. Not under cartKey: item changes
 * do not change it. A visitor without a session cannot be in one (punch-out starts with a session),
 * so nobody asks for them.
 */
export const punchOutSessionQuery = (userKey: string) =>
  queryOptions({
    queryKey: ['punchOut', userKey] as const,
    queryFn: fetchPunchOutSession,
    enabled: userKey !== VISITOR_CART,
    staleTime: 5 * 60_000,
  });
