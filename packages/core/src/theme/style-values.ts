import {
  BORDER_WIDTH_THICK_PX,
  BORDER_WIDTH_THIN_PX,
  RADIUS_LIGHT_PX,
  RADIUS_STRONG_PX,
} from '../constants.ts';
import { BORDER_WIDTH_OPTIONS, ROUNDED_OPTIONS } from './types.ts';
import type { BorderWidthOption, Rounded, ThemeRadius, ThemeWidth } from './types.ts';

const COLOR_PATH = /^(?:colors|applications)(?:\.[A-Za-z0-9_-]+)+$/;
const HEX_COLOR = /^#(?:[0-9a-f]{3}|[0-9a-f]{4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_CALL = /^rgba?\(([^()]*)\)$/i;
const NUMBER = /^(?:\d+(?:\.\d*)?|\.\d+)%?$/;

/** A dotted path into the theme's colour tree, e.g. `colors.primary.background`. */
export function isColorPath(value: unknown): boolean {
  return typeof value === 'string' && COLOR_PATH.test(value);
}

function inRange(token: string, max: number): boolean {
  if (!NUMBER.test(token)) return false;
  const isPercent = token.endsWith('%');
  const n = Number.parseFloat(token);
  return Number.isFinite(n) && n <= (isPercent ? 100 : max);
}

// Accepts both the comma syntax `rgb(1, 2, 3)` and the space syntax `rgb(1 2 3 / 50%)`,
// with an optional alpha for rgb and rgba alike, as CSS Color 4 does.
function isRgb(value: string): boolean {
  const body = RGB_CALL.exec(value)?.[1]?.trim();
  if (body === undefined || body === '') return false;
  let channels: string[];
  let alpha: string | undefined;
  if (body.includes(',')) {
    const parts = body.split(',').map((part) => part.trim());
    if (parts.length !== 3 && parts.length !== 4) return false;
    channels = parts.slice(0, 3);
    alpha = parts[3];
  } else {
    const [main = '', rest, ...extra] = body.split('/').map((part) => part.trim());
    if (extra.length > 0) return false;
    channels = main.split(/\s+/);
    if (channels.length !== 3) return false;
    alpha = rest;
  }
  if (!channels.every((channel) => inRange(channel, 255))) return false;
  return alpha === undefined || inRange(alpha, 1);
}

/** A literal CSS colour the product accepts: #hex (3/4/6/8 digits), rgb(…) or rgba(…). */
export function isCssColorLiteral(value: unknown): boolean {
  return typeof value === 'string' && (HEX_COLOR.test(value) || isRgb(value));
}

/** Spec §5: a style value is a colour path (colors./applications.), #hex, rgb or rgba. */
export function validateStyleValue(value: unknown): boolean {
  return isColorPath(value) || isCssColorLiteral(value);
}

export function validateRounded(value: unknown): value is Rounded {
  return typeof value === 'string' && (ROUNDED_OPTIONS as readonly string[]).includes(value);
}

export function validateBorderWidth(value: unknown): value is BorderWidthOption {
  return typeof value === 'string' && (BORDER_WIDTH_OPTIONS as readonly string[]).includes(value);
}

/** Border radius in px per theme setting; the theme's `default` is the light radius. */
export const radiusPx: Readonly<Record<ThemeRadius, number>> = {
  off: 0,
  light: RADIUS_LIGHT_PX,
  strong: RADIUS_STRONG_PX,
  default: RADIUS_LIGHT_PX,
};

/** Border (and button outline) width in px per theme setting. */
export const borderWidthPx: Readonly<Record<ThemeWidth, number>> = {
  off: 0,
  thin: BORDER_WIDTH_THIN_PX,
  thick: BORDER_WIDTH_THICK_PX,
};
