import type { SessionInfo } from '@print/core/auth/auth-api';
import type { ServerApi } from '@print/core/ssr-api';
import { graphql, serverQuery } from '../../lib/api/graphql.ts';

// The tenant switcher's data: every tenant for platform operators (right platform.tenants; the server
// checks it and reads across tenants on its privileged path). Sessions belong to one host, so the
// switcher opens another tenant's admin on that tenant's own address through the operator's one-time
// handoff (decision 0088): signed in once.

const PLATFORM_TENANTS_QUERY = graphql(`
  query PlatformTenants {
    platformTenants {
      id
      slug
      companyName
      host
      isCurrent
    }
  }
`);

/** A tenant in the switcher, with the address of its admin (null: it has no Active domain). */
export type AdminTenant = {
  id: string;
  slug: string;
  companyName: string;
  adminUrl: string | null;
  isCurrent: boolean;
};

const isLocal = (hostname: string) => hostname === 'localhost' || hostname.endsWith('.localhost');

/**
 * Where a tenant's admin is: on its domain over https; on a development host (`<slug>.localhost`) with
 * the page's scheme and port, since a development server is plain http on its own port.
 */
export function tenantAdminUrl(host: string | null, page: URL): string | null {
  if (!host) return null;
  return isLocal(host) && isLocal(page.hostname)
    ? `${page.protocol}//${host}${page.port ? `:${page.port}` : ''}/admin`
    : `https://${host}/admin`;
}

/**
 * The tenants the signed-in user may administer besides this one: all of them for a platform operator
 * (the switcher shows from two on), none for anyone else (no call is made).
 */
export async function loadAdminTenants(
  api: ServerApi,
  session: SessionInfo | null,
  page: URL,
): Promise<AdminTenant[]> {
  if (!session?.rights.includes('platform.tenants')) return [];
  const { data } = await serverQuery(api, PLATFORM_TENANTS_QUERY, {});
  // Without the list the admin still works: the switcher is left out.
  return (data?.platformTenants ?? []).map((tenant) => ({
    id: tenant.id,
    slug: tenant.slug,
    companyName: tenant.companyName,
    adminUrl: tenantAdminUrl(tenant.host, page),
    isCurrent: tenant.isCurrent,
  }));
}
