import type { ServerModule } from '../server-module.ts';
import { createRateLimiter } from '../auth/rate-limit.ts';
import { registerPunchOutRoutes } from './punchout.routes.ts';

/** Procurement punch-out (OCI and cXML): sessions started by a buyer's system, carts sent back to it. */
export const punchOutModule: ServerModule = {
  name: 'punchout',
  schema: () => import('./punchout.schema.ts'),
  routes: (app, { database, kv, tenants, sessions, services }) =>
    registerPunchOutRoutes(app, { database, tenants, sessions, services, limiter: createRateLimiter(kv) }),
};
