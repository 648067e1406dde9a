import { describe, expect, it } from 'vitest';
import { sameJson, shareUnchanged } from './share-unchanged.ts';

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

describe('comparing a draft with the saved document', () => {
  const saved = { sections: [{ id: 's1', blocks: [{ id: 'a', props: { text: { 'de-DE': 'A' } } }] }] };

  it('finds a copy equal and any changed, added or removed value different', () => {
    expect(sameJson(saved, structuredClone(saved))).toBe(true);
    const changed = structuredClone(saved);
    changed.sections[0]!.blocks[0]!.props.text['de-DE'] = 'AB';
    expect(sameJson(saved, changed)).toBe(false);
    expect(sameJson(saved, { sections: [...saved.sections, { id: 's2', blocks: [] }] })).toBe(false);
    expect(sameJson({ a: 1, b: 2 }, { a: 1 })).toBe(false);
    expect(sameJson({ a: 1 }, { b: 1 })).toBe(false);
    expect(sameJson([1, 2], { 0: 1, 1: 2 })).toBe(false);
    expect(sameJson(null, {})).toBe(false);
  });

  it('finds a draft typed back to the saved text equal again', () => {
    const typed = shareUnchanged(saved, structuredClone(saved));
    typed.sections[0]!.blocks[0]!.props.text = { 'de-DE': 'A' };
    expect(sameJson(saved, typed)).toBe(true);
  });
});
