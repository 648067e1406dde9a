import type { PageDocument } from '@print/core/pages/page-document';
import { describe, expect, it } from 'vitest';
import { documentReceived, documentToSend } from './preview-messages.ts';
import { shareUnchanged } from './share-unchanged.ts';

const section = (id: string, text: string) => ({
  id,
  settings: {} as PageDocument['sections'][number]['settings'],
  blocks: [{ id: `${id}-h`, type: 'heading' as const, props: { text: { 'de-DE': text } } }],
});

describe('the draft sent to the canvas', () => {
  const first: PageDocument = { schemaVersion: 1, sections: [section('s1', 'A'), section('s2', 'B')] };

  it('goes whole to a canvas that has nothing yet', () => {
    const sent = documentToSend(null, first);
    expect(documentReceived(undefined, structuredClone(sent))).toEqual(first);
  });

  it('leaves out the sections the canvas has, and the canvas puts them back', () => {
    const edited = structuredClone(first);
    edited.sections[1]!.blocks[0]!.props = { text: { 'de-DE': 'BC' } };
    const next = shareUnchanged(first, edited);
    const sent = documentToSend(first, next);
    expect(sent.sections).toEqual([null, next.sections[1]]);
    // What the canvas shows, the message a copy (postMessage clones it).
    const shown = structuredClone(first);
    const received = documentReceived(shown, structuredClone(sent))!;
    expect(received).toEqual(next);
    expect(received.sections[0]).toBe(shown.sections[0]);
  });

  it('sees sections added, removed and moved', () => {
    const next = { ...first, sections: [first.sections[1]!, section('s3', 'C')] };
    const received = documentReceived(first, structuredClone(documentToSend(first, next)));
    expect(received).toEqual(next);
    const fewer = { ...first, sections: [first.sections[0]!] };
    expect(documentReceived(first, structuredClone(documentToSend(first, fewer)))).toEqual(fewer);
  });

  it('cannot be put together by a canvas that lacks a left-out section (it asks for the whole draft)', () => {
    const next = { ...first, sections: [...first.sections, section('s3', 'C')] };
    expect(documentReceived(undefined, documentToSend(first, next))).toBeNull();
    expect(documentReceived({ ...first, sections: [] }, documentToSend(first, next))).toBeNull();
  });
});
