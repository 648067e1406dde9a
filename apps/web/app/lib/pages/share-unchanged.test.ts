import { describe, expect, it } from 'vitest';
import { shareUnchanged } from './share-unchanged.ts';

describe('sharing the unchanged parts of a new draft', () => {
  const before = {
    sections: [
      {
        id: 's1',
        blocks: [
          { id: 'a', props: { text: { 'de-DE': 'A' } } },
          { id: 'b', props: { n: 1 } },
        ],
      },
      { id: 's2', blocks: [] },
    ],
  };

  it('keeps every unchanged part as it was and gives the changed path new objects', () => {
    const next = structuredClone(before);
    next.sections[0]!.blocks[0]!.props.text!['de-DE'] = 'AB';
    const shared = shareUnchanged(before, next);
    expect(shared).toEqual(next);
    expect(shared.sections[0]!.blocks[1]).toBe(before.sections[0]!.blocks[1]);
    expect(shared.sections[1]).toBe(before.sections[1]);
    expect(shared.sections[0]!.blocks[0]).not.toBe(before.sections[0]!.blocks[0]);
  });

  it('gives back the previous value itself when nothing changed', () => {
    expect(shareUnchanged(before, structuredClone(before))).toBe(before);
  });

  it('sees added and removed keys and items', () => {
    const added = { ...structuredClone(before), extra: 1 };
    expect(shareUnchanged(before, added)).toEqual(added);
    const fewer = { sections: [structuredClone(before.sections[0]!)] };
    const shared = shareUnchanged(before, fewer);
    expect(shared).toEqual(fewer);
    expect(shared.sections[0]).toBe(before.sections[0]);
  });
});
