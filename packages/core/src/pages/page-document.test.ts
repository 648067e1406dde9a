import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PAGE_LIMITS } from './page-constants.ts';
import { pageAiSchema, pageFromAi, readPageDocument, type PageDocument } from './page-document.ts';
import { PAGE_SCHEMA_VERSION } from './page-migrations.ts';
import type { JsonSchema } from './fields.ts';

const languages = ['de-DE', 'en-GB'];
const read = (raw: unknown) => readPageDocument(raw, { languages });
const problemPaths = (raw: unknown) =>
  read(raw).problems.map((problem) => `${problem.path} ${problem.error.key}`);

const heroPage = {
  schemaVersion: 1,
  sections: [
    {
      id: 'intro',
      settings: { padding: { base: 'small', desktop: 'large' }, background: 'colors.primary.background' },
      blocks: [
        {
          id: 'hero',
          type: 'hero',
          props: {
            title: { 'de-DE': 'Willkommen', 'en-GB': 'Welcome' },
            buttonUrl: '/catalog',
            align: 'center',
          },
        },
        {
          id: 'body',
          type: 'text',
          props: { body: { 'de-DE': [{ type: 'paragraph', children: [{ text: 'Hallo', bold: true }] }] } },
        },
      ],
    },
  ],
};

describe('readPageDocument', () => {
  it('keeps a valid page as it is, with every property at its default where it was left out', () => {
    const { document, problems } = read(heroPage);
    expect(problems).toEqual([]);
    const hero = document.sections[0]!.blocks[0]!;
    expect(hero.props).toMatchObject({
      title: { 'de-DE': 'Willkommen', 'en-GB': 'Welcome' },
      buttonUrl: '/catalog',
      align: 'center',
      subtitle: {},
      height: { base: 'medium' },
      buttonColour: 'primary',
    });
    expect(document.sections[0]!.settings).toMatchObject({
      padding: { base: 'small', desktop: 'large' },
      anchor: '',
      width: 'regular',
    });
  });

  it('reads its own output without a problem and unchanged (what is stored reads back the same)', () => {
    const once = read(heroPage).document;
    const twice = read(JSON.parse(JSON.stringify(once)));
    expect(twice.problems).toEqual([]);
    expect(twice.document).toEqual(once);
  });

  it('repairs a bad value to its default and names each problem by its path', () => {
    const raw = {
      sections: [
        {
          id: 's',
          blocks: [
            {
              id: 'c',
              type: 'cta',
              props: {
                label: { 'de-DE': 'Hallo', en: 5, 'fr-FR': 'Salut' },
                url: 'javascript:alert(1)',
                target: 'blank',
                extra: 1,
                title: { 'de-DE': 'a<b' },
              },
            },
          ],
        },
      ],
    };
    const { document } = read(raw);
    expect(document.sections[0]!.blocks[0]!.props).toMatchObject({
      label: { 'de-DE': 'Hallo' },
      url: '',
      target: 'same',
      title: {},
    });
    expect(problemPaths(raw)).toEqual([
      'sections.0.blocks.0.props.label.en validation.unknownLanguage',
      'sections.0.blocks.0.props.label.fr-FR validation.unknownLanguage',
      'sections.0.blocks.0.props.url validation.linkUrl',
      'sections.0.blocks.0.props.target validation.choice',
      'sections.0.blocks.0.props.title.de-DE validation.forbiddenCharacters',
      'sections.0.blocks.0.props.extra validation.unknownSetting',
    ]);
  });

  it('drops a block of an unknown type and reports it; keeps the blocks around it', () => {
    const raw = { sections: [{ blocks: [{ type: 'marquee' }, { type: 'heading', props: {} }, 'x'] }] };
    const { document } = read(raw);
    expect(document.sections[0]!.blocks.map((block) => block.type)).toEqual(['heading']);
    expect(problemPaths(raw)).toEqual([
      'sections.0.blocks.0 validation.unknownBlock',
      'sections.0.blocks.2 validation.unknownBlock',
    ]);
  });

  it('keeps at most 5 social buttons (spec §9) with the spec message', () => {
    const button = { platform: 'instagram', url: 'https://instagram.com/shop', label: { 'de-DE': 'Insta' } };
    const raw = {
      sections: [{ blocks: [{ type: 'socialButtons', props: { buttons: Array(7).fill(button) } }] }],
    };
    const { document, problems } = read(raw);
    expect((document.sections[0]!.blocks[0]!.props.buttons as unknown[]).length).toBe(5);
    expect(problems.map((problem) => problem.error.key)).toEqual(['validation.maxSocialButtons']);
  });

  it('gives every section and block an id unique in the page, also when the input repeats or lacks one', () => {
    const raw = {
      sections: [
        { id: 'a', blocks: [{ id: 'a', type: 'heading' }, { type: 'heading' }] },
        { id: 'a', blocks: [] },
      ],
    };
    const ids = read(raw).document.sections.flatMap((section) => [
      section.id,
      ...section.blocks.map((b) => b.id),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('reads blocks inside columns three levels deep and empties a fourth level, reporting it', () => {
    const nest = (depth: number): unknown =>
      depth === 0
        ? { type: 'heading', props: { text: { 'de-DE': 'tief' } } }
        : { type: 'columns', props: { columns: [{ blocks: [nest(depth - 1)] }] } };
    const within = read({ sections: [{ blocks: [nest(3)] }] });
    expect(within.problems).toEqual([]);
    expect(JSON.stringify(within.document)).toContain('tief');
    const beyond = read({ sections: [{ blocks: [nest(4)] }] });
    expect(beyond.problems.map((problem) => problem.error.key)).toEqual(['validation.tooDeep']);
    expect(JSON.stringify(beyond.document)).not.toContain('tief');
  });

  it('stops at the block limit of a page and says so', () => {
    const blocks = Array.from({ length: PAGE_LIMITS.blocks + 20 }, () => ({ type: 'heading' }));
    const { document, problems } = read({ sections: [{ blocks }] });
    expect(document.sections[0]!.blocks).toHaveLength(PAGE_LIMITS.blocks);
    expect(problems.map((problem) => problem.error.key)).toEqual(['validation.tooManyItems']);
  });

  it('refuses a document too large to read before parsing it, and an unparsable one', () => {
    const huge = JSON.stringify({ sections: [], pad: 'x'.repeat(PAGE_LIMITS.jsonLength) });
    expect(problemPaths(huge)).toEqual([' validation.pageTooLarge']);
    expect(problemPaths('{"sections": [')).toEqual([' validation.invalidSetting']);
  });

  it('marks a document of a newer schema version, so it is never saved over', () => {
    expect(read({ schemaVersion: PAGE_SCHEMA_VERSION + 1, sections: [] }).newerThanApp).toBe(true);
    expect(read({ schemaVersion: PAGE_SCHEMA_VERSION, sections: [] }).newerThanApp).toBe(false);
  });

  it('never throws, and whatever it returns reads again without a problem (any JSON)', () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 6 }), (value) => {
        const once = read(value).document;
        const again = read(JSON.parse(JSON.stringify(once)));
        expect(again.problems).toEqual([]);
        expect(again.document).toEqual(once);
      }),
      { numRuns: 300 },
    );
  });

  it('never throws on page-shaped input with random values in every place', () => {
    const anyBlock = fc.record({
      type: fc.constantFrom(
        'hero',
        'heading',
        'text',
        'image',
        'cta',
        'socialButtons',
        'columns',
        'productRow',
        'rss',
        'iconList',
        'video',
        'audio',
      ),
      props: fc.dictionary(
        fc.constantFrom(
          'title',
          'text',
          'body',
          'buttons',
          'columns',
          'url',
          'height',
          'image',
          'label',
          'limit',
          'feedUrl',
          'items',
          'src',
          'maxItems',
        ),
        fc.jsonValue({ maxDepth: 4 }),
      ),
    });
    fc.assert(
      fc.property(
        fc.array(fc.record({ blocks: fc.array(anyBlock, { maxLength: 5 }) }), { maxLength: 4 }),
        (sections) => {
          const once = read({ sections }).document;
          expect(read(JSON.parse(JSON.stringify(once))).problems).toEqual([]);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('the AI schema of a page', () => {
  const ALLOWED = new Set([
    'type',
    'enum',
    'description',
    'properties',
    'required',
    'additionalProperties',
    'items',
    'minItems',
    'maxItems',
    'minimum',
    'maximum',
    'anyOf',
  ]);
  const objects: JsonSchema[] = [];
  const walk = (schema: JsonSchema, path: string) => {
    for (const key of Object.keys(schema)) expect(ALLOWED.has(key), `${path}: ${key}`).toBe(true);
    if (schema.type === 'object') objects.push(schema);
    for (const [key, child] of Object.entries(schema.properties ?? {})) walk(child, `${path}.${key}`);
    if (schema.items) walk(schema.items, `${path}[]`);
    schema.anyOf?.forEach((child, index) => walk(child, `${path}|${index}`));
  };

  it('uses only the keywords structured outputs accept; every object closed, every key required', () => {
    walk(pageAiSchema('de-DE'), 'page');
    expect(objects.length).toBeGreaterThan(20);
    for (const schema of objects) {
      expect(schema.additionalProperties).toBe(false);
      expect([...(schema.required ?? [])].sort()).toEqual(Object.keys(schema.properties ?? {}).sort());
    }
  });

  it("turns the AI's answer (texts in one language, null for no per-width value) into a page that reads clean", () => {
    const answer = {
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
            { type: 'heading', props: { text: 'Über uns', subline: '', level: 'h1', align: 'start' } },
            { type: 'text', props: { body: 'Erster Absatz\nZweiter Absatz', align: 'start' } },
            {
              type: 'columns',
              props: { perRow: 2, columns: [{ blocks: [{ type: 'heading', props: { text: 'Links' } }] }] },
            },
          ],
        },
      ],
    };
    const { document, problems } = read(pageFromAi(answer, 'de-DE'));
    expect(problems).toEqual([]);
    const [heading, body, columns] = document.sections[0]!.blocks;
    expect(heading!.props.text).toEqual({ 'de-DE': 'Über uns' });
    expect(heading!.props.subline).toEqual({});
    expect((body!.props.body as Record<string, unknown[]>)['de-DE']).toHaveLength(2);
    expect(JSON.stringify(columns!.props)).toContain('"de-DE":"Links"');
    expect(document.sections[0]!.settings.padding).toEqual({ base: 'large' });
  });

  it('stores nothing of an answer that is not a page', () => {
    const page: PageDocument = read(pageFromAi('not json at all', 'de-DE')).document;
    expect(page.sections).toEqual([]);
  });
});
