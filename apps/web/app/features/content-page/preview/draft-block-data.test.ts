import { readPageDocument, type PageDocument } from '@print/core/pages/page-document';
import { describe, expect, it } from 'vitest';
import { FIXTURE_LANGUAGES, readFixture } from '../content-page-fixtures.ts';
import {
  draftDataAsk,
  missingData,
  NO_DATA,
  sameAsk,
  withAnswer,
  type HeldData,
} from './draft-block-data.ts';

// The canvas asks the server only for the data its draft lacks (decision 0078): new blocks whose data the
// server adds, and those whose data props changed; never for a changed text.

const CATEGORY = '0b8e7c1a-3f55-4a52-9d9e-2f4e6f7a8b90';
const OTHER_CATEGORY = '1c9f8d2b-4a66-4b63-8e0f-3a5f7a8b9c01';

const draft = (rowCategory = CATEGORY, rowTitle = 'Bestseller') =>
  readFixture({
    schemaVersion: 1,
    sections: [
      {
        id: 'main',
        blocks: [
          { id: 'head', type: 'heading', props: { text: { 'en-GB': 'Hello' } } },
          {
            id: 'row',
            type: 'productRow',
            props: { title: { 'en-GB': rowTitle }, source: 'category', categoryId: rowCategory, limit: 3 },
          },
          {
            id: 'icons',
            type: 'iconList',
            props: { items: [{ icon: 'truck', title: { 'en-GB': 'Fast' }, text: { 'en-GB': 'Fast.' } }] },
          },
          {
            id: 'cols',
            type: 'columns',
            props: {
              columns: [
                { blocks: [{ id: 'news', type: 'rss', props: { feedUrl: 'https://example.com/feed.xml' } }] },
                { blocks: [{ id: 'newest', type: 'productRow', props: { source: 'newest' } }] },
              ],
            },
          },
        ],
      },
    ],
  });

const ids = (document: PageDocument, held: HeldData, language = 'en-GB') =>
  missingData(document, language, held).map((block) => block.id);

/** What the canvas holds once the server answered every block of the draft. */
function answered(document: PageDocument, language = 'en-GB'): HeldData {
  const asked = missingData(document, language, NO_DATA);
  return withAnswer(NO_DATA, asked, Object.fromEntries(asked.map((block) => [block.id, { of: block.id }])));
}

describe('the data a draft lacks', () => {
  it('is every block whose data the server adds, those in columns too, until the canvas has it', () => {
    expect(ids(draft(), NO_DATA)).toEqual(['row', 'icons', 'news', 'newest']);
    expect(ids(draft(), answered(draft()))).toEqual([]);
  });

  it('is asked again for a block whose data props changed, and not for a changed text', () => {
    const held = answered(draft());
    expect(ids(draft(CATEGORY, 'Our favourites'), held)).toEqual([]);
    expect(ids(draft(OTHER_CATEGORY), held)).toEqual(['row']);
  });

  it('includes the product rows again in another language (their names and prices are written in it)', () => {
    expect(ids(draft(), answered(draft()), 'de-DE')).toEqual(['row', 'newest']);
  });

  it('is the same ask while nothing it depends on changed', () => {
    const one = missingData(draft(), 'en-GB', NO_DATA);
    expect(sameAsk(one, missingData(draft(CATEGORY, 'Other title'), 'en-GB', NO_DATA))).toBe(true);
    expect(sameAsk(one, missingData(draft(OTHER_CATEGORY), 'en-GB', NO_DATA))).toBe(false);
  });
});

describe('the ask', () => {
  it('sends those blocks with their data props only, which the server’s page reader reads unchanged', () => {
    const missing = missingData(draft(), 'en-GB', NO_DATA);
    const ask = draftDataAsk(missing, 'en-GB');
    expect(ask.language).toBe('en-GB');
    expect(JSON.stringify(ask)).not.toContain('Bestseller');
    expect(JSON.stringify(ask)).not.toContain('Fast');
    const read = readPageDocument(JSON.parse(JSON.stringify(ask.document)), { languages: FIXTURE_LANGUAGES });
    expect(read.document.sections[0]!.blocks.map((block) => block.id)).toEqual([
      'row',
      'icons',
      'news',
      'newest',
    ]);
    // What the server loads for is what the canvas asked for: the same keys.
    expect(sameAsk(missingData(read.document, 'en-GB', NO_DATA), missing)).toBe(true);
  });
});

describe('the answer', () => {
  it('replaces the asked blocks’ data, keeps the others’ meanwhile, and settles blocks it sent nothing for', () => {
    const before = answered(draft());
    const asked = missingData(draft(OTHER_CATEGORY), 'en-GB', before);
    expect(before.blockData.row).toEqual({ of: 'row' }); // kept while the new products load
    const after = withAnswer(before, asked, {});
    expect(after.blockData.row).toBeUndefined();
    expect(after.blockData.icons).toEqual({ of: 'icons' });
    expect(ids(draft(OTHER_CATEGORY), after)).toEqual([]);
  });
});
