import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wordDiff } from './word-diff.ts';

const side = (parts: ReturnType<typeof wordDiff>, kind: 'removed' | 'added') =>
  parts
    .filter((part) => part.kind !== kind)
    .map((part) => part.text)
    .join('');

describe('wordDiff', () => {
  it('shows the changed word of a suggestion', () => {
    expect(wordDiff('Add to cart', 'Add to basket')).toEqual([
      { kind: 'same', text: 'Add to ' },
      { kind: 'removed', text: 'cart' },
      { kind: 'added', text: 'basket' },
    ]);
  });

  it('rebuilds both texts from its parts', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (before, after) => {
        const parts = wordDiff(before, after);
        expect(side(parts, 'added')).toBe(before);
        expect(side(parts, 'removed')).toBe(after);
      }),
    );
  });
});
