import { addToCart, checkoutInput, ENVELOPE_VALUES, placeOrder, settingsInput } from '../checkout-helpers.ts';
import { eq } from 'drizzle-orm';
import { cartItems } from '../../modules/cart/cart.tables.ts';
import { fixture } from '../unstorable-text/fixture.ts';
import { gql, next, type AtOnceCase, type Session } from './session.ts';

// Checkout, orders, their workflow settings and card payments (modules/orders, modules/payments).

export const CARD_SECRET = 'sk_test_at_once';

/** The workflow settings with card payments on (the fake provider of the test), `n` in a text. */
export const workflowSettings = (n: number) =>
  settingsInput({
    cardSecretKey: CARD_SECRET,
    cardWebhookSecret: 'whsec_at_once',
    additionalPricingText: [{ language: 'de-DE', text: `zzgl. Versand ${n}` }],
  });

/** The admin's cart with one line of envelopes only (a cancelled card order puts its items back). */
async function fillCart({ t, admin }: Session) {
  await t.changeAsSystem((tx) => tx.delete(cartItems).where(eq(cartItems.kind, 'cart')));
  await addToCart(t, admin, { productId: fixture.envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });
}

/** An order of the envelopes placed by the admin (the cart filled first). */
async function newOrder(session: Session, paymentMethod: 'invoice' | 'card' = 'invoice') {
  const { t, admin } = session;
  await fillCart(session);
  const placed = await placeOrder(t, admin, { paymentMethod });
  if (!placed.order) throw new Error(JSON.stringify(placed.errors));
  return placed.order.id;
}

export const orderCases: Record<string, AtOnceCase> = {
  placeOrder: {
    setup: async (session) => {
      await fillCart(session);
      return { input: checkoutInput() };
    },
  },
  changeOrderStatus: {
    setup: async (session) => ({ id: await newOrder(session), from: 'placed', to: 'processed' }),
  },
  reorder: {
    additive: "each call puts the order's items into the drafts again",
    setup: async () => ({ orderId: fixture.orderId, to: 'draft' }),
  },
  startCardPayment: { setup: async (session) => ({ orderId: await newOrder(session, 'card') }) },
  cancelCardPayment: {
    setup: async (session) => {
      const orderId = await newOrder(session, 'card');
      await gql(session, 'mutation S($orderId: ID!) { startCardPayment(orderId: $orderId) }', { orderId });
      return { orderId };
    },
  },
  updateOrderWorkflowSettings: { setup: async () => ({ input: workflowSettings(next()) }) },
};
