import { describe, expect, it } from 'vitest';
import { checkAiPrompt } from './ai-prompt.ts';
import {
  withImagePlaceholders,
  aiBlockSchema,
  aiPageAnswerSchema,
  aiPageSlug,
  readAiBlock,
  readAiPageAnswer,
  readAiSections,
  aiSectionsSchema,
} from './page-ai.ts';
import { readPageDocument } from './page-document.ts';
import { pageTexts, withPageTexts, type PageTextValue } from './page-texts.ts';

// The AI's side of a page (issue 25): the prompt's rule, the answer read like any other input before
// anything is stored, a block regenerated on its own, and the page's texts found for a translation.

const languages = ['de-DE', 'en-GB'];
const options = { language: 'de-DE', languages, prompt: 'Eine Seite über Visitenkarten' };

const answer = {
  title: '  Visitenkarten,   die bleiben ',
  seoDescription: 'Gedruckt in Köln.',
  page: {
    sections: [
      {
        settings: {
          background: '',
          padding: { base: 'large', tablet: null, desktop: null },
          gap: 'regular',
          width: 'wide',
          textBackground: 'none',
          anchor: '',
        },
        blocks: [
          { type: 'heading', props: { text: 'Karten', subline: '', level: 'h1', align: 'start' } },
          { type: 'text', props: { body: 'Erster Absatz\nZweiter', align: 'start' } },
          { type: 'cta', props: { label: 'Jetzt bestellen', url: 'javascript:alert(1)' } },
        ],
      },
    ],
  },
};

describe('the prompt', () => {
  it("is required ('Please enter a prompt'), bounded and free of forbidden characters", () => {
    expect(checkAiPrompt('   ')).toEqual({ key: 'validation.promptEmpty' });
    expect(checkAiPrompt('x'.repeat(2001))?.key).toBe('validation.tooLong');
    expect(checkAiPrompt('A page <script>')?.key).toBe('validation.forbiddenCharacters');
    expect(checkAiPrompt('A page about business cards')).toBeNull();
  });
});

describe("the AI's page", () => {
  it('is read like any other input: texts in the generation language, a bad link repaired and reported', () => {
    const read = readAiPageAnswer(answer, options)!;
    expect(read.meta).toEqual({
      title: 'Visitenkarten, die bleiben',
      slug: 'visitenkarten-die-bleiben',
      seoDescription: 'Gedruckt in Köln.',
    });
    const [heading, , cta] = read.reading.document.sections[0]!.blocks;
    expect(heading!.props.text).toEqual({ 'de-DE': 'Karten' });
    expect(cta!.props.url).toBe('');
    expect(read.reading.problems.map((problem) => problem.path)).toEqual(['sections.0.blocks.2.props.url']);
  });

  it('takes its title from the prompt when the answer has none usable, and a slug that is no shop path', () => {
    const read = readAiPageAnswer({ ...answer, title: '<b>' }, options)!;
    expect(read.meta.title).toBe('Eine Seite über Visitenkarten');
    expect(aiPageSlug('Admin')).toBe('page');
    expect(aiPageSlug('***')).toBe('page');
  });

  it('is nothing at all when the answer is not the object asked for', () => {
    for (const wrong of [null, 'text', [], { title: 'x' }, { page: { sections: 'none' } }])
      expect(readAiPageAnswer(wrong, options)).toBeNull();
  });

  it('is asked in a schema whose root is a closed object with every key required', () => {
    const schema = aiPageAnswerSchema('de-DE');
    expect(schema).toMatchObject({ type: 'object', additionalProperties: false });
    expect(schema.required).toEqual(Object.keys(schema.properties!));
    expect(aiBlockSchema('hero', 'de-DE')).toMatchObject({ type: 'object', required: ['type', 'props'] });
  });
});

describe('blocks written for a page being edited', () => {
  it('are read like a page: texts in the generation language, a bad link repaired; else nothing', () => {
    const reading = readAiSections(answer.page, { language: 'de-DE', languages })!;
    expect(reading.document.sections[0]!.blocks.map((block) => block.type)).toEqual([
      'heading',
      'text',
      'cta',
    ]);
    expect(reading.problems.map((problem) => problem.path)).toEqual(['sections.0.blocks.2.props.url']);
    expect(aiSectionsSchema('de-DE')).toMatchObject({ type: 'object', required: ['sections'] });
    for (const wrong of [null, 'text', [], answer, { sections: 'none' }])
      expect(readAiSections(wrong, { language: 'de-DE', languages })).toBeNull();
  });
});

