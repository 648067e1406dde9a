import type { FastifyRequest } from 'fastify';
import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import type { Sessions } from '../../modules/auth/sessions.ts';
import type { Tenant } from '../../modules/tenancy/tenancy.service.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import type { RequestUser } from '../../platform/service-context.ts';

// The platform operator's privileged path (decision 0087, DESIGN §4). A tenant is chosen by the Host;
// the one exception is an operator (right platform.tenants) whose call names another tenant in the
// ACTING_TENANT_HEADER: the call then runs in THAT tenant's transaction (row-level security confines
// it there like any other call), as the operator, with the operator's rights. Everyone else naming a
// tenant is answered "not found" before anything runs, so a tenant admin cannot reach another tenant.

/** The tenant a call names in the header, when it is another than the host's; null for none. */
export function actingTenantIdOf(request: FastifyRequest, hostTenantId: string): string | null | 'invalid' {
  const value = request.headers[ACTING_TENANT_HEADER];
  if (value === undefined || value === '') return null;
  if (typeof value !== 'string' || !isUuid(value)) return 'invalid';
  return value === hostTenantId ? null : value;
}

export type ActingTenant =
  | { ok: true; tenant: Tenant; user: RequestUser }
  | { ok: false; status: 401 | 404; message: string; code: string };

const notFound = {
  ok: false,
  status: 404,
  // The spec's message for a tenant id the caller cannot use (the admin shows its translation).
  message: 'Could not save settings: tenant ID not found',
  code: 'NOT_FOUND',
} as const;

/**
 * Checks the operator on the host's tenant, where their session lives: signed in there, or handed off
 * there from their home tenant (decision 0088: the user is then read in the home tenant). Loads the
 * tenant acted for. Unknown, invalid and forbidden tenant ids all answer the same "not found".
 */
export async function resolveActingTenant(
  deps: { sessions: Sessions; loadTenant: (id: string) => Promise<Tenant | null> },
  request: FastifyRequest,
  hostTenantId: string,
  actingTenantId: string | 'invalid',
): Promise<ActingTenant> {
  const claims = await deps.sessions.liveAccessClaims(request, hostTenantId);
  if (!claims) return { ok: false, status: 401, message: 'Unauthorized', code: 'UNAUTHORIZED' };
  const operator = await deps.sessions.userOfSession(hostTenantId, {
    userId: claims.sub,
    sessionStart: claims.sst,
    homeTenantId: claims.htid,
  });
  if (!operator?.rightSet.has('platform.tenants') || actingTenantId === 'invalid') return notFound;
  const tenant = await deps.loadTenant(actingTenantId);
  if (!tenant) return notFound;
  // Where the operator's account lives: acting there, they act as themselves.
  const home = operator.actingFrom ?? hostTenantId;
  const { actingFrom: _handedOff, ...user } = operator;
  return { ok: true, tenant, user: tenant.id === home ? user : { ...user, actingFrom: home } };
}
