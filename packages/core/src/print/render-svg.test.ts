import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultTheme } from '../theme/default-theme.ts';
import { resolveColor } from '../theme/resolve-color.ts';
import { renderTemplateSvg } from './render-svg.ts';
import type { RenderOptions } from './render-svg.ts';
import { BUSINESS_CARD_FIELDS, BUSINESS_CARD_TEMPLATE } from './sample-templates.ts';
import { isSafeImageHref } from './svg-safety.ts';
import { layoutTextBlock } from './text-layout.ts';
import type { Template, TextElement } from './template-types.ts';

const themeColor = (token: string) => resolveColor(defaultTheme, token);
const front: RenderOptions = { page: 'front', resolveColor: themeColor };
const filled = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  jobTitle: 'Analyst',
  phone: '+44 20 1234567',
  email: 'ada@example.com',
};

const ALLOWED_TAGS = new Set(['svg', 'rect', 'ellipse', 'line', 'path', 'text', 'tspan', 'image']);
const ENTITY: Record<string, string> = {
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
  '&amp;': '&',
};
const decode = (text: string) => text.replace(/&(?:lt|gt|quot|#39|amp);/g, (entity) => ENTITY[entity] ?? '');

/**
 * A strict reader for the subset of XML the renderer writes: our tags only, balanced, attribute
 * values without markup characters, text without raw markup or bare ampersands. Returns the text
 * nodes (decoded) and the attributes, or throws.
 */
function parseSvg(svg: string): { texts: string[]; attributes: [string, string, string][] } {
  const token = /<(\/?)([a-zA-Z]+)((?:\s+[a-zA-Z][a-zA-Z0-9:-]*="[^"<>]*")*)\s*(\/?)>|([^<]+)/y;
  const stack: string[] = [];
  const texts: string[] = [];
  const attributes: [string, string, string][] = [];
  // An empty line is an empty tspan (it still takes its line's height): it counts as an empty text.
  let tspanText: boolean | null = null;
  let position = 0;
  while (position < svg.length) {
    token.lastIndex = position;
    const match = token.exec(svg);
    if (!match) throw new Error(`unexpected markup at ${position}: ${svg.slice(position, position + 40)}`);
    position = token.lastIndex;
    const [, closing, name = '', attrs = '', selfClosing, text] = match;
    if (text !== undefined) {
      if (/[>"']|&(?!lt;|gt;|quot;|#39;|amp;)/.test(text)) throw new Error(`raw character in text ${text}`);
      texts.push(decode(text));
      if (tspanText === false) tspanText = true;
      continue;
    }
    if (!ALLOWED_TAGS.has(name)) throw new Error(`unexpected tag ${name}`);
    for (const [, attr = '', value = ''] of attrs.matchAll(/([a-zA-Z][a-zA-Z0-9:-]*)="([^"]*)"/g))
      attributes.push([name, attr, decode(value)]);
    if (closing) {
      if (stack.pop() !== name) throw new Error(`unbalanced </${name}>`);
      if (name === 'tspan' && tspanText === false) texts.push('');
      if (name === 'tspan') tspanText = null;
    } else if (!selfClosing) {
      stack.push(name);
      if (name === 'tspan') tspanText = false;
    }
  }
  if (stack.length > 0) throw new Error(`unclosed ${stack.join()}`);
  return { texts, attributes };
}

describe('renderTemplateSvg', () => {
  it('draws the trim size in mm by default', () => {
    const svg = renderTemplateSvg(BUSINESS_CARD_TEMPLATE, filled, front);
    expect(svg).toMatch(
      /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="85mm" height="55mm" viewBox="0 0 85 55">/,
    );
    expect(parseSvg(svg).texts).toEqual(['Ada Lovelace', 'Analyst', 'T +44 20 1234567', 'E ada@example.com']);
  });

  it('widens the canvas for the bleed guide and for crop marks', () => {
    const bleed = renderTemplateSvg(BUSINESS_CARD_TEMPLATE, filled, { ...front, showBleed: true });
    expect(bleed).toContain('width="89mm" height="59mm" viewBox="-2 -2 89 59"');
    expect(bleed).toContain('stroke-dasharray');
    const marks = renderTemplateSvg(BUSINESS_CARD_TEMPLATE, filled, { ...front, showTrimMarks: true });
    expect(marks).toContain('width="99mm" height="69mm" viewBox="-7 -7 99 69"');
    expect(marks).toContain('<path d="M-2 0H-7M0 -2V-7');
  });

  it('prints the mobile line only when the mobile number is filled', () => {
    expect(renderTemplateSvg(BUSINESS_CARD_TEMPLATE, filled, front)).not.toContain('M +49');
    const svg = renderTemplateSvg(BUSINESS_CARD_TEMPLATE, { ...filled, mobile: '+49 170 1234567' }, front);
    expect(parseSvg(svg).texts).toContain('M +49 170 1234567');
  });

  it('escapes user text', () => {
    const svg = renderTemplateSvg(
      BUSINESS_CARD_TEMPLATE,
      { ...filled, jobTitle: '</text><script>alert(1)</script>' },
      front,
    );
    expect(svg).not.toContain('<script');
    expect(parseSvg(svg).texts).toContain('</text><script>alert(1)</script>');
  });

  it('resolves colour tokens through the resolver and never emits what is not a colour', () => {
    const seen: string[] = [];
    renderTemplateSvg(BUSINESS_CARD_TEMPLATE, filled, {
      ...front,
      resolveColor: (token) => (seen.push(token), '#123456'),
    });
    expect(seen).toContain('colors.primary.background');
    const svg = renderTemplateSvg(BUSINESS_CARD_TEMPLATE, filled, {
      ...front,
      resolveColor: () => 'url(javascript:alert(1))',
    });
    expect(svg).not.toContain('javascript');
    expect(svg).toContain('fill="#aabbcc"');
  });

  it('uses the font stack, or the caller’s font-family mapping', () => {
    expect(renderTemplateSvg(BUSINESS_CARD_TEMPLATE, filled, front)).toContain(
      'font-family="&#39;Montserrat&#39;, sans-serif"',
    );
    const custom = renderTemplateSvg(BUSINESS_CARD_TEMPLATE, filled, {
      ...front,
      fontFamilyCss: (family) => `var(--font-${family.replaceAll(' ', '-')})`,
    });
    expect(custom).toContain('font-family="var(--font-Montserrat)"');
  });

  it('centres text on the box middle', () => {
    const svg = renderTemplateSvg(
      BUSINESS_CARD_TEMPLATE,
      { website: 'https://example.com' },
      { ...front, page: 'back' },
    );
    expect(svg).toContain('text-anchor="middle"><tspan x="42.5"');
  });

  describe('images', () => {
    const logoOf = (logo: string, options: Partial<RenderOptions> = {}) =>
      parseSvg(renderTemplateSvg(BUSINESS_CARD_TEMPLATE, { ...filled, logo }, { ...front, ...options }))
        .attributes.filter(([tag, attr]) => tag === 'image' && attr === 'href')
        .map(([, , value]) => value);

    it('draws http(s) and data:image URLs', () => {
      expect(logoOf('https://cdn.example.com/logo.png')).toEqual(['https://cdn.example.com/logo.png']);
      expect(logoOf('data:image/png;base64,iVBORw0KGgo=')).toEqual(['data:image/png;base64,iVBORw0KGgo=']);
      expect(renderTemplateSvg(BUSINESS_CARD_TEMPLATE, { logo: 'https://x.example/a.png' }, front)).toContain(
        'preserveAspectRatio="xMidYMid meet"',
      );
    });

    it.each(['javascript:alert(1)', 'file:///etc/passwd', 'data:text/html;base64,PHg+', '/media/a.png'])(
      'drops %s',
      (href) => expect(logoOf(href)).toEqual([]),
    );

    it('resolves upload paths against the base URL, and outlines empty slots on request', () => {
      expect(logoOf('/media/t/logo.png', { imageBaseUrl: 'https://shop.example' })).toEqual([
        'https://shop.example/media/t/logo.png',
      ]);
      expect(
        renderTemplateSvg(BUSINESS_CARD_TEMPLATE, filled, { ...front, showPlaceholders: true }),
      ).toContain('fill="#f1f5f9"');
      expect(renderTemplateSvg(BUSINESS_CARD_TEMPLATE, filled, front)).not.toContain('fill="#f1f5f9"');
    });
  });

  it('throws for a page the template does not have', () => {
    expect(() => renderTemplateSvg(BUSINESS_CARD_TEMPLATE, filled, { ...front, page: 'inside' })).toThrow(
      RangeError,
    );
  });

  const hostile = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.constantFrom(
      '<script>alert(1)</script>',
      '"><img src=x onerror=alert(1)>',
      "' onload='x",
      ']]>&amp;&#0;',
      'javascript:alert(1)',
      '!\n\n!', // an empty line between two (found by this property)
    ),
  );

  it('never lets user input add markup, attributes or unsafe URLs (property)', () => {
    const names = BUSINESS_CARD_FIELDS.map((field) => field.name);
    fc.assert(
      fc.property(
        fc.dictionary(fc.constantFrom(...names), hostile),
        fc.constantFrom('front', 'back'),
        fc.boolean(),
        (values, page, guides) => {
          const svg = renderTemplateSvg(BUSINESS_CARD_TEMPLATE, values, {
            page,
            resolveColor: themeColor,
            showBleed: guides,
            showTrimMarks: guides,
            showPlaceholders: guides,
          });
          const { attributes } = parseSvg(svg);
          for (const [tag, attr, value] of attributes) {
            expect(attr).not.toMatch(/^on/i);
            if (attr === 'href') expect(tag === 'image' && isSafeImageHref(value)).toBe(true);
          }
          expect(
            renderTemplateSvg(BUSINESS_CARD_TEMPLATE, values, {
              page,
              resolveColor: themeColor,
              showBleed: guides,
              showTrimMarks: guides,
              showPlaceholders: guides,
            }),
          ).toBe(svg);
        },
      ),
    );
  });

  it('prints exactly the laid-out lines of the user text, escaped and decoded back (property)', () => {
    const element: TextElement = {
      type: 'text',
      id: 'body',
      field: 'body',
      x: 5,
      y: 5,
      width: 60,
      height: 40,
      font: 'Lora',
      sizePt: 9,
      color: '#000000',
      align: 'right',
      maxLines: 6,
    };
    const template: Template = {
      version: 1,
      size: { width: 70, height: 50 },
      bleed: 0,
      pages: [{ id: 'p', name: 'p', elements: [element] }],
    };
    fc.assert(
      fc.property(hostile, (body) => {
        const { texts } = parseSvg(
          renderTemplateSvg(template, { body }, { page: 'p', resolveColor: themeColor }),
        );
        expect(texts).toEqual(layoutTextBlock(element, body).lines);
      }),
    );
  });
});
