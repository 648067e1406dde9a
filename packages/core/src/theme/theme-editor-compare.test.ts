import { describe, expect, it } from 'vitest';
import { defaultTheme } from './default-theme.ts';
import { mergeThemeWithDefaults } from './merge-theme.ts';
import { sameTheme } from './theme-editor-compare.ts';

describe('whether two themes are the same look', () => {
  it('ignores the order keys were written in, and tells any changed setting', () => {
    const reordered = mergeThemeWithDefaults({
      button: { outline: 'off' },
      border: { width: 'thin', radius: 'default' },
    });
    expect(sameTheme(reordered, defaultTheme)).toBe(true);
    const recoloured = mergeThemeWithDefaults({
      colors: { colors: { primary: { background: { color: '#000000' } } } },
    });
    expect(sameTheme(recoloured, defaultTheme)).toBe(false);
    expect(sameTheme(mergeThemeWithDefaults({ border: { radius: 'off' } }), defaultTheme)).toBe(false);
  });
});
