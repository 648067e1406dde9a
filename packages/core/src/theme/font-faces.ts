import type { Logger } from '../log.ts';
import { getFontDefinition, resolveFontFamily } from './fonts.ts';
import { FONT_SLOTS, type Theme } from './types.ts';

// The self-hosted font files (GET /fonts/:family/:file, from @fontsource) and the faces built from
// them: one place for the shop's theme CSS and the print preview, so both load the same files.

/** A registry font in one weight (normal style: templates and themes use no italics). */
export type FontFaceSpec = { family: string; weight: number };

/** Latin covers German and English; latin-ext adds the rest of Europe. Ranges as fontsource publishes them. */
export const FONT_SUBSETS = [
  {
    subset: 'latin',
    range:
      'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD',
  },
  {
    subset: 'latin-ext',
    range:
      'U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF',
  },
] as const;

/** `/fonts/inter/inter-latin-400-normal.woff2`: short, cacheable, independent of node_modules layout. */
export function fontFileUrl(fontsourcePackage: string, subset: string, weight: number): string {
  const name = fontsourcePackage.replace('@fontsource/', '');
  return `/fonts/${name}/${name}-${subset}-${weight}-normal.woff2`;
}

/** One face of one subset, as an @font-face rule or a FontFace takes it. */
export type FontFaceSource = { family: string; weight: number; url: string; unicodeRange: string };

/** The files of a registry font's face, a subset each; none for a family outside the registry. */
export function fontFaceSources({ family, weight }: FontFaceSpec): FontFaceSource[] {
  const definition = getFontDefinition(family);
  if (!definition) return [];
  return FONT_SUBSETS.map(({ subset, range }) => ({
    family: definition.family,
    weight,
    url: fontFileUrl(definition.fontsourcePackage, subset, weight),
    unicodeRange: range,
  }));
}

/** @font-face rules for these faces, served from our own /fonts route. */
export function fontFaceRules(faces: readonly FontFaceSpec[]): string {
  return faces
    .flatMap(fontFaceSources)
    .map(
      ({ family, weight, url, unicodeRange }) =>
        `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};` +
        `src:url(${url}) format('woff2');unicode-range:${unicodeRange};}`,
    )
    .join('\n');
}

/**
 * @font-face rules for exactly the families the theme uses (every weight): the server's <head> for the
 * published theme and the theme editor's preview frame for a draft build them alike.
 */
export function themeFontFaceCss(theme: Theme, log?: Logger): string {
  const families = new Set(FONT_SLOTS.map((slot) => resolveFontFamily(theme.fonts?.[slot], log, slot)));
  return fontFaceRules(
    [...families].flatMap((family) =>
      (getFontDefinition(family)?.weights ?? []).map((weight) => ({ family, weight })),
    ),
  );
}
