import { describe, expect, it } from 'vitest';
import { applyMove, buildTree, dropMove, keyboardMove } from './category-tree-model.ts';

// a ─ a1, a2 ; b ; c ─ c1
const rows = [
  { id: 'a', parentId: null },
  { id: 'b', parentId: null },
  { id: 'c', parentId: null },
  { id: 'a1', parentId: 'a' },
  { id: 'a2', parentId: 'a' },
  { id: 'c1', parentId: 'c' },
];
const shape = (list: typeof rows) =>
  buildTree(list).map((node) => [node.id, node.children.map((child) => child.id)]);

describe('category tree moves', () => {
  it('nests the flat list in its order', () => {
    expect(shape(rows)).toEqual([
      ['a', ['a1', 'a2']],
      ['b', []],
      ['c', ['c1']],
    ]);
  });

  it('turns drops before, after and onto a category into moves', () => {
    expect(dropMove(rows, 'c', 'a', 'before')).toEqual({ id: 'c', parentId: null, position: 0 });
    expect(dropMove(rows, 'a', 'b', 'after')).toEqual({ id: 'a', parentId: null, position: 1 });
    expect(dropMove(rows, 'b', 'c', 'on')).toEqual({ id: 'b', parentId: 'c', position: 1 });
    expect(dropMove(rows, 'c1', 'a1', 'after')).toEqual({ id: 'c1', parentId: 'a', position: 1 });
  });

  it('refuses drops into the own subtree and drops that change nothing', () => {
    expect(dropMove(rows, 'a', 'a1', 'on')).toBeNull();
    expect(dropMove(rows, 'a', 'a2', 'after')).toBeNull();
    expect(dropMove(rows, 'a', 'a', 'on')).toBeNull();
    expect(dropMove(rows, 'b', 'a', 'after')).toBeNull();
  });

  it('offers keyboard moves: up, down, indent under the one above, outdent beside the parent', () => {
    expect(keyboardMove(rows, 'b', 'up')).toEqual({ id: 'b', parentId: null, position: 0 });
    expect(keyboardMove(rows, 'a', 'up')).toBeNull();
    expect(keyboardMove(rows, 'a1', 'down')).toEqual({ id: 'a1', parentId: 'a', position: 1 });
    expect(keyboardMove(rows, 'a2', 'down')).toBeNull();
    expect(keyboardMove(rows, 'b', 'indent')).toEqual({ id: 'b', parentId: 'a', position: 2 });
    expect(keyboardMove(rows, 'a', 'indent')).toBeNull();
    expect(keyboardMove(rows, 'a1', 'outdent')).toEqual({ id: 'a1', parentId: null, position: 1 });
    expect(keyboardMove(rows, 'b', 'outdent')).toBeNull();
  });

  it('shows a move at once in the list', () => {
    expect(shape(applyMove(rows, { id: 'c1', parentId: 'a', position: 0 }))).toEqual([
      ['a', ['c1', 'a1', 'a2']],
      ['b', []],
      ['c', []],
    ]);
    expect(shape(applyMove(rows, { id: 'a', parentId: null, position: 2 }))).toEqual([
      ['b', []],
      ['c', ['c1']],
      ['a', ['a1', 'a2']],
    ]);
  });
});
