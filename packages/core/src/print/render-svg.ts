import { COLOR_FALLBACK } from '../constants.ts';
import { fontStack } from '../theme/fonts.ts';
import type { FontFamily } from '../theme/fonts.ts';
import { isColorPath, isCssColorLiteral } from '../theme/style-values.ts';
import { isElementPrinted } from './conditions.ts';
import { elementText } from './element-fields.ts';
import { valueOf } from './product-field.ts';
import { escapeXml, imageHref } from './svg-safety.ts';
import { layoutTextBlock } from './text-layout.ts';
import type { FieldValues, ImageElement, ShapeElement, Template, TextElement } from './template-types.ts';

export { measureTextLayout } from './text-layout.ts';
export type { TextLayout } from './text-layout.ts';

// Template + values → one standalone SVG string. Pure string building (no DOM), so the browser's
// live preview and the server's print PDF come from the same code. Everything that comes from
// values or the template passes escapeXml / the colour and URL checks, so a value can never add
// markup, script or a reference to a local file.

export type RenderOptions = {
  /** The template page to draw (its id). */
  page: string;
  /** A theme token path (`colors.primary`) → CSS colour; usually core's resolveColor with the tenant theme. */
  resolveColor: (token: string) => string;
  /** Preview aid: draw the bleed area too, veiled, with the trim box outlined. */
  showBleed?: boolean;
  /** Print output: draw the bleed area and crop marks outside it. */
  showTrimMarks?: boolean;
  /** CSS font-family value for a registry family; default: fontStack (family plus generic fallback). */
  fontFamilyCss?: (family: FontFamily) => string;
  /** Origin for root-relative upload paths (`/media/…`); without it only absolute URLs are drawn. */
  imageBaseUrl?: string;
  /** Preview aid: outline empty image slots, so the shopper sees where an upload goes. */
  showPlaceholders?: boolean;
};

/** Crop marks: 5 mm long, starting at the bleed edge, 0.25 pt wide (print shop convention). */
export const TRIM_MARK_LENGTH_MM = 5;
const TRIM_MARK_WIDTH_MM = 0.25 * (25.4 / 72);
/** Typical ascent of the registry fonts, as a share of the font size (first baseline placement). */
const ASCENT = 0.8;

/** Short, locale-free numbers: 3 decimals (a micrometre) are far below print precision. */
const num = (value: number): string => String(Math.round(value * 1000) / 1000);

type Attrs = Record<string, string | number | undefined>;
const attrs = (values: Attrs): string =>
  Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${typeof value === 'number' ? num(value) : escapeXml(value)}"`)
    .join('');
const tag = (name: string, values: Attrs, content?: string): string =>
  content === undefined ? `<${name}${attrs(values)}/>` : `<${name}${attrs(values)}>${content}</${name}>`;

type Context = { values: FieldValues; options: RenderOptions; color: (value: string | undefined) => string };

/** A template colour as a CSS colour; whatever the resolver returns must still be a colour literal. */
function colorResolver(options: RenderOptions) {
  return (value: string | undefined): string => {
    if (value === undefined) return 'none';
    const resolved = isColorPath(value) ? options.resolveColor(value) : value;
    return isCssColorLiteral(resolved) ? resolved : COLOR_FALLBACK;
  };
}

function renderText(element: TextElement, ctx: Context): string {
  const layout = layoutTextBlock(element, elementText(element, ctx.values));
  if (layout.lines.length === 0) return '';
  const anchor = { left: 'start', center: 'middle', right: 'end' }[element.align];
  const x = { left: element.x, center: element.x + element.width / 2, right: element.x + element.width }[
    element.align
  ];
  const firstBaseline = element.y + (layout.lineHeightMm - layout.sizeMm) / 2 + ASCENT * layout.sizeMm;
  const spans = layout.lines
    .map((line, i) => tag('tspan', { x, y: firstBaseline + i * layout.lineHeightMm }, escapeXml(line)))
    .join('');
  const family = ctx.options.fontFamilyCss?.(element.font) ?? fontStack(element.font);
  return tag(
    'text',
    {
      'font-family': family,
      'font-size': layout.sizeMm,
      'font-weight': element.bold ? 700 : undefined,
      fill: ctx.color(element.color),
      'text-anchor': anchor,
    },
    spans,
  );
}

function renderImage(element: ImageElement, ctx: Context): string {
  const source = element.field !== undefined ? valueOf(ctx.values, element.field) : (element.src ?? '');
  const href = source.trim() === '' ? undefined : imageHref(source, ctx.options.imageBaseUrl);
  const box = { x: element.x, y: element.y, width: element.width, height: element.height };
  if (href !== undefined) {
    const preserveAspectRatio = element.fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet';
    return tag('image', { href, ...box, preserveAspectRatio });
  }
  if (!ctx.options.showPlaceholders || element.field === undefined) return '';
  return tag('rect', {
    ...box,
    fill: '#f1f5f9',
    stroke: '#94a3b8',
    'stroke-width': 0.2,
    'stroke-dasharray': '1 0.6',
  });
}

