import { describeValue } from '../log.ts';
import type { Logger } from '../log.ts';
import { resolveColor } from './resolve-color.ts';
import {
  borderWidthPx,
  radiusPx,
  validateBorderWidth,
  validateRounded,
  validateStyleValue,
} from './style-values.ts';
import { THEME_RADII, THEME_WIDTHS } from './types.ts';
import type { BorderWidthOption, ResolvedStyle, Rounded, Theme, ThemeRadius, ThemeWidth } from './types.ts';

/** The spec §8 defaults used for missing values and for an invalid config. */
export const STYLE_DEFAULTS = {
  text: 'colors.body.text',
  background: 'colors.primary.background',
  border: 'colors.border.default',
  rounded: 'auto',
  width: 'auto',
} as const;

const COLOR_KEYS = ['text', 'background', 'border'] as const;

// Unset values arrive as undefined, null or '' from stored block settings.
const isUnset = (value: unknown): boolean => value === undefined || value === null || value === '';

/** The theme's radius in px; an unknown stored setting counts as `default`. */
export function themeRadiusPx(theme: Theme, log?: Logger): number {
  const value: unknown = theme.border?.radius;
  if ((THEME_RADII as readonly unknown[]).includes(value)) return radiusPx[value as ThemeRadius];
  log?.warn(`Theme border radius ${describeValue(value)} is invalid; using default`);
  return radiusPx.default;
}

/** A theme width setting (border.width or button.outline) in px; unknown counts as `off`. */
export function themeWidthPx(value: unknown, log?: Logger): number {
  if ((THEME_WIDTHS as readonly unknown[]).includes(value)) return borderWidthPx[value as ThemeWidth];
  log?.warn(`Theme width ${describeValue(value)} is invalid; using off`);
  return 0;
}

const roundedPx = (theme: Theme, rounded: Rounded, log?: Logger): number =>
  rounded === 'auto' ? themeRadiusPx(theme, log) : radiusPx[rounded];

const widthPx = (theme: Theme, width: BorderWidthOption, log?: Logger): number =>
  width === 'auto' ? themeWidthPx(theme.border?.width, log) : borderWidthPx[width];

function findInvalid(config: Record<string, unknown>): string | undefined {
  for (const key of COLOR_KEYS) {
    if (!isUnset(config[key]) && !validateStyleValue(config[key])) return key;
  }
  if (!isUnset(config['rounded']) && !validateRounded(config['rounded'])) return 'rounded';
  if (!isUnset(config['width']) && !validateBorderWidth(config['width'])) return 'width';
  return undefined;
}

/**
 * Resolves a block's style config against the theme. Any invalid value makes the whole config
 * invalid: it is logged and the spec §8 defaults are used (body text, primary background,
 * default border, radius and width from the theme).
 */
export function resolveStyleConfig(theme: Theme, config: unknown, log: Logger): ResolvedStyle {
  let source: Record<string, unknown> = {};
  if (typeof config === 'object' && config !== null && !Array.isArray(config)) {
    const invalid = findInvalid(config as Record<string, unknown>);
    if (invalid === undefined) source = config as Record<string, unknown>;
    else log.warn(`Invalid theme style config (${invalid}: ${describeValue(config)}); using defaults`);
  } else if (!isUnset(config)) {
    log.warn(`Invalid theme style config ${describeValue(config)}; using defaults`);
  }
  const pick = <K extends keyof typeof STYLE_DEFAULTS>(key: K): string =>
    isUnset(source[key]) ? STYLE_DEFAULTS[key] : String(source[key]);
  return {
    text: resolveColor(theme, pick('text'), log),
    background: resolveColor(theme, pick('background'), log),
    border: resolveColor(theme, pick('border'), log),
    radius: `${roundedPx(theme, pick('rounded') as Rounded, log)}px`,
    borderWidth: `${widthPx(theme, pick('width') as BorderWidthOption, log)}px`,
  };
}
