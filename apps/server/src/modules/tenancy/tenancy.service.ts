import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Tx } from '../../platform/db/client.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';
// The service context this file fills in (declare module below), loaded wherever this file is.
import type {} from '../../platform/service-context.ts';
import { domains, tenantLanguages, tenants, type TenantSettings } from './tenancy.tables.ts';

export type { TenantSettings };

export type TenantLanguage = { code: string; isDefault: boolean };

/** The tenant of a request, as every module needs it. */
export type Tenant = {
  id: string;
  slug: string;
  name: string;
  allowTemporaryUsers: boolean;
  settings: TenantSettings;
  languages: TenantLanguage[];
  defaultLanguage: string;
};

declare module '../../platform/service-context.ts' {
  /** A request's tenant is its whole row (platform reads only the id). */
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging
  interface RequestTenant extends Tenant {}
}

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
const LOCALHOST_SUFFIX = '.localhost';

/** A normalized host of this machine (`localhost`, `<slug>.localhost`, loopback): plain http is fine there. */
export const isLocalHost = (host: string) => LOCAL_HOSTS.has(host) || host.endsWith(LOCALHOST_SUFFIX);

/** Strips the port and lower-cases: `Druckerei.LOCALHOST:3000` → `druckerei.localhost`. */
export function normalizeHost(hostHeader: string | undefined): string {
  if (!hostHeader) return '';
  const host = hostHeader.trim().toLowerCase();
  if (host.startsWith('[')) return host.slice(0, host.indexOf(']') + 1);
  return host.replace(/:\d+$/, '');
}

/** Which tenant a Host serves, and where its default domain is (an Active non-default one redirects). */
export type HostTenant = {
  tenantId: string;
  /** The tenant's default domain when this host is another Active domain of it; else null. */
  redirectTo: string | null;
  /** The host is an Active domain of the tenant (not a development name): it may get a certificate. */
  isDomain: boolean;
};

/**
 * Finds the tenant for a Host (privileged path: no tenant is known yet). Order: a registered domain;
 * `localhost`/`127.0.0.1` → the first tenant; `<slug>.localhost` → that tenant (development). Anything
 * else is unknown: never fall back to another tenant's shop.
 */
export async function findTenantByHost(database: Database, host: string): Promise<HostTenant | null> {
  if (!host) return null;
  return withSystem(database, async (tx) => {
    // A tenant still in its setup wizard is served by no host.
    const active = eq(tenants.status, 'active');
    // The outer row named in full: drizzle writes a column of the selected table unqualified.
    const defaultName = sql<string | null>`(select d.name from domain d
      where d.tenant_id = "domain"."tenant_id" and d.is_default and d.status = 'Active')`;
    const [domain] = await tx
      .select({ tenantId: domains.tenantId, isDefault: domains.isDefault, defaultName })
      .from(domains)
      .innerJoin(tenants, eq(tenants.id, domains.tenantId))
      // Only a domain that is set up serves the shop (Pending/Configuring ones are still being connected).
      .where(and(eq(domains.name, host), eq(domains.status, 'Active'), active));
    if (domain) {
      const redirect =
        !domain.isDefault && domain.defaultName && !isLocalHost(host) ? domain.defaultName : null;
      return { tenantId: domain.tenantId, redirectTo: redirect, isDomain: true };
    }
    if (LOCAL_HOSTS.has(host)) {
      const [first] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(active)
        .orderBy(asc(tenants.createdAt))
        .limit(1);
      return first ? { tenantId: first.id, redirectTo: null, isDomain: false } : null;
    }
    if (host.endsWith(LOCALHOST_SUFFIX)) {
      const slug = host.slice(0, -LOCALHOST_SUFFIX.length);
      const [bySlug] = await tx
        .select({ id: tenants.id })
        .from(tenants)
        .where(and(eq(tenants.slug, slug), active));
      return bySlug ? { tenantId: bySlug.id, redirectTo: null, isDomain: false } : null;
    }
    return null;
  });
}

/** The tenant id a Host serves (findTenantByHost without the redirect). */
export async function findTenantIdByHost(database: Database, host: string): Promise<string | null> {
  return (await findTenantByHost(database, host))?.tenantId ?? null;
}

/** Loads the current tenant inside its own scope (RLS shows this tenant's row only); one statement. */
export async function loadTenant(tx: Tx, tenantId: string): Promise<Tenant | null> {
  const languagesJson = sql<TenantLanguage[]>`coalesce((
    select json_agg(json_build_object('code', l.language_code, 'isDefault', l.is_default)
                    order by l.sort_order, l.language_code)
    from ${tenantLanguages} l where l.tenant_id = ${tenants.id}), '[]'::json)`;
  const [row] = await tx
    .select({
      id: tenants.id,
      slug: tenants.slug,
      name: tenants.name,
      allowTemporaryUsers: tenants.allowTemporaryUsers,
      settings: tenants.settings,
      languages: languagesJson,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) return null;
  const languages = row.languages;
  const defaultLanguage = languages.find((l) => l.isDefault)?.code ?? languages[0]?.code ?? 'de-DE';
  return { ...row, languages, defaultLanguage };
}

/**
 * The current tenant's default domain when it is Active and not a development name: the host its pages'
 * canonical and `hreflang` links name (spec §3 Domain). Null without one.
 */
export async function loadDefaultHost(tx: Tx): Promise<string | null> {
  const [row] = await tx
    .select({ name: domains.name })
    .from(domains)
    .where(and(eq(domains.isDefault, true), eq(domains.status, 'Active')));
  return row && !isLocalHost(row.name) ? row.name : null;
}

/**
 * The company names of several tenants (as their mails are signed), by tenant id. For work across
 * tenants on the privileged path (mail delivery); a tenant transaction sees its own tenant only.
 */
export async function companyNamesOf(tx: Tx, tenantIds: readonly string[]): Promise<Map<string, string>> {
  if (!tenantIds.length) return new Map();
  const rows = await tx
    .select({ id: tenants.id, companyName: sql<string>`${tenants.settings}->>'companyName'` })
    .from(tenants)
    .where(inArray(tenants.id, [...tenantIds]));
  return new Map(rows.map((row) => [row.id, row.companyName]));
}

/**
 * Replaces one section of the tenant's settings document (e.g. `orderWorkflow`) in one statement, so
 * concurrent saves of different sections do not overwrite each other.
 */
/**
 * Writes one section of the tenant's settings; false when it was so already (the same save twice at
 * once: the second waits for the first's row and then finds nothing to change).
 */
export async function updateTenantSettingsSection(
  tx: Tx,
  tenantId: string,
  section: string,
  value: unknown,
): Promise<boolean> {
  const json = JSON.stringify(value);
  const changed = await tx
    .update(tenants)
    .set({
      settings: sql`jsonb_set(${tenants.settings}, ${`{${section}}`}::text[], ${json}::jsonb, true)`,
    })
    .where(
      and(
        eq(tenants.id, tenantId),
        sql`${tenants.settings} -> ${section}::text is distinct from ${json}::jsonb`,
      ),
    )
    .returning({ id: tenants.id });
  return changed.length > 0;
}

/** Holds the tenant's row until the transaction ends: settings saves of the tenant one after another. */
export async function lockTenantSettings(tx: Tx, tenantId: string): Promise<void> {
  await tx.select({ id: tenants.id }).from(tenants).where(eq(tenants.id, tenantId)).for('update');
}
