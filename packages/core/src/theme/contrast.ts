// Contrast of text over a background as WCAG 2.x measures it (relative luminance, ratio 1–21), for the
// colours the theme and the page builder accept (#hex with 3/4/6/8 digits, rgb()/rgba(); style-values.ts).

/** WCAG AA for body text: 4.5:1. */
export const WCAG_AA_TEXT_CONTRAST = 4.5;

export type Rgba = { r: number; g: number; b: number; a: number };

const HEX = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const RGB_CALL = /^rgba?\(([^()]*)\)$/i;

function channel(token: string, max: number): number | null {
  const percent = token.endsWith('%');
  const value = Number.parseFloat(token);
  if (!Number.isFinite(value) || !/^(?:\d+(?:\.\d*)?|\.\d+)%?$/.test(token)) return null;
  const scaled = percent ? (value / 100) * max : value;
  return scaled >= 0 && scaled <= max ? scaled : null;
}

/** A literal colour's channels (0–255) and alpha (0–1); null for anything else (a theme path, a name). */
export function parseColour(value: string): Rgba | null {
  const hex = HEX.exec(value.trim())?.[1];
  if (hex) {
    const full = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
    const [r, g, b, a = 255] = (full.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16));
    return { r: r!, g: g!, b: b!, a: a / 255 };
  }
  const body = RGB_CALL.exec(value.trim())?.[1]?.trim();
  if (!body) return null;
  const [main = '', alphaPart, ...extra] = body.includes(',') ? [body] : body.split('/');
  if (extra.length > 0) return null;
  const parts = main
    .trim()
    .split(main.includes(',') ? ',' : /\s+/)
    .map((part) => part.trim());
  const alphaToken = alphaPart?.trim() ?? (parts.length === 4 ? parts.pop() : undefined);
  if (parts.length !== 3) return null;
  const [r, g, b] = parts.map((part) => channel(part, 255));
  const a = alphaToken === undefined ? 1 : channel(alphaToken, 1);
  if (r == null || g == null || b == null || a == null) return null;
  return { r, g, b, a };
}

/** `top` painted over the opaque `bottom` (alpha compositing). */
export function over(top: Rgba, bottom: Rgba): Rgba {
  const mix = (a: number, b: number) => a * top.a + b * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

/** `share` (0–1) of `a` mixed into `b`, as CSS `color-mix(in srgb, a share, b)`. */
export function mixColours(a: Rgba, share: number, b: Rgba): Rgba {
  return over({ ...a, a: share }, b);
}

/** WCAG relative luminance of an opaque colour. */
export function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (value: number) => {
    const c = value / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/**
 * The contrast ratio (1–21) of text over a background; colours with alpha are painted over what lies
 * beneath (`backdrop`, default white: the background over it, then the text over that).
 */
export function contrastRatio(text: Rgba, background: Rgba, backdrop: Rgba = WHITE): number {
  const base = over(background, { ...backdrop, a: 1 });
  const ink = over(text, base);
  const [light, dark] = [relativeLuminance(ink), relativeLuminance(base)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

export const WHITE: Rgba = { r: 255, g: 255, b: 255, a: 1 };
const BLACK: Rgba = { r: 0, g: 0, b: 0, a: 1 };

/**
 * Whether a background is dark: white text reads better on it than black (painted over white when it
 * has alpha). False for what is not a literal colour.
 */
export function isDarkBackground(colour: string): boolean {
  const parsed = parseColour(colour);
  if (!parsed) return false;
  return contrastRatio(WHITE, parsed) > contrastRatio(BLACK, parsed);
}
