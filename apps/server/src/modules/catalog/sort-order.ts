import { notFound } from '../../platform/errors.ts';

/**
 * Saves an admin list's order: the given ids take positions 0, 1, 2… in that order; rows the list leaves
 * out (added meanwhile by someone else) follow in their current order. Unknown ids are refused before
 * anything is written, so nothing half-saves.
 */
export async function reorderRows(
  rows: readonly { id: string; sortOrder: number }[],
  ids: readonly string[],
  notFoundKey: string,
  setOrder: (id: string, sortOrder: number) => Promise<unknown>,
): Promise<void> {
  const known = new Set(rows.map((row) => row.id));
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => !known.has(id))) throw notFound(notFoundKey);
  const order = [...wanted, ...rows.map((row) => row.id).filter((id) => !wanted.includes(id))];
  for (const [index, id] of order.entries()) {
    if (rows.find((row) => row.id === id)!.sortOrder !== index) await setOrder(id, index);
  }
}
