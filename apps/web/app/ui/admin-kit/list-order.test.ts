import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dropReorder, moveById, moveItem } from './list-order.ts';

describe('moveById', () => {
  it('applies two presses in a row to the order the first left', () => {
    const rows = ['a', 'b', 'c'].map((id) => ({ id }));
    const twice = moveById(moveById(rows, 'a', 1), 'a', 1);
    expect(twice.map((row) => row.id)).toEqual(['b', 'c', 'a']);
    expect(moveById(rows, 'a', -1)).toEqual(rows);
    expect(moveById(rows, 'x', 1)).toEqual(rows);
  });
});

describe('moveItem', () => {
  it('moves one item up or down', () => {
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 3)).toEqual(['a', 'b', 'c']);
  });

  it('keeps every item exactly once', () => {
    fc.assert(
      fc.property(fc.uniqueArray(fc.string(), { minLength: 1 }), fc.nat(), fc.nat(), (items, a, b) => {
        const moved = moveItem(items, a % items.length, b % items.length);
        expect([...moved].sort()).toEqual([...items].sort());
      }),
    );
  });
});

describe('dropReorder', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('puts the dragged items before or after the target', () => {
    expect(dropReorder(ids, ['d'], 'a', 'before')).toEqual(['d', 'a', 'b', 'c']);
    expect(dropReorder(ids, ['a'], 'c', 'after')).toEqual(['b', 'c', 'a', 'd']);
    expect(dropReorder(ids, ['c', 'a'], 'd', 'after')).toEqual(['b', 'd', 'a', 'c']);
  });

  it('changes nothing for a drop onto a dragged item or an unknown target', () => {
    expect(dropReorder(ids, ['b'], 'b', 'after')).toEqual(ids);
    expect(dropReorder(ids, ['b'], 'x', 'after')).toEqual(ids);
  });
});
