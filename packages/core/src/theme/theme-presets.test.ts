import { describe, expect, it } from 'vitest';
import { builtInCatalogue } from '../i18n/catalogue/index.ts';
import { checkThemeContrast } from './contrast-pairs.ts';
import { listColorPaths } from './resolve-color.ts';
import { defaultTheme } from './default-theme.ts';
import { checkThemeConfig } from './theme-rules.ts';
import { BUILT_IN_THEME_PRESETS } from './theme-presets.ts';

describe('BUILT_IN_THEME_PRESETS', () => {
  it.each(BUILT_IN_THEME_PRESETS.map((preset) => [preset.id, preset] as const))(
    '%s is a theme the editor may save, and every pair passes WCAG AA',
    (_, preset) => {
      const { theme, problems } = checkThemeConfig(preset.config);
      expect(problems).toEqual([]);
      // Complete: the stored config is the theme itself, nothing taken from the defaults.
      expect(theme).toEqual(preset.config);
      expect(listColorPaths(preset.config)).toEqual(listColorPaths(defaultTheme));
      expect(checkThemeContrast(preset.config).map((pair) => `${pair.id} ${pair.ratio.toFixed(2)}`)).toEqual(
        [],
      );
      expect(builtInCatalogue[preset.nameKey]).toBeDefined();
    },
  );

  it('offers five different looks under different names', () => {
    expect(BUILT_IN_THEME_PRESETS).toHaveLength(5);
    expect(new Set(BUILT_IN_THEME_PRESETS.map((preset) => preset.id)).size).toBe(5);
    const primaries = BUILT_IN_THEME_PRESETS.map(
      (preset) =>
        (preset.config.colors.colors['primary'] as Record<string, { color?: string }>)['background']?.color,
    );
    expect(new Set(primaries).size).toBe(5);
    // The classic preset is the default look, blue primary and fonts alike.
    expect(BUILT_IN_THEME_PRESETS[0]!.config.fonts).toEqual(defaultTheme.fonts);
  });

  it('cannot be changed by a consumer', () => {
    expect(Object.isFrozen(BUILT_IN_THEME_PRESETS[0]!.config.colors.colors)).toBe(true);
  });
});
