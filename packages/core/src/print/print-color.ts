// A plan colour (page-plan.ts: a CSS literal the theme checks allow, or `none`) as the channels a PDF
// writer needs. Only the literal forms isCssColorLiteral accepts are read: #hex and rgb()/rgba().

/** Channels 0–1 and opacity 0–1. */
export type RgbaColor = { r: number; g: number; b: number; alpha: number };

const clamp = (value: number) => Math.min(1, Math.max(0, value));

function channel(token: string, max: number): number {
  const value = Number.parseFloat(token);
  if (!Number.isFinite(value)) return 0;
  return clamp(token.endsWith('%') ? value / 100 : value / max);
}

function fromHex(hex: string): RgbaColor | null {
  const digits = hex.length <= 4 ? [...hex].map((digit) => digit + digit).join('') : hex;
  const pairs = digits.match(/../g)?.map((pair) => Number.parseInt(pair, 16) / 255);
  if (!pairs || pairs.some((value) => Number.isNaN(value))) return null;
  const [r = 0, g = 0, b = 0, alpha = 1] = pairs;
  return { r, g, b, alpha };
}

function fromRgb(body: string): RgbaColor | null {
  const [main = '', slashAlpha] = body.split('/').map((part) => part.trim());
  const parts = main.includes(',') ? main.split(',').map((part) => part.trim()) : main.split(/\s+/);
  if (parts.length < 3) return null;
  const [r = '', g = '', b = '', commaAlpha] = parts;
  const alpha = slashAlpha ?? commaAlpha;
  return {
    r: channel(r, 255),
    g: channel(g, 255),
    b: channel(b, 255),
    alpha: alpha === undefined ? 1 : channel(alpha, 1),
  };
}

/** The colour's channels, or null for `none` (nothing is painted) and anything unreadable. */
export function parsePlanColor(value: string): RgbaColor | null {
  const text = value.trim();
  const hex = /^#([0-9a-f]{3,8})$/i.exec(text)?.[1];
  if (hex !== undefined) return fromHex(hex);
  const rgb = /^rgba?\(([^()]*)\)$/i.exec(text)?.[1];
  if (rgb !== undefined) return fromRgb(rgb);
  return null;
}
