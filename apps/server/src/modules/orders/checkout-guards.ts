import type { GraphQLContext } from '../../platform/graphql/context.ts';

/**
 * Another module's reason why this caller may not place an order now: a translation key (the message
 * the shopper sees), or null. Modules above orders register theirs when they load (punch-out: a buyer's
 * cart goes back to the procurement system), so orders need not know them.
 */
export type CheckoutGuard = (ctx: GraphQLContext) => Promise<string | null>;

const guards: CheckoutGuard[] = [];

export function registerCheckoutGuard(guard: CheckoutGuard) {
  guards.push(guard);
}

/** The first registered guard's refusal, or null when every guard lets the order through. */
export async function checkoutRefusal(ctx: GraphQLContext): Promise<string | null> {
  for (const guard of guards) {
    const refusal = await guard(ctx);
    if (refusal) return refusal;
  }
  return null;
}
