import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { SAMPLE_TEMPLATES } from '@print/core/print/sample-templates';
import { templateFontFaces } from '@print/core/print/template-fonts';
import { getFontDefinition } from '@print/core/theme/fonts';
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { renderPrintPdf } from './print-pdf.ts';
import { woffToSfnt } from './woff.ts';

// "Printed as shown in the preview": the browser's preview loads the faces templateFontFaces names
// (apps/web/app/ui/print-fonts.ts); the print PDF must embed exactly those, for every sample template.

const require = createRequire(import.meta.url);

/** The PostScript name of a registry face (what a PDF's FontDescriptor names it by). */
async function postScriptName(family: string, weight: number): Promise<string> {
  const definition = getFontDefinition(family)!;
  const name = definition.fontsourcePackage.replace('@fontsource/', '');
  const dir = path.join(
    path.dirname(require.resolve(`${definition.fontsourcePackage}/package.json`)),
    'files',
  );
  const woff = await readFile(path.join(dir, `${name}-latin-${weight}-normal.woff`));
  return fontkit.create(Buffer.from(woffToSfnt(woff))).postscriptName ?? `${family}/${weight}`;
}

/** The faces a PDF embeds, by PostScript name (without pdf-lib's subset tag `ABCDEF+` and `-1234` suffix). */
async function embeddedFaces(bytes: Uint8Array): Promise<Set<string>> {
  const pdf = await PDFDocument.load(bytes);
  const names = pdf.context
    .enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFDict => object instanceof PDFDict)
    .filter((dict) => dict.get(PDFName.of('Type')) === PDFName.of('FontDescriptor'))
    .map((dict) =>
      String(dict.get(PDFName.of('FontName')))
        .replace(/^\/(?:[A-Z]{6}\+)?/, '')
        .replace(/-\d+$/, ''),
    );
  return new Set(names);
}

describe('preview and print PDF use the same fonts', () => {
  for (const [key, { template, fields }] of Object.entries(SAMPLE_TEMPLATES)) {
    it(`for the sample template ${key}`, async () => {
      // Every text field filled (with a latin-ext letter too), no image.
      const values = Object.fromEntries(
        fields
          .filter((field) => field.type !== 'image')
          .map((field) => [field.name, `Ada Łukasiewicz ${field.name}`]),
      );
      const bytes = await renderPrintPdf(template, values, {
        resolveColor: () => '#000000',
        loadImage: async () => null,
        title: key,
      });
      const preview = await Promise.all(
        templateFontFaces(template).map((face) => postScriptName(face.family, face.weight)),
      );
      expect(preview.length).toBeGreaterThan(0);
      expect([...(await embeddedFaces(bytes))].sort()).toEqual([...new Set(preview)].sort());
    });
  }
});
