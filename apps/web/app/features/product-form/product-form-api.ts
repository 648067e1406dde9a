import { queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { uploadRequest } from '../../lib/api/upload-request.ts';
import type { UploadOptions } from '../../lib/api/upload-request.ts';
import type { PrefillUser } from './form-model.ts';

// The product form's GraphQL operations (the server's cart.schema.ts, users/profile.schema.ts and
// the print image upload). Own copies rather than the cart feature's: features do not import one
// another (DESIGN §3), and the form needs other fields than the cart lists.

export type CartKind = 'cart' | 'watchlist' | 'draft';

export type SavedItem = { id: string; kind: CartKind; quantity: number; fieldValues: Record<string, string> };

export type NewItem = {
  productId: string;
  variantId: string | null;
  quantity: number;
  fieldValues: Record<string, string>;
};

export type ItemChanges = { quantity: number; fieldValues: Record<string, string> };

export type UploadedImage = { url: string; widthPx: number; heightPx: number; mimeType: string };

const ITEM_FIELDS = 'id kind quantity fieldValues';

const ADD_ITEM = `mutation AddCartItem($kind: CartKind!, $input: CartItemInput!, $contentReleased: Boolean) {
  addCartItem(kind: $kind, input: $input, contentReleased: $contentReleased) { ${ITEM_FIELDS} }
}`;

const UPDATE_ITEM = `mutation UpdateCartItem($id: ID!, $changes: CartItemChanges!, $contentReleased: Boolean) {
  updateCartItem(id: $id, changes: $changes, contentReleased: $contentReleased) { ${ITEM_FIELDS} }
}`;

const MOVE_ITEM = `mutation MoveCartItem($id: ID!, $to: CartKind!, $contentReleased: Boolean) {
  moveCartItem(id: $id, to: $to, contentReleased: $contentReleased) { ${ITEM_FIELDS} }
}`;

/** Set once the shopper confirmed the content release (spec §5); the cart refuses personalised items without. */
export type Release = { contentReleased?: boolean };

const PREFILL = `query ProductFormPrefill { me {
  email salutation title firstName lastName country phone fax mobile street companyName division
  zipCode city customFields { fieldName value }
} }`;

/** The upload scalar is `File` (the server's builder.ts: Yoga hands resolvers a web File). */
const UPLOAD_IMAGE = `mutation UploadPrintImage($file: File!) {
  uploadPrintImage(file: $file) { url widthPx heightPx mimeType }
}`;

export async function addCartItem(kind: CartKind, input: NewItem, release: Release = {}): Promise<SavedItem> {
  return (
    await graphqlRequest<{ addCartItem: SavedItem }>('AddCartItem', ADD_ITEM, { kind, input, ...release })
  ).addCartItem;
}

export async function updateCartItem(
  id: string,
  changes: ItemChanges,
  release: Release = {},
): Promise<SavedItem> {
  return (
    await graphqlRequest<{ updateCartItem: SavedItem }>('UpdateCartItem', UPDATE_ITEM, {
      id,
      changes,
      ...release,
    })
  ).updateCartItem;
}

/** Watchlist → cart, or a draft finished into the cart. */
export async function moveCartItem(id: string, to: CartKind, release: Release = {}): Promise<SavedItem> {
  return (
    await graphqlRequest<{ moveCartItem: SavedItem }>('MoveCartItem', MOVE_ITEM, { id, to, ...release })
  ).moveCartItem;
}

export async function uploadPrintImage(file: File, options: UploadOptions = {}): Promise<UploadedImage> {
  const data = await uploadRequest<{ uploadPrintImage: UploadedImage }>(
    'UploadPrintImage',
    UPLOAD_IMAGE,
    {},
    { file },
    options,
  );
  return data.uploadPrintImage;
}

/**
 * The signed-in user's profile and custom fields for the prefill. Under the `me` key of the user,
 * so a profile change (which invalidates `me`) reaches it too; its own suffix, as it holds less.
 */
export const prefillQuery = (userId: string) =>
  queryOptions({
    queryKey: ['me', userId, 'productFormPrefill'] as const,
    queryFn: async () => (await graphqlRequest<{ me: PrefillUser }>('ProductFormPrefill', PREFILL)).me,
    staleTime: 60_000,
  });
