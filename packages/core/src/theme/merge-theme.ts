import { describeValue } from '../log.ts';
import type { Logger } from '../log.ts';
import { defaultTheme } from './default-theme.ts';
import { isColorLeaf } from './resolve-color.ts';
import { PAGE_TRANSITION_DEFAULTS } from './page-transition.ts';
import {
  FONT_SLOTS,
  PAGE_TRANSITION_DISTANCES,
  PAGE_TRANSITION_DURATIONS,
  THEME_RADII,
  THEME_WIDTHS,
} from './types.ts';
import type { ColorLeaf, ColorTree, PageTransition, Theme, ThemeFonts } from './types.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

// Keys that would reach Object.prototype when assigned on a plain object.
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

function cleanLeaf(leaf: Record<string, unknown>): ColorLeaf {
  const out: ColorLeaf = {};
  for (const key of ['color', 'label', 'linkedTo'] as const) {
    const value = leaf[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}

// A stored leaf replaces the default leaf whole: merging would mix a stored colour with a
// default link, and the link would win.
function mergeTree(base: ColorTree | undefined, stored: unknown): ColorTree {
  const out: ColorTree = {};
  for (const [key, value] of Object.entries(base ?? {})) out[key] = value;
  if (!isRecord(stored)) return out;
  for (const [key, value] of Object.entries(stored)) {
    if (UNSAFE_KEYS.has(key) || !isRecord(value)) continue;
    if (isColorLeaf(value)) {
      out[key] = cleanLeaf(value);
    } else {
      const current = out[key];
      out[key] = mergeTree(current && !isColorLeaf(current) ? current : undefined, value);
    }
  }
  return out;
}

function pickOption<T extends string>(
  options: readonly T[],
  value: unknown,
  fallback: T,
  what: string,
  log?: Logger,
): T {
  if (value === undefined) return fallback;
  if ((options as readonly unknown[]).includes(value)) return value as T;
  log?.warn(`Theme ${what} ${describeValue(value)} is invalid; using ${fallback}`);
  return fallback;
}

/**
 * The page transition: none when not stored (the default theme has none) or stored as null or false;
 * a stored object turns it on, each setting it leaves out or gets wrong taken from the defaults.
 */
function mergePageTransition(stored: unknown, log?: Logger): PageTransition | null {
  if (stored === undefined) return defaultTheme.pageTransition;
  if (stored === null || stored === false) return null;
  if (!isRecord(stored)) {
    log?.warn(`Theme pageTransition ${describeValue(stored)} is invalid; using none`);
    return null;
  }
  const fallback = PAGE_TRANSITION_DEFAULTS;
  const fadeIn = stored['fadeIn'];
  if (fadeIn !== undefined && typeof fadeIn !== 'boolean') {
    log?.warn(`Theme pageTransition.fadeIn ${describeValue(fadeIn)} is invalid; using ${fallback.fadeIn}`);
  }
  return {
    duration: pickOption(
      PAGE_TRANSITION_DURATIONS,
      stored['duration'],
      fallback.duration,
      'pageTransition.duration',
      log,
    ),
    distance: pickOption(
      PAGE_TRANSITION_DISTANCES,
      stored['distance'],
      fallback.distance,
      'pageTransition.distance',
      log,
    ),
    fadeIn: typeof fadeIn === 'boolean' ? fadeIn : fallback.fadeIn,
  };
}

/**
 * A complete theme from a stored (possibly partial or outdated) one: colour groups are merged
 * over the default theme, leaves replaced whole, invalid settings logged and defaulted.
 * Font names are kept as stored; they are checked against the registry where they are used.
 */
export function mergeThemeWithDefaults(stored: unknown, log?: Logger): Theme {
  const source = isRecord(stored) ? stored : {};
  const colors = isRecord(source['colors']) ? source['colors'] : {};
  const fonts: Record<string, unknown> = isRecord(source['fonts']) ? source['fonts'] : {};
  const border = isRecord(source['border']) ? source['border'] : {};
  const button = isRecord(source['button']) ? source['button'] : {};
  const mergedFonts = { ...defaultTheme.fonts } as ThemeFonts;
  for (const slot of FONT_SLOTS) {
    const value = fonts[slot];
    if (typeof value === 'string' && value.trim() !== '') mergedFonts[slot] = value;
  }
  return {
    colors: {
      colors: mergeTree(defaultTheme.colors.colors, colors['colors']),
      applications: mergeTree(defaultTheme.colors.applications, colors['applications']),
    },
    fonts: mergedFonts,
    border: {
      radius: pickOption(THEME_RADII, border['radius'], defaultTheme.border.radius, 'border.radius', log),
      width: pickOption(THEME_WIDTHS, border['width'], defaultTheme.border.width, 'border.width', log),
    },
    button: {
      outline: pickOption(
        THEME_WIDTHS,
        button['outline'],
        defaultTheme.button.outline,
        'button.outline',
        log,
      ),
    },
    pageTransition: mergePageTransition(source['pageTransition'], log),
  };
}
