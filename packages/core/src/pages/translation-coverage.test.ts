import { describe, expect, it } from 'vitest';
import { readPageDocument } from './page-document.ts';
import { blocksMissingLanguage } from './translation-coverage.ts';

const languages = ['de-DE', 'en-GB'];
const page = readPageDocument(
  {
    schemaVersion: 1,
    sections: [
      {
        id: 's1',
        blocks: [
          { id: 'both', type: 'heading', props: { text: { 'de-DE': 'Hallo', 'en-GB': 'Hello' } } },
          { id: 'germanOnly', type: 'heading', props: { text: { 'de-DE': 'Nur Deutsch' } } },
          { id: 'altOnly', type: 'image', props: { image: { src: '/a.png', alt: { 'de-DE': 'Ein Bild' } } } },
          {
            id: 'cols',
            type: 'columns',
            props: {
              columns: [
                { blocks: [{ id: 'inner', type: 'cta', props: { label: { 'de-DE': 'Los' }, url: '/x' } }] },
                { blocks: [] },
              ],
            },
          },
          { id: 'empty', type: 'heading', props: {} },
        ],
      },
    ],
  },
  { languages },
).document;

describe('blocks missing a language', () => {
  it('names each block with a default-language text and none in the edited language, nested ones too', () => {
    expect(blocksMissingLanguage(page, 'en-GB', 'de-DE').sort()).toEqual(['altOnly', 'germanOnly', 'inner']);
  });

  it('reports nothing for the default language itself', () => {
    expect(blocksMissingLanguage(page, 'de-DE', 'de-DE')).toEqual([]);
  });
});
