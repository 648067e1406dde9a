import { describe, expect, it } from 'vitest';
import type { RichTextDocument } from '../rich-text/rich-text.ts';
import {
  maskInlines,
  maskRichText,
  maskText,
  unmaskInlines,
  unmaskRichText,
  unmaskText,
} from './translation-masking.ts';

// What a machine translation may touch (issue 25): placeholders and rich-text structure are masked
// before the call and checked after it; a translation that loses or invents a placeholder, or changes
// the structure, is refused.

describe('plain texts', () => {
  it('masks placeholders and escapes the characters of the tags, and restores them', () => {
    const masked = maskText('Hello {name}, your order {order.number} & more <b>');
    expect(masked.masked).toBe('Hello <x0/>, your order <x1/> &amp; more &lt;b&gt;');
    expect(unmaskText(masked, 'Hallo <x0/>, Ihre Bestellung <x1/> &amp; mehr &lt;b&gt;')).toEqual({
      text: 'Hallo {name}, Ihre Bestellung {order.number} & mehr <b>',
    });
  });

  it('lets placeholders change their order, as languages do', () => {
    const masked = maskText('{count} pages by {name}');
    expect(unmaskText(masked, 'Von <x1/>: <x0/> Seiten')).toEqual({ text: 'Von {name}: {count} Seiten' });
  });

  it('refuses a translation that loses, doubles, invents or translates a placeholder', () => {
    const masked = maskText('Hello {name}');
    expect(unmaskText(masked, 'Hallo')).toEqual({ problem: 'placeholder' });
    expect(unmaskText(masked, 'Hallo <x0/> <x0/>')).toEqual({ problem: 'placeholder' });
    expect(unmaskText(masked, 'Hallo <x0/> <x1/>')).toEqual({ problem: 'placeholder' });
    expect(unmaskText(masked, 'Hallo {name}')).toEqual({ problem: 'placeholder' });
    expect(unmaskText(masked, 'Hallo <x0/> {vorname}')).toEqual({ problem: 'placeholder' });
  });

  it('refuses markup the source did not have', () => {
    const masked = maskText('Plain words');
    expect(unmaskText(masked, 'Einfache <b>Wörter</b>')).toEqual({ problem: 'structure' });
    expect(unmaskText(masked, 'Einfache <g1>Wörter</g1>')).toEqual({ problem: 'structure' });
    expect(unmaskText(masked, 'a > b')).toEqual({ problem: 'structure' });
  });

  it('keeps a lone ampersand the translator wrote as it is', () => {
    expect(unmaskText(maskText('Salt and pepper'), 'Salz & Pfeffer')).toEqual({ text: 'Salz & Pfeffer' });
  });
});

describe('rich text', () => {
  const line = [
    { text: 'Order ' },
    { text: 'today', bold: true as const },
    { text: ' and see ' },
    {
      type: 'link' as const,
      url: '/catalog',
      children: [{ text: 'our ' }, { text: 'range', italic: true as const }],
    },
  ];

  it('masks marks and links as tags around their words', () => {
    expect(maskInlines(line).masked).toBe('Order <g1>today</g1> and see <g2>our <g3>range</g3></g2>');
  });

  it('puts marks and links back around the translated words, wherever the language moves them', () => {
    const masked = maskInlines(line);
    const parsed = unmaskInlines(
      masked,
      'Sehen Sie <g2>unser <g3>Sortiment</g3></g2> und bestellen Sie <g1>heute</g1>',
    );
    expect(parsed).toEqual({
      inlines: [
        { text: 'Sehen Sie ' },
        {
          type: 'link',
          url: '/catalog',
          children: [{ text: 'unser ' }, { text: 'Sortiment', italic: true }],
        },
        { text: ' und bestellen Sie ' },
        { text: 'heute', bold: true },
      ],
    });
  });

  it('refuses a translation that drops, doubles, unbalances or moves a tag to another parent', () => {
    const masked = maskInlines(line);
    const refused = [
      'Bestellen Sie heute und sehen Sie <g2>unser <g3>Sortiment</g3></g2>',
      'Bestellen <g1>heute</g1> <g1>jetzt</g1> <g2>unser <g3>Sortiment</g3></g2>',
      'Bestellen <g1>heute und <g2>unser <g3>Sortiment</g3></g2>',
      'Bestellen <g1>heute</g1> <g2>unser</g2> <g3>Sortiment</g3>',
      'Bestellen <g1>heute</g2> <g2>unser <g3>Sortiment</g3></g1>',
    ];
    for (const answer of refused)
      expect(unmaskInlines(masked, answer), answer).toEqual({ problem: 'structure' });
  });

  it('translates a document line by line and keeps its blocks, lists and items', () => {
    const document: RichTextDocument = [
      { type: 'heading-two', children: [{ text: 'Why us' }] },
      {
        type: 'bulleted-list',
        children: [
          { type: 'list-item', children: [{ text: 'Fast', bold: true }] },
          { type: 'list-item', children: [{ text: 'Fair' }] },
        ],
      },
    ];
    const masked = maskRichText(document);
    expect(masked.map((text) => text.masked)).toEqual(['Why us', '<g1>Fast</g1>', 'Fair']);
    expect(unmaskRichText(document, masked, ['Warum wir', '<g1>Schnell</g1>', 'Fair'])).toEqual({
      document: [
        { type: 'heading-two', children: [{ text: 'Warum wir' }] },
        {
          type: 'bulleted-list',
          children: [
            { type: 'list-item', children: [{ text: 'Schnell', bold: true }] },
            { type: 'list-item', children: [{ text: 'Fair' }] },
          ],
        },
      ],
    });
    expect(unmaskRichText(document, masked, ['Warum wir', 'Schnell', 'Fair'])).toEqual({
      problem: 'structure',
    });
    expect(unmaskRichText(document, masked, ['Warum wir', '<g1>Schnell</g1>'])).toEqual({
      problem: 'structure',
    });
  });

  it('reads any answer in one pass without throwing', () => {
    const masked = maskInlines(line);
    const answers = [
      '',
      '<',
      '</g9>',
      '<g1><g1>',
      '<x0/>',
      '&lt;&gt;&amp;&quot;',
      '<g2><g3></g3></g2><g1></g1>',
    ];
    for (const answer of answers) expect(() => unmaskInlines(masked, answer)).not.toThrow();
    expect(unmaskInlines(masked, '<g1></g1><g2><g3></g3></g2>')).toEqual({
      inlines: [{ type: 'link', url: '/catalog', children: [{ text: '' }] }],
    });
  });
});
