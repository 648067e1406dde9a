import { describe, expect, it } from 'vitest';
import { contrastRatio, mixColours, parseColour, WHITE } from './contrast.ts';

const colour = (value: string) => {
  const parsed = parseColour(value);
  expect(parsed, value).not.toBeNull();
  return parsed!;
};

describe('colour contrast (WCAG)', () => {
  it('reads the colour forms the theme accepts', () => {
    expect(parseColour('#fff')).toEqual({ r: 255, g: 255, b: 255, a: 1 });
    expect(parseColour('#0f172a')).toEqual({ r: 15, g: 23, b: 42, a: 1 });
    expect(parseColour('#00000080')?.a).toBeCloseTo(0.5, 2);
    expect(parseColour('rgba(15, 23, 42, 0.5)')).toEqual({ r: 15, g: 23, b: 42, a: 0.5 });
    expect(parseColour('rgb(100% 0% 0% / 25%)')).toEqual({ r: 255, g: 0, b: 0, a: 0.25 });
    for (const wrong of ['colors.primary.background', 'red', 'rgb(1, 2)', '#12345', 'rgb(300, 0, 0)', ''])
      expect(parseColour(wrong), wrong).toBeNull();
  });

  it('measures the ratio WCAG gives: black on white 21:1, equal colours 1:1', () => {
    expect(contrastRatio(colour('#000'), colour('#fff'))).toBeCloseTo(21, 5);
    expect(contrastRatio(colour('#fff'), colour('#000'))).toBeCloseTo(21, 5);
    expect(contrastRatio(colour('#777'), colour('#777'))).toBeCloseTo(1, 5);
    // The usual reference: #767676 on white is just AA (4.54:1).
    expect(contrastRatio(colour('#767676'), colour('#ffffff'))).toBeCloseTo(4.54, 2);
  });

  it('paints translucent colours over what lies beneath', () => {
    // Half-transparent black over white is a mid grey, not black.
    const ratio = contrastRatio(colour('#000'), colour('rgba(0, 0, 0, 0.5)'), WHITE);
    expect(ratio).toBeLessThan(6);
    expect(mixColours(colour('#000'), 0.5, WHITE)).toMatchObject({ r: 127.5, g: 127.5, b: 127.5 });
  });
});
