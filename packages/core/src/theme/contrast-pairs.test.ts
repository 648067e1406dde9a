import { describe, expect, it } from 'vitest';
import { BUTTON_COLORS } from '../constants.ts';
import { builtInCatalogue } from '../i18n/catalogue/index.ts';
import {
  checkThemeContrast,
  CONTRAST_KIND_LABEL_KEYS,
  CONTRAST_PAIRS,
  themeContrastMatrix,
} from './contrast-pairs.ts';
import { defaultTheme } from './default-theme.ts';
import { listColorPaths } from './resolve-color.ts';
import type { Theme } from './types.ts';

/** The default theme with `colors.<group>.<entry>` set to a colour. */
function withPalette(group: string, entry: string, color: string): Theme {
  const next = structuredClone(defaultTheme) as Theme;
  (next.colors.colors[group] as Record<string, unknown>)[entry] = { color };
  return next;
}

const failingIds = (theme: Theme) => checkThemeContrast(theme).map((pair) => pair.id);

describe('CONTRAST_PAIRS', () => {
  it('pairs entries the theme has, each named in the catalogue, each id once', () => {
    const paths = new Set(listColorPaths(defaultTheme));
    for (const pair of CONTRAST_PAIRS) {
      expect(paths, pair.id).toContain(pair.text);
      expect(paths, pair.id).toContain(pair.background);
      expect(builtInCatalogue[pair.labelKey], pair.labelKey).toBeDefined();
    }
    for (const key of Object.values(CONTRAST_KIND_LABEL_KEYS))
      expect(builtInCatalogue[key], key).toBeDefined();
    expect(new Set(CONTRAST_PAIRS.map((pair) => pair.id)).size).toBe(CONTRAST_PAIRS.length);
  });

  it('checks every button colour as drawn and hovered, and focus at 3:1', () => {
    for (const colour of BUTTON_COLORS) {
      const ids = CONTRAST_PAIRS.filter((pair) => pair.text === `applications.button.${colour}.text`);
      expect(
        ids.map((pair) => pair.background),
        colour,
      ).toEqual(
        colour === 'disabled'
          ? [`applications.button.${colour}.background`]
          : [`applications.button.${colour}.background`, `applications.button.${colour}.hover`],
      );
    }
    const focus = CONTRAST_PAIRS.find((pair) => pair.id === 'focus')!;
    expect(focus).toMatchObject({ text: 'colors.border.focus', kind: 'ui', required: 3 });
    expect(CONTRAST_PAIRS.find((pair) => pair.id === 'page.text')?.required).toBe(4.5);
    expect(CONTRAST_PAIRS.find((pair) => pair.id === 'cms.heading')?.required).toBe(3);
  });
});

describe('checkThemeContrast', () => {
  it('passes the default theme, which every shop starts from', () => {
    expect(checkThemeContrast(defaultTheme).map((pair) => pair.id)).toEqual([]);
  });

  it('names the pairs a weak colour breaks, through the links that follow it', () => {
    // Pale text on the primary buttons: the button, its hover and the highlighted pricing tier fail.
    expect(failingIds(withPalette('primary', 'text', '#9db8f5'))).toEqual(
      expect.arrayContaining(['button.primary', 'button.primary.hover', 'pricingTiers.highlight']),
    );
    // A light grey body text fails on the page, in labels, navigation, fields and content pages.
    const grey = failingIds(withPalette('body', 'text', '#b0b0b0'));
    expect(grey).toEqual(expect.arrayContaining(['page.text', 'labels', 'navigation', 'controls', 'cms']));
    expect(grey).not.toContain('page.heading');
  });

  it('measures each pair with its ratio and the colours it resolves to', () => {
    const matrix = themeContrastMatrix(defaultTheme);
    expect(matrix).toHaveLength(CONTRAST_PAIRS.length);
    const text = matrix.find((pair) => pair.id === 'page.text')!;
    expect(text).toMatchObject({ textColour: '#1e293b', backgroundColour: '#ffffff', passes: true });
    expect(text.ratio).toBeCloseTo(14.63, 2);
  });

  it('holds large text and focus indicators to 3:1, body text to 4.5:1', () => {
    // #767676 on white is 4.54:1, #949494 3.03:1.
    expect(failingIds(withPalette('body', 'heading', '#949494'))).toEqual(
      expect.not.arrayContaining(['cms.heading']),
    );
    expect(failingIds(withPalette('body', 'heading', '#949494'))).toContain('page.heading');
    expect(failingIds(withPalette('body', 'muted', '#767676'))).not.toContain('page.muted');
    const focus = structuredClone(defaultTheme) as Theme;
    (focus.colors.colors['border'] as Record<string, unknown>)['focus'] = { color: '#949494' };
    expect(failingIds(focus)).not.toContain('focus');
    (focus.colors.colors['border'] as Record<string, unknown>)['focus'] = { color: '#a0a0a0' };
    expect(failingIds(focus)).toContain('focus');
  });

  it('paints colours with alpha over the page background, and never fails a disabled button', () => {
    // Half-transparent black over white shows as mid grey: 3.9:1, too little for text.
    expect(failingIds(withPalette('body', 'text', 'rgba(0, 0, 0, 0.5)'))).toContain('page.text');
    expect(failingIds(withPalette('body', 'text', 'rgba(0, 0, 0, 0.8)'))).not.toContain('page.text');
    const disabled = themeContrastMatrix(defaultTheme).find((pair) => pair.id === 'button.disabled')!;
    expect(disabled).toMatchObject({ kind: 'inactive', passes: false });
    expect(failingIds(defaultTheme)).not.toContain('button.disabled');
  });

  it('counts an entry that does not resolve as the fallback colour', () => {
    const broken = structuredClone(defaultTheme) as Theme;
    (broken.colors.colors['body'] as Record<string, unknown>)['text'] = { linkedTo: 'colors.nowhere' };
    const text = themeContrastMatrix(broken).find((pair) => pair.id === 'page.text')!;
    expect(text.textColour).toBe('#aabbcc');
    expect(text.passes).toBe(false);
  });
});
