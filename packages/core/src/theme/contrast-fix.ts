import {
  clampChroma,
  converter,
  differenceEuclidean,
  formatHex,
  modeLrgb,
  modeOklab,
  modeOklch,
  modeRgb,
  useMode,
  type Oklch,
} from 'culori/fn';
import { type ContrastPair, pairColours } from './contrast-pairs.ts';
import { contrastRatio, over, parseColour, WHITE, type Rgba } from './contrast.ts';
import { colourChain } from './theme-rules.ts';
import type { Theme } from './types.ts';

// The one-click fix of a failing pair (issue 26): the colour nearest the original that passes, with the
// same hue. Computed in OKLCH (culori), where lightness is perceptual and hue stays put as lightness
// changes; chroma is reduced only where sRGB cannot show the colour at that lightness. Contrast is
// WCAG 2's (contrast.ts), measured on the #hex the theme will store, so rounding cannot make it fail.

// culori's tree-shakable entry: only the colour spaces used here.
useMode(modeRgb);
useMode(modeLrgb);
useMode(modeOklab);
useMode(modeOklch);
const toOklch = converter('oklch');
const distance = differenceEuclidean('oklab');

/** Halvings of the lightness range: far below what a #hex can tell apart. */
const SEARCH_STEPS = 20;

const toCulori = ({ r, g, b }: Rgba) => ({ mode: 'rgb' as const, r: r / 255, g: g / 255, b: b / 255 });

/** The #hex of the colour with `base`'s hue at lightness `l`, with as much of its chroma as sRGB holds. */
const hexAt = (base: Oklch, l: number): string => formatHex(clampChroma({ ...base, l }, 'oklch'));

/**
 * The nearest passing colour for an opaque `colour` against an opaque `against`, or null when no
 * lightness of that hue passes (a ratio above what black or white reach).
 */
function nearestPassing(colour: Rgba, against: Rgba, ratio: number): string | null {
  const passes = (hex: string) => contrastRatio(parseColour(hex)!, against) >= ratio;
  const original = toOklch(toCulori(colour));
  const start = Math.min(1, Math.max(0, original.l));
  const candidates: string[] = [];
  // Darker and lighter: on each side the passing lightnesses run from the far end (black, white) to a
  // boundary, because luminance grows with lightness. Bisect for the boundary, keeping the passing end.
  for (const end of [0, 1]) {
    if (!passes(hexAt(original, end))) continue;
    let [passing, failing] = [end, start];
    for (let step = 0; step < SEARCH_STEPS; step++) {
      const middle = (passing + failing) / 2;
      if (passes(hexAt(original, middle))) passing = middle;
      else failing = middle;
    }
    candidates.push(hexAt(original, passing));
  }
  const near = (hex: string) => distance(original, hex);
  return candidates.sort((a, b) => near(a) - near(b))[0] ?? null;
}

/**
 * The colour nearest `colour` (same OKLCH hue, lightness moved, chroma reduced only if needed) whose
 * contrast with `against` reaches `ratio`, as a #hex; `colour` itself when it passes already; null for
 * a colour that is not a #hex/rgb()/rgba() or a ratio no colour of that hue reaches. A colour with
 * alpha is taken as it shows over `against`, which is taken as it shows over white.
 */
export function nearestPassingColour(colour: string, against: string, ratio: number): string | null {
  const text = parseColour(colour);
  const background = parseColour(against);
  if (!text || !background) return null;
  const base = over(background, WHITE);
  if (contrastRatio(text, base) >= ratio) return colour;
  return nearestPassing(over(text, base), base, ratio);
}

/**
 * Which entry to change to fix a failing pair, and to what: the entry the pair's foreground takes its
 * colour from (the end of its link chain, so every follower keeps following it), set to the nearest
 * passing colour. Null when the pair passes, its chain is broken, or no colour of that hue passes.
 */
export function fixPair(theme: Theme, pair: ContrastPair): { path: string; colour: string } | null {
  const { chain, problem } = colourChain(theme, pair.text);
  if (problem !== null) return null;
  const { text, background } = pairColours(theme, pair);
  if (contrastRatio(text, background) >= pair.required) return null;
  const colour = nearestPassing(over(text, background), background, pair.required);
  return colour === null ? null : { path: chain.at(-1)!, colour };
}
