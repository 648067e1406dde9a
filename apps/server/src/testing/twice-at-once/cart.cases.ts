import { ENVELOPE_VALUES } from '../checkout-helpers.ts';
import { fixture } from '../unstorable-text/fixture.ts';
import { gql, type AtOnceCase, type Session } from './session.ts';

// The cart, drafts, the watchlist and favourites (modules/cart).

const envelopeLine = () => ({ productId: fixture.envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });

/** A new draft of the envelopes for one run. */
export async function newDraft(session: Session): Promise<string> {
  const made = await gql<{ addCartItem: { id: string } }>(
    session,
    'mutation Add($input: CartItemInput!) { addCartItem(kind: draft, input: $input) { id } }',
    { input: envelopeLine() },
  );
  return made.addCartItem.id;
}

export const cartCases: Record<string, AtOnceCase> = {
  addCartItem: {
    additive: 'each call is a new line: the same product twice is two lines, each with its own content',
    setup: async () => ({ kind: 'draft', input: envelopeLine() }),
  },
  deleteCartItem: { setup: async (session) => ({ id: await newDraft(session) }) },
  duplicateCartItem: {
    additive: 'each call is a new copy of the line',
    setup: async () => ({ id: fixture.draftId }),
  },
  moveCartItem: { setup: async (session) => ({ id: await newDraft(session), to: 'watchlist' }) },
  openSharedDraft: {
    additive: 'each opening of a shared draft puts another copy into the drafts',
    setup: async () => ({ token: fixture.shareToken }),
  },
  shareDraft: {
    additive: 'each share is a snapshot of the draft as it is then, with a link of its own',
    setup: async (session) => ({ id: await newDraft(session) }),
  },
  toggleFavourite: {
    additive: 'each call turns the favourite over: twice is back where it was',
    setup: async () => ({ productId: fixture.envelopes }),
  },
  updateCartItem: {
    setup: async (session) => ({
      id: await newDraft(session),
      changes: { customName: 'Mine', customDescription: 'Blue' },
    }),
  },
};