function renderShape(element: ShapeElement, ctx: Context): string {
  const stroke = element.stroke
    ? { stroke: ctx.color(element.stroke.color), 'stroke-width': element.stroke.widthMm }
    : {};
  if (element.shape === 'line') {
    const { x, y, width, height } = element;
    return tag('line', { x1: x, y1: y, x2: x + width, y2: y + height, ...stroke });
  }
  const fill = ctx.color(element.fill);
  if (element.shape === 'ellipse') {
    const rx = element.width / 2;
    const ry = element.height / 2;
    return tag('ellipse', { cx: element.x + rx, cy: element.y + ry, rx, ry, fill, ...stroke });
  }
  const radius = element.cornerRadiusMm;
  const box = { x: element.x, y: element.y, width: element.width, height: element.height };
  return tag('rect', { ...box, rx: radius, ry: radius, fill, ...stroke });
}

function trimMarks(width: number, height: number, bleed: number): string {
  const marks: string[] = [];
  const near = bleed;
  const far = bleed + TRIM_MARK_LENGTH_MM;
  for (const [cx, dx] of [
    [0, -1],
    [width, 1],
  ] as const) {
    for (const [cy, dy] of [
      [0, -1],
      [height, 1],
    ] as const) {
      marks.push(`M${num(cx + dx * near)} ${num(cy)}H${num(cx + dx * far)}`);
      marks.push(`M${num(cx)} ${num(cy + dy * near)}V${num(cy + dy * far)}`);
    }
  }
  return tag('path', { d: marks.join(''), fill: 'none', stroke: '#000', 'stroke-width': TRIM_MARK_WIDTH_MM });
}

/** The bleed area veiled and the trim (cut) line dashed: what the shopper will not get. */
function bleedGuide(width: number, height: number, bleed: number): string {
  const outer = `M${num(-bleed)} ${num(-bleed)}h${num(width + 2 * bleed)}v${num(height + 2 * bleed)}h${num(-(width + 2 * bleed))}Z`;
  const inner = `M0 0v${num(height)}h${num(width)}v${num(-height)}Z`;
  return [
    tag('path', { d: outer + inner, fill: 'rgba(255,255,255,0.55)', 'fill-rule': 'evenodd' }),
    tag('rect', {
      x: 0,
      y: 0,
      width,
      height,
      fill: 'none',
      stroke: '#db2777',
      'stroke-width': 0.15,
      'stroke-dasharray': '1 0.6',
    }),
  ].join('');
}

/** A complete standalone SVG of one page, sized in mm. Throws for an unknown page id (a caller bug). */
export function renderTemplateSvg(template: Template, values: FieldValues, options: RenderOptions): string {
  const page = template.pages.find((candidate) => candidate.id === options.page);
  if (!page) throw new RangeError(`Template has no page ${JSON.stringify(options.page)}`);
  const { width, height } = template.size;
  const bleed = template.bleed;
  const margin = options.showTrimMarks ? bleed + TRIM_MARK_LENGTH_MM : options.showBleed ? bleed : 0;
  const ctx: Context = { values, options, color: colorResolver(options) };

  const body: string[] = [];
  if (page.background !== undefined) {
    const box = { x: -bleed, y: -bleed, width: width + 2 * bleed, height: height + 2 * bleed };
    body.push(tag('rect', { ...box, fill: ctx.color(page.background) }));
  }
  for (const element of page.elements) {
    if (!isElementPrinted(element, values)) continue;
    if (element.type === 'text') body.push(renderText(element, ctx));
    else if (element.type === 'image') body.push(renderImage(element, ctx));
    else body.push(renderShape(element, ctx));
  }
  // A nested viewport clips the artwork to the bleed box, also when crop marks widen the canvas.
  const bleedBox = { x: -bleed, y: -bleed, width: width + 2 * bleed, height: height + 2 * bleed };
  const artwork = tag(
    'svg',
    { ...bleedBox, viewBox: `${num(-bleed)} ${num(-bleed)} ${num(bleedBox.width)} ${num(bleedBox.height)}` },
    body.join(''),
  );
  const guides = [
    options.showBleed ? bleedGuide(width, height, bleed) : '',
    options.showTrimMarks ? trimMarks(width, height, bleed) : '',
  ].join('');
  const full = { width: width + 2 * margin, height: height + 2 * margin };
  return tag(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      width: `${num(full.width)}mm`,
      height: `${num(full.height)}mm`,
      viewBox: `${num(-margin)} ${num(-margin)} ${num(full.width)} ${num(full.height)}`,
    },
    artwork + guides,
  );
}
