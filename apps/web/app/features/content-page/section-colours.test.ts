import { colorPathToCssVariable as themeVariable } from '@print/core/theme/css-variables';
import { describe, expect, it } from 'vitest';
import { colorPathToCssVariable, cssColour, sectionColours } from './section-colours.ts';

describe('section colours', () => {
  it("name a theme colour's variable as the theme does", () => {
    for (const path of [
      'colors.primary.background',
      'colors.primary.lightText',
      'applications.catalogItem.border',
      'applications.button.primary-light.text',
      'colors.bad segment',
      'fonts.display',
    ]) {
      expect(colorPathToCssVariable(path), path).toBe(themeVariable(path));
    }
  });

  it('follow the theme with its paired text colour, or pick dark or light text for a colour of its own', () => {
    expect(sectionColours('colors.primary.light')).toEqual({
      background: 'var(--color-primary-light)',
      color: 'var(--color-primary-light-text, inherit)',
    });
    expect(sectionColours('#0f172a')).toMatchObject({ background: '#0f172a', color: '#ffffff' });
    expect(sectionColours('#fafafa')?.color).toContain('--color-body-text');
    expect(sectionColours('')).toBeUndefined();
  });

  it('let nothing but a colour into the style attribute', () => {
    expect(sectionColours('red;background-image:url(x)')).toBeUndefined();
    expect(cssColour('#fff;x:y')).toBeUndefined();
    expect(cssColour('rgb(1, 2, 3)')).toBe('rgb(1, 2, 3)');
  });
});
