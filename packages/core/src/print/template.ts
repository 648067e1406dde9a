import { getFontDefinition } from '../theme/fonts.ts';
import type { FontFamily } from '../theme/fonts.ts';
import { parseCondition } from './conditions.ts';
import { elementFields, placeholderNames } from './element-fields.ts';
import type { ProductField } from './product-field.ts';
import { isSafeImageHref } from './svg-safety.ts';
import { defined, isRecord, reader } from './template-reader.ts';
import { IMAGE_FITS, SHAPE_KINDS, TEMPLATE_VERSION, TEXT_ALIGNMENTS } from './template-types.ts';
import type {
  Box,
  Condition,
  ElementConditions,
  Template,
  TemplateElement,
  TemplatePage,
} from './template-types.ts';

export * from './template-types.ts';

// Templates arrive as JSON from the database and from admins, so they are checked by hand here
// (core has no schema library) and rebuilt from known keys only: the result is safe to render and
// carries nothing the model does not describe.

/** Sanity limits: generous for real products, small enough that a bad template cannot hang a page. */
export const TEMPLATE_LIMITS = {
  maxSizeMm: 2000,
  maxBleedMm: 20,
  maxPages: 20,
  maxElementsPerPage: 200,
  maxCoordinateMm: 5000,
  maxTextLength: 2000,
  minFontPt: 2,
  maxFontPt: 500,
  maxLines: 100,
  maxStrokeMm: 50,
} as const;

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
const L = TEMPLATE_LIMITS;

export type TemplateValidation = { ok: true; template: Template } | { ok: false; errors: string[] };

function parseElement(input: unknown, at: string, errors: string[]): TemplateElement | undefined {
  if (!isRecord(input)) {
    errors.push(`${at}: must be an object`);
    return undefined;
  }
  const before = errors.length;
  const r = reader(input, at, errors);
  const id = r.string('id', (value) => ID_PATTERN.test(value), 'must be an id (letters, digits, - and _)');
  const type = r.oneOf('type', ['text', 'image', 'shape'] as const);
  const isLine = type === 'shape' && r.get('shape') === 'line';
  const C = L.maxCoordinateMm;
  // A line may run in any direction (negative extents) but must have a length.
  const sizeMin = isLine ? -C : 0;
  const box: Box = {
    x: r.number('x', -C, C) ?? 0,
    y: r.number('y', -C, C) ?? 0,
    width: r.number('width', sizeMin, C, { exclusiveMin: !isLine }) ?? 0,
    height: r.number('height', sizeMin, C, { exclusiveMin: !isLine }) ?? 0,
  };
  if (isLine && box.width === 0 && box.height === 0) r.bad('width', 'a line needs a length');
  const conditions: ElementConditions = {};
  for (const key of ['showWhen', 'hideWhen', 'optionalWhen'] as const) {
    if (r.has(key)) conditions[key] = parseCondition(r.get(key), `${at}.${key}`, errors) as Condition;
  }
  let element: TemplateElement | undefined;
  if (type === 'text') {
    const field = r.has('field') ? r.fieldName('field') : undefined;
    const text = r.has('text')
      ? r.string(
          'text',
          (value) => value.length <= L.maxTextLength,
          `must be text of at most ${L.maxTextLength} characters`,
        )
      : undefined;
    if (!r.has('field') && !r.has('text')) r.bad('field', 'a text box needs a field or a text');
    const family = getFontDefinition(r.get('font'))?.family as FontFamily | undefined;
    if (!family) r.bad('font', 'must be a family of the font registry');
    const lineHeight = r.has('lineHeight') ? r.number('lineHeight', 0.5, 5) : undefined;
    const bold = r.get('bold');
    if (bold !== undefined && typeof bold !== 'boolean') r.bad('bold', 'must be true or false');
    element = defined({
      type,
      id: id ?? '',
      ...box,
      field,
      text,
      font: family ?? 'Inter',
      sizePt: r.number('sizePt', L.minFontPt, L.maxFontPt) ?? 0,
      bold: bold === true ? true : undefined,
      color: r.color('color') ?? '',
      align: r.oneOf('align', TEXT_ALIGNMENTS, 'left') ?? 'left',
      maxLines: r.number('maxLines', 1, L.maxLines, { integer: true }) ?? 1,
      lineHeight,
    });
  } else if (type === 'image') {
    const field = r.has('field') ? r.fieldName('field') : undefined;
    const src = r.has('src')
      ? r.string('src', isSafeImageHref, 'must be an http(s) or data:image URL')
      : undefined;
    if (r.has('field') === r.has('src')) r.bad('field', 'an image needs either a field or a src');
    element = defined({
      type,
      id: id ?? '',
      ...box,
      field,
      src,
      fit: r.oneOf('fit', IMAGE_FITS, 'contain') ?? 'contain',
    });
  } else if (type === 'shape') {
    const shape = r.oneOf('shape', SHAPE_KINDS);
    const fill = r.has('fill') ? r.color('fill') : undefined;
    let stroke: { color: string; widthMm: number } | undefined;
    if (r.has('stroke')) {
      const raw = r.get('stroke');
      if (!isRecord(raw)) r.bad('stroke', 'must be an object');
      else {
        const s = reader(raw, `${at}.stroke`, errors);
        stroke = {
          color: s.color('color') ?? '',
          widthMm: s.number('widthMm', 0, L.maxStrokeMm, { exclusiveMin: true }) ?? 0,
        };
      }
    } else if (shape === 'line') r.bad('stroke', 'a line needs a stroke');
    const cornerRadiusMm =
      r.has('cornerRadiusMm') && shape === 'rect'
        ? r.number('cornerRadiusMm', 0, L.maxCoordinateMm)
        : undefined;
    element = defined({ type, id: id ?? '', ...box, shape: shape ?? 'rect', fill, stroke, cornerRadiusMm });
  }
  if (!element || errors.length > before) return undefined;
  return { ...element, ...conditions };
}

