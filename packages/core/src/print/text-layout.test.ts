import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FONT_REGISTRY } from '../theme/fonts.ts';
import { BUSINESS_CARD_TEMPLATE } from './sample-templates.ts';
import {
  FONT_WIDTH_FACTORS,
  estimateTextWidthMm,
  layoutTextBlock,
  measureTextLayout,
} from './text-layout.ts';
import type { TextElement } from './template-types.ts';

const box = (extra: Partial<TextElement> = {}): TextElement => ({
  type: 'text',
  id: 't',
  field: 'body',
  x: 0,
  y: 0,
  width: 40,
  height: 20,
  font: 'Inter',
  sizePt: 10,
  color: '#000000',
  align: 'left',
  maxLines: 4,
  ...extra,
});

describe('estimateTextWidthMm', () => {
  it('has a width factor for every registry font', () => {
    expect(Object.keys(FONT_WIDTH_FACTORS).sort()).toEqual(FONT_REGISTRY.map((font) => font.family).sort());
  });

  it('is deterministic, proportional to size, wider in bold and for wide glyphs', () => {
    const metrics = { font: 'Inter', sizePt: 10 } as const;
    expect(estimateTextWidthMm('Hello', metrics)).toBe(estimateTextWidthMm('Hello', metrics));
    expect(estimateTextWidthMm('Hello', { ...metrics, sizePt: 20 })).toBeCloseTo(
      2 * estimateTextWidthMm('Hello', metrics),
    );
    expect(estimateTextWidthMm('Hello', { ...metrics, bold: true })).toBeGreaterThan(
      estimateTextWidthMm('Hello', metrics),
    );
    expect(estimateTextWidthMm('MMMM', metrics)).toBeGreaterThan(estimateTextWidthMm('iiii', metrics));
  });

  it('gives every glyph the same width in a monospace font', () => {
    const mono = { font: 'Roboto Mono', sizePt: 10 } as const;
    expect(estimateTextWidthMm('iiii', mono)).toBe(estimateTextWidthMm('MMMM', mono));
  });

  it('stays in a plausible range: 10 pt Inter lowercase is about 1.9 mm per glyph', () => {
    const perGlyph = estimateTextWidthMm('abcdefghij', { font: 'Inter', sizePt: 10 }) / 10;
    expect(perGlyph).toBeGreaterThan(1.5);
    expect(perGlyph).toBeLessThan(2.3);
  });
});

describe('layoutTextBlock', () => {
  it('gives no lines for blank text', () => {
    expect(layoutTextBlock(box(), '  \n ')).toMatchObject({ lines: [], totalLines: 0, overflows: false });
  });

  it('keeps a short text on one line and collapses whitespace', () => {
    expect(layoutTextBlock(box(), '  Ada \t Lovelace ')).toMatchObject({
      lines: ['Ada Lovelace'],
      overflows: false,
    });
  });

  it('wraps at word boundaries and keeps paragraphs', () => {
    const { lines, overflows } = layoutTextBlock(
      box({ maxLines: 10, height: 100 }),
      'one two three four five six seven eight\nnine',
    );
    expect(lines.length).toBeGreaterThan(2);
    expect(lines.at(-1)).toBe('nine');
    expect(lines.join(' ')).toBe('one two three four five six seven eight nine');
    expect(overflows).toBe(false);
  });

  it('breaks a word wider than the box between characters', () => {
    const { lines } = layoutTextBlock(box({ width: 10, maxLines: 10, height: 100 }), 'Donaudampfschifffahrt');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.join('')).toBe('Donaudampfschifffahrt');
  });

  it('cuts to maxLines with an ellipsis and reports the overflow', () => {
    const layout = layoutTextBlock(box({ maxLines: 2 }), 'word '.repeat(40));
    expect(layout.lines).toHaveLength(2);
    expect(layout.lines[1]?.endsWith('…')).toBe(true);
    expect(layout.totalLines).toBeGreaterThan(2);
    expect(layout.overflows).toBe(true);
  });

  it('also cuts to the lines that fit the height', () => {
    // 10 pt at 1.2 line height is 4.23 mm per line: 9 mm hold two lines, whatever maxLines says.
    const layout = layoutTextBlock(box({ maxLines: 10, height: 9 }), 'word '.repeat(40));
    expect(layout.lines).toHaveLength(2);
    expect(layout.overflows).toBe(true);
  });

  it('flags a box too low for a single line but still shows the line', () => {
    const layout = layoutTextBlock(box({ height: 2 }), 'Hi');
    expect(layout).toMatchObject({ lines: ['Hi'], overflows: true });
  });

  it('keeps every line within the box and at most maxLines lines (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 200 }),
        fc.integer({ min: 5, max: 80 }),
        fc.integer({ min: 1, max: 5 }),
        (text, width, maxLines) => {
          const element = box({ width, maxLines, height: 50 });
          const layout = layoutTextBlock(element, text);
          expect(layout.lines.length).toBeLessThanOrEqual(maxLines);
          for (const line of layout.lines) {
            if ([...line].length > 1)
              expect(estimateTextWidthMm(line, element)).toBeLessThanOrEqual(width + 1e-6);
          }
          // Nothing lost when nothing overflows (a word broken between characters gains no space).
          if (!layout.overflows) {
            expect(layout.lines.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
          }
        },
      ),
    );
  });
});

describe('measureTextLayout', () => {
  it('reports printed text boxes only, with their page and field', () => {
    const layouts = measureTextLayout(BUSINESS_CARD_TEMPLATE, { firstName: 'Ada', lastName: 'Lovelace' });
    expect(layouts.map((layout) => layout.elementId)).toEqual([
      'name',
      'jobTitle',
      'phoneLine',
      'emailLine',
      'website',
    ]);
    expect(layouts[0]).toMatchObject({
      page: 'front',
      field: 'lastName',
      lines: ['Ada Lovelace'],
      overflows: false,
    });
    expect(
      measureTextLayout(BUSINESS_CARD_TEMPLATE, { mobile: '+49 170 123456' }, { page: 'front' }).map(
        (l) => l.elementId,
      ),
    ).toContain('mobileLine');
  });

  it('finds a name too long for the card', () => {
    const [name] = measureTextLayout(BUSINESS_CARD_TEMPLATE, {
      firstName: 'Maximiliane Theodora',
      lastName: 'von Hohenzollern-Sigmaringen',
    });
    expect(name?.overflows).toBe(true);
  });
});
