import type { Tx } from '../../../platform/db/client.ts';
// The request context this file fills in (declare module below), loaded wherever this file is.
import type {} from '../../../platform/graphql/context.ts';
import type { PublicContentVersion } from '../../../platform/events/public-content-version.ts';
import { loadCategoryRows, type CategoryRow } from './category-access.ts';

/**
 * The tenant's categories, kept per instance between requests: every signed-in catalogue call and
 * every add to cart needs them for the visibility rule, and they change only when an admin changes
 * categories. Kept at the tenant's public-content version (decision 0026: database triggers announce
 * every write to `category` and `role` at commit, to every instance), so a change shows on the next
 * request; while notices could be missed (`live` false) every request reads them afresh. The caller's
 * own roles are not kept here: they come with the session user, read in every request.
 */
export type CategoryRowsCache = {
  /**
   * The categories of the transaction's tenant (`tenantId`), read in `tx()` when not kept (asked only
   * then: a query answered from kept reads runs without a transaction).
   */
  rows(tx: () => Tx, tenantId: string): Promise<readonly CategoryRow[]>;
};

declare module '../../../platform/graphql/context.ts' {
  interface ModuleRequestParts {
    /** The instance's kept categories of each tenant (catalogue visibility); absent: read per request. */
    categoryRows?: CategoryRowsCache;
  }
}

export function createCategoryRowsCache(publicContent: PublicContentVersion): CategoryRowsCache {
  const kept = new Map<string, { version: number; rows: readonly CategoryRow[] }>();
  publicContent.onChange((tenantId) => (tenantId === '*' ? kept.clear() : kept.delete(tenantId)));
  return {
    async rows(tx, tenantId) {
      if (!publicContent.live) return loadCategoryRows(tx());
      // The version before the read: a change committed meanwhile moves it on, so the next call reads.
      const version = publicContent.version(tenantId);
      const entry = kept.get(tenantId);
      if (entry?.version === version) return entry.rows;
      const rows = await loadCategoryRows(tx());
      if (publicContent.live) kept.set(tenantId, { version, rows });
      return rows;
    },
  };
}