function parsePage(input: unknown, at: string, errors: string[]): TemplatePage | undefined {
  if (!isRecord(input)) {
    errors.push(`${at}: must be an object`);
    return undefined;
  }
  const r = reader(input, at, errors);
  const id = r.string('id', (value) => ID_PATTERN.test(value), 'must be an id (letters, digits, - and _)');
  const name = r.string(
    'name',
    (value) => value.trim() !== '' && value.length <= 100,
    'must be a name (1–100 characters)',
  );
  const rawLabel = r.get('label');
  let label: Record<string, string> | undefined;
  if (rawLabel !== undefined) {
    if (isRecord(rawLabel) && Object.values(rawLabel).every((text) => typeof text === 'string'))
      label = { ...(rawLabel as Record<string, string>) };
    else r.bad('label', 'must map languages to texts');
  }
  const background = r.has('background') ? r.color('background') : undefined;
  const rawElements = r.get('elements');
  if (!Array.isArray(rawElements) || rawElements.length > L.maxElementsPerPage)
    return r.bad('elements', `must be a list of at most ${L.maxElementsPerPage} elements`);
  const elements = rawElements.map((element, i) => parseElement(element, `${at}.elements[${i}]`, errors));
  if (id === undefined || name === undefined) return undefined;
  return defined({
    id,
    name,
    label,
    background,
    elements: elements.filter((element): element is TemplateElement => element !== undefined),
  });
}

/** Checks untrusted JSON against the template model; the template returned holds known keys only. */
export function validateTemplate(input: unknown): TemplateValidation {
  const errors: string[] = [];
  if (!isRecord(input)) return { ok: false, errors: ['template: must be an object'] };
  const r = reader(input, 'template', errors);
  if (r.get('version') !== TEMPLATE_VERSION) r.bad('version', `must be ${TEMPLATE_VERSION}`);
  const rawSize = r.get('size');
  let size: Template['size'] | undefined;
  if (!isRecord(rawSize)) r.bad('size', 'must be { width, height } in mm');
  else {
    const s = reader(rawSize, 'template.size', errors);
    const width = s.number('width', 0, L.maxSizeMm, { exclusiveMin: true });
    const height = s.number('height', 0, L.maxSizeMm, { exclusiveMin: true });
    if (width !== undefined && height !== undefined) size = { width, height };
  }
  const bleed = r.number('bleed', 0, L.maxBleedMm);
  const rawPages = r.get('pages');
  const pages: TemplatePage[] = [];
  if (!Array.isArray(rawPages) || rawPages.length === 0 || rawPages.length > L.maxPages) {
    r.bad('pages', `must be a list of 1 to ${L.maxPages} pages`);
  } else {
    rawPages.forEach((page, i) => {
      const parsed = parsePage(page, `template.pages[${i}]`, errors);
      if (parsed) pages.push(parsed);
    });
  }
  const duplicate = (ids: string[]) => ids.filter((id, i) => ids.indexOf(id) !== i);
  for (const id of new Set(duplicate(pages.map((page) => page.id))))
    errors.push(`template.pages: duplicate page id ${id}`);
  const elementIds = pages.flatMap((page) => page.elements.map((element) => element.id));
  for (const id of new Set(duplicate(elementIds))) errors.push(`template.pages: duplicate element id ${id}`);
  if (errors.length > 0 || !size || bleed === undefined) return { ok: false, errors };
  return { ok: true, template: { version: TEMPLATE_VERSION, size, bleed, pages } };
}

function conditionFields(condition: Condition | undefined): string[] {
  if (!condition) return [];
  if ('all' in condition) return condition.all.flatMap(conditionFields);
  if ('any' in condition) return condition.any.flatMap(conditionFields);
  if ('not' in condition) return conditionFields(condition.not);
  return [condition.field];
}

/**
 * Cross-checks a valid template against the product's fields (for the admin editor and the seed
 * data tests): every field an element or a condition names exists, images bind to image fields,
 * text does not bind to image fields.
 */
export function validateTemplateFields(template: Template, fields: readonly ProductField[]): string[] {
  const types = new Map(fields.map((field) => [field.name, field.type]));
  const errors: string[] = [];
  for (const page of template.pages) {
    for (const element of page.elements) {
      const at = `${page.id}/${element.id}`;
      const named = [
        ...elementFields(element),
        ...[element.showWhen, element.hideWhen, element.optionalWhen].flatMap(conditionFields),
      ];
      for (const name of new Set(named)) if (!types.has(name)) errors.push(`${at}: unknown field ${name}`);
      if (
        element.type === 'image' &&
        element.field &&
        types.has(element.field) &&
        types.get(element.field) !== 'image'
      )
        errors.push(`${at}: image bound to a ${types.get(element.field)} field`);
      if (element.type === 'text') {
        const texts = [...(element.field ? [element.field] : []), ...placeholderNames(element.text ?? '')];
        for (const name of texts)
          if (types.get(name) === 'image') errors.push(`${at}: text uses the image field ${name}`);
      }
    }
  }
  return errors;
}
