import { asc } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import type { SessionUser } from '../../users/users.service.ts';
import { categories } from '../catalog.tables.ts';

export type CategoryRow = typeof categories.$inferSelect;

/**
 * Which categories a caller may see (spec §6: categories carry an access list of roles; 'All' when
 * empty). The shop view shows a category when it is published, open to one of the caller's roles (or to
 * all), and its parent is shown too: restricting or taking offline a category hides its subtree.
 * Catalogue managers (`catalog.write`) pass every access list; only they may ask for the admin view,
 * which adds unpublished categories.
 */
export type CategoryAccess = {
  canManage: boolean;
  /** Visible categories by id, in display order (sortOrder, slug). */
  visible(adminView: boolean): ReadonlyMap<string, CategoryRow>;
  bySlug(slug: string, adminView: boolean): CategoryRow | null;
  /** Visible children of a category (null: the top level), in display order. */
  childrenOf(parentId: string | null, adminView: boolean): CategoryRow[];
  /** Ids of the categories the shop view shows: the product visibility rule builds on them. */
  shopVisibleIds(): string[];
  /**
   * Names what the shop view's product visibility depends on (managing the catalogue, else the visible
   * categories): callers with the same view may share what it shows (platform/cache/shared-reads.ts).
   */
  shopViewKey(): string;
  /** The caller's role names, sorted (products may be open to some roles only). */
  roleNames(): string[];
};

type AccessInput = Pick<CategoryRow, 'id' | 'parentId' | 'published' | 'accessRoles'> & {
  /** One of the caller's roles is in accessRoles. */
  roleMatches: boolean;
};

/** The rule above as a pure function: the ids of the visible categories. */
export function visibleCategoryIds(
  rows: readonly AccessInput[],
  options: { canManage: boolean; includeUnpublished: boolean },
): Set<string> {
  const byId = new Map(rows.map((row) => [row.id, row]));
  const memo = new Map<string, boolean>();
  const isVisible = (row: AccessInput, depth: number): boolean => {
    const known = memo.get(row.id);
    if (known !== undefined) return known;
    // A broken tree (a cycle deeper than any real catalogue) counts as invisible rather than looping.
    if (depth > 50) return false;
    const own =
      (row.published || (options.includeUnpublished && options.canManage)) &&
      (row.accessRoles.length === 0 || row.roleMatches || options.canManage);
    const parent = row.parentId === null ? undefined : byId.get(row.parentId);
    const visible = own && (row.parentId === null || (parent !== undefined && isVisible(parent, depth + 1)));
    memo.set(row.id, visible);
    return visible;
  };
  return new Set(rows.filter((row) => isVisible(row, 0)).map((row) => row.id));
}

/** All categories of the tenant, in display order (one statement). */
export function loadCategoryRows(tx: Tx): Promise<CategoryRow[]> {
  return tx.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.slug));
}

/** The caller's category access from the tenant's categories (one statement). */
export async function loadCategoryAccess(tx: Tx, user: SessionUser | null): Promise<CategoryAccess> {
  return categoryAccessOf(await loadCategoryRows(tx), user);
}

/**
 * The caller's category access from the tenant's categories (in display order) and the caller's roles,
 * as the session user carries them. Anonymous visitors have no roles (only open categories).
 */
export function categoryAccessOf(rows: readonly CategoryRow[], user: SessionUser | null): CategoryAccess {
  const callerRoles = new Set(user?.roleNames ?? []);
  const canManage = user?.rightSet.has('catalog.write') ?? false;
  const inputs = rows.map((row) => ({
    ...row,
    roleMatches: row.accessRoles.some((role) => callerRoles.has(role)),
  }));
  const views = new Map<boolean, Map<string, CategoryRow>>();
  const visible = (adminView: boolean) => {
    const includeUnpublished = adminView && canManage;
    let view = views.get(includeUnpublished);
    if (!view) {
      const ids = visibleCategoryIds(inputs, { canManage, includeUnpublished });
      view = new Map(rows.filter((row) => ids.has(row.id)).map((row) => [row.id, row]));
      views.set(includeUnpublished, view);
    }
    return view;
  };
  return {
    canManage,
    visible,
    bySlug: (slug, adminView) => [...visible(adminView).values()].find((row) => row.slug === slug) ?? null,
    childrenOf: (parentId, adminView) =>
      [...visible(adminView).values()].filter((row) => row.parentId === parentId),
    shopVisibleIds: () => [...visible(false).keys()],
    // Products carry role lists of their own, so the caller's roles are part of what they see.
    shopViewKey: () =>
      canManage
        ? 'manage'
        : `sees:${[...visible(false).keys()].sort().join(',')};roles:${[...callerRoles].sort().join(',')}`,
    roleNames: () => [...callerRoles].sort(),
  };
}
