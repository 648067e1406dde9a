import { asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { domains, tenantLanguages, tenants, type DomainStatus, type TenantStatus } from './tenancy.tables.ts';

// The platform's list of tenants (spec §2 Tenants, issue 27) for its operators. Reading across tenants is
// the privileged path (withSystem): call it only behind platform.tenants and outside a tenant
// transaction. It names no secret and no setting beyond the company name.

export const TENANT_SORTS = ['NAME', 'CREATED', 'STATUS'] as const;
export type TenantSort = (typeof TENANT_SORTS)[number];

export type TenantListQuery = {
  search?: string | null;
  sort?: TenantSort | null;
  direction?: 'asc' | 'desc' | null;
  page?: number | null;
  pageSize?: number | null;
};

export type TenantListItem = {
  id: string;
  slug: string;
  companyName: string;
  status: TenantStatus;
  createdAt: Date;
  domains: { name: string; status: DomainStatus; isDefault: boolean }[];
  languages: { languageCode: string; isDefault: boolean }[];
};

export type TenantListPage = { items: TenantListItem[]; total: number };

export const MAX_TENANT_PAGE_SIZE = 100;

// Subqueries name the outer row as `tenant` by hand: drizzle prints columns unqualified inside them.
const companyName = sql<string>`coalesce(${tenants.settings}->>'companyName', ${tenants.name})`;

const domainsJson = sql<TenantListItem['domains']>`coalesce((
  select json_agg(json_build_object('name', d.name, 'status', d.status, 'isDefault', d.is_default)
                  order by d.is_default desc, d.name)
  from ${domains} d where d.tenant_id = tenant.id), '[]'::json)`;

const languagesJson = sql<TenantListItem['languages']>`coalesce((
  select json_agg(json_build_object('languageCode', l.language_code, 'isDefault', l.is_default)
                  order by l.sort_order, l.language_code)
  from ${tenantLanguages} l where l.tenant_id = tenant.id), '[]'::json)`;

/** Matches the name, slug, company name or any domain, ignoring case; `%` and `_` are plain text. */
function searchCondition(search: string): SQL {
  const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return sql`(lower(${tenants.name}) like ${pattern} or lower(${tenants.slug}) like ${pattern}
    or lower(${companyName}) like ${pattern}
    or exists (select 1 from ${domains} d where d.tenant_id = tenant.id and d.name like ${pattern}))`;
}

const sortColumns: Record<TenantSort, SQL> = {
  NAME: sql`lower(${companyName})`,
  CREATED: sql`${tenants.createdAt}`,
  STATUS: sql`${tenants.status}`,
};

/** One page of tenants with their domains and languages, and how many match: one statement. */
export async function listTenants(database: Database, query: TenantListQuery): Promise<TenantListPage> {
  const pageSize = Math.min(Math.max(query.pageSize ?? 25, 1), MAX_TENANT_PAGE_SIZE);
  const page = Math.max(query.page ?? 1, 1);
  const order = query.direction === 'desc' ? desc : asc;
  const search = query.search?.trim();
  const rows = await withSystem(database, (tx) =>
    tx
      .select({
        id: tenants.id,
        slug: tenants.slug,
        companyName,
        status: tenants.status,
        createdAt: tenants.createdAt,
        domains: domainsJson,
        languages: languagesJson,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(tenants)
      .where(search ? searchCondition(search) : undefined)
      .orderBy(order(sortColumns[query.sort ?? 'NAME']), asc(tenants.slug))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
  );
  const total = rows[0]?.total ?? (page > 1 ? await countTenants(database, search) : 0);
  return { items: rows.map(({ total: _total, ...item }) => item), total };
}

/** How many tenants match, for a page past the end (which has no row to carry the count). */
async function countTenants(database: Database, search: string | undefined): Promise<number> {
  const [row] = await withSystem(database, (tx) =>
    tx
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(tenants)
      .where(search ? searchCondition(search) : undefined),
  );
  return row?.total ?? 0;
}

/** Every tenant as a select's option (spec §3: "The tenants list feeds select options as id and name"). */
export function tenantOptions(database: Database): Promise<{ id: string; name: string }[]> {
  return withSystem(database, (tx) =>
    tx
      .select({ id: tenants.id, name: companyName })
      .from(tenants)
      .orderBy(asc(sql`lower(${companyName})`)),
  );
}
