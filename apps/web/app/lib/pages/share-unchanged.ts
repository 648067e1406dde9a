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

/**
 * Whether two plain JSON values are equal. Parts shared by `shareUnchanged` are the same objects and
 * compare at once, so a draft is compared with the saved document by what changed, not by its size.
 */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) {
    return Array.isArray(b) && a.length === b.length && a.every((item, index) => sameJson(item, b[index]));
  }
  if (a === null || b === null || typeof a !== 'object' || typeof b !== 'object' || Array.isArray(b))
    return false;
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const keys = Object.keys(left);
  return (
    keys.length === Object.keys(right).length &&
    keys.every((key) => key in right && sameJson(left[key], right[key]))
  );
}
