import { describe, expect, it } from 'vitest';
import { runBulk, type BulkProgress } from './bulk-action.ts';

describe('runBulk', () => {
  it('runs the action for each item in turn, goes on after a failure and reports progress', async () => {
    const started: string[] = [];
    let running = 0;
    const progress: BulkProgress[] = [];
    const result = await runBulk(
      ['a', 'b', 'c'],
      async (item) => {
        running += 1;
        expect(running).toBe(1); // never two at once
        started.push(item);
        await Promise.resolve();
        running -= 1;
        if (item === 'b') throw new Error('refused');
      },
      (step) => progress.push(step),
    );
    expect(started).toEqual(['a', 'b', 'c']);
    expect(result.succeeded).toEqual(['a', 'c']);
    expect(result.failed.map((failure) => failure.item)).toEqual(['b']);
    expect(progress).toEqual([
      { done: 0, total: 3 },
      { done: 1, total: 3 },
      { done: 2, total: 3 },
      { done: 3, total: 3 },
    ]);
  });
});
