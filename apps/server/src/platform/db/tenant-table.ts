import { sql } from 'drizzle-orm';
import type { BuildColumns, BuildExtraConfigColumns } from 'drizzle-orm';
import { pgPolicy, pgRole, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import type {
  AnyPgColumn,
  PgColumnBuilderBase,
  PgTableExtraConfigValue,
  PgTableWithColumns,
} from 'drizzle-orm/pg-core';

/**
 * The role every request's queries run as (SET LOCAL ROLE in withTenant). It does not own the tables and
 * has no BYPASSRLS, so the row-level-security policies below always apply to it. Created by the first
 * migration (roles are cluster-wide, so it is created only when missing).
 */
export const appUser = pgRole('app_user').existing();

/** The tenant of the current transaction; NULL (matches nothing) when withTenant did not set it. */
export const currentTenantId = sql`nullif(current_setting('app.tenant_id', true), '')::uuid`;

/**
 * What an insert that names no tenant gets: the transaction's tenant. Fail closed, unlike the policy's
 * reading: without missing_ok a connection that never had the setting raises "unrecognized configuration
 * parameter", and one that had it in an earlier transaction (now '') gives NULL, which NOT NULL refuses.
 * An insert outside withTenant must name its tenant, and can never land in another one.
 */
const transactionTenantId = sql`nullif(current_setting('app.tenant_id'), '')::uuid`;

const tenantIdColumn = () => uuid('tenant_id').notNull().default(transactionTenantId);
const idColumn = () => uuid('id').notNull().defaultRandom();

type TenantColumns = { tenantId: ReturnType<typeof tenantIdColumn> };
type TenantAndIdColumns = TenantColumns & { id: ReturnType<typeof idColumn> };

type TenantTable<
  TName extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
> = PgTableWithColumns<{
  name: TName;
  schema: undefined;
  columns: BuildColumns<TName, TColumns, 'pg'>;
  dialect: 'pg';
}>;

type ExtraConfig<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>> = (
  self: BuildExtraConfigColumns<TName, TColumns, 'pg'>,
) => PgTableExtraConfigValue[];

type TenantTableOptions = {
  /**
   * The tenant row tenant_id references (deleting the tenant deletes the rows). Left out by tables whose
   * rows belong to a parent row: their foreign key to it carries the tenant. A parameter because platform
   * code does not import the tenancy module.
   */
  references?: () => AnyPgColumn;
};

/**
 * A tenant-owned table (decision 0066): `tenant_id` first, defaulting to the transaction's tenant; the
 * primary key starts with it; the isolation policy. Without `primaryKey` the table gets a random uuid
 * `id` and the key (tenant_id, id); with it, the key is tenant_id and those columns (none for one row
 * per tenant). Unique keys and foreign keys, which must include tenant_id as well, go in `extra`.
 */
export function tenantTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extra?: ExtraConfig<TName, TenantAndIdColumns & TColumns>,
  options?: TenantTableOptions & { primaryKey?: undefined },
): TenantTable<TName, TenantAndIdColumns & TColumns>;
export function tenantTable<TName extends string, TColumns extends Record<string, PgColumnBuilderBase>>(
  name: TName,
  columns: TColumns,
  extra: ExtraConfig<TName, TenantColumns & TColumns> | undefined,
  options: TenantTableOptions & { primaryKey: (keyof TColumns & string)[] },
): TenantTable<TName, TenantColumns & TColumns>;
export function tenantTable(
  name: string,
  columns: Record<string, PgColumnBuilderBase>,
  // The overloads type `extra` by the table's columns; here it only receives them.
  extra?: (self: never) => PgTableExtraConfigValue[],
  options: TenantTableOptions & { primaryKey?: string[] } = {},
) {
  const tenantId = options.references
    ? tenantIdColumn().references(options.references, { onDelete: 'cascade' })
    : tenantIdColumn();
  const allColumns: Record<string, PgColumnBuilderBase> = options.primaryKey
    ? { tenantId, ...columns }
    : { tenantId, id: idColumn(), ...columns };
  const keyColumns = options.primaryKey ?? ['id'];
  return pgTable(name, allColumns, (t) => {
    const self = t as unknown as Record<string, AnyPgColumn>;
    return [
      primaryKey({ columns: [self.tenantId!, ...keyColumns.map((key) => self[key]!)] }),
      ...(extra?.(self as never) ?? []),
      tenantIsolation(name),
    ];
  });
}

/**
 * The one policy every tenant-owned table carries: rows are visible and writable only inside the tenant
 * set by withTenant. Fail closed: without the setting the comparison is NULL and no row matches.
 */
function tenantIsolation(tableName: string) {
  const predicate = sql`${sql.identifier('tenant_id')} = ${currentTenantId}`;
  return pgPolicy(`${tableName}_tenant_isolation`, {
    as: 'permissive',
    for: 'all',
    to: appUser,
    using: predicate,
    withCheck: predicate,
  });
}
