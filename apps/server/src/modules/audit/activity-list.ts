import { ACTIVITY_SEARCH_MAX, type ActivityScope } from '@print/core/activity/activity-scope';
import { and, count, desc, eq, gte, ilike, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { auditEntries } from './audit.tables.ts';

// Reading the activity log (the Activity page and the dashboard card). Offset paging, newest first, on
// the (tenant, at desc) and (tenant, entity type, at desc) indexes: the page and its total are two
// statements whatever the page size or filter (decision 0044 says why not keyset paging).

export type ActivityRow = typeof auditEntries.$inferSelect;

export type ActivityFilter = {
  scope: ActivityScope;
  entityType: string | null;
  actorId: string | null;
  from: Date | null;
  to: Date | null;
  search: string;
  offset: number;
  limit: number;
};

const scopeCondition = (scope: ActivityScope): SQL | undefined => {
  if (scope.kind === 'allBut') {
    return scope.exclude.length > 0 ? notInArray(auditEntries.entityType, [...scope.exclude]) : undefined;
  }
  // No area at all: nothing matches (inArray of an empty list would not be valid SQL).
  return scope.include.length > 0 ? inArray(auditEntries.entityType, [...scope.include]) : sql`false`;
};

function conditions(filter: Omit<ActivityFilter, 'offset' | 'limit'>): SQL | undefined {
  const text = filter.search.trim().slice(0, ACTIVITY_SEARCH_MAX);
  const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    scopeCondition(filter.scope),
    filter.entityType ? eq(auditEntries.entityType, filter.entityType) : undefined,
    // An actor id that is no uuid names nobody (rather than a database error).
    filter.actorId
      ? isUuid(filter.actorId)
        ? eq(auditEntries.actorId, filter.actorId)
        : sql`false`
      : undefined,
    filter.from ? gte(auditEntries.at, filter.from) : undefined,
    filter.to ? lt(auditEntries.at, filter.to) : undefined,
    text
      ? or(
          ilike(auditEntries.entityLabel, like),
          ilike(auditEntries.actorName, like),
          ilike(auditEntries.action, like),
        )
      : undefined,
  );
}

/** One page of entries, newest first, and how many match. */
export async function listActivity(tx: Tx, filter: ActivityFilter) {
  const where = conditions(filter);
  const [rows, [total]] = await Promise.all([
    tx
      .select()
      .from(auditEntries)
      .where(where)
      .orderBy(desc(auditEntries.at), desc(auditEntries.id))
      .offset(filter.offset)
      .limit(filter.limit),
    tx.select({ count: count() }).from(auditEntries).where(where),
  ]);
  return { rows, total: total!.count };
}

/** The people who appear in the visible log (the actor filter), by name; at most 200. */
export async function activityActors(tx: Tx, scope: ActivityScope) {
  const rows = await tx
    .selectDistinctOn([auditEntries.actorId], { id: auditEntries.actorId, name: auditEntries.actorName })
    .from(auditEntries)
    .where(and(scopeCondition(scope), sql`${auditEntries.actorId} is not null`))
    .orderBy(auditEntries.actorId, desc(auditEntries.at))
    .limit(200);
  return rows
    .flatMap((row) => (row.id ? [{ id: row.id, name: row.name }] : []))
    .sort((a, b) => a.name.localeCompare(b.name));
}

/** The entity types that occur in the visible log (the entity filter). */
export async function activityEntityTypes(tx: Tx, scope: ActivityScope): Promise<string[]> {
  const rows = await tx
    .selectDistinct({ type: auditEntries.entityType })
    .from(auditEntries)
    .where(scopeCondition(scope))
    .orderBy(auditEntries.entityType);
  return rows.map((row) => row.type);
}