describe('a block regenerated on its own', () => {
  it('keeps its id and type, and reports problems below the block', () => {
    const read = readAiBlock(
      { type: 'heading', props: { title: 'New', text: 'Dropped', align: 'middle' } },
      { id: 'head-1', type: 'hero' },
      { language: 'en-GB', languages },
    )!;
    expect(read.props).toMatchObject({ title: { 'en-GB': 'New' }, align: 'start' });
    expect(read.props).not.toHaveProperty('text');
    expect(read.problems.map((problem) => problem.path)).toEqual(['props.align']);
    const heading = readAiBlock(
      { props: { text: 'New', level: 'h2' } },
      { id: 'h', type: 'heading' },
      {
        language: 'en-GB',
        languages,
      },
    )!;
    expect(heading).toMatchObject({ props: { text: { 'en-GB': 'New' }, level: 'h2' }, problems: [] });
    expect(readAiBlock('no', { id: 'h', type: 'heading' }, { language: 'en-GB', languages })).toBeNull();
  });
});

describe("a page's texts", () => {
  const { document } = readPageDocument(
    {
      schemaVersion: 1,
      sections: [
        {
          id: 's1',
          blocks: [
            { id: 'h', type: 'heading', props: { text: { 'de-DE': 'Titel' }, level: 'h2' } },
            {
              id: 'c',
              type: 'columns',
              props: {
                columns: [{ blocks: [{ id: 't', type: 'text', props: { body: { 'de-DE': 'Absatz' } } }] }],
              },
            },
            {
              id: 'pic',
              type: 'image',
              props: {
                image: { src: '/media/a.png', alt: { 'de-DE': 'Ein Stapel Karten' }, creditName: 'Ana' },
              },
            },
            {
              id: 'cloud',
              type: 'cloudbar',
              props: { links: [{ label: { 'de-DE': 'Flyer', 'en-GB': 'Flyers' }, url: '/catalog' }] },
            },
          ],
        },
      ],
    },
    { languages },
  );

  it('are found by the declarations, in slots and lists too, at the reader’s paths', () => {
    expect(pageTexts(document).map((text) => `${text.kind} ${text.path}`)).toEqual([
      'text sections.0.blocks.0.props.text',
      'text sections.0.blocks.0.props.subline',
      'richText sections.0.blocks.1.props.columns.0.blocks.0.props.body',
      'text sections.0.blocks.2.props.image.alt',
      'text sections.0.blocks.2.props.caption',
      'text sections.0.blocks.3.props.links.0.label',
    ]);
  });

  it('are written back for one language where they came from, the rest untouched', () => {
    const translated = withPageTexts(
      document,
      'en-GB',
      new Map<string, PageTextValue>([
        ['sections.0.blocks.0.props.text', 'Title'],
        [
          'sections.0.blocks.1.props.columns.0.blocks.0.props.body',
          [{ type: 'paragraph', children: [{ text: 'Paragraph' }] }],
        ],
      ]),
    );
    const texts = pageTexts(translated);
    expect(texts[0]!.values).toEqual({ 'de-DE': 'Titel', 'en-GB': 'Title' });
    expect(texts[2]!.values['en-GB']).toEqual([{ type: 'paragraph', children: [{ text: 'Paragraph' }] }]);
    expect(texts[5]!.values).toEqual({ 'de-DE': 'Flyer', 'en-GB': 'Flyers' });
    expect(readPageDocument(translated, { languages }).problems).toEqual([]);
    expect(translated.sections[0]!.blocks[3]).toBe(document.sections[0]!.blocks[3]);
  });

  it('become placeholders where they are pictures: no address, no credit, the alt text kept', () => {
    const { document: placed, placeholders } = withImagePlaceholders(document);
    expect(placeholders).toBe(1);
    expect(placed.sections[0]!.blocks[2]!.props.image).toMatchObject({
      src: '',
      creditName: '',
      alt: { 'de-DE': 'Ein Stapel Karten' },
    });
  });
});
