// Which text colour a page section's background gets (issue 25): the shop's renderer draws it so
// (apps/web section-colours.ts) and the publish check measures its contrast (publish-check-contrast.ts).
// No imports: the shop's bundle takes this with every CMS page.

/**
 * The theme's text colour paired with a background colour path: `….background` → `….text`, any other
 * `….x` → `….xText` (`colors.primary.light` → `colors.primary.lightText`).
 */
export function pairedTextPath(path: string): string {
  const segments = path.split('.');
  const last = segments.pop() ?? '';
  return [...segments, last === 'background' ? 'text' : `${last}Text`].join('.');
}

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})(?:[0-9a-f]{1,2})?$/i;

/**
 * For a background colour of the page's own (#RGB or #RRGGBB, alpha ignored): true for dark text (a
 * light colour, brightness over 0.55), false for white; null for other forms (the text keeps the page's).
 */
export function prefersDarkText(colour: string): boolean | null {
  const digits = HEX.exec(colour)?.[1];
  if (!digits) return null;
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits;
  const [r, g, b] = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16) / 255);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! > 0.55;
}

/** The text over a light colour of the page's own: the theme's body text. */
export const DARK_TEXT_PATH = 'colors.body.text';
/** The text over a dark colour of the page's own. */
export const LIGHT_TEXT = '#ffffff';
