import type { CheckoutGuard } from '../orders/checkout-guards.ts';
import { punchOutCookie } from './punchout-cookie.ts';
import { openPunchOut } from './punchout.service.ts';

/**
 * A punch-out buyer's cart goes back to the procurement system, never into an order of this shop
 * (contributed to the checkout by punchout.module.ts).
 */
export const punchOutCheckoutGuard: CheckoutGuard = async (ctx) => {
  const sessionId = punchOutCookie(ctx.req);
  return sessionId && ctx.user && (await openPunchOut(ctx.tx, sessionId, ctx.user.userId))
    ? 'punchout.checkoutNotAvailable'
    : null;
};
