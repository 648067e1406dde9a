import { describe, expect, it } from 'vitest';
import { estimateBytes } from './value-bytes.ts';

describe('estimated bytes of a kept value', () => {
  it('counts what Maps, arrays and objects hold (a page of products keeps its prices in a Map)', () => {
    const prices = new Map(
      Array.from({ length: 100 }, (_, n) => [`product-${n}`, { text: 'x'.repeat(1000) }]),
    );
    // JSON would see `{}` here.
    expect(estimateBytes({ prices })).toBeGreaterThan(100 * 1000);
    expect(estimateBytes([{ text: 'x'.repeat(1000) }])).toBeGreaterThan(1000);
  });

  it('counts a part two places share once, and ends on a cycle or a deep print template', () => {
    const template = { text: 'x'.repeat(10_000) };
    const once = estimateBytes({ template });
    expect(estimateBytes({ template, again: template })).toBeLessThan(once + 100);
    const cyclic: { self?: unknown } = {};
    cyclic.self = cyclic;
    expect(estimateBytes(cyclic)).toBeGreaterThan(0);
    let deep: unknown = 'leaf';
    for (let n = 0; n < 100_000; n++) deep = { child: deep };
    expect(estimateBytes(deep)).toBeGreaterThan(100_000);
  });
});
