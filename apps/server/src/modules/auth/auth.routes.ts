import type { FastifyInstance } from 'fastify';
import type { Database } from '../../platform/db/client.ts';
import type { KvStore } from '../../platform/kv/kv-store.ts';
import type { TenantResolver } from '../tenancy/tenant-resolver.ts';
import { createLoginCodes, type LoginCodes } from './login-codes.ts';
import { registerLoginRoutes } from './login.routes.ts';
import { registerPasswordRoutes } from './password.routes.ts';
import { AUTH_LIMITS, createRateLimiter, type AuthLimits, type RateLimiter } from './rate-limit.ts';
import type { Sessions } from './sessions.ts';

export type AuthRouteDeps = {
  database: Database;
  kv: KvStore;
  tenants: TenantResolver;
  sessions: Sessions;
  limiter: RateLimiter;
  loginCodes: LoginCodes;
  limits: AuthLimits;
};

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
}
