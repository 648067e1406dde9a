/** The list with the item at `from` moved to `to` (indexes outside the list leave it unchanged). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The ids after a drag-and-drop: the dragged ids (kept in list order) go right before or after the
 * target. Dropping onto one of the dragged items changes nothing.
 */
export function dropReorder(
  ids: readonly string[],
  dragged: readonly string[],
  target: string,
  position: 'before' | 'after',
): string[] {
  if (dragged.includes(target) || !ids.includes(target)) return [...ids];
  const moving = ids.filter((id) => dragged.includes(id));
  const rest = ids.filter((id) => !dragged.includes(id));
  const at = rest.indexOf(target) + (position === 'after' ? 1 : 0);
  return [...rest.slice(0, at), ...moving, ...rest.slice(at)];
}

export type PageRange = { from: number; to: number; hasPrevious: boolean; hasNext: boolean };

/** "from–to of total" for a page of a list (1-based; from 0 when the list is empty). */
export function pageRange(offset: number, pageSize: number, total: number): PageRange {
  const from = total === 0 ? 0 : Math.min(offset + 1, total);
  return {
    from,
    to: Math.min(offset + pageSize, total),
    hasPrevious: offset > 0,
    hasNext: offset + pageSize < total,
  };
}
