import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql, operationName, operationText } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { uploadRequest } from '../../lib/api/upload-request.ts';
import type { UploadOptions } from '../../lib/api/upload-request.ts';

// The product form's GraphQL operations (the server's cart.schema.ts, users/profile.schema.ts and
// the print image upload), typed from the schema (lib/api/graphql.ts). Own copies rather than the cart
// feature's: features do not import one another (DESIGN §3), and the form needs other fields than the
// cart lists.

/** A saved item as the form needs it back (the field values are any JSON: the form keeps its own). */
const SavedItemFields = graphql(`
  fragment SavedItemFields on CartItem {
    id
    kind
    quantity
    fieldValues
  }
`);

const ADD_ITEM = graphql(
  `
    mutation AddCartItem($kind: CartKind!, $input: CartItemInput!, $contentReleased: Boolean) {
      addCartItem(kind: $kind, input: $input, contentReleased: $contentReleased) {
        ...SavedItemFields
      }
    }
  `,
  [SavedItemFields],
);

const UPDATE_ITEM = graphql(
  `
    mutation UpdateCartItem($id: ID!, $changes: CartItemChanges!, $contentReleased: Boolean) {
      updateCartItem(id: $id, changes: $changes, contentReleased: $contentReleased) {
        ...SavedItemFields
      }
    }
  `,
  [SavedItemFields],
);

const MOVE_ITEM = graphql(
  `
    mutation MoveCartItem($id: ID!, $to: CartKind!, $contentReleased: Boolean) {
      moveCartItem(id: $id, to: $to, contentReleased: $contentReleased) {
        ...SavedItemFields
      }
    }
  `,
  [SavedItemFields],
);

const PREFILL = graphql(`
  query ProductFormPrefill {
    me {
      email
      salutation
      title
      firstName
      lastName
      country
      phone
      fax
      mobile
      street
      companyName
      division
      zipCode
      city
      customFields {
        fieldName
        value
      }
    }
  }
`);

/** The upload scalar is `File` (the server's builder.ts: Yoga hands resolvers a web File). */
const UPLOAD_IMAGE = graphql(`
  mutation UploadPrintImage($file: File!) {
    uploadPrintImage(file: $file) {
      url
      widthPx
      heightPx
      mimeType
    }
  }
`);

export type SavedItem = ResultOf<typeof SavedItemFields>;

export type CartKind = SavedItem['kind'];

type AddItemVariables = VariablesOf<typeof ADD_ITEM>;

export type NewItem = AddItemVariables['input'];

export type ItemChanges = VariablesOf<typeof UPDATE_ITEM>['changes'];

/** Set once the shopper confirmed the content release (spec §5); the cart refuses personalised items without. */
export type Release = Pick<AddItemVariables, 'contentReleased'>;

export type UploadedImage = ResultOf<typeof UPLOAD_IMAGE>['uploadPrintImage'];

export async function addCartItem(kind: CartKind, input: NewItem, release: Release = {}): Promise<SavedItem> {
  return (await graphqlRequest(ADD_ITEM, { kind, input, ...release })).addCartItem;
}

export async function updateCartItem(
  id: string,
  changes: ItemChanges,
  release: Release = {},
): Promise<SavedItem> {
  return (await graphqlRequest(UPDATE_ITEM, { id, changes, ...release })).updateCartItem;
}

/** Watchlist → cart, or a draft finished into the cart. */
export async function moveCartItem(id: string, to: CartKind, release: Release = {}): Promise<SavedItem> {
  return (await graphqlRequest(MOVE_ITEM, { id, to, ...release })).moveCartItem;
}

export async function uploadPrintImage(file: File, options: UploadOptions = {}): Promise<UploadedImage> {
  // A multipart request (the file travels beside the variables), so not through graphqlRequest: the
  // typed document gives the name, the text and the result's type.
  const data = await uploadRequest<ResultOf<typeof UPLOAD_IMAGE>>(
    operationName(UPLOAD_IMAGE),
    operationText(UPLOAD_IMAGE),
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
    queryFn: async () => (await graphqlRequest(PREFILL, {})).me,
    staleTime: 60_000,
  });
