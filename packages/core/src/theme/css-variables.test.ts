import { describe, expect, it, vi } from 'vitest';
import { COLOR_FALLBACK } from '../constants.ts';
import { colorPathToCssVariable, cssVariablesToStyleText, themeToCssVariables } from './css-variables.ts';
import { defaultTheme } from './default-theme.ts';
import { mergeThemeWithDefaults } from './merge-theme.ts';
import { listColorPaths, resolveColor } from './resolve-color.ts';
import { isCssColorLiteral } from './style-values.ts';
import type { Theme } from './types.ts';

describe('colorPathToCssVariable', () => {
  it('maps groups to prefixes and camelCase to kebab-case', () => {
    expect(colorPathToCssVariable('colors.primary.background')).toBe('--color-primary-background');
    expect(colorPathToCssVariable('applications.button.primary-light.background')).toBe(
      '--app-button-primary-light-background',
    );
    expect(colorPathToCssVariable('applications.catalogItem.badgeText')).toBe(
      '--app-catalog-item-badge-text',
    );
    expect(colorPathToCssVariable('fonts.body')).toBeUndefined();
    expect(colorPathToCssVariable('colors.a b')).toBeUndefined();
  });
});

describe('themeToCssVariables', () => {
  it('resolves every colour leaf and adds fonts and sizes', () => {
    const log = { warn: vi.fn() };
    const vars = themeToCssVariables(defaultTheme, log);
    for (const path of listColorPaths(defaultTheme)) {
      const name = colorPathToCssVariable(path) ?? '';
      expect(vars[name]).toBe(resolveColor(defaultTheme, path));
      expect(isCssColorLiteral(vars[name])).toBe(true);
    }
    expect(vars['--color-primary-background']).toBe('#2563eb');
    expect(vars['--app-button-primary-background']).toBe('#2563eb');
    expect(vars['--font-body']).toBe("'Inter', sans-serif");
    expect(vars['--font-display']).toBe("'Montserrat', sans-serif");
    expect(vars['--font-serif']).toBe("'Playfair Display', serif");
    expect(vars['--radius']).toBe('4px');
    expect(vars['--border-width']).toBe('1px');
    expect(vars['--button-outline-width']).toBe('0px');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('logs and defaults a broken theme', () => {
    const log = { warn: vi.fn() };
    const broken = {
      ...defaultTheme,
      colors: { colors: { a: { linkedTo: 'colors.a' }, 'b;}': { color: '#fff' } }, applications: {} },
      fonts: { ...defaultTheme.fonts, body: 'Papyrus' },
      border: { radius: 'huge', width: 'thin' },
    } as unknown as Theme;
    const vars = themeToCssVariables(broken, log);
    expect(vars['--color-a']).toBe(COLOR_FALLBACK);
    expect(Object.keys(vars).some((name) => name.includes(';'))).toBe(false);
    expect(vars['--font-body']).toBe("'Inter', sans-serif");
    expect(vars['--radius']).toBe('4px');
    expect(log.warn).toHaveBeenCalledTimes(4);
  });
});

describe('cssVariablesToStyleText', () => {
  it('writes a :root rule', () => {
    expect(cssVariablesToStyleText({ '--a': '#fff', '--font-body': "'Inter', sans-serif" })).toBe(
      ":root{--a:#fff;--font-body:'Inter', sans-serif;}",
    );
  });

  it('replaces values that could break out and drops bad names', () => {
    const text = cssVariablesToStyleText({
      '--a': '</style><script>alert(1)</script>',
      '--b': 'red;} body{x:y',
      '--c': '\\7d',
      'color: red; --d': '#fff',
    });
    expect(text).toBe(`:root{--a:${COLOR_FALLBACK};--b:${COLOR_FALLBACK};--c:${COLOR_FALLBACK};}`);
  });
});

describe('mergeThemeWithDefaults', () => {
  it('returns the default theme for nothing stored', () => {
    expect(mergeThemeWithDefaults(undefined)).toEqual(defaultTheme);
    expect(mergeThemeWithDefaults('junk')).toEqual(defaultTheme);
  });

  it('replaces stored leaves whole, keeps other defaults and drops unsafe keys', () => {
    const merged = mergeThemeWithDefaults(
      JSON.parse(
        '{"colors":{"colors":{"primary":{"background":{"color":"#000000","extra":1}},"__proto__":{"x":{"color":"#fff"}}},' +
          '"applications":{"custom":{"tile":{"linkedTo":"colors.primary.background"}}}},' +
          '"fonts":{"body":"Lora","mono":5},"border":{"radius":"strong","width":"bogus"}}',
      ),
      { warn: () => {} },
    );
    expect(merged.colors.colors['primary']).toMatchObject({
      background: { color: '#000000' },
      text: { color: '#ffffff' },
    });
    expect(resolveColor(merged, 'applications.button.primary.background')).toBe('#000000');
    expect(resolveColor(merged, 'applications.custom.tile')).toBe('#000000');
    expect(({} as Record<string, unknown>)['x']).toBeUndefined();
    expect(merged.fonts.body).toBe('Lora');
    expect(merged.fonts.mono).toBe('Roboto Mono');
    expect(merged.border).toEqual({ radius: 'strong', width: 'thin' });
  });

  it('does not mutate the frozen default theme', () => {
    const merged = mergeThemeWithDefaults({});
    merged.colors.colors['primary'] = { color: '#000' };
    expect(Object.isFrozen(defaultTheme.colors.colors)).toBe(true);
    expect(resolveColor(defaultTheme, 'colors.primary.background')).toBe('#2563eb');
  });
});
