import { converter, formatHex, modeLrgb, modeOklab, modeOklch, modeRgb, useMode } from 'culori/fn';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fixPair, nearestPassingColour } from './contrast-fix.ts';
import { checkThemeContrast, CONTRAST_PAIRS } from './contrast-pairs.ts';
import { contrastRatio, parseColour } from './contrast.ts';
import { defaultTheme } from './default-theme.ts';
import { isCssColorLiteral } from './style-values.ts';
import { checkThemeConfig } from './theme-rules.ts';
import type { Theme } from './types.ts';

for (const mode of [modeRgb, modeLrgb, modeOklab, modeOklch]) useMode(mode);
const toOklch = converter('oklch');

const ratioOf = (text: string, background: string) =>
  contrastRatio(parseColour(text)!, parseColour(background)!);
const hex6 = fc.integer({ min: 0, max: 0xffffff }).map((n) => `#${n.toString(16).padStart(6, '0')}`);
// Black or white reaches 3 and 4.5 against every background, so a fix always exists.
const ratio = fc.constantFrom(3, 4.5);
const hueDistance = (a: number, b: number) => Math.abs(((a - b + 540) % 360) - 180);

describe('nearestPassingColour', () => {
  it('always passes the ratio, as a #hex the theme accepts', () => {
    fc.assert(
      fc.property(hex6, hex6, ratio, (colour, against, needed) => {
        const fixed = nearestPassingColour(colour, against, needed);
        expect(fixed).not.toBeNull();
        expect(isCssColorLiteral(fixed)).toBe(true);
        expect(ratioOf(fixed!, against)).toBeGreaterThanOrEqual(needed);
      }),
      { numRuns: 300 },
    );
  });

  it('keeps the hue within a few degrees when the colour is not nearly grey', () => {
    fc.assert(
      fc.property(hex6, hex6, ratio, (colour, against, needed) => {
        const before = toOklch(colour)!;
        const after = toOklch(nearestPassingColour(colour, against, needed)!)!;
        // Near black or white sRGB holds little chroma, and a #hex too few steps to keep the hue by.
        fc.pre(before.c >= 0.05 && after.c >= 0.06);
        expect(hueDistance(before.h!, after.h!)).toBeLessThanOrEqual(4);
      }),
      { numRuns: 300 },
    );
  });

  it('changes lightness no more than needed: no lighter or darker passing shade is nearer', () => {
    fc.assert(
      fc.property(hex6, hex6, ratio, (colour, against, needed) => {
        const fixed = nearestPassingColour(colour, against, needed)!;
        if (fixed === colour) return;
        const before = toOklch(colour)!;
        const movedBy = Math.abs(toOklch(fixed)!.l - before.l);
        // Any shade of the hue whose lightness is clearly nearer the original fails.
        for (let l = 0; l <= 1; l += 0.01) {
          if (Math.abs(l - before.l) >= movedBy - 0.01) continue;
          const shade = formatHex({ ...before, l, mode: 'oklch' });
          if (toOklch(shade)!.c < before.c - 0.02) continue; // out of sRGB: not the same colour
          expect(ratioOf(shade, against), shade).toBeLessThan(needed);
        }
      }),
      { numRuns: 100 },
    );
  });

  it('leaves a passing colour alone, and says when no colour can pass', () => {
    expect(nearestPassingColour('#1e293b', '#ffffff', 4.5)).toBe('#1e293b');
    expect(nearestPassingColour('rgba(0, 0, 0, 0.9)', '#fff', 4.5)).toBe('rgba(0, 0, 0, 0.9)');
    // Mid grey: neither black (4.7) nor white (4.5) reaches 7.
    expect(nearestPassingColour('#777777', '#777777', 7)).toBeNull();
    expect(nearestPassingColour('red', '#fff', 4.5)).toBeNull();
  });

  it('darkens a light green on white to a green that passes', () => {
    const fixed = nearestPassingColour('#16a34a', '#ffffff', 4.5)!;
    expect(ratioOf(fixed, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(ratioOf(fixed, '#ffffff')).toBeLessThan(4.7);
    expect(hueDistance(toOklch(fixed)!.h!, toOklch('#16a34a')!.h!)).toBeLessThan(2);
  });
});

/** The theme with the entry at `path` set to `colour`, as the editor applies a fix. */
function withColour(theme: Theme, path: string, colour: string): Theme {
  const next = structuredClone(theme) as Theme;
  const segments = path.split('.');
  let node = next.colors as unknown as Record<string, Record<string, unknown>>;
  for (const segment of segments.slice(0, -1))
    node = node[segment] as Record<string, Record<string, unknown>>;
  node[segments.at(-1)!] = { color: colour };
  return next;
}

describe('fixPair', () => {
  it('changes the entry the text takes its colour from, and the pair then passes', () => {
    const theme = withColour(defaultTheme, 'colors.primary.text', '#9db8f5');
    const failing = checkThemeContrast(theme).find((pair) => pair.id === 'button.primary')!;
    const fix = fixPair(theme, failing)!;
    // applications.button.primary.text links to colors.primary.text, which holds the colour.
    expect(fix.path).toBe('colors.primary.text');
    const fixed = withColour(theme, fix.path, fix.colour);
    expect(checkThemeContrast(fixed).map((pair) => pair.id)).not.toContain('button.primary');
    expect(checkThemeConfig(fixed).problems).toEqual([]);
  });

  it('fixes every failing pair of any theme the contrast check finds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CONTRAST_PAIRS.filter((pair) => pair.kind !== 'inactive')),
        hex6,
        (pair, colour) => {
          const theme = withColour(defaultTheme, pair.background, colour);
          const failing = checkThemeContrast(theme).find((measured) => measured.id === pair.id);
          if (!failing) return;
          const fix = fixPair(theme, failing)!;
          expect(fix).not.toBeNull();
          const fixed = withColour(theme, fix.path, fix.colour);
          const after = checkThemeContrast(fixed).find((measured) => measured.id === pair.id);
          expect(after).toBeUndefined();
        },
      ),
      { numRuns: 100 },
    );
  });

  it('has nothing to fix for a passing pair', () => {
    expect(
      fixPair(
        defaultTheme,
        CONTRAST_PAIRS.find((pair) => pair.id === 'page.text')!,
      ),
    ).toBeNull();
  });
});
