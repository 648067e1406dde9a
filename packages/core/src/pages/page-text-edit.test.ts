import { describe, expect, it } from 'vitest';
import { readPageDocument } from './page-document.ts';
import { applyPageTextEdit, findBlockText } from './page-text-edit.ts';

// One text of a page edited in place (decision 0096): found by block id and its path in the props,
// slots included; checked by the page reader; an edit to what is stored changes nothing.

const LANGUAGES = ['de-DE', 'en-GB'];
const { document } = readPageDocument(
  {
    schemaVersion: 1,
    sections: [
      {
        id: 's',
        blocks: [
          { id: 'hero', type: 'hero', props: { title: { 'de-DE': 'Hallo', 'en-GB': 'Hello' } } },
          {
            id: 'cols',
            type: 'columns',
            props: {
              columns: [
                { blocks: [{ id: 'inner', type: 'heading', props: { text: { 'de-DE': 'Innen' } } }] },
              ],
            },
          },
        ],
      },
    ],
  },
  { languages: LANGUAGES },
);

describe('a page text edited in place', () => {
  it('is found by its block and path, in slots too', () => {
    expect(findBlockText(document, 'hero', 'title')).toEqual({
      path: 'title',
      kind: 'text',
      values: { 'de-DE': 'Hallo', 'en-GB': 'Hello' },
    });
    expect(findBlockText(document, 'inner', 'text')?.values).toEqual({ 'de-DE': 'Innen' });
    expect(findBlockText(document, 'hero', 'buttonUrl')).toBeNull();
    expect(findBlockText(document, 'nowhere', 'title')).toBeNull();
  });

  it('changes only that text in that language', () => {
    const result = applyPageTextEdit(document, LANGUAGES, {
      blockId: 'inner',
      path: 'text',
      language: 'en-GB',
      text: 'Inside',
    });
    expect(result.kind).toBe('edited');
    if (result.kind !== 'edited') return;
    expect(result.changed).toBe(true);
    expect(findBlockText(result.document, 'inner', 'text')?.values).toEqual({
      'de-DE': 'Innen',
      'en-GB': 'Inside',
    });
    expect(findBlockText(result.document, 'hero', 'title')).toEqual(findBlockText(document, 'hero', 'title'));
  });

  it('removes a language for an empty text and changes nothing for the stored one', () => {
    const removed = applyPageTextEdit(document, LANGUAGES, {
      blockId: 'hero',
      path: 'title',
      language: 'en-GB',
      text: '',
    });
    expect(removed.kind === 'edited' && removed.text.values).toEqual({ 'de-DE': 'Hallo' });
    const same = applyPageTextEdit(document, LANGUAGES, {
      blockId: 'hero',
      path: 'title',
      language: 'de-DE',
      text: 'Hallo',
    });
    expect(same.kind === 'edited' && same.changed).toBe(false);
  });

  it("refuses what the page builder's rules refuse, and names a text that is not there", () => {
    const edit = { blockId: 'hero', path: 'title', language: 'de-DE' };
    expect(applyPageTextEdit(document, LANGUAGES, { ...edit, text: 'a {b}' })).toMatchObject({
      kind: 'invalid',
      error: { key: 'validation.forbiddenCharacters' },
    });
    expect(applyPageTextEdit(document, LANGUAGES, { ...edit, language: 'fr-FR', text: 'Salut' })).toEqual({
      kind: 'invalid',
      error: { key: 'validation.unknownLanguage' },
    });
    expect(applyPageTextEdit(document, LANGUAGES, { ...edit, blockId: 'gone', text: 'x' })).toEqual({
      kind: 'missing',
    });
  });
});
