import type { ServerModule } from '../../platform/server-module.ts';

/** The cart areas (cart, watchlist, drafts), favourites and shared drafts. */
export const cartModule: ServerModule = {
  name: 'cart',
  schema: () => import('./cart.schema.ts'),
};
