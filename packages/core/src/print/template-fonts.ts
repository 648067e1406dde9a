import type { FontFaceSpec } from '../theme/font-faces.ts';
import { getFontDefinition } from '../theme/fonts.ts';
import type { Template } from './template.ts';

/**
 * Every font face a template's text uses (family and weight; bold is 700), on every page: what the
 * print PDF embeds, and so what the browser's preview must load to look like the print ("printed as
 * shown in the preview"). Sorted, each face once.
 */
export function templateFontFaces(template: Template): FontFaceSpec[] {
  const faces = new Map<string, FontFaceSpec>();
  for (const page of template.pages) {
    for (const element of page.elements) {
      if (element.type !== 'text') continue;
      const family = getFontDefinition(element.font)?.family ?? element.font;
      const weight = element.bold === true ? 700 : 400;
      faces.set(`${family}/${weight}`, { family, weight });
    }
  }
  return [...faces.values()].sort((a, b) => a.family.localeCompare(b.family) || a.weight - b.weight);
}
