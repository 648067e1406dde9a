import { HANDOFF_PATH, type HandoffResponse } from '@print/core/auth/handoff-api';
import { ApiError } from '../api/api-error.ts';
import { csrfHeaders } from '../api/endpoints.ts';

// The platform operator signs in once (decision 0088; server: modules/auth/handoff.routes.ts): the
// tenant switcher and the Tenants list open another tenant's own admin through a one-time address.

/**
 * The address that signs the operator in on the tenant's own host once and opens `path` there
 * (decision 0088); the browser goes there at once (the code lives 60 s).
 */
export async function tenantHandoffUrl(tenantId: string, path = '/admin'): Promise<string> {
  const response = await fetch(HANDOFF_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: { ...csrfHeaders, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ tenantId, path }),
  });
  if (!response.ok) throw new ApiError(String(response.status), response.status);
  return ((await response.json()) as HandoffResponse).url;
}

/** Opens the tenant's own admin (or `path` there), signed in as the operator. */
export async function openTenantAdmin(tenantId: string, path = '/admin'): Promise<void> {
  window.location.assign(await tenantHandoffUrl(tenantId, path));
}
