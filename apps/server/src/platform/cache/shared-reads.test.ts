import { describe, expect, it } from 'vitest';
import type { PublicContentVersion } from '../events/public-content-version.ts';
import { createSharedReadsStore } from './shared-reads.ts';

// Issue 23: "not found" is never answered from memory, whether asked one at a time or many together (a
// product published a moment ago, its change notice still on the way, must not stay a 404).

const liveVersion: PublicContentVersion = {
  version: () => 1,
  versionForRequest: async () => 1,
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

// Issue 23: the shared reads were bounded only by their number of entries, and a product's entry holds
// its print template, so a large catalogue could fill the process's memory. They are bounded by bytes.
describe('shared reads memory', () => {
  const budget = 64 * 1024;
  /** A store of `budget` bytes and a read of 4 KiB per key that counts how often each key is read. */
  function setup() {
    const store = createSharedReadsStore(liveVersion, budget);
    const reads = store.forTenant('t1')!;
    const loads = new Map<string, number>();
    const read = (key: string, size = 4096) =>
      reads.getOrLoad(key, async () => {
        loads.set(key, (loads.get(key) ?? 0) + 1);
        return { key, text: 'x'.repeat(size) };
      });
    return { store, read, loads };
  }

  it('drops the least recently used entries past its byte budget, and stays within it', async () => {
    const { store, read, loads } = setup();
    for (let n = 0; n < 40; n++) {
      await read(`k${n}`);
      expect(store.bytes).toBeLessThanOrEqual(budget);
    }
    // 40 values of 4 KiB were read; about 15 fit in 64 KiB.
    expect(store.bytes).toBeGreaterThan(budget / 2);
    await read('k39');
    expect(loads.get('k39')).toBe(1);
    await read('k0');
    expect(loads.get('k0')).toBe(2);
  });

  it('keeps a recently used entry while older ones go', async () => {
    const { read, loads } = setup();
    for (let n = 0; n < 10; n++) await read(`k${n}`);
    await read('k0'); // used again: now the most recent of the first ten
    for (let n = 10; n < 20; n++) await read(`k${n}`);
    await read('k0');
    expect(loads.get('k0')).toBe(1);
    await read('k1');
    expect(loads.get('k1')).toBe(2);
  });

  it('does not keep a value larger than its share of the budget, nor drop others for it', async () => {
    const { store, read, loads } = setup();
    await read('small');
    const before = store.bytes;
    const large = await read('large', budget * 2);
    expect(large.text).toHaveLength(budget * 2);
    expect(store.bytes).toBe(before);
    await read('large', budget * 2);
    expect(loads.get('large')).toBe(2);
    await read('small');
    expect(loads.get('small')).toBe(1);
  });

  it('counts values read many at a time, and frees them on the tenant’s change notice', async () => {
    let notify: (tenantId: string) => void = () => undefined;
    const store = createSharedReadsStore(
      { ...liveVersion, onChange: (listener) => void (notify = listener) },
      budget,
    );
    const reads = store.forTenant('t1')!;
    const keys = Array.from({ length: 40 }, (_, n) => `p${n}`);
    const load = async (missing: string[]) => new Map(missing.map((key) => [key, 'x'.repeat(4096)]));
    expect(await reads.getMany('template', keys, load, null)).toHaveLength(40);
    expect(store.bytes).toBeLessThanOrEqual(budget);
    expect(store.bytes).toBeGreaterThan(budget / 2);
    notify('t1');
    expect(store.bytes).toBe(0);
  });
});
