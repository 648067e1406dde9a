import type { FontFamily } from '../theme/fonts.ts';

// The print-design template model. Everything here is plain JSON (it is stored in the product's
// `template` jsonb column and sent to the browser), so no classes, dates or functions.
// Units: every length is in millimetres in the trim box's coordinate system (0,0 = top-left corner
// of the cut product; the bleed lies at negative coordinates and beyond width/height). Font sizes
// are in points because that is what print people specify.

/** Bump when the shape changes incompatibly, so stored templates can be migrated, not misread. */
export const TEMPLATE_VERSION = 1;

/**
 * A condition on other fields' values. Values are strings; they are compared trimmed, and a value
 * that is blank counts as empty (the same notion of empty as the shared `isEmptyValue`).
 * Kept deliberately small: four tests on one field, and `all` / `any` / `not` to combine them.
 */
export type Condition =
  | { field: string; equals: string }
  | { field: string; notEquals: string }
  | { field: string; empty: true }
  | { field: string; notEmpty: true }
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

/** The conditions every element may carry (spec §3 Form state: showWhen, hideWhen, optionalWhen). */
export type ElementConditions = {
  /** Printed (and its fields offered) only while this holds. */
  showWhen?: Condition;
  /** Not printed while this holds; wins over showWhen. */
  hideWhen?: Condition;
  /** Its bound field is not required while this holds. */
  optionalWhen?: Condition;
};

/** A box in mm. For a line, (x, y) is the start and (x + width, y + height) the end. */
export type Box = { x: number; y: number; width: number; height: number };

/** A colour: a theme token path (`colors.primary`, `applications.…`) or a CSS literal (#hex, rgb()). */
export type ColorValue = string;

export const TEXT_ALIGNMENTS = ['left', 'center', 'right'] as const;
export type TextAlign = (typeof TEXT_ALIGNMENTS)[number];

export type TextElement = Box &
  ElementConditions & {
    type: 'text';
    id: string;
    /** The product field this box shows. While it is empty the box prints nothing (so a static
     * label like `Tel. {phone}` never prints alone). */
    field?: string;
    /** Static text with `{fieldName}` placeholders; without it the box shows the field's value. */
    text?: string;
    /** A family of the font registry (theme/fonts.ts). */
    font: FontFamily;
    sizePt: number;
    bold?: boolean;
    color: ColorValue;
    align: TextAlign;
    maxLines: number;
    /** Line height as a multiple of the font size; default DEFAULT_LINE_HEIGHT. */
    lineHeight?: number;
  };

export const IMAGE_FITS = ['contain', 'cover'] as const;
export type ImageFit = (typeof IMAGE_FITS)[number];

export type ImageElement = Box &
  ElementConditions & {
    type: 'image';
    id: string;
    /** An upload (image) field whose value is the image URL … */
    field?: string;
    /** … or a fixed image (http(s) or data:image/* URL). Exactly one of the two. */
    src?: string;
    fit: ImageFit;
  };

export const SHAPE_KINDS = ['rect', 'ellipse', 'line'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];

export type Stroke = { color: ColorValue; widthMm: number };

export type ShapeElement = Box &
  ElementConditions & {
    type: 'shape';
    id: string;
    shape: ShapeKind;
    fill?: ColorValue;
    stroke?: Stroke;
    /** rect only. */
    cornerRadiusMm?: number;
  };

export type TemplateElement = TextElement | ImageElement | ShapeElement;
export type ElementType = TemplateElement['type'];

export type TemplatePage = {
  /** Stable id (`front`, `back`), used by the form's page state and the renderer's `page` option. */
  id: string;
  name: string;
  /** Tab/step title per language; the UI falls back to `name`. */
  label?: Record<string, string>;
  background?: ColorValue;
  /** Paint order: later elements lie on top. */
  elements: TemplateElement[];
};

export type Template = {
  version: typeof TEMPLATE_VERSION;
  /** Trim size (the cut product), e.g. 85 × 55 for a business card. */
  size: { width: number; height: number };
  /** Bleed on every side beyond the trim size. */
  bleed: number;
  pages: TemplatePage[];
};

/** Field values of a personalised item: field name → text (an upload field holds the image URL). */
export type FieldValues = Readonly<Record<string, string>>;

export const DEFAULT_LINE_HEIGHT = 1.2;
export const MM_PER_PT = 25.4 / 72;
export const MM_PER_INCH = 25.4;
