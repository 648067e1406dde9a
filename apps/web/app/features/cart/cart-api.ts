import { queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { cartKey, VISITOR_CART } from '../../lib/cart/cart-queries.ts';
import type { ApiProductField } from '../../lib/print/print-model.ts';

// The cart areas' GraphQL operations (the server's modules/cart/cart.schema.ts).

export type CartKind = 'cart' | 'watchlist' | 'draft';

/** Integer minor units + currency (DESIGN §4); null while the product has no price. */
export type CartItemPrice = { unitPriceMinor: number; totalMinor: number; currency: string };

export type CartProduct = {
  slug: string;
  name: string;
  imageUrl: string | null;
  /** null = unlimited. */
  stock: number | null;
  available: boolean;
  /** Has personalisation fields: into the cart only after the content release (spec §5). */
  personalised: boolean;
};

export type CartItem = {
  id: string;
  kind: CartKind;
  productId: string;
  variantId: string | null;
  quantity: number;
  customName: string | null;
  customDescription: string | null;
  /** ISO date-time of the last change. */
  modifiedAt: string;
  /** Absent from servers (and fixtures) without prices. */
  price?: CartItemPrice | null;
  product: CartProduct;
};

/**
 * The procurement punch-out this browser shops in (the server's modules/punchout/punchout.schema.ts):
 * the cart goes back to the buyer's procurement system by a form POST to `transferUrl`.
 */
export type PunchOutSession = { protocol: string; transferUrl: string };

export type CartItemChanges = {
  quantity?: number;
  customName?: string | null;
  customDescription?: string | null;
};

const ITEM_FIELDS = /* GraphQL */ `
  id
  kind
  productId
  variantId
  quantity
  customName
  customDescription
  modifiedAt
  price { unitPriceMinor totalMinor currency }
  product { slug name imageUrl stock available personalised }
`;

const CART_ITEMS = `query CartItems($kind: CartKind!) { cartItems(kind: $kind) { ${ITEM_FIELDS} } }`;

const UPDATE_ITEM = `mutation UpdateCartItem($id: ID!, $changes: CartItemChanges!) {
  updateCartItem(id: $id, changes: $changes) { ${ITEM_FIELDS} }
}`;

const MOVE_ITEM = `mutation MoveCartItem($id: ID!, $to: CartKind!, $contentReleased: Boolean) {
  moveCartItem(id: $id, to: $to, contentReleased: $contentReleased) { ${ITEM_FIELDS} }
}`;

const ITEM_RELEASE = `query CartItemRelease($id: ID!) { cartItem(id: $id) {
  id fieldValues customName
  catalogProduct { name template fields { name label type required defaultValue } }
} }`;

const DUPLICATE_ITEM = `mutation DuplicateCartItem($id: ID!) {
  duplicateCartItem(id: $id) { ${ITEM_FIELDS} }
}`;

const DELETE_ITEM = `mutation DeleteCartItem($id: ID!) { deleteCartItem(id: $id) }`;

const SHARE_DRAFT = `mutation ShareDraft($id: ID!) { shareDraft(id: $id) }`;

const OPEN_SHARED_DRAFT = `mutation OpenSharedDraft($token: String!) {
  openSharedDraft(token: $token) { ${ITEM_FIELDS} }
}`;

const PUNCH_OUT_SESSION = `query PunchOutSession { punchOutSession { protocol transferUrl } }`;

export async function fetchCartItems(kind: CartKind): Promise<CartItem[]> {
  return (await graphqlRequest<{ cartItems: CartItem[] }>('CartItems', CART_ITEMS, { kind })).cartItems;
}

/** null unless the browser shops in a punch-out session. */
export async function fetchPunchOutSession(): Promise<PunchOutSession | null> {
  return (
    await graphqlRequest<{ punchOutSession: PunchOutSession | null }>('PunchOutSession', PUNCH_OUT_SESSION)
  ).punchOutSession;
}

export async function updateCartItem(id: string, changes: CartItemChanges): Promise<CartItem> {
  return (await graphqlRequest<{ updateCartItem: CartItem }>('UpdateCartItem', UPDATE_ITEM, { id, changes }))
    .updateCartItem;
}

/**
 * Cart ↔ watchlist; a draft moved to the cart is finished. A personalised item goes into the cart
 * only with `contentReleased` (the shopper confirmed the content release, spec §5).
 */
export async function moveCartItem(id: string, to: CartKind, contentReleased = false): Promise<CartItem> {
  return (
    await graphqlRequest<{ moveCartItem: CartItem }>('MoveCartItem', MOVE_ITEM, {
      id,
      to,
      ...(contentReleased ? { contentReleased } : {}),
    })
  ).moveCartItem;
}

/** What the content release of an item draws: its values and the product's template and fields now. */
export type ItemRelease = {
  id: string;
  fieldValues: Record<string, string>;
  customName: string | null;
  /** null when the shopper can no longer see the product. */
  catalogProduct: { name: string; template: unknown; fields: ApiProductField[] } | null;
};

export async function fetchItemRelease(id: string): Promise<ItemRelease | null> {
  return (await graphqlRequest<{ cartItem: ItemRelease | null }>('CartItemRelease', ITEM_RELEASE, { id }))
    .cartItem;
}

export async function duplicateCartItem(id: string): Promise<CartItem> {
  return (await graphqlRequest<{ duplicateCartItem: CartItem }>('DuplicateCartItem', DUPLICATE_ITEM, { id }))
    .duplicateCartItem;
}

export async function deleteCartItem(id: string): Promise<boolean> {
  return (await graphqlRequest<{ deleteCartItem: boolean }>('DeleteCartItem', DELETE_ITEM, { id }))
    .deleteCartItem;
}

/** A token for /cart/shared/<token>: whoever opens it gets a copy of the draft as it is now. */
export async function shareDraft(id: string): Promise<string> {
  return (await graphqlRequest<{ shareDraft: string }>('ShareDraft', SHARE_DRAFT, { id })).shareDraft;
}

/** Copies a shared draft into the caller's own drafts. */
export async function openSharedDraft(token: string): Promise<CartItem> {
  return (
    await graphqlRequest<{ openSharedDraft: CartItem }>('OpenSharedDraft', OPEN_SHARED_DRAFT, { token })
  ).openSharedDraft;
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
