import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import type {} from '../module-contributions.ts'; // the module augmented below, in every program that loads this file
import { createCommittedChangesReader } from './committed-changes.ts';
import type { TenantChanges } from './tenant-changes.ts';

/** The channel the database triggers of migration 0010 notify on, with a tenant id or '*' (all). */
export const PUBLIC_CONTENT_CHANNEL = 'public_content';

declare module '../module-contributions.ts' {
  interface ContributionKinds {
    /**
     * A table whose rows public pages show (products, categories, the shop's settings, …): a write to it
     * must drop the cached pages of its tenant, so it carries the cache-invalidation trigger of the
     * migrations (public_content_changed or, for stock counts, public_product_changed). A test compares
     * the declared tables with the migrated database's triggers (public-content-tables.test.ts).
     */
    publicContentTables: PgTable;
  }
}

/**
 * This instance's view of how current its caches of public content (pages and answers for visitors
 * without a session) are, per tenant. The database announces every write to what those pages show
 * (triggers → NOTIFY at commit, to every instance); a notice bumps the tenant's version, and cached
 * answers of an older version are not served again. A notice arrives a moment after its commit, so a
 * request first compares the database's count of the tenant's committed changes with what this instance
 * has heard (`versionForRequest`, decision 0075). While the listening connection is down nothing may be
 * cached (`live` is false); once it is back, every tenant's version moves on, as notices may have been
 * missed meanwhile.
 */
export type PublicContentVersion = {
  /** The tenant's current version; compare with the version an answer was made at. */
  version(tenantId: string): number;
  /**
   * The tenant's version for a request that begins now: every change committed before, on any
   * instance, counts, announced or not. What the request reads from or puts into the caches is keyed by it.
   */
  versionForRequest(tenantId: string): Promise<number>;
  /** False while notices could be missed: callers neither read nor fill their caches. */
  readonly live: boolean;
  /** Called on every change: a tenant id, or '*' for all (caches drop what they keep of it). */
  onChange(listener: (tenantId: string) => void): void;
  /** A change this process made and committed (delivered at once, before the database's notice). */
  changed(tenantId: string): void;
  stop(): Promise<void>;
};

export async function startPublicContentVersion(
  database: Database,
  tenantChanges: TenantChanges,
): Promise<PublicContentVersion> {
  // One counter for all: a tenant's version is the counter's value at its last change (or at the last
  // change of all tenants), so a version never repeats, even after a tenant's entry was dropped.
  let counter = 0;
  let allChangedAt = 0;
  const changedAt = new Map<string, number>();
  let live = false;
  const listeners: ((tenantId: string) => void)[] = [];

  const changed = (tenantId: string) => {
    counter += 1;
    if (tenantId === '*') {
      allChangedAt = counter;
      changedAt.clear();
    } else changedAt.set(tenantId, counter);
    for (const listener of listeners) listener(tenantId);
  };
  // The database's counts of committed changes this instance has heard of, per scope (a tenant id or
  // '*'), from a notice ("<scope> <count>") or a request's read: a count heard twice is one change.
  const heard = new Map<string, number>();
  const hear = (scope: string, count: number) => {
    if (count <= (heard.get(scope) ?? 0)) return;
    heard.set(scope, count);
    changed(scope);
  };
  // Saves of this process (tenant settings) show on its next page even before the notice arrives.
  tenantChanges.onChange(changed);
  const stop = await database.listen(PUBLIC_CONTENT_CHANNEL, {
    message: (payload) => {
      const [scope, count] = payload.split(' ');
      if (count) hear(scope!, Number(count));
      else changed(scope || '*'); // a notice without a count (an announcement of time, not of a write)
    },
    lost: () => {
      live = false;
    },
    restored: () => {
      changed('*');
      live = true;
    },
  });
  const version = (tenantId: string) => Math.max(changedAt.get(tenantId) ?? 0, allChangedAt);
  // PostgreSQL delivers notices on a connection of their own, after the commit has returned (later on a
  // busy machine): each request asks the database first. PGlite delivers them before the committing
  // call returns (one process, one connection), so what this process heard is already complete.
  const readCommitted = database.noticesBeforeCommitReturns ? null : createCommittedChangesReader(database);
  let readFailing = false;
  return {
    version,
    async versionForRequest(tenantId) {
      if (!readCommitted || !live) return version(tenantId);
      try {
        const counts = await readCommitted(tenantId);
        readFailing = false;
        for (const scope of ['*', tenantId]) {
          const count = counts.get(scope);
          if (count !== undefined) hear(scope, count);
        }
      } catch (error) {
        // Unknown whether something changed: this request takes nothing kept (nor do those kept since).
        if (!readFailing) console.error('Public content: cannot read the committed changes:', error);
        readFailing = true;
        changed(tenantId);
      }
      return version(tenantId);
    },
    get live() {
      return live;
    },
    onChange: (listener) => void listeners.push(listener),
    changed,
    stop,
  };
}
