/** The list with the item at `from` moved to `to` (indexes outside the list leave it unchanged). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return [...items];
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

/**
 * The list with the item of `id` moved one place up (-1) or down (1). Given the list as it is now (a
 * state update's current value), presses in quick succession each count.
 */
export function moveById<T extends { id: string }>(list: readonly T[], id: string, step: -1 | 1): T[] {
  const from = list.findIndex((item) => item.id === id);
  return from < 0 ? [...list] : moveItem(list, from, from + step);
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
