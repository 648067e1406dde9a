import { getTableName } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { publicContentVersions } from './public-content.tables.ts';

/** How many committed transactions changed each scope's public content (a tenant id, or '*'). */
export type CommittedChanges = Map<string, number>;

/**
 * Reads the database's counts of committed changes (migration 0021) for the tenants of the requests
 * that begin now, and of '*': one statement for all the requests of one turn of the event loop, so a
 * busy instance sends one read per turn, not one per request. The statement is sent after every
 * request it answers had begun, so it sees every commit that had returned by then.
 */
export function createCommittedChangesReader(database: Database) {
  type Batch = { scopes: Set<string>; counts: Promise<CommittedChanges> };
  let next: Batch | null = null;
  const startBatch = (): Batch => {
    const scopes = new Set(['*']);
    const counts = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      next = null; // requests from now on wait for a statement sent after them
      return readCounts(database, [...scopes]);
    });
    return { scopes, counts };
  };
  return (tenantId: string): Promise<CommittedChanges> => {
    const batch = (next ??= startBatch());
    batch.scopes.add(tenantId);
    return batch.counts;
  };
}

/** The counts' read: by its primary key, prepared once per connection (ownerRead). */
const READ_COUNTS = `select scope, version from ${getTableName(publicContentVersions)} where scope = any($1::text[])`;

async function readCounts(database: Database, scopes: string[]): Promise<CommittedChanges> {
  // As the owner (the table is closed to app_user), outside any transaction: one round trip.
  const rows = await database.ownerRead<{ scope: string; version: string | number }>(
    'public-content-counts',
    READ_COUNTS,
    [scopes],
  );
  // bigint arrives as a string from node-postgres; a count fits a double for millions of years.
  return new Map(rows.map((row) => [row.scope, Number(row.version)]));
}
