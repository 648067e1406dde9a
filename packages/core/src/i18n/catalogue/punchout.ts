import type { CatalogueGroup } from './types.ts';

// Punch-out (procurement systems): the transfer page shown while the cart goes back.
export const punchout: CatalogueGroup = {
  group: 'punchout',
  entries: {
    'punchout.transferring': {
      'de-DE': 'Ihr Warenkorb wird an Ihr Beschaffungssystem übertragen …',
      'en-GB': 'Your cart is being transferred to your procurement system…',
    },
  },
};
