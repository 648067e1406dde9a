import { describeValue } from '../log.ts';
import type { Logger } from '../log.ts';
import type { FontSlot } from './types.ts';

export type FontFallback = 'sans-serif' | 'serif' | 'monospace';
export type FontDefinition = {
  family: string;
  fontsourcePackage: string;
  fallback: FontFallback;
  weights: readonly number[];
};

// Self-hosted from @fontsource so no font CDN is needed; the package name follows the
// fontsource convention (lowercase, spaces → hyphens).
const font = <const F extends string>(family: F, fallback: FontFallback) =>
  ({
    family,
    fontsourcePackage: `@fontsource/${family.toLowerCase().replaceAll(' ', '-')}`,
    fallback,
    weights: [400, 700],
  }) as const;

/** The 20 font families a theme may use (spec §9). */
export const FONT_REGISTRY = [
  font('Inter', 'sans-serif'),
  font('Roboto', 'sans-serif'),
  font('Poppins', 'sans-serif'),
  font('Montserrat', 'sans-serif'),
  font('Playfair Display', 'serif'),
  font('Roboto Mono', 'monospace'),
  font('Open Sans', 'sans-serif'),
  font('Lato', 'sans-serif'),
  font('Raleway', 'sans-serif'),
  font('Nunito', 'sans-serif'),
  font('Merriweather', 'serif'),
  font('Source Serif 4', 'serif'),
  font('Work Sans', 'sans-serif'),
  font('Oswald', 'sans-serif'),
  font('Lora', 'serif'),
  font('Fira Sans', 'sans-serif'),
  font('DM Sans', 'sans-serif'),
  font('IBM Plex Sans', 'sans-serif'),
  font('JetBrains Mono', 'monospace'),
  font('Libre Baskerville', 'serif'),
] as const satisfies readonly FontDefinition[];

export type FontFamily = (typeof FONT_REGISTRY)[number]['family'];

export const DEFAULT_FONTS: Readonly<Record<FontSlot, FontFamily>> = {
  sans: 'Inter',
  serif: 'Playfair Display',
  mono: 'Roboto Mono',
  display: 'Montserrat',
  body: 'Inter',
  light: 'Inter',
  bold: 'Inter',
};

/** Registry entry for a family name, matched case-insensitively. */
export function getFontDefinition(name: unknown): FontDefinition | undefined {
  if (typeof name !== 'string') return undefined;
  const wanted = name.trim().toLowerCase();
  return FONT_REGISTRY.find((entry) => entry.family.toLowerCase() === wanted);
}

/**
 * The registry family for a theme's font setting; an unknown or empty name is logged
 * (spec §8) and replaced by the slot's default.
 */
export function resolveFontFamily(name: unknown, log?: Logger, slot: FontSlot = 'body'): FontFamily {
  const found = getFontDefinition(name);
  if (found) return found.family as FontFamily;
  const fallback = DEFAULT_FONTS[slot];
  log?.warn(
    `Font family ${describeValue(name)} for slot "${slot}" is not in the registry; using ${fallback}`,
  );
  return fallback;
}

/** CSS font-family value, e.g. `'Playfair Display', serif`. Unknown names give the sans default. */
export function fontStack(family: string): string {
  const entry = getFontDefinition(family) ?? getFontDefinition(DEFAULT_FONTS.sans);
  return entry ? `'${entry.family}', ${entry.fallback}` : 'sans-serif';
}
