import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SIMILAR_ENOUGH, textSimilarity } from './text-similarity.ts';

describe('textSimilarity', () => {
  it('finds a near text similar enough and an unrelated one not', () => {
    expect(textSimilarity('Add to cart', 'add to  cart')).toBe(1);
    expect(textSimilarity('Add to cart', 'Add to the cart')).toBeGreaterThanOrEqual(SIMILAR_ENOUGH);
    expect(textSimilarity('Add to cart', 'Delete the order')).toBeLessThan(SIMILAR_ENOUGH);
  });

  it('is symmetric, 1 for equal texts and between 0 and 1', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const score = textSimilarity(a, b);
        expect(score).toBe(textSimilarity(b, a));
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(1);
        expect(textSimilarity(a, a)).toBe(1);
      }),
    );
  });
});
