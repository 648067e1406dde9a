import { ENVELOPE_VALUES } from '../checkout-helpers.ts';
import { AS_KEY, type TextPath } from '../text-fuzz.ts';
import { fixture, type Case } from './fixture.ts';

// The cart, drafts, the watchlist and favourites (modules/cart).

const FIELD_VALUES = (path: string): TextPath[] => [
  [path, 'fieldValues', 'companyName'],
  [path, 'fieldValues', 'address'],
  [path, 'fieldValues', AS_KEY],
];

export const cartCases: Record<string, Case> = {
  cartItem: { base: () => ({ id: fixture.draftId }) },
  addCartItem: {
    base: () => ({
      kind: 'draft',
      input: { productId: fixture.envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES },
    }),
    jsonPaths: FIELD_VALUES('input'),
  },
  deleteCartItem: { base: () => ({ id: fixture.draftId }) },
  duplicateCartItem: { base: () => ({ id: fixture.draftId }) },
  moveCartItem: { base: () => ({ id: fixture.draftId, to: 'watchlist' }) },
  openSharedDraft: { base: () => ({ token: fixture.shareToken }) },
  shareDraft: { base: () => ({ id: fixture.draftId }) },
  toggleFavourite: { base: () => ({ productId: fixture.envelopes }) },
  updateCartItem: {
    base: () => ({ id: fixture.draftId, changes: { customName: 'Mine', customDescription: 'Blue' } }),
    jsonPaths: FIELD_VALUES('changes'),
  },
};
