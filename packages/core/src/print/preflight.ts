import { fieldStates, isElementPrinted } from './conditions.ts';
import { isFilled, validateProductFieldValue, valueOf } from './product-field.ts';
import type { ProductField } from './product-field.ts';
import { measureTextLayout } from './text-layout.ts';
import { MM_PER_INCH } from './template-types.ts';
import type { FieldValues, ImageElement, Template } from './template-types.ts';

// The check before the content release (issue 4): every required field filled and valid, no text
// overflowing its box, uploads sharp enough for print. Errors block the release; warnings are shown
// and the shopper may go on (a low-resolution logo is their call, a cut-off phone number is not).

/** Below this an upload prints visibly soft; the print industry's usual minimum. */
export const MIN_PRINT_DPI = 300;

export type PreflightSeverity = 'error' | 'warning';

export type PreflightIssue = {
  severity: PreflightSeverity;
  /** Translation key (catalogue group shop, or the shared validation keys). */
  key: string;
  params?: Record<string, string>;
  field?: string;
  page?: string;
  elementId?: string;
};

/** Pixel size of an uploaded image, keyed by the upload field's name (the upload call reports it). */
export type ImageInfo = Readonly<Record<string, { widthPx: number; heightPx: number }>>;

export const PREFLIGHT_KEYS = {
  missingField: 'shop.preflightMissingField',
  textOverflow: 'shop.preflightTextOverflow',
  lowResolution: 'shop.preflightLowResolutionDpi',
} as const;

/**
 * The resolution an image gets when placed in the box: `contain` scales it to fit inside (the
 * tighter axis decides), `cover` scales it to fill the box (the looser axis decides and the rest
 * is cut off). dpi = pixels per inch of printed size.
 */
export function effectiveDpi(
  image: { widthPx: number; heightPx: number },
  box: { width: number; height: number; fit: ImageElement['fit'] },
): number {
  const perInchX = (image.widthPx * MM_PER_INCH) / Math.abs(box.width);
  const perInchY = (image.heightPx * MM_PER_INCH) / Math.abs(box.height);
  return box.fit === 'cover' ? Math.min(perInchX, perInchY) : Math.max(perInchX, perInchY);
}

const validSize = (info: { widthPx: number; heightPx: number } | undefined) =>
  info !== undefined &&
  Number.isFinite(info.widthPx) &&
  Number.isFinite(info.heightPx) &&
  info.widthPx > 0 &&
  info.heightPx > 0;

/** All issues, errors first; the order within a severity follows the fields and then the pages. */
export function preflight(
  template: Template,
  values: FieldValues,
  fields: readonly ProductField[],
  imageInfo: ImageInfo = {},
): PreflightIssue[] {
  const issues: PreflightIssue[] = [];
  const states = fieldStates(template, fields, values);
  for (const field of fields) {
    const state = states.get(field.name);
    if (!state?.shown) continue; // a hidden field is neither printed nor required
    if (state.required && !isFilled(values, field.name)) {
      issues.push({ severity: 'error', key: PREFLIGHT_KEYS.missingField, field: field.name });
      continue;
    }
    const invalid = validateProductFieldValue(field, valueOf(values, field.name), false);
    if (invalid) {
      issues.push({
        severity: 'error',
        key: invalid.key,
        field: field.name,
        ...(invalid.params ? { params: invalid.params } : {}),
      });
    }
  }
  for (const layout of measureTextLayout(template, values)) {
    if (!layout.overflows) continue;
    issues.push({
      severity: 'error',
      key: PREFLIGHT_KEYS.textOverflow,
      page: layout.page,
      elementId: layout.elementId,
      ...(layout.field !== undefined ? { field: layout.field } : {}),
    });
  }
  for (const page of template.pages) {
    for (const element of page.elements) {
      if (element.type !== 'image' || element.field === undefined) continue;
      if (!isFilled(values, element.field) || !isElementPrinted(element, values)) continue;
      const info = Object.hasOwn(imageInfo, element.field) ? imageInfo[element.field] : undefined;
      if (!info || !validSize(info)) continue; // unknown size: nothing to judge
      // The epsilon keeps an exact 300 dpi from flooring to 299 through floating-point noise.
      const dpi = Math.floor(effectiveDpi(info, element) + 1e-6);
      if (dpi >= MIN_PRINT_DPI) continue;
      issues.push({
        severity: 'warning',
        key: PREFLIGHT_KEYS.lowResolution,
        params: { dpi: String(dpi), minDpi: String(MIN_PRINT_DPI) },
        field: element.field,
        page: page.id,
        elementId: element.id,
      });
    }
  }
  return issues;
}

/** The release may go ahead when no issue is an error. */
export const preflightPassed = (issues: readonly PreflightIssue[]): boolean =>
  issues.every((issue) => issue.severity !== 'error');
