import { COLOR_FALLBACK } from '../constants.ts';
import type { FontFamily } from '../theme/fonts.ts';
import { isColorPath, isCssColorLiteral } from '../theme/style-values.ts';
import { isElementPrinted } from './conditions.ts';
import { elementText } from './element-fields.ts';
import { valueOf } from './product-field.ts';
import { layoutTextBlock } from './text-layout.ts';
import type {
  FieldValues,
  ImageElement,
  ImageFit,
  ShapeElement,
  Template,
  TextAlign,
  TextElement,
} from './template-types.ts';

// The one layout of a template page: what is drawn where, in mm in the trim box's coordinates, with
// colours resolved and text broken into positioned lines. The live preview (render-svg.ts) and the
// server's print PDF both draw this plan, so the PDF shows the same lines at the same places as the
// preview the shopper approved.

/** Typical ascent of the registry fonts, as a share of the font size (first baseline placement). */
export const TEXT_ASCENT = 0.8;

/** A CSS colour literal (#hex, rgb()) or `none`. */
export type PlanColor = string;
export type PlanStroke = { color: PlanColor; widthMm: number };

export type PlanItem =
  | {
      kind: 'rect';
      x: number;
      y: number;
      width: number;
      height: number;
      radius?: number;
      fill: PlanColor;
      stroke?: PlanStroke;
    }
  | { kind: 'ellipse'; cx: number; cy: number; rx: number; ry: number; fill: PlanColor; stroke?: PlanStroke }
  | { kind: 'line'; x1: number; y1: number; x2: number; y2: number; stroke?: PlanStroke }
  | {
      kind: 'text';
      elementId: string;
      font: FontFamily;
      bold: boolean;
      sizeMm: number;
      color: PlanColor;
      align: TextAlign;
      /** Where every line is anchored: its left end, centre or right end per `align`. */
      x: number;
      lines: { text: string; baseline: number }[];
    }
  | {
      kind: 'image';
      elementId: string;
      /** The value or fixed source as given (an upload path, a URL): each renderer decides what it may load. */
      source: string;
      /** Bound to a field (an upload slot) rather than a fixed picture. */
      fromField: boolean;
      x: number;
      y: number;
      width: number;
      height: number;
      fit: ImageFit;
    };

export type PagePlan = {
  /** Trim size in mm. */
  width: number;
  height: number;
  bleed: number;
  /** Fills the bleed box, under everything else. */
  background?: PlanColor;
  /** In paint order. */
  items: PlanItem[];
};

export type PlanOptions = {
  page: string;
  /** A theme token path (`colors.primary`) → CSS colour; usually core's resolveColor with the tenant theme. */
  resolveColor: (token: string) => string;
};

type Color = (value: string | undefined) => PlanColor;

/** A template colour as a CSS colour; whatever the resolver returns must still be a colour literal. */
function colorResolver(resolveColor: (token: string) => string): Color {
  return (value) => {
    if (value === undefined) return 'none';
    const resolved = isColorPath(value) ? resolveColor(value) : value;
    return isCssColorLiteral(resolved) ? resolved : COLOR_FALLBACK;
  };
}

function planText(element: TextElement, values: FieldValues, color: Color): PlanItem | null {
  const layout = layoutTextBlock(element, elementText(element, values));
  if (layout.lines.length === 0) return null;
  const x = { left: element.x, center: element.x + element.width / 2, right: element.x + element.width }[
    element.align
  ];
  const firstBaseline = element.y + (layout.lineHeightMm - layout.sizeMm) / 2 + TEXT_ASCENT * layout.sizeMm;
  return {
    kind: 'text',
    elementId: element.id,
    font: element.font,
    bold: element.bold === true,
    sizeMm: layout.sizeMm,
    color: color(element.color),
    align: element.align,
    x,
    lines: layout.lines.map((text, i) => ({ text, baseline: firstBaseline + i * layout.lineHeightMm })),
  };
}

function planImage(element: ImageElement, values: FieldValues): PlanItem {
  const source = element.field !== undefined ? valueOf(values, element.field) : (element.src ?? '');
  const { x, y, width, height } = element;
  return {
    kind: 'image',
    elementId: element.id,
    source: source.trim(),
    fromField: element.field !== undefined,
    x,
    y,
    width,
    height,
    fit: element.fit,
  };
}

function planShape(element: ShapeElement, color: Color): PlanItem {
  const stroke = element.stroke
    ? { stroke: { color: color(element.stroke.color), widthMm: element.stroke.widthMm } }
    : {};
  const { x, y, width, height } = element;
  if (element.shape === 'line')
    return { kind: 'line', x1: x, y1: y, x2: x + width, y2: y + height, ...stroke };
  const fill = color(element.fill);
  if (element.shape === 'ellipse') {
    const rx = width / 2;
    const ry = height / 2;
    return { kind: 'ellipse', cx: x + rx, cy: y + ry, rx, ry, fill, ...stroke };
  }
  const radius = element.cornerRadiusMm;
  return { kind: 'rect', x, y, width, height, ...(radius !== undefined ? { radius } : {}), fill, ...stroke };
}

/** The plan of one page. Throws for an unknown page id (a caller bug). */
export function planTemplatePage(template: Template, values: FieldValues, options: PlanOptions): PagePlan {
  const page = template.pages.find((candidate) => candidate.id === options.page);
  if (!page) throw new RangeError(`Template has no page ${JSON.stringify(options.page)}`);
  const color = colorResolver(options.resolveColor);
  const items: PlanItem[] = [];
  for (const element of page.elements) {
    if (!isElementPrinted(element, values)) continue;
    if (element.type === 'text') {
      const text = planText(element, values, color);
      if (text) items.push(text);
    } else if (element.type === 'image') items.push(planImage(element, values));
    else items.push(planShape(element, color));
  }
  return {
    width: template.size.width,
    height: template.size.height,
    bleed: template.bleed,
    ...(page.background !== undefined ? { background: color(page.background) } : {}),
    items,
  };
}
