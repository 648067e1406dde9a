import { FLYER_A6_TEMPLATE, SAMPLE_TEMPLATES } from '@print/core/print/sample-templates';
import { templateFontFaces } from '@print/core/print/template-fonts';
import { describe, expect, it } from 'vitest';
import { addPreviewFonts, previewFontSources } from './print-fonts.ts';

class FakeFontFace {
  family: string;
  source: string;
  descriptors: FontFaceDescriptors;
  constructor(family: string, source: string, descriptors: FontFaceDescriptors) {
    this.family = family;
    this.source = source;
    this.descriptors = descriptors;
  }
}

describe('the print preview’s fonts', () => {
  it('are the faces of the template (what the print PDF embeds), for every sample template', () => {
    for (const { template } of Object.values(SAMPLE_TEMPLATES)) {
      const loaded = new Set(
        previewFontSources(template).map((source) => `${source.family}/${source.weight}`),
      );
      expect([...loaded].sort()).toEqual(
        templateFontFaces(template)
          .map((f) => `${f.family}/${f.weight}`)
          .sort(),
      );
    }
  });

  it('add the Flyer A6 headline’s Montserrat bold to the page, from the shop’s own font files, once', () => {
    const added: FakeFontFace[] = [];
    const fonts = { add: (face: FakeFontFace) => added.push(face) } as unknown as FontFaceSet;
    const original = globalThis.FontFace;
    globalThis.FontFace = FakeFontFace as unknown as typeof FontFace;
    try {
      addPreviewFonts(FLYER_A6_TEMPLATE, fonts);
      addPreviewFonts(FLYER_A6_TEMPLATE, fonts);
    } finally {
      globalThis.FontFace = original;
    }
    const montserrat = added.filter((face) => face.family === 'Montserrat');
    expect(montserrat.map((face) => face.descriptors.weight)).toEqual(['700', '700']); // latin, latin-ext
    expect(montserrat[0]!.source).toBe(
      "url(/fonts/montserrat/montserrat-latin-700-normal.woff2) format('woff2')",
    );
    expect(added).toHaveLength(4); // Montserrat 700 and Inter 400, two subsets each
  });
});
