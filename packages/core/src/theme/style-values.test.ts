import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  borderWidthPx,
  isColorPath,
  isCssColorLiteral,
  radiusPx,
  validateBorderWidth,
  validateRounded,
  validateStyleValue,
} from './style-values.ts';

describe('validateStyleValue', () => {
  it.each([
    'colors.primary.background',
    'applications.button.primary-light.background',
    '#abc',
    '#abcd',
    '#AABBCC',
    '#aabbccdd',
    'rgb(0, 128, 255)',
    'rgb(0 128 255)',
    'rgb(0 128 255 / 50%)',
    'rgba(0, 128, 255, 0.5)',
    'rgba(100%, 0%, 0%, 1)',
    'RGBA(1,2,3,.5)',
  ])('accepts %s', (value) => expect(validateStyleValue(value)).toBe(true));

  it.each([
    '',
    'red',
    'colors',
    'colors.',
    'colors..a',
    'theme.colors.a',
    'colors.a b',
    '#ab',
    '#abcde',
    '#ggg',
    ' #abc',
    'rgb(256, 0, 0)',
    'rgb(-1, 0, 0)',
    'rgb(1, 2)',
    'rgb(1, 2, 3, 4, 5)',
    'rgba(1, 2, 3, 1.5)',
    'rgb(1, 2, 3); color: red',
    'rgb(a, b, c)',
    'rgb(1 2 3 / 4 / 5)',
    'url(x)',
    null,
    42,
  ])('rejects %s', (value) => expect(validateStyleValue(value)).toBe(false));

  it('accepts every rgb/rgba with channels 0–255 and alpha 0–1', () => {
    const channel = fc.integer({ min: 0, max: 255 });
    fc.assert(
      fc.property(channel, channel, channel, fc.double({ min: 0, max: 1, noNaN: true }), (r, g, b, a) => {
        expect(isCssColorLiteral(`rgb(${r}, ${g}, ${b})`)).toBe(true);
        expect(isCssColorLiteral(`rgba(${r}, ${g}, ${b}, ${a.toFixed(3)})`)).toBe(true);
      }),
    );
  });

  it('tells paths from literals', () => {
    expect(isColorPath('colors.a')).toBe(true);
    expect(isColorPath('#fff')).toBe(false);
    expect(isCssColorLiteral('colors.a')).toBe(false);
  });
});

describe('rounded and width options', () => {
  it('accepts exactly the spec options', () => {
    for (const value of ['auto', 'off', 'light', 'strong']) expect(validateRounded(value)).toBe(true);
    for (const value of ['auto', 'off', 'thin', 'thick']) expect(validateBorderWidth(value)).toBe(true);
    for (const value of ['default', 'none', 'thin', '', undefined])
      expect(validateRounded(value)).toBe(false);
    for (const value of ['default', 'light', 'medium', '', 1]) expect(validateBorderWidth(value)).toBe(false);
  });

  it('maps to the spec px values', () => {
    expect(radiusPx).toEqual({ off: 0, light: 4, strong: 12, default: 4 });
    expect(borderWidthPx).toEqual({ off: 0, thin: 1, thick: 2 });
  });
});
