import { describe, expect, it } from 'vitest';
import { columns, documentOf, heading, section } from './document-builders.ts';
import { insertFragment } from './insert-fragment.ts';
import { PAGE_LIMITS } from './page-constants.ts';
import { readPageDocument, type PageDocument } from './page-document.ts';
import { forEachBlock, pageNodeIds } from './page-nodes.ts';

// Blocks the AI wrote for a page being edited go where the insert-block picker inserts (issue 25):
// into a section or a column at the selected place, or as the sections of an empty page.

const languages = ['de-DE', 'en-GB'];
const read = (raw: unknown) => readPageDocument(raw, { languages }).document;
const counter = () => {
  let n = 0;
  return () => `n${++n}`;
};
const options = () => ({ languages, newId: counter() });

const page: PageDocument = read(
  documentOf(
    section('intro', [heading('b1', { 'de-DE': 'Eins' }), heading('b2', { 'de-DE': 'Zwei' })]),
    section('more', [columns('cols', [heading('left', { 'de-DE': 'Links' })], [])]),
  ),
);

// As the server hands it over: ids of the AI's own (b1 collides with the page's), two sections.
const fragment = documentOf(
  section('s1', [heading('b1', { 'de-DE': 'Neu A' }), heading('b2', { 'de-DE': 'Neu B' })], {
    background: '#ffffff',
  }),
  section('s2', [heading('b3', { 'de-DE': 'Neu C' })]),
);

const texts = (blocks: readonly { props: Record<string, unknown> }[]) =>
  blocks.map((block) => (block.props.text as Record<string, string>)['de-DE']);

describe('inserting the AI blocks into a page', () => {
  it('puts all its blocks, in order, after the selected block, with ids the page has not', () => {
    const result = insertFragment(page, fragment, { parentId: 'intro', path: 'blocks', index: 1 }, options());
    expect(result.error).toBeUndefined();
    expect(result).toMatchObject({ blocks: 3, index: 1 });
    expect(texts(result.document!.sections[0]!.blocks)).toEqual(['Eins', 'Neu A', 'Neu B', 'Neu C', 'Zwei']);
    expect(result.document!.sections).toHaveLength(2);
    const ids: string[] = [];
    forEachBlock(result.document!, (block) => ids.push(block.id));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(expect.arrayContaining(['b1', 'b2', 'cols', 'left']));
    // What the editor saves reads without a problem.
    expect(readPageDocument(result.document, { languages }).problems).toEqual([]);
  });

  it("goes to the end of a section, and into a columns block's column", () => {
    const end = insertFragment(
      page,
      fragment,
      { parentId: 'intro', path: 'blocks', index: 'end' },
      options(),
    );
    expect(texts(end.document!.sections[0]!.blocks)).toEqual(['Eins', 'Zwei', 'Neu A', 'Neu B', 'Neu C']);
    expect(end.index).toBe(2);
    const column = insertFragment(
      page,
      fragment,
      { parentId: 'cols', path: 'columns[1].blocks', index: 'end' },
      options(),
    );
    const cells = column.document!.sections[1]!.blocks[0]!.props.columns as { blocks: never[] }[];
    expect(texts(cells[0]!.blocks)).toEqual(['Links']);
    expect(texts(cells[1]!.blocks)).toEqual(['Neu A', 'Neu B', 'Neu C']);
  });

  it('makes its sections the sections of a page without any, as a template is applied', () => {
    const empty = read(documentOf());
    const result = insertFragment(empty, fragment, null, options());
    expect(result).toMatchObject({ blocks: 3, index: 0 });
    expect(result.document!.sections.map((s) => s.settings.background)).toEqual(['#ffffff', '']);
    expect(result.document!.sections.map((s) => texts(s.blocks))).toEqual([['Neu A', 'Neu B'], ['Neu C']]);
    expect(pageNodeIds(result.document!).has('s1')).toBe(false);
  });

  it('inserts nothing when nothing was written, the place is gone or the page would grow too large', () => {
    const place = { parentId: 'intro', path: 'blocks', index: 0 };
    expect(insertFragment(page, documentOf(section('s', [])), place, options()).error).toBe(
      'cms.aiNothingToInsert',
    );
    expect(insertFragment(page, 'not a page', place, options()).error).toBe('cms.aiNothingToInsert');
    expect(
      insertFragment(page, fragment, { parentId: 'gone', path: 'blocks', index: 0 }, options()).error,
    ).toBe('cms.aiInsertFailed');
    expect(
      insertFragment(page, fragment, { parentId: 'cols', path: 'columns[7].blocks', index: 0 }, options())
        .error,
    ).toBe('cms.aiInsertFailed');
    const full = read(
      documentOf(
        section(
          'full',
          Array.from({ length: PAGE_LIMITS.blocks - 1 }, (_, n) => heading(`h${n}`, { 'de-DE': 'x' })),
        ),
      ),
    );
    const tooMany = insertFragment(full, fragment, { parentId: 'full', path: 'blocks', index: 0 }, options());
    expect(tooMany.error).toBe('cms.aiInsertFailed');
  });
});
