import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateProductSettings, type ProductSettingsInput } from '../catalog/product-settings.ts';
import {
  checkRichText,
  normalizeRichText,
  plainTextOf,
  readRichText,
  richTextPlainText,
  serializeRichText,
} from './read-rich-text.ts';
import { checkRichTextLink, isListBlock, RICH_TEXT_MAX_NODES, type RichTextDocument } from './rich-text.ts';

// The rich text of product descriptions (decision 0050): what may be stored, what the shop and the
// editor read back, and the plain text for search engines.

const text = (value: string, marks: Record<string, true> = {}) => ({ text: value, ...marks });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const json = (value: unknown) => JSON.stringify(value);

const DESCRIPTION: RichTextDocument = [
  { type: 'heading-two', children: [text('Premium cards')] },
  {
    type: 'paragraph',
    children: [
      text('Printed on '),
      text('400 g', { bold: true }),
      text(' board, see '),
      { type: 'link', url: 'https://example.com/paper', children: [text('paper', { italic: true })] },
      text(' or '),
      { type: 'link', url: '/catalog', children: [text('the catalogue')] },
      text('.'),
    ],
  },
  { type: 'heading-three', children: [text('Finishes', { underline: true })] },
  { type: 'bulleted-list', children: [{ type: 'list-item', children: [text('Matt')] }] },
  { type: 'numbered-list', children: [{ type: 'list-item', children: [text('Order')] }] },
];

describe('rich text: reading and checking', () => {
  it('accepts every allowed shape and reads it back unchanged', () => {
    const reading = readRichText(json(DESCRIPTION));
    expect(reading.problem).toBeNull();
    expect(reading.document).toEqual(DESCRIPTION);
    expect(checkRichText(json(DESCRIPTION), 10_000)).toBeNull();
  });

  it('reads legacy plain text as paragraphs, one per line, so existing descriptions keep showing', () => {
    const reading = readRichText('Full colour on both sides.\n\nMatt [350 g]\r\nsecond line');
    expect(reading.problem).toBeNull();
    expect(reading.document).toEqual([
      paragraph(text('Full colour on both sides.')),
      paragraph(text('Matt [350 g]')),
      paragraph(text('second line')),
    ]);
    // JSON that is no list of nodes is text too.
    expect(readRichText('[1, 2]').document).toEqual([paragraph(text('[1, 2]'))]);
    expect(readRichText('[not json').document).toEqual([paragraph(text('[not json'))]);
    expect(readRichText('').document).toEqual([]);
  });

  it('refuses unknown node types, naming them, and shows their text only', () => {
    const value = json([{ type: 'script', children: [text('alert(1)')] }, paragraph(text('ok'))]);
    const reading = readRichText(value);
    expect(reading.problem).toEqual({ key: 'validation.richTextFormat', params: { name: 'script' } });
    expect(reading.document).toEqual([paragraph(text('alert(1)')), paragraph(text('ok'))]);
    // Misplaced known types are refused as well: a list item outside a list, a paragraph in a link.
    expect(readRichText(json([{ type: 'list-item', children: [text('x')] }])).problem?.params).toEqual({
      name: 'list-item',
    });
    expect(readRichText(json([{ children: [text('x')] }])).problem?.key).toBe('validation.richTextFormat');
    expect(readRichText(json([paragraph({ nope: 1 })])).problem?.key).toBe('validation.richTextFormat');
    // Slate never leaves an element empty.
    expect(readRichText(json([{ type: 'bulleted-list', children: [] }])).problem?.params).toEqual({
      name: 'bulleted-list',
    });
  });

  it('refuses javascript:, data:, http: and protocol-relative links and keeps their words', () => {
    for (const url of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,x',
      'http://a.de',
      '//evil.example',
      '',
    ]) {
      const reading = readRichText(json([paragraph({ type: 'link', url, children: [text('click')] })]));
      expect(reading.problem?.key, url).toBe('validation.richTextLink');
      expect(reading.document, url).toEqual([paragraph(text('click'))]);
    }
    expect(
      readRichText(json([paragraph({ type: 'link', url: 'javascript:x', children: [text('x')] })])).problem
        ?.params,
    ).toEqual({ url: 'javascript:x' });
  });

  it("the editor's link rule: https:// or a path of this shop, with the spec's message", () => {
    expect(checkRichTextLink('https://example.com/a?b=c')).toBeNull();
    expect(checkRichTextLink('/products/flyer')).toBeNull();
    expect(checkRichTextLink('example.com')).toEqual({ key: 'validation.validUrlDot' });
    expect(checkRichTextLink('https://example.com/<script>')).toEqual({ key: 'validation.validUrlDot' });
  });

  it('refuses NUL and other control characters in texts (escaped in JSON, so no request check sees them)', () => {
    const value = json([paragraph(text('a\u0000b\u0007'))]);
    expect(value).not.toContain('\u0000');
    const reading = readRichText(value);
    expect(reading.problem).toEqual({
      key: 'validation.forbiddenCharacters',
      params: { chars: 'U+0000 U+0007' },
    });
    expect(reading.document).toEqual([paragraph(text('ab'))]);
    expect(readRichText('legacy\u0000').problem?.key).toBe('validation.forbiddenCharacters');
  });

  it('refuses too deep and too large documents with their messages', () => {
    // Built as text: JSON.stringify itself would overflow the stack on such a value.
    const levels = 5000;
    const deep = `[${'{"type":"paragraph","children":['.repeat(levels)}{"text":"x"}${']}'.repeat(levels)}]`;
    const tooDeep = readRichText(deep);
    expect(tooDeep.problem).toEqual({ key: 'validation.richTextTooDeep', params: { max: '4' } });
    const many = Array.from({ length: RICH_TEXT_MAX_NODES }, () => paragraph(text('x')));
    expect(readRichText(json(many)).problem).toEqual({ key: 'validation.richTextTooLarge' });
    expect(readRichText(`[${' '.repeat(200_001)}]`).problem).toEqual({ key: 'validation.richTextTooLarge' });
    // The text itself: at most the field's characters, formatting not counted.
    expect(checkRichText(json([paragraph(text('x'.repeat(11)))]), 10)).toEqual({
      key: 'validation.tooLong',
      params: { max: '10' },
    });
  });

  it('drops properties it does not know and keeps only marks that are on', () => {
    const value = json([
      {
        type: 'paragraph',
        align: 'center',
        children: [{ text: 'a', bold: true, italic: false, color: 'red' }],
      },
    ]);
    expect(normalizeRichText(value)).toBe(json([paragraph(text('a', { bold: true }))]));
  });
});

