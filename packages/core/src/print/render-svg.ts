import { fontStack } from '../theme/fonts.ts';
import type { FontFamily } from '../theme/fonts.ts';
import { planTemplatePage, type PlanItem, type PlanStroke } from './page-plan.ts';
import { escapeXml, imageHref } from './svg-safety.ts';
import type { FieldValues, Template } from './template-types.ts';

export { measureTextLayout } from './text-layout.ts';
export type { TextLayout } from './text-layout.ts';

// Template + values → one standalone SVG string, drawn from the page plan (page-plan.ts) that the
// server's print PDF draws too. Pure string building (no DOM). Everything that comes from
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
export const TRIM_MARK_WIDTH_MM = 0.25 * (25.4 / 72);

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

const strokeAttrs = (stroke: PlanStroke | undefined): Attrs =>
  stroke ? { stroke: stroke.color, 'stroke-width': stroke.widthMm } : {};

function renderText(item: Extract<PlanItem, { kind: 'text' }>, options: RenderOptions): string {
  const anchor = { left: 'start', center: 'middle', right: 'end' }[item.align];
  const spans = item.lines
    .map((line) => tag('tspan', { x: item.x, y: line.baseline }, escapeXml(line.text)))
    .join('');
  const family = options.fontFamilyCss?.(item.font) ?? fontStack(item.font);
  return tag(
    'text',
    {
      'font-family': family,
      'font-size': item.sizeMm,
      'font-weight': item.bold ? 700 : undefined,
      fill: item.color,
      'text-anchor': anchor,
    },
    spans,
  );
}

function renderImage(item: Extract<PlanItem, { kind: 'image' }>, options: RenderOptions): string {
  const href = item.source === '' ? undefined : imageHref(item.source, options.imageBaseUrl);
  const box = { x: item.x, y: item.y, width: item.width, height: item.height };
  if (href !== undefined) {
    const preserveAspectRatio = item.fit === 'cover' ? 'xMidYMid slice' : 'xMidYMid meet';
    return tag('image', { href, ...box, preserveAspectRatio });
  }
  if (!options.showPlaceholders || !item.fromField) return '';
  return tag('rect', {
    ...box,
    fill: '#f1f5f9',
    stroke: '#94a3b8',
    'stroke-width': 0.2,
    'stroke-dasharray': '1 0.6',
  });
}

function renderItem(item: PlanItem, options: RenderOptions): string {
  switch (item.kind) {
    case 'text':
      return renderText(item, options);
    case 'image':
      return renderImage(item, options);
    case 'line':
      return tag('line', { x1: item.x1, y1: item.y1, x2: item.x2, y2: item.y2, ...strokeAttrs(item.stroke) });
    case 'ellipse':
      return tag('ellipse', {
        cx: item.cx,
        cy: item.cy,
        rx: item.rx,
        ry: item.ry,
        fill: item.fill,
        ...strokeAttrs(item.stroke),
      });
    case 'rect': {
      const box = { x: item.x, y: item.y, width: item.width, height: item.height };
      return tag('rect', {
        ...box,
        rx: item.radius,
        ry: item.radius,
        fill: item.fill,
        ...strokeAttrs(item.stroke),
      });
    }
  }
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
  const plan = planTemplatePage(template, values, options);
  const { width, height, bleed } = plan;
  const margin = options.showTrimMarks ? bleed + TRIM_MARK_LENGTH_MM : options.showBleed ? bleed : 0;

  const body: string[] = [];
  // A nested viewport clips the artwork to the bleed box, also when crop marks widen the canvas.
  const bleedBox = { x: -bleed, y: -bleed, width: width + 2 * bleed, height: height + 2 * bleed };
  if (plan.background !== undefined) body.push(tag('rect', { ...bleedBox, fill: plan.background }));
  for (const item of plan.items) body.push(renderItem(item, options));
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
