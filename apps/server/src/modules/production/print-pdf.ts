import { planTemplatePage, type PagePlan, type PlanItem, type PlanStroke } from '@print/core/print/page-plan';
import { parsePlanColor } from '@print/core/print/print-color';
import { TRIM_MARK_LENGTH_MM, TRIM_MARK_WIDTH_MM } from '@print/core/print/render-svg';
import type { FieldValues, Template } from '@print/core/print/template-types';
import {
  clip,
  endPath,
  PDFDocument,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  type PDFImage,
  type PDFPage,
} from 'pdf-lib';
import { documentFonts } from './print-fonts.ts';

// The print-ready PDF of one personalised item: one PDF page per template page, drawn from the same
// page plan as the live preview (@print/core print/page-plan.ts), so lines break and sit where the
// shopper saw them. The page is the trim size plus bleed plus room for the crop marks, with TrimBox and
// BleedBox set for the print shop's imposition software.

export const PT_PER_MM = 72 / 25.4;

/** A picture to place: PNG or JPEG bytes (the loader converts anything else), or null if unavailable. */
export type PrintImage = { format: 'png' | 'jpg'; bytes: Uint8Array };
export type ImageLoader = (source: string) => Promise<PrintImage | null>;

/** A render that cannot succeed as the item stands; `reason` is a translation key shown to the admin. */
export class PrintRenderError extends Error {
  readonly reason: string;
  constructor(reason: string) {
    super(reason);
    this.reason = reason;
    this.name = 'PrintRenderError';
  }
}

export type PrintPdfOptions = {
  resolveColor: (token: string) => string;
  loadImage: ImageLoader;
  title: string;
  /** What the file is for the printer's job info: the product with its variant as ordered. */
  subject?: string;
  /** The line's article and variant codes, so a prepress tool can file it by them. */
  keywords?: string[];
};

/** The trim box's top-left corner on the page, and the mm → pt mapping of the plan's coordinates. */
type Frame = { page: PDFPage; originX: number; originY: number };
const px = (frame: Frame, xMm: number) => frame.originX + xMm * PT_PER_MM;
const py = (frame: Frame, yMm: number) => frame.originY - yMm * PT_PER_MM;

const colorOf = (value: string) => {
  const parsed = parsePlanColor(value);
  return parsed && parsed.alpha > 0
    ? { color: rgb(parsed.r, parsed.g, parsed.b), opacity: parsed.alpha }
    : null;
};

/** Fill and stroke of a path drawn in plan (mm) coordinates. */
function drawPath(frame: Frame, path: string, fill: string, stroke: PlanStroke | undefined) {
  const fillColor = colorOf(fill);
  const strokeColor = stroke && stroke.widthMm > 0 ? colorOf(stroke.color) : null;
  if (!fillColor && !strokeColor) return;
  frame.page.drawSvgPath(path, {
    x: frame.originX,
    y: frame.originY,
    scale: PT_PER_MM,
    ...(fillColor ? { color: fillColor.color, opacity: fillColor.opacity } : {}),
    ...(strokeColor
      ? { borderColor: strokeColor.color, borderOpacity: strokeColor.opacity, borderWidth: stroke!.widthMm }
      : {}),
  });
}

const n = (value: number) => String(Math.round(value * 1000) / 1000);

function rectPath(x: number, y: number, width: number, height: number, radius = 0): string {
  const r = Math.max(0, Math.min(radius, width / 2, height / 2));
  if (r === 0) return `M${n(x)} ${n(y)}H${n(x + width)}V${n(y + height)}H${n(x)}Z`;
  const arc = (toX: number, toY: number) => `A${n(r)} ${n(r)} 0 0 1 ${n(toX)} ${n(toY)}`;
  return [
    `M${n(x + r)} ${n(y)}H${n(x + width - r)}`,
    arc(x + width, y + r),
    `V${n(y + height - r)}`,
    arc(x + width - r, y + height),
    `H${n(x + r)}`,
    arc(x, y + height - r),
    `V${n(y + r)}`,
    arc(x + r, y),
    'Z',
  ].join('');
}

/** Clips what `draw` paints to a box given in mm. */
async function clipped(
  frame: Frame,
  box: { x: number; y: number; width: number; height: number },
  draw: () => void | Promise<void>,
) {
  frame.page.pushOperators(
    pushGraphicsState(),
    rectangle(px(frame, box.x), py(frame, box.y + box.height), box.width * PT_PER_MM, box.height * PT_PER_MM),
    clip(),
    endPath(),
  );
  await draw();
  frame.page.pushOperators(popGraphicsState());
}

type Fonts = ReturnType<typeof documentFonts>;

async function drawText(frame: Frame, item: Extract<PlanItem, { kind: 'text' }>, fonts: Fonts) {
  const color = colorOf(item.color);
  if (!color) return;
  const size = item.sizeMm * PT_PER_MM;
  for (const line of item.lines) {
    const runs = await fonts.runs(line.text, item.font, item.bold);
    const widths = runs.map((run) => run.font.widthOfTextAtSize(run.text, size));
    const total = widths.reduce((sum, width) => sum + width, 0);
    const anchor = px(frame, item.x);
    let x = item.align === 'left' ? anchor : item.align === 'center' ? anchor - total / 2 : anchor - total;
    runs.forEach((run, i) => {
      frame.page.drawText(run.text, { x, y: py(frame, line.baseline), size, font: run.font, ...color });
      x += widths[i] ?? 0;
    });
  }
}

