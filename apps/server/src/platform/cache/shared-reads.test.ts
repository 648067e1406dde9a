import { describe, expect, it } from 'vitest';
import type { PublicContentVersion } from '../events/public-content-version.ts';
import { createSharedReadsStore } from './shared-reads.ts';

// Issue 23: "not found" is never answered from memory, whether asked one at a time or many together (a
// product published a moment ago, its change notice still on the way, must not stay a 404).

const liveVersion: PublicContentVersion = {
  version: () => 1,
  live: true,
  onChange: () => undefined,
  changed: () => undefined,
  stop: async () => undefined,
};

describe('shared reads', () => {
  it('keeps what many keys found (also an empty value), and asks again for the keys the load did not find', async () => {
    const reads = createSharedReadsStore(liveVersion).forTenant('t1')!;
    const asked: string[][] = [];
    // 'e' is found with an empty value (a product without a print template): that is kept.
    const stored = new Map<string, string | null>([
      ['a', 'A'],
      ['e', null],
    ]);
    const load = async (missing: string[]) => {
      asked.push(missing);
      return new Map(missing.flatMap((key) => (stored.has(key) ? [[key, stored.get(key)!] as const] : [])));
    };
    expect(await reads.getMany('product', ['a', 'b', 'n', 'e'], load, null)).toEqual(['A', null, null, null]);
    // Published meanwhile (its notice not yet here): found now, and the found one still from memory.
    stored.set('b', 'B');
    stored.set('n', 'N');
    stored.set('e', 'E');
    expect(await reads.getMany('product', ['a', 'b', 'n', 'e'], load, null)).toEqual(['A', 'B', 'N', null]);
    expect(asked).toEqual([
      ['a', 'b', 'n', 'e'],
      ['b', 'n'],
    ]);
  });
});
