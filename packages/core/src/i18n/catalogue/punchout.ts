import type { CatalogueGroup } from './types.ts';

// Punch-out (procurement systems): the transfer page shown while the cart goes back.
export const punchout: CatalogueGroup = {
  group: 'punchout',
  entries: {
    'punchout.checkoutNotAvailable': {
      'de-DE':
        'In einer Punch-out-Sitzung geht der Warenkorb an Ihr Beschaffungssystem zurück: Bitte nutzen Sie „An das Beschaffungssystem übertragen“.',
      'en-GB':
        "In a punch-out session the cart goes back to your procurement system: please use 'Transfer to procurement system'.",
    },
    'punchout.transferring': {
      'de-DE': 'Ihr Warenkorb wird an Ihr Beschaffungssystem übertragen …',
      'en-GB': 'Your cart is being transferred to your procurement system…',
    },
  },
};
