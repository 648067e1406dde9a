import { colorPathToCssVariable } from '@print/core/theme/css-variable-name';
import { defaultTheme } from '@print/core/theme/default-theme';
import { resolveColor } from '@print/core/theme/resolve-color';
import { isCssColorLiteral } from '@print/core/theme/style-values';

/**
 * The renderer's colour resolver in the browser: a theme token (`colors.primary.background`) is read
 * from the tenant theme's CSS custom property (`--color-primary-background`, written by the shell
 * from the tenant theme), so the preview shows the tenant's colours. A token the page does not
 * define (or no DOM, e.g. on the server) resolves against the default theme, which gives the spec's
 * fallback colour for unknown tokens.
 */
export function themeColorResolver(
  readVariable: ((name: string) => string) | null,
): (token: string) => string {
  const cache = new Map<string, string>();
  return (token) => {
    const known = cache.get(token);
    if (known !== undefined) return known;
    const name = colorPathToCssVariable(token);
    const fromPage = name && readVariable ? readVariable(name).trim() : '';
    const color = isCssColorLiteral(fromPage) ? fromPage : resolveColor(defaultTheme, token);
    cache.set(token, color);
    return color;
  };
}

/** Reads custom properties of the document root, or null where there is no document. */
export function documentVariableReader(): ((name: string) => string) | null {
  if (typeof document === 'undefined' || typeof getComputedStyle === 'undefined') return null;
  const style = getComputedStyle(document.documentElement);
  return (name) => style.getPropertyValue(name);
}
