/**
 * A rough count of the memory a value read from the database holds, for a cache's byte budget
 * (shared-reads.ts): made once when the value is kept, so it walks the value rather than serialising it
 * (JSON.stringify would count a Map as `{}`, and the catalogue keeps Maps of variants and prices). The
 * numbers are V8's usual sizes on a 64-bit machine, rounded: an object's header and a slot per property,
 * a string's header and a byte per character (two for text beyond Latin-1, which this counts as one, so
 * the budget is reached a little later for such shops). What two parts share is counted once.
 */
export function estimateBytes(value: unknown): number {
  const seen = new Set<object>();
  // An explicit stack: a deeply nested print template must not overflow the call stack.
  const pending: unknown[] = [value];
  let bytes = 0;
  while (pending.length) {
    const item = pending.pop();
    if (typeof item === 'string') {
      bytes += 16 + item.length;
      continue;
    }
    if (typeof item !== 'object' || item === null) {
      continue; // a number, boolean, null or undefined lives in its holder's slot, counted there
    }
    if (seen.has(item)) continue;
    seen.add(item);
    if (ArrayBuffer.isView(item)) {
      bytes += 64 + item.byteLength;
    } else if (item instanceof Date) {
      bytes += 32;
    } else if (Array.isArray(item)) {
      bytes += 32 + 8 * item.length;
      for (const element of item as unknown[]) pending.push(element);
    } else if (item instanceof Map) {
      bytes += 64 + 24 * item.size;
      for (const [key, entry] of item as Map<unknown, unknown>) pending.push(key, entry);
    } else if (item instanceof Set) {
      bytes += 64 + 16 * item.size;
      for (const element of item as Set<unknown>) pending.push(element);
    } else {
      const values = Object.values(item);
      bytes += 32 + 8 * values.length;
      for (const element of values) pending.push(element);
    }
  }
  return bytes;
}
