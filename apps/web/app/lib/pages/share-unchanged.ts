/**
 * `next` with every part that equals the same part of `previous` replaced by `previous`'s object (plain
 * JSON values: objects, arrays, strings, numbers, booleans, null). The page builder's canvas gets the whole
 * draft anew on each keystroke; with the unchanged blocks kept as they were, the renderer's memoised blocks
 * redraw only the one that changed. Linear in the size of the values.
 */
export function shareUnchanged<T>(previous: unknown, next: T): T {
  if (previous === next) return next;
  if (Array.isArray(next)) {
    if (!Array.isArray(previous)) return next;
    let same = previous.length === next.length;
    const shared = next.map((item, index) => {
      const kept = shareUnchanged(previous[index], item);
      if (kept !== previous[index]) same = false;
      return kept;
    });
    return (same ? previous : shared) as T;
  }
  if (next !== null && typeof next === 'object') {
    if (previous === null || typeof previous !== 'object' || Array.isArray(previous)) return next;
    const before = previous as Record<string, unknown>;
    const keys = Object.keys(next);
    let same = keys.length === Object.keys(before).length;
    const shared: Record<string, unknown> = {};
    for (const key of keys) {
      const kept = shareUnchanged(before[key], (next as Record<string, unknown>)[key]);
      if (kept !== before[key] || !(key in before)) same = false;
      shared[key] = kept;
    }
    return (same ? previous : shared) as T;
  }
  return next;
}
