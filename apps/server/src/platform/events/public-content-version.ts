import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.ts';
import type {} from '../module-contributions.ts'; // the module augmented below, in every program that loads this file
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
 * answers of an older version are not served again. While the listening connection is down nothing
 * may be cached (`live` is false); once it is back, every tenant's version moves on, as notices may
 * have been missed meanwhile.
 */
export type PublicContentVersion = {
  /** The tenant's current version; compare with the version an answer was made at. */
  version(tenantId: string): number;
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
  // Saves of this process (tenant settings) show on its next page even before the notice arrives.
  tenantChanges.onChange(changed);
  const stop = await database.listen(PUBLIC_CONTENT_CHANNEL, {
    message: (payload) => changed(payload || '*'),
    lost: () => {
      live = false;
    },
    restored: () => {
      changed('*');
      live = true;
    },
  });
  return {
    version: (tenantId) => Math.max(changedAt.get(tenantId) ?? 0, allChangedAt),
    get live() {
      return live;
    },
    onChange: (listener) => void listeners.push(listener),
    changed,
    stop,
  };
}
