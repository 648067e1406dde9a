// The category tree as the admin page shapes it (pure, so the moves are unit-tested): the flat list in
// tree order becomes nested nodes, and a drop or a keyboard action becomes one move (new parent and
// position among the new siblings) — or null where it would change nothing or make a cycle.

export type TreeEntry = { id: string; parentId: string | null };
export type TreeNode<T extends TreeEntry> = T & { children: TreeNode<T>[] };
export type TreeMove = { id: string; parentId: string | null; position: number };
export type DropPosition = 'before' | 'after' | 'on';
export type KeyboardMove = 'up' | 'down' | 'indent' | 'outdent';

/** Nested nodes from the flat list (kept in its order); a row whose parent is missing goes on top. */
export function buildTree<T extends TreeEntry>(rows: readonly T[]): TreeNode<T>[] {
  const nodes = new Map(rows.map((row) => [row.id, { ...row, children: [] as TreeNode<T>[] }]));
  const roots: TreeNode<T>[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

const childrenOf = (rows: readonly TreeEntry[], parentId: string | null) =>
  rows.filter((row) => row.parentId === parentId).map((row) => row.id);

/** The category and everything under it. */
export function subtreeOf(rows: readonly TreeEntry[], id: string): Set<string> {
  const found = new Set([id]);
  for (let grew = true; grew;) {
    grew = false;
    for (const row of rows) {
      if (row.parentId !== null && found.has(row.parentId) && !found.has(row.id)) {
        found.add(row.id);
        grew = true;
      }
    }
  }
  return found;
}

/** Dropping `id` before, after or onto `targetId` (onto: as its last subcategory). */
export function dropMove(
  rows: readonly TreeEntry[],
  id: string,
  targetId: string,
  where: DropPosition,
): TreeMove | null {
  const target = rows.find((row) => row.id === targetId);
  if (!target || targetId === id) return null;
  const parentId = where === 'on' ? targetId : target.parentId;
  if (parentId !== null && subtreeOf(rows, id).has(parentId)) return null;
  const siblings = childrenOf(rows, parentId).filter((sibling) => sibling !== id);
  const position =
    where === 'on' ? siblings.length : siblings.indexOf(targetId) + (where === 'after' ? 1 : 0);
  return unchanged(rows, { id, parentId, position }) ? null : { id, parentId, position };
}

/** Move up or down among the siblings, under the sibling above (indent), or beside the parent (outdent). */
export function keyboardMove(rows: readonly TreeEntry[], id: string, action: KeyboardMove): TreeMove | null {
  const row = rows.find((candidate) => candidate.id === id);
  if (!row) return null;
  const siblings = childrenOf(rows, row.parentId);
  const index = siblings.indexOf(id);
  switch (action) {
    case 'up':
      return index > 0 ? { id, parentId: row.parentId, position: index - 1 } : null;
    case 'down':
      return index < siblings.length - 1 ? { id, parentId: row.parentId, position: index + 1 } : null;
    case 'indent': {
      const above = siblings[index - 1];
      return above ? { id, parentId: above, position: childrenOf(rows, above).length } : null;
    }
    case 'outdent': {
      if (row.parentId === null) return null;
      const parent = rows.find((candidate) => candidate.id === row.parentId);
      const grandParentId = parent?.parentId ?? null;
      const position = childrenOf(rows, grandParentId).indexOf(row.parentId) + 1;
      return { id, parentId: grandParentId, position };
    }
  }
}

function unchanged(rows: readonly TreeEntry[], move: TreeMove): boolean {
  const row = rows.find((candidate) => candidate.id === move.id);
  return (
    row?.parentId === move.parentId && childrenOf(rows, move.parentId).indexOf(move.id) === move.position
  );
}

/** The flat list after a move (shown at once while the server saves it). */
export function applyMove<T extends TreeEntry>(rows: readonly T[], move: TreeMove): T[] {
  const moving = rows.find((row) => row.id === move.id);
  if (!moving) return [...rows];
  const rest = rows.filter((row) => row.id !== move.id);
  const siblings = rest.filter((row) => row.parentId === move.parentId);
  const moved = { ...moving, parentId: move.parentId };
  const before = siblings[move.position];
  // Only the order among siblings counts: before the new next sibling, or at the end.
  const at = before ? rest.indexOf(before) : rest.length;
  return [...rest.slice(0, at), moved, ...rest.slice(at)];
}