/** The picture scaled into its box as the preview does: `contain` fits it inside, `cover` fills and is cut. */
function drawImage(frame: Frame, item: Extract<PlanItem, { kind: 'image' }>, image: PDFImage) {
  const scaleX = item.width / image.width;
  const scaleY = item.height / image.height;
  const scale = item.fit === 'cover' ? Math.max(scaleX, scaleY) : Math.min(scaleX, scaleY);
  const width = image.width * scale;
  const height = image.height * scale;
  const x = item.x + (item.width - width) / 2;
  const y = item.y + (item.height - height) / 2;
  return clipped(frame, item, () =>
    frame.page.drawImage(image, {
      x: px(frame, x),
      y: py(frame, y + height),
      width: width * PT_PER_MM,
      height: height * PT_PER_MM,
    }),
  );
}

async function drawItem(
  frame: Frame,
  item: PlanItem,
  fonts: Fonts,
  image: (source: string) => Promise<PDFImage>,
) {
  switch (item.kind) {
    case 'rect':
      return drawPath(
        frame,
        rectPath(item.x, item.y, item.width, item.height, item.radius),
        item.fill,
        item.stroke,
      );
    case 'ellipse': {
      const { cx, cy, rx, ry } = item;
      const arc = (toX: number) => `A${n(rx)} ${n(ry)} 0 1 0 ${n(toX)} ${n(cy)}`;
      return drawPath(
        frame,
        `M${n(cx - rx)} ${n(cy)}${arc(cx + rx)}${arc(cx - rx)}Z`,
        item.fill,
        item.stroke,
      );
    }
    case 'line':
      return drawPath(frame, `M${n(item.x1)} ${n(item.y1)}L${n(item.x2)} ${n(item.y2)}`, 'none', item.stroke);
    case 'text':
      return drawText(frame, item, fonts);
    case 'image':
      // An empty upload slot prints nothing (preflight has judged whether it may stay empty).
      if (item.source === '') return;
      return drawImage(frame, item, await image(item.source));
  }
}

/** Crop marks at the four corners, from the bleed edge outwards (as the SVG's trim marks). */
function cropMarks(frame: Frame, plan: PagePlan) {
  const marks: string[] = [];
  const far = plan.bleed + TRIM_MARK_LENGTH_MM;
  for (const [cx, dx] of [
    [0, -1],
    [plan.width, 1],
  ] as const) {
    for (const [cy, dy] of [
      [0, -1],
      [plan.height, 1],
    ] as const) {
      marks.push(`M${n(cx + dx * plan.bleed)} ${n(cy)}H${n(cx + dx * far)}`);
      marks.push(`M${n(cx)} ${n(cy + dy * plan.bleed)}V${n(cy + dy * far)}`);
    }
  }
  frame.page.drawSvgPath(marks.join(''), {
    x: frame.originX,
    y: frame.originY,
    scale: PT_PER_MM,
    borderColor: rgb(0, 0, 0),
    borderWidth: TRIM_MARK_WIDTH_MM,
  });
}

/** The PDF bytes of every page of the template with these values. */
export async function renderPrintPdf(
  template: Template,
  values: FieldValues,
  options: PrintPdfOptions,
): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(options.title);
  if (options.subject) pdf.setSubject(options.subject);
  if (options.keywords?.length) pdf.setKeywords(options.keywords);
  pdf.setProducer('print shop');
  pdf.setCreator('print shop');
  const fonts = documentFonts(pdf);
  const images = new Map<string, Promise<PDFImage>>();
  const image = (source: string) => {
    let embedded = images.get(source);
    if (!embedded) {
      embedded = options.loadImage(source).then((loaded) => {
        if (!loaded) throw new PrintRenderError('admin.printFileImageMissing');
        return loaded.format === 'png' ? pdf.embedPng(loaded.bytes) : pdf.embedJpg(loaded.bytes);
      });
      images.set(source, embedded);
    }
    return embedded;
  };

  for (const { id } of template.pages) {
    const plan = planTemplatePage(template, values, { page: id, resolveColor: options.resolveColor });
    const margin = plan.bleed + TRIM_MARK_LENGTH_MM;
    const pt = (mm: number) => mm * PT_PER_MM;
    const page = pdf.addPage([pt(plan.width + 2 * margin), pt(plan.height + 2 * margin)]);
    page.setTrimBox(pt(margin), pt(margin), pt(plan.width), pt(plan.height));
    page.setBleedBox(
      pt(margin - plan.bleed),
      pt(margin - plan.bleed),
      pt(plan.width + 2 * plan.bleed),
      pt(plan.height + 2 * plan.bleed),
    );
    const frame: Frame = { page, originX: pt(margin), originY: pt(margin + plan.height) };
    const bleedBox = {
      x: -plan.bleed,
      y: -plan.bleed,
      width: plan.width + 2 * plan.bleed,
      height: plan.height + 2 * plan.bleed,
    };
    // The artwork ends at the bleed edge, however far an element reaches; the marks lie outside it.
    await clipped(frame, bleedBox, async () => {
      if (plan.background !== undefined) {
        const { x, y, width, height } = bleedBox;
        drawPath(frame, rectPath(x, y, width, height), plan.background, undefined);
      }
      for (const item of plan.items) await drawItem(frame, item, fonts, image);
    });
    cropMarks(frame, plan);
  }
  return pdf.save();
}
