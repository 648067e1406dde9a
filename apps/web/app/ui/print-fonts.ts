import { templateFontFaces } from '@print/core/print/template-fonts';
import type { Template } from '@print/core/print/template';
import { fontFaceSources, type FontFaceSource } from '@print/core/theme/font-faces';

// The print preview draws a template's text in its own fonts, which the shop's theme need not use
// (the Flyer A6 headline is Montserrat bold whatever the theme's fonts are). The print PDF embeds
// exactly the faces templateFontFaces names; the preview adds the same faces to the page's fonts, so
// what is printed looks as previewed.

/** The font files the preview of `template` uses: each face of the template, a subset each. */
export function previewFontSources(template: Template): FontFaceSource[] {
  return templateFontFaces(template).flatMap(fontFaceSources);
}

// Once per page: the same face of several previews (or a re-render) is added once.
const added = new Set<string>();

/** Adds the template's faces to the document's fonts; the browser loads each subset when text needs it. */
export function addPreviewFonts(template: Template, fonts: FontFaceSet = document.fonts): void {
  if (typeof FontFace === 'undefined') return;
  for (const source of previewFontSources(template)) {
    if (added.has(source.url)) continue;
    added.add(source.url);
    fonts.add(
      new FontFace(source.family, `url(${source.url}) format('woff2')`, {
        weight: String(source.weight),
        style: 'normal',
        display: 'swap',
        unicodeRange: source.unicodeRange,
      }),
    );
  }
}
