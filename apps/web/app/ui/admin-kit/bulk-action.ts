import { useState } from 'react';

export type BulkProgress = { done: number; total: number };
export type BulkResult<T> = { succeeded: T[]; failed: { item: T; error: unknown }[] };

/**
 * Runs `action` for each item, one after the other (each call is one transaction on the server, and
 * a failure stops nothing else), telling `onProgress` after each.
 */
export async function runBulk<T>(
  items: readonly T[],
  action: (item: T) => Promise<unknown>,
  onProgress: (progress: BulkProgress) => void = () => {},
): Promise<BulkResult<T>> {
  const result: BulkResult<T> = { succeeded: [], failed: [] };
  onProgress({ done: 0, total: items.length });
  for (const [index, item] of items.entries()) {
    try {
      await action(item);
      result.succeeded.push(item);
    } catch (error) {
      result.failed.push({ item, error });
    }
    onProgress({ done: index + 1, total: items.length });
  }
  return result;
}

/** A bulk action's run with its progress for the bulk bar (null while none runs). */
export function useBulkAction() {
  const [progress, setProgress] = useState<BulkProgress | null>(null);
  const run = async <T>(items: readonly T[], action: (item: T) => Promise<unknown>) => {
    try {
      return await runBulk(items, action, setProgress);
    } finally {
      setProgress(null);
    }
  };
  return { progress, run };
}
