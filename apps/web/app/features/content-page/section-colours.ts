import {
  DARK_TEXT_PATH,
  LIGHT_TEXT,
  pairedTextPath,
  prefersDarkText,
} from '@print/core/pages/section-text-colour';
import type { CSSProperties } from 'react';

// A section's background colour: a path into the theme's colour tree follows the theme (the CSS
// variable the shell writes for it, as every themed colour), a CSS colour is used as it is. The text
// over it takes the theme's paired text colour (`….background` → `….text`, `….light` → `….lightText`),
// or for a colour of its own dark or light text by the colour's brightness: the rule the publish check
// measures, in core (pages/section-text-colour.ts). The page reader checked each colour by the core
// rule (theme/style-values.ts); this only makes sure nothing but a colour lands in the style attribute. Neither that rule's module nor the theme's variable naming
// (theme/css-variables.ts) is imported: the shop's bundle keeps both with the print preview, 8.7 KB more
// for every CMS page. section-colours.test.ts holds the naming here to the theme's.

/** A #hex or rgb()/rgba() colour: nothing in it could end the declaration. */
const COLOUR_LITERAL = /^(?:#[0-9a-f]{3,8}|rgba?\([0-9.,%/\s]+\))$/i;
const SEGMENT = /^[A-Za-z0-9_-]+$/;
const isColorPath = (value: string) => /^(?:colors|applications)\./.test(value);
const isCssColorLiteral = (value: string) => COLOUR_LITERAL.test(value);

/** `colors.primary.lightText` → `--color-primary-light-text`, as the shell names the theme's variables. */
export function colorPathToCssVariable(path: string): string | undefined {
  const [group, ...rest] = path.split('.');
  const prefix = group === 'colors' ? '--color' : group === 'applications' ? '--app' : undefined;
  if (prefix === undefined || rest.length === 0 || !rest.every((segment) => SEGMENT.test(segment))) return;
  return [prefix, ...rest.map((s) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase())].join('-');
}

const DARK_TEXT = `var(${colorPathToCssVariable(DARK_TEXT_PATH)}, #1e293b)`;

/** Inline style for a section with this background ('' is none: the page's own). */
export function sectionColours(background: string): CSSProperties | undefined {
  if (isColorPath(background)) {
    const variable = colorPathToCssVariable(background);
    const text = colorPathToCssVariable(pairedTextPath(background));
    if (!variable) return undefined;
    return { background: `var(${variable})`, color: text ? `var(${text}, inherit)` : undefined };
  }
  if (!isCssColorLiteral(background)) return undefined;
  const dark = prefersDarkText(background);
  return { background, color: dark === null ? undefined : dark ? DARK_TEXT : LIGHT_TEXT };
}

/** A colour setting of a block (a hero's text) as CSS, or undefined for none or an unusable value. */
export function cssColour(value: string): string | undefined {
  if (isColorPath(value)) {
    const variable = colorPathToCssVariable(value);
    return variable ? `var(${variable})` : undefined;
  }
  return isCssColorLiteral(value) ? value : undefined;
}
