import { getFontDefinition } from '../theme/fonts.ts';
import type { FontFamily } from '../theme/fonts.ts';
import { isElementPrinted } from './conditions.ts';
import { elementText } from './element-fields.ts';
import { stripInvalidXmlChars } from './svg-safety.ts';
import { DEFAULT_LINE_HEIGHT, MM_PER_PT } from './template-types.ts';
import type { FieldValues, Template, TextElement } from './template-types.ts';

// Line breaking without a DOM: the same template must give the same lines in the browser preview
// and on the server that makes the print PDF, so widths are estimated from fixed per-font factors
// instead of measured. The estimate errs on the wide side, so preflight warns rather than misses.

/**
 * Average advance width of a lowercase glyph, in em, per registry family. A Record over
 * FontFamily, so adding a font to the registry without a factor fails the type check.
 */
export const FONT_WIDTH_FACTORS: Readonly<Record<FontFamily, number>> = {
  Inter: 0.54,
  Roboto: 0.5,
  Poppins: 0.57,
  Montserrat: 0.58,
  'Playfair Display': 0.5,
  'Roboto Mono': 0.6,
  'Open Sans': 0.53,
  Lato: 0.5,
  Raleway: 0.53,
  Nunito: 0.52,
  Merriweather: 0.57,
  'Source Serif 4': 0.5,
  'Work Sans': 0.55,
  Oswald: 0.4,
  Lora: 0.52,
  'Fira Sans': 0.51,
  'DM Sans': 0.53,
  'IBM Plex Sans': 0.53,
  'JetBrains Mono': 0.6,
  'Libre Baskerville': 0.58,
};

/** Bold glyphs run a little wider. */
const BOLD_FACTOR = 1.07;
const NARROW = new Set(" iIljtf.,:;'!|()[]`");
const WIDE = new Set('mwMW@%&—');
/** Sub-pixel slack, so a line that fits exactly is not reported as overflowing by rounding. */
const EPSILON = 1e-6;
const ELLIPSIS = '…';

/** Relative width of one character in a proportional font: narrow, wide, capital/digit or other. */
function charWeight(char: string): number {
  if (NARROW.has(char)) return 0.55;
  if (WIDE.has(char)) return 1.5;
  if (/[A-Z0-9]/.test(char)) return 1.25;
  return 1;
}

export type FontMetrics = { font: FontFamily; sizePt: number; bold?: boolean };

/** Estimated width in mm of one line of text. */
export function estimateTextWidthMm(text: string, metrics: FontMetrics): number {
  const em = metrics.sizePt * MM_PER_PT * FONT_WIDTH_FACTORS[metrics.font] * (metrics.bold ? BOLD_FACTOR : 1);
  if (getFontDefinition(metrics.font)?.fallback === 'monospace') return [...text].length * em;
  let units = 0;
  for (const char of text) units += charWeight(char);
  return units * em;
}

/** Greedy word wrap of one paragraph; a word wider than the box is broken between characters. */
function wrapParagraph(paragraph: string, maxWidth: number, width: (text: string) => number): string[] {
  const lines: string[] = [];
  const spaceWidth = width(' ');
  let current = '';
  let currentWidth = 0;
  const flush = () => {
    lines.push(current);
    current = '';
    currentWidth = 0;
  };
  for (const word of paragraph.split(/\s+/).filter((part) => part !== '')) {
    const wordWidth = width(word);
    if (current !== '' && currentWidth + spaceWidth + wordWidth <= maxWidth + EPSILON) {
      current += ` ${word}`;
      currentWidth += spaceWidth + wordWidth;
      continue;
    }
    if (current !== '') flush();
    if (wordWidth <= maxWidth + EPSILON) {
      current = word;
      currentWidth = wordWidth;
      continue;
    }
    for (const char of word) {
      const charWidth = width(char);
      if (current !== '' && currentWidth + charWidth > maxWidth + EPSILON) flush();
      current += char;
      currentWidth += charWidth;
    }
  }
  if (current !== '' || lines.length === 0) lines.push(current);
  return lines;
}

export type TextBlockLayout = {
  /** The lines as printed: at most maxLines (and what fits the height), the last one ending in … when cut. */
  lines: string[];
  /** How many lines the whole text needs. */
  totalLines: number;
  /** The text does not fit: more lines than allowed or fit, or a glyph wider than the box. */
  overflows: boolean;
  sizeMm: number;
  lineHeightMm: number;
};

/** Breaks a text box's content into lines. Blank text gives no lines. */
export function layoutTextBlock(element: TextElement, rawText: string): TextBlockLayout {
  const metrics: FontMetrics = { font: element.font, sizePt: element.sizePt, bold: element.bold === true };
  const width = (text: string) => estimateTextWidthMm(text, metrics);
  const sizeMm = element.sizePt * MM_PER_PT;
  const lineHeightMm = sizeMm * (element.lineHeight ?? DEFAULT_LINE_HEIGHT);
  const text = stripInvalidXmlChars(rawText).trim();
  if (text === '') return { lines: [], totalLines: 0, overflows: false, sizeMm, lineHeightMm };

  const all = text.split(/\r\n|\r|\n/).flatMap((paragraph) => wrapParagraph(paragraph, element.width, width));
  const fitHeight = Math.floor((element.height + EPSILON) / lineHeightMm);
  // Even when not one line fits the height, the first line is shown (and flagged), not hidden.
  const shown = Math.min(element.maxLines, Math.max(fitHeight, 1));
  const lines = all.slice(0, shown);
  const cut = all.length > shown;
  if (cut) {
    const chars = [...(lines[shown - 1] ?? '').trimEnd()];
    while (chars.length > 0 && width(chars.join('') + ELLIPSIS) > element.width + EPSILON) chars.pop();
    lines[shown - 1] = chars.join('').trimEnd() + ELLIPSIS;
  }
  const tooWide = all.some((line) => width(line) > element.width + EPSILON);
  return {
    lines,
    totalLines: all.length,
    overflows: cut || fitHeight === 0 || tooWide,
    sizeMm,
    lineHeightMm,
  };
}

export type TextLayout = TextBlockLayout & { page: string; elementId: string; field?: string };

/**
 * The layout of every printed text box (hidden ones print nothing, so they cannot overflow), for
 * one page or all. Preflight reports the ones that overflow.
 */
export function measureTextLayout(
  template: Template,
  values: FieldValues,
  options: { page?: string } = {},
): TextLayout[] {
  const layouts: TextLayout[] = [];
  for (const page of template.pages) {
    if (options.page !== undefined && page.id !== options.page) continue;
    for (const element of page.elements) {
      if (element.type !== 'text' || !isElementPrinted(element, values)) continue;
      const layout = layoutTextBlock(element, elementText(element, values));
      layouts.push({
        ...layout,
        page: page.id,
        elementId: element.id,
        ...(element.field !== undefined ? { field: element.field } : {}),
      });
    }
  }
  return layouts;
}
