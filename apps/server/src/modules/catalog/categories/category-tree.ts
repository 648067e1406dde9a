import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/client.ts';
import { lockSortOrder, writeSortOrder } from '../../../platform/db/sort-order.ts';
import { isUuid } from '../../../platform/db/uuid.ts';
import { conflict, invalidInput, notFound } from '../../../platform/errors.ts';
import { recordActivity } from '../../audit/audit.service.ts';
import { categories } from '../catalog.tables.ts';
import { labelOf, type Change } from './category-change.ts';

// The category tree's shape (spec §2: drag to reorder and re-parent, the top-level sorter): moves and
// orders among siblings. A category never becomes its own ancestor, also when two moves arrive at once.

/** The tree's list lock (lockSortOrder): moves, reorders and new categories wait for each other. */
export const CATEGORY_TREE = 'categories';

export type TreeRow = { id: string; parentId: string | null; sortOrder: number };

/**
 * Locks every category of the tenant until the transaction ends and returns their places as they are
 * now: two moves are then checked one after the other, so two moves that are each fine alone (A under
 * B, B under A) cannot together make a cycle.
 */
export async function lockCategoryTree(tx: Tx): Promise<TreeRow[]> {
  // The list lock first: the row locks below are then taken by one transaction at a time, so two moves
  // can never hold some of each other's rows (a deadlock) whatever order their reads return.
  await lockSortOrder(tx, CATEGORY_TREE);
  return (
    tx
      .select({ id: categories.id, parentId: categories.parentId, sortOrder: categories.sortOrder })
      .from(categories)
      .orderBy(asc(categories.sortOrder), asc(categories.slug))
      // Not FOR UPDATE: that would also wait for (and hold off) the KEY SHARE locks the foreign key checks
      // of product links take (an Access-tab save at the same moment), a possible deadlock.
      .for('no key update')
  );
}

/** Refuses a parent that is the category itself or one of its descendants. */
export function refuseCycle(tree: readonly TreeRow[], id: string, parentId: string | null): void {
  const parentOf = new Map(tree.map((row) => [row.id, row.parentId]));
  for (let at = parentId, steps = 0; at !== null && steps <= tree.length; steps++) {
    if (at === id) {
      throw invalidInput('admin.categoryCycle', { parentId: { key: 'admin.categoryCycle' } });
    }
    at = parentOf.get(at) ?? null;
  }
}

/** Gives the listed categories the sort orders 0, 1, 2… (only rows whose place changes are written). */
const renumber = (tx: Tx, tree: readonly TreeRow[], ids: readonly string[]) =>
  writeSortOrder(tx, categories, tree, ids);

/**
 * Moves a category under `parentId` (null: the top level) at `position` among its new siblings (0 =
 * first; past the end = last). The same move sent twice leaves the tree as one move does.
 */
export async function moveCategory(
  { tx, tenant, actor }: Change,
  id: string,
  parentId: string | null,
  position: number,
): Promise<void> {
  const tree = await lockCategoryTree(tx);
  const moving = isUuid(id) ? tree.find((row) => row.id === id) : undefined;
  if (!moving) throw notFound('admin.categoryNotFound');
  if (parentId !== null && !tree.some((row) => row.id === parentId)) {
    throw invalidInput('admin.categoryNotFound', { parentId: { key: 'admin.categoryNotFound' } });
  }
  refuseCycle(tree, id, parentId);
  const siblings = tree.filter((row) => row.parentId === parentId && row.id !== id).map((row) => row.id);
  const at = Math.max(0, Math.min(Math.trunc(position), siblings.length));
  siblings.splice(at, 0, id);
  const moved = moving.parentId !== parentId;
  if (moved) await tx.update(categories).set({ parentId }).where(eq(categories.id, id));
  // The same move twice (at once: the second waits for the tree's lock) changes nothing the second time.
  if (!(await renumber(tx, tree, siblings)) && !moved) return;
  const [row] = await tx.select({ name: categories.name }).from(categories).where(eq(categories.id, id));
  await recordActivity(tx, actor, {
    action: 'category.move',
    entityType: 'category',
    entityId: id,
    entityLabel: labelOf(row!, tenant),
    entityLabels: row!.name,
    details: { from: moving.parentId, to: parentId, position: at },
  });
}

/**
 * Saves the order of one parent's subcategories (null: the top-level sorter): the given ids first, in
 * that order, the others (added meanwhile) after them. An id that is no child of that parent is refused,
 * so nothing half-saves.
 */
export async function reorderCategories(
  { tx, actor }: Change,
  parentId: string | null,
  ids: readonly string[],
): Promise<void> {
  const tree = await lockCategoryTree(tx);
  const children = tree.filter((row) => row.parentId === parentId).map((row) => row.id);
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => !children.includes(id))) {
    throw conflict('admin.categoryOrderOutdated');
  }
  if (!(await renumber(tx, tree, [...wanted, ...children.filter((id) => !wanted.includes(id))]))) return;
  await recordActivity(tx, actor, {
    action: 'category.reorder',
    entityType: 'category',
    entityId: parentId,
    details: { parentId, count: wanted.length },
  });
}
