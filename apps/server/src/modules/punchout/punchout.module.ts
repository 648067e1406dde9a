import type { ServerModule } from '../server-module.ts';
import { createRateLimiter } from '../auth/rate-limit.ts';
import { punchOutCheckoutGuard } from './punchout-checkout-guard.ts';
import { registerPunchOutRoutes } from './punchout.routes.ts';

/** Procurement punch-out (OCI and cXML): sessions started by a buyer's system, carts sent back to it. */
export const punchOutModule: ServerModule = {
  name: 'punchout',
  schema: () => import('./punchout.schema.ts'),
  // A punch-out buyer's cart goes back to the procurement system, never into an order of this shop.
  contributes: { checkoutGuards: [punchOutCheckoutGuard] },
  routes: (app, { database, kv, tenants, sessions, services }) =>
    registerPunchOutRoutes(app, { database, tenants, sessions, services, limiter: createRateLimiter(kv) }),
};
