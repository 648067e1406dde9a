import { describe, expect, it } from 'vitest';
import { BUSINESS_CARD_TEMPLATE, FLYER_A6_TEMPLATE } from './sample-templates.ts';
import { templateFontFaces } from './template-fonts.ts';

describe('the font faces of a template', () => {
  it('are every family and weight its text uses, on every page, each once', () => {
    expect(templateFontFaces(FLYER_A6_TEMPLATE)).toEqual([
      { family: 'Inter', weight: 400 },
      { family: 'Montserrat', weight: 700 },
    ]);
    const card = templateFontFaces(BUSINESS_CARD_TEMPLATE);
    expect(card).toContainEqual({ family: 'Montserrat', weight: 700 });
    expect(new Set(card.map((face) => `${face.family}/${face.weight}`)).size).toBe(card.length);
  });
});
