import type { FastifyInstance } from 'fastify';
import type { AuthRouteDeps } from './auth-route-deps.ts';
import { registerHandoffRoutes } from './handoff.routes.ts';
import { createLoginCodes } from './login-codes.ts';
import { registerLoginRoutes } from './login.routes.ts';
import { registerPasswordRoutes } from './password.routes.ts';
import { AUTH_LIMITS, createRateLimiter, type AuthLimits } from './rate-limit.ts';

/** REST routes under /service-api/auth (spec §7): sessions, sign-up and password flows. */
export function registerAuthRoutes(
  app: FastifyInstance,
  deps: Pick<AuthRouteDeps, 'database' | 'kv' | 'tenants' | 'sessions'> & { limits?: Partial<AuthLimits> },
) {
  const all: AuthRouteDeps = {
    ...deps,
    limiter: createRateLimiter(deps.kv),
    loginCodes: createLoginCodes(deps.kv),
    limits: { ...AUTH_LIMITS, ...deps.limits },
  };
  registerLoginRoutes(app, all);
  registerPasswordRoutes(app, all);
  registerHandoffRoutes(app, all);
}