describe('rich text: plain text and storing', () => {
  it('extracts one line per block and list item', () => {
    expect(richTextPlainText(DESCRIPTION)).toBe(
      'Premium cards\nPrinted on 400 g board, see paper or the catalogue.\nFinishes\nMatt\nOrder',
    );
    expect(plainTextOf('Line one\n\nLine two')).toBe('Line one\nLine two');
  });

  it('stores a text without words as empty (no description), legacy text as Slate JSON', () => {
    expect(serializeRichText([paragraph(text('  ')) as RichTextDocument[number]])).toBe('');
    expect(normalizeRichText('Zeile eins\nZeile zwei')).toBe(
      json([paragraph(text('Zeile eins')), paragraph(text('Zeile zwei'))]),
    );
  });

  it('is the product settings rule for descriptions, per language', () => {
    const input: ProductSettingsInput = {
      names: { 'de-DE': 'Karten' },
      descriptions: { 'de-DE': json([paragraph({ type: 'video', children: [] })]), 'en-GB': 'Plain text' },
      slug: 'karten',
      articleCode: '',
      published: false,
      orderable: true,
      paymentMode: 'single',
      subscriptionInterval: null,
      trialDays: null,
      taxCategory: 'standard',
      templateKey: null,
    };
    expect(validateProductSettings(input, 'de-DE').errors).toEqual({
      'descriptions.de-DE': { key: 'validation.richTextFormat', params: { name: 'video' } },
    });
  });
});

/** Values a client could send: JSON built from allowed and unknown parts, or any text. */
const nodeArbitrary = fc.letrec<{ node: unknown }>((tie) => ({
  node: fc.oneof(
    { depthSize: 'small' },
    fc.record({ text: fc.string(), bold: fc.constantFrom(true, false, 'x'), italic: fc.boolean() }),
    fc.record({
      type: fc.constantFrom(
        'paragraph',
        'heading-two',
        'bulleted-list',
        'list-item',
        'link',
        'script',
        'numbered-list',
      ),
      url: fc.oneof(
        fc.constantFrom('javascript:alert(1)', 'JAVASCRIPT:x', '/ok', 'https://a.de', ' javascript:x'),
        fc.string(),
      ),
      children: fc.array(tie('node'), { maxLength: 4 }),
    }),
    fc.jsonValue(),
  ),
}));

const links = (document: RichTextDocument): string[] =>
  document.flatMap((block) =>
    (isListBlock(block) ? block.children.flatMap((item) => item.children) : block.children).flatMap(
      (inline) => ('type' in inline ? [inline.url] : []),
    ),
  );

describe('rich text: any input', () => {
  it('never throws, never yields a javascript: link or NUL, and what it shows passes its own check', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.array(nodeArbitrary.node, { maxLength: 5 }).map(json),
          fc.jsonValue().map(json),
        ),
        (value) => {
          const { document } = readRichText(value);
          for (const url of links(document)) {
            expect(url.toLowerCase()).not.toMatch(/^\s*javascript:/);
            expect(checkRichTextLink(url)).toBeNull();
          }
          const stored = serializeRichText(document);
          expect(stored).not.toContain('\u0000');
          expect(stored).not.toContain('\\u0000');
          // The repaired document is one the server would store.
          expect(readRichText(stored).problem).toBeNull();
          if (stored !== '') expect(plainTextOf(stored)).toBe(richTextPlainText(document));
        },
      ),
      { numRuns: 500 },
    );
  });
});
