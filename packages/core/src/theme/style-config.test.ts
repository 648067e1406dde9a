import { describe, expect, it, vi } from 'vitest';
import { COLOR_FALLBACK } from '../constants.ts';
import { defaultTheme } from './default-theme.ts';
import { resolveColor } from './resolve-color.ts';
import { resolveStyleConfig } from './style-config.ts';
import type { Theme } from './types.ts';

const theme: Theme = { ...defaultTheme, border: { radius: 'strong', width: 'thick' } };
const defaults = {
  text: resolveColor(theme, 'colors.body.text'),
  background: resolveColor(theme, 'colors.primary.background'),
  border: resolveColor(theme, 'colors.border.default'),
  radius: '12px',
  borderWidth: '2px',
};

describe('resolveStyleConfig', () => {
  it('resolves paths and literals and maps sizes', () => {
    const log = { warn: vi.fn() };
    const style = resolveStyleConfig(
      theme,
      {
        text: '#010203',
        background: 'applications.button.danger.background',
        rounded: 'light',
        width: 'off',
      },
      log,
    );
    expect(style).toEqual({
      text: '#010203',
      background: resolveColor(theme, 'colors.danger.background'),
      border: defaults.border,
      radius: '4px',
      borderWidth: '0px',
    });
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('uses the spec defaults for an empty config, with auto taken from the theme', () => {
    const log = { warn: vi.fn() };
    expect(resolveStyleConfig(theme, {}, log)).toEqual(defaults);
    expect(resolveStyleConfig(theme, undefined, log)).toEqual(defaults);
    expect(resolveStyleConfig(theme, { text: '', rounded: 'auto', width: 'auto' }, log)).toEqual(defaults);
    expect(log.warn).not.toHaveBeenCalled();
  });

  it.each([
    { text: 'red' },
    { background: 'rgb(300, 0, 0)' },
    { border: 'url(javascript:x)' },
    { rounded: 'huge' },
    { width: 'medium' },
    { text: 5 },
  ])('logs %j and falls back to all defaults', (config) => {
    const log = { warn: vi.fn() };
    expect(resolveStyleConfig(theme, { background: '#ffffff', ...config }, log)).toEqual(defaults);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('logs a config that is not an object', () => {
    const log = { warn: vi.fn() };
    expect(resolveStyleConfig(theme, 'nope', log)).toEqual(defaults);
    expect(log.warn).toHaveBeenCalledOnce();
  });

  it('gives the colour fallback for a valid path that does not exist', () => {
    const style = resolveStyleConfig(theme, { text: 'colors.nothing.here' }, { warn: () => {} });
    expect(style.text).toBe(COLOR_FALLBACK);
  });
});
