import {
  BORDER_WIDTH_THICK_PX,
  BORDER_WIDTH_THIN_PX,
  COLOR_FALLBACK,
  RADIUS_LIGHT_PX,
  RADIUS_STRONG_PX,
} from '../constants.ts';
import type { Logger } from '../log.ts';
import { fontStack, resolveFontFamily } from './fonts.ts';
import { pageTransitionCssVariables } from './page-transition.ts';
import { listColorPaths, resolveColor } from './resolve-color.ts';
import { themeRadiusPx, themeWidthPx } from './style-config.ts';
import { FONT_SLOTS } from './types.ts';
import type { Theme } from './types.ts';
import { colorPathToCssVariable } from './css-variable-name.ts';

export { colorPathToCssVariable };

const VARIABLE_NAME = /^--[A-Za-z0-9_-]+$/;
// Characters that could end the declaration, the rule or the <style> element the text lands in.
const UNSAFE_VALUE = /[<>;{}\\\r\n]/;

/**
 * Flat CSS custom properties for a theme: every colour leaf resolved, the font stacks
 * (`--font-<slot>`), `--radius`, `--border-width`, `--button-outline-width` in px, and the page
 * transition's `--page-transition-duration` (ms), `--page-transition-distance` (px) and
 * `--page-transition-opacity` (where the content's fade starts).
 */
export function themeToCssVariables(theme: Theme, log?: Logger): Record<string, string> {
  const vars: Record<string, string> = {};
  for (const path of listColorPaths(theme)) {
    const name = colorPathToCssVariable(path);
    if (name === undefined) {
      log?.warn(`Theme colour key ${JSON.stringify(path)} cannot be a CSS variable; skipped`);
      continue;
    }
    // First wins if two keys map to one name (e.g. `primaryLight` and `primary-light`).
    vars[name] ??= resolveColor(theme, path, log);
  }
  for (const slot of FONT_SLOTS) {
    vars[`--font-${slot}`] = fontStack(resolveFontFamily(theme.fonts?.[slot], log, slot));
  }
  vars['--radius'] = `${themeRadiusPx(theme, log)}px`;
  vars['--radius-light'] = `${RADIUS_LIGHT_PX}px`;
  vars['--radius-strong'] = `${RADIUS_STRONG_PX}px`;
  vars['--border-width'] = `${themeWidthPx(theme.border?.width, log)}px`;
  vars['--border-width-thin'] = `${BORDER_WIDTH_THIN_PX}px`;
  vars['--border-width-thick'] = `${BORDER_WIDTH_THICK_PX}px`;
  vars['--button-outline-width'] = `${themeWidthPx(theme.button?.outline, log)}px`;
  Object.assign(vars, pageTransitionCssVariables(theme.pageTransition ?? null));
  return vars;
}

/**
 * `:root{--a:b;…}` for an SSR <style> tag. Names that are not plain custom properties are
 * dropped, and values that could break out of the rule are replaced by COLOR_FALLBACK.
 */
export function cssVariablesToStyleText(vars: Readonly<Record<string, string>>): string {
  const declarations: string[] = [];
  for (const [name, value] of Object.entries(vars)) {
    if (!VARIABLE_NAME.test(name)) continue;
    const safe = typeof value === 'string' && !UNSAFE_VALUE.test(value) ? value : COLOR_FALLBACK;
    declarations.push(`${name}:${safe};`);
  }
  return `:root{${declarations.join('')}}`;
}
