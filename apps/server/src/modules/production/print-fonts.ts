import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { getFontDefinition, type FontFamily } from '@print/core/theme/fonts';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import { woffToSfnt } from './woff.ts';

// The registry's fonts for print PDFs: the same self-hosted @fontsource files the shop serves at
// /fonts/, read as WOFF (zlib, unwrapped once per face: woff.ts; WOFF2 would need Brotli and its
// transforms). Fontsource
// splits every face into script subsets, so a line is drawn in runs, each in the first subset that
// has its glyphs (latin first). Only the subsets a document uses are embedded, and only their
// used glyphs (pdf-lib subsets them).

const require = createRequire(import.meta.url);
const SUBSETS = ['latin', 'latin-ext', 'greek', 'greek-ext', 'cyrillic', 'cyrillic-ext', 'vietnamese'];

type Face = { subset: string; bytes: Uint8Array; hasGlyph: (codePoint: number) => boolean };

/** Faces per family and weight, read once per process. */
const faces = new Map<string, Promise<Face[]>>();

async function loadFaces(family: FontFamily, weight: 400 | 700): Promise<Face[]> {
  const definition = getFontDefinition(family);
  if (!definition) throw new Error(`Font ${family} is not in the registry`);
  const name = definition.fontsourcePackage.replace('@fontsource/', '');
  const dir = path.join(
    path.dirname(require.resolve(`${definition.fontsourcePackage}/package.json`)),
    'files',
  );
  const found: Face[] = [];
  for (const subset of SUBSETS) {
    const woff = await readFile(path.join(dir, `${name}-${subset}-${weight}-normal.woff`)).catch(() => null);
    if (!woff) continue;
    const bytes = woffToSfnt(woff);
    const font = fontkit.create(Buffer.from(bytes));
    found.push({ subset, bytes, hasGlyph: (codePoint) => font.hasGlyphForCodePoint(codePoint) });
  }
  if (found.length === 0) throw new Error(`No font files for ${family} ${weight}`);
  return found;
}

function facesOf(family: FontFamily, bold: boolean): Promise<Face[]> {
  const weight = bold ? 700 : 400;
  const key = `${family}/${weight}`;
  let loading = faces.get(key);
  if (!loading) {
    loading = loadFaces(family, weight);
    // A failed read is tried again next time rather than remembered.
    loading.catch(() => faces.delete(key));
    faces.set(key, loading);
  }
  return loading;
}

export type TextRun = { text: string; font: PDFFont };

/** The fonts of one PDF: embeds each face once, when a run first needs it. */
export function documentFonts(pdf: PDFDocument) {
  pdf.registerFontkit(fontkit);
  const embedded = new Map<Face, Promise<PDFFont>>();
  const embed = (face: Face) => {
    let font = embedded.get(face);
    if (!font) {
      font = pdf.embedFont(face.bytes, { subset: true });
      embedded.set(face, font);
    }
    return font;
  };
  return {
    /** The text split into runs of one face each; a character no face has stays with its neighbours. */
    async runs(text: string, family: FontFamily, bold: boolean): Promise<TextRun[]> {
      const available = await facesOf(family, bold);
      const runs: { text: string; face: Face }[] = [];
      for (const char of text) {
        const codePoint = char.codePointAt(0) ?? 0;
        const previous = runs.at(-1);
        const face =
          (previous?.face.hasGlyph(codePoint) ? previous.face : undefined) ??
          available.find((candidate) => candidate.hasGlyph(codePoint)) ??
          previous?.face ??
          available[0]!;
        if (previous && previous.face === face) previous.text += char;
        else runs.push({ text: char, face });
      }
      return Promise.all(runs.map(async (run) => ({ text: run.text, font: await embed(run.face) })));
    },
  };
}
