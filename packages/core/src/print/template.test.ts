import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CARD_FIELDS, BUSINESS_CARD_TEMPLATE, FLYER_A6_TEMPLATE } from './sample-templates.ts';
import { validateTemplate, validateTemplateFields } from './template.ts';
import type { Template, TextElement } from './template.ts';

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/** A minimal template around some elements. */
const withElements = (elements: unknown[]): Record<string, unknown> => ({
  version: 1,
  size: { width: 85, height: 55 },
  bleed: 2,
  pages: [{ id: 'front', name: 'front', elements }],
});
/** One element, to vary one key at a time. */
const withElement = (element: Record<string, unknown>) => withElements([element]);

const text = {
  type: 'text',
  id: 't1',
  field: 'name',
  x: 5,
  y: 5,
  width: 50,
  height: 6,
  font: 'Inter',
  sizePt: 9,
  color: 'colors.primary.background',
  align: 'left',
  maxLines: 1,
};

const errorsOf = (input: unknown): string[] => {
  const result = validateTemplate(input);
  return result.ok ? [] : result.errors;
};

describe('validateTemplate', () => {
  it.each([
    ['business card', BUSINESS_CARD_TEMPLATE],
    ['A6 flyer', FLYER_A6_TEMPLATE],
  ])('accepts the %s sample and returns it unchanged after a JSON round trip', (_name, sample) => {
    const result = validateTemplate(clone(sample));
    expect(result).toEqual({ ok: true, template: sample });
  });

  it('rebuilds the template from known keys only', () => {
    const input = withElement({ ...text, onclick: 'alert(1)', extra: { deep: true } });
    input['script'] = '<script>';
    const result = validateTemplate(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(Object.keys(result.template)).toEqual(['version', 'size', 'bleed', 'pages']);
    expect(result.template.pages[0]?.elements[0]).not.toHaveProperty('onclick');
  });

  it('normalises a registry font name given in another case', () => {
    const result = validateTemplate(withElement({ ...text, font: 'playfair display' }));
    expect(result.ok && result.template.pages[0]?.elements[0]).toMatchObject({ font: 'Playfair Display' });
  });

  it('fills the documented defaults (align left, fit contain)', () => {
    const { align: _align, ...noAlign } = text;
    const result = validateTemplate(withElement(noAlign));
    expect(result.ok && result.template.pages[0]?.elements[0]).toMatchObject({ align: 'left' });
    const image = validateTemplate(
      withElement({ type: 'image', id: 'i', field: 'logo', x: 0, y: 0, width: 5, height: 5 }),
    );
    expect(image.ok && image.template.pages[0]?.elements[0]).toMatchObject({ fit: 'contain' });
  });

  it.each([
    [null, 'template: must be an object'],
    [{}, 'template.version: must be 1'],
    [{ version: 1, size: { width: 0, height: 55 }, bleed: 2, pages: [] }, 'template.size.width'],
    [{ version: 1, size: { width: 85, height: 55 }, bleed: 25, pages: [] }, 'template.bleed'],
    [{ version: 1, size: { width: 85, height: 55 }, bleed: 2, pages: [] }, 'template.pages: must be a list'],
  ])('rejects a bad frame %#', (input, message) => {
    expect(errorsOf(input).join('\n')).toContain(message);
  });

  it.each([
    [{ font: 'Comic Sans' }, '.font: must be a family of the font registry'],
    [{ color: 'red' }, '.color: must be a theme colour path'],
    [{ color: 'javascript:alert(1)' }, '.color:'],
    [{ sizePt: 0 }, '.sizePt'],
    [{ maxLines: 1.5 }, '.maxLines: must be a whole number'],
    [{ width: 0 }, '.width: must be above 0'],
    [{ x: Number.NaN }, '.x: must be a number'],
    [{ align: 'justify' }, '.align: must be one of left, center, right'],
    [{ field: 'first name' }, '.field: must be a field name'],
    [{ field: undefined }, 'a text box needs a field or a text'],
    [{ id: 'bad id!' }, '.id: must be an id'],
    [{ type: 'video' }, '.type: must be one of text, image, shape'],
    [{ bold: 'yes' }, '.bold: must be true or false'],
    [{ showWhen: { field: 'a', equals: 'x', notEmpty: true } }, '.showWhen: needs exactly one of'],
    [{ hideWhen: { all: [] } }, '.hideWhen.all: must be a non-empty list'],
  ])('rejects a text element with %j', (change, message) => {
    expect(errorsOf(withElement({ ...text, ...change })).join('\n')).toContain(message);
  });

  it.each([
    ['javascript:alert(1)'],
    ['file:///etc/passwd'],
    ['data:text/html;base64,PHNjcmlwdD4='],
    ['//evil.example/x.png'],
    ['data:image/svg+xml,<svg onload=alert(1)>'],
  ])('rejects the fixed image src %s', (src) => {
    const errors = errorsOf(withElement({ type: 'image', id: 'i', src, x: 0, y: 0, width: 5, height: 5 }));
    expect(errors.join('\n')).toContain('.src: must be an http(s) or data:image URL');
  });

  it('needs exactly one of field and src on an image', () => {
    const both = {
      type: 'image',
      id: 'i',
      field: 'logo',
      src: 'https://example.com/a.png',
      x: 0,
      y: 0,
      width: 5,
      height: 5,
    };
    expect(errorsOf(withElement(both)).join()).toContain('either a field or a src');
    const { field: _f, src: _s, ...none } = both;
    expect(errorsOf(withElement(none)).join()).toContain('either a field or a src');
  });

  it('needs a stroke and a length for a line, and allows lines in any direction', () => {
    const line = { type: 'shape', id: 'l', shape: 'line', x: 10, y: 10, width: -5, height: 3 };
    expect(errorsOf(withElement(line)).join()).toContain('a line needs a stroke');
    const stroke = { color: '#000', widthMm: 0.2 };
    expect(validateTemplate(withElement({ ...line, stroke })).ok).toBe(true);
    expect(errorsOf(withElement({ ...line, stroke, width: 0, height: 0 })).join()).toContain(
      'a line needs a length',
    );
  });

  it('reports duplicate page and element ids', () => {
    const input = clone(BUSINESS_CARD_TEMPLATE) as Template;
    input.pages[1]!.id = 'front';
    input.pages[1]!.elements[0]!.id = 'name';
    const errors = errorsOf(input);
    expect(errors).toContain('template.pages: duplicate page id front');
    expect(errors).toContain('template.pages: duplicate element id name');
  });

  it('bounds condition depth', () => {
    let condition: unknown = { field: 'a', notEmpty: true };
    for (let i = 0; i < 10; i++) condition = { not: condition };
    expect(errorsOf(withElement({ ...text, showWhen: condition })).join()).toContain('nested deeper than 8');
  });

  it('never throws, and whatever it accepts it accepts again unchanged (property)', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (input) => {
        const result = validateTemplate(input);
        if (result.ok) expect(validateTemplate(clone(result.template))).toEqual(result);
      }),
    );
    const elementish = fc.record(
      {
        type: fc.constantFrom('text', 'image', 'shape', 'x'),
        id: fc.constantFrom('a', 'b', 'bad id'),
        field: fc.constantFrom('name', 'logo', '1'),
        text: fc.string(),
        shape: fc.constantFrom('rect', 'ellipse', 'line'),
        x: fc.double(),
        y: fc.double(),
        width: fc.double(),
        height: fc.double(),
        font: fc.constantFrom('Inter', 'Lora', 'Nope'),
        sizePt: fc.double(),
        color: fc.constantFrom('#fff', 'colors.primary.background', 'red'),
        maxLines: fc.integer({ min: -1, max: 3 }),
        fill: fc.constantFrom('#000', 'nope'),
        stroke: fc.record({ color: fc.constant('#000'), widthMm: fc.double() }),
        showWhen: fc.jsonValue(),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(elementish, { maxLength: 4 }), (elements) => {
        const result = validateTemplate(withElements(elements));
        if (result.ok) expect(validateTemplate(clone(result.template))).toEqual(result);
        else expect(result.errors.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe('validateTemplateFields', () => {
  it('finds nothing wrong with the samples and their fields', () => {
    expect(validateTemplateFields(BUSINESS_CARD_TEMPLATE, BUSINESS_CARD_FIELDS)).toEqual([]);
  });

  it('reports unknown fields (also in conditions) and image/text mix-ups', () => {
    const template = clone(BUSINESS_CARD_TEMPLATE);
    const front = template.pages[0]!;
    front.elements.push({ ...(text as TextElement), id: 'x', field: 'logo' });
    front.elements.push({
      type: 'image',
      id: 'y',
      field: 'email',
      x: 0,
      y: 0,
      width: 5,
      height: 5,
      fit: 'cover',
    });
    front.elements.push({
      type: 'shape',
      id: 'z',
      shape: 'rect',
      x: 0,
      y: 0,
      width: 5,
      height: 5,
      showWhen: { field: 'fax', empty: true },
    });
    expect(validateTemplateFields(template, BUSINESS_CARD_FIELDS)).toEqual([
      'front/x: text uses the image field logo',
      'front/y: image bound to a email field',
      'front/z: unknown field fax',
    ]);
  });
});
