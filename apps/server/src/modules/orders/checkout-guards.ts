import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { contributed } from '../../platform/module-contributions.ts';

/**
 * Another module's reason why this caller may not place an order now: a translation key (the message
 * the shopper sees), or null. Modules above orders contribute theirs in their descriptor
 * (contributes.checkoutGuards; punch-out: a buyer's cart goes back to the procurement system), so orders
 * need not know them.
 */
export type CheckoutGuard = (ctx: GraphQLContext) => Promise<string | null>;

declare module '../../platform/module-contributions.ts' {
  interface ContributionKinds {
    /** May this caller place an order now (orders' checkout asks each in turn)? */
    checkoutGuards: CheckoutGuard;
  }
}

/** The first contributed guard's refusal, or null when every guard lets the order through. */
export async function checkoutRefusal(ctx: GraphQLContext): Promise<string | null> {
  for (const guard of contributed('checkoutGuards')) {
    const refusal = await guard(ctx);
    if (refusal) return refusal;
  }
  return null;
}
