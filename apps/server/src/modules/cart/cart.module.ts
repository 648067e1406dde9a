import type { ServerModule } from '../server-module.ts';
import { cartItems, sharedDrafts } from './cart.tables.ts';
import { moveVisitorCartItems } from './visitor-cart.ts';

/** The cart areas (cart, watchlist, drafts), favourites and shared drafts. */
export const cartModule: ServerModule = {
  name: 'cart',
  schema: () => Promise.all([import('./cart.schema.ts'), import('./cart-sharing.schema.ts')]),
  contributes: {
    // Shoppers' uploads in their personalisations (media-cleanup.ts keeps them).
    mediaReferences: [
      { name: 'cart items', table: cartItems, columns: [cartItems.fieldValues] },
      { name: 'shared drafts', table: sharedDrafts, columns: [sharedDrafts.fieldValues] },
    ],
    // A visitor who signs in keeps their cart, watchlist and drafts (favourites).
    temporaryDataMovers: [moveVisitorCartItems],
  },
};
