import type { Database } from '../../platform/db/client.ts';
import type { KvStore } from '../../platform/kv/kv-store.ts';
import type { TenantResolver } from '../tenancy/tenant-resolver.ts';
import type { LoginCodes } from './login-codes.ts';
import type { AuthLimits, RateLimiter } from './rate-limit.ts';
import type { Sessions } from './sessions.ts';

/** What the auth routes share (auth.routes.ts builds it; the login and password routes take it). */
export type AuthRouteDeps = {
  database: Database;
  kv: KvStore;
  tenants: TenantResolver;
  sessions: Sessions;
  limiter: RateLimiter;
  loginCodes: LoginCodes;
  limits: AuthLimits;
};
