import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clampNumber } from './clamp-number.ts';

describe('clampNumber', () => {
  it('applies min, no negatives, max and step (rounded up)', () => {
    expect(clampNumber(3, { min: 5 })).toBe(5);
    expect(clampNumber(-4)).toBe(0);
    expect(clampNumber(-4, { allowNegative: true })).toBe(-4);
    expect(clampNumber(-4, { min: -10 })).toBe(0);
    expect(clampNumber(120, { max: 100 })).toBe(100);
    expect(clampNumber(101, { step: 50 })).toBe(150);
    expect(clampNumber(100, { step: 50 })).toBe(100);
    expect(clampNumber(-7, { allowNegative: true, step: 5 })).toBe(-5);
  });

  it('keeps decimal steps exact', () => {
    expect(clampNumber(0.25, { step: 0.1 })).toBe(0.3);
    expect(clampNumber(0.3, { step: 0.1 })).toBe(0.3);
    expect(clampNumber(0.7, { step: 0.1 })).toBe(0.7);
    expect(clampNumber(1.01, { step: 0.25 })).toBe(1.25);
  });

  it('steps down when rounding up would pass max, and lets bounds win when no multiple fits', () => {
    expect(clampNumber(99, { max: 100, step: 30 })).toBe(90);
    expect(clampNumber(5, { min: 4, max: 5, step: 3 })).toBe(5);
  });

  it('handles NaN and ignores unusable steps', () => {
    expect(clampNumber(Number.NaN, { min: 2 })).toBe(2);
    expect(clampNumber(Number.NaN)).toBe(0);
    expect(clampNumber(3.3, { step: 0 })).toBe(3.3);
    expect(clampNumber(3.3, { step: -1 })).toBe(3.3);
  });

  it('is always within bounds and a multiple of step when one fits', () => {
    const options = fc
      .record({
        min: fc.option(fc.integer({ min: -1000, max: 1000 }), { nil: undefined }),
        span: fc.integer({ min: 0, max: 2000 }),
        hasMax: fc.boolean(),
        step: fc.option(fc.integer({ min: 1, max: 100 }), { nil: undefined }),
        allowNegative: fc.boolean(),
      })
      .map(({ min, span, hasMax, step, allowNegative }) => ({
        min,
        max: hasMax ? (min ?? 0) + span : undefined,
        step,
        allowNegative,
      }));
    fc.assert(
      fc.property(fc.double({ min: -1e6, max: 1e6, noNaN: true }), options, (value, opts) => {
        const result = clampNumber(value, opts);
        const lower = opts.allowNegative ? (opts.min ?? -Infinity) : Math.max(opts.min ?? 0, 0);
        const upper = opts.max ?? Infinity;
        if (lower > upper) return; // misconfigured field: max wins, nothing else to promise
        expect(result).toBeGreaterThanOrEqual(lower);
        expect(result).toBeLessThanOrEqual(upper);
        if (opts.step !== undefined && Math.floor(upper / opts.step) * opts.step >= lower) {
          expect(Math.abs(result % opts.step)).toBe(0);
        }
      }),
    );
  });

  it('never moves a value that already satisfies every rule', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), fc.integer({ min: 1, max: 20 }), (k, step) => {
        expect(clampNumber(k * step, { step, max: 20_000 })).toBe(k * step);
      }),
    );
  });
});
