import { describe, expect, it, vi } from 'vitest';
import { cssVariablesToStyleText, themeToCssVariables } from './css-variables.ts';
import { defaultTheme } from './default-theme.ts';
import { mergeThemeWithDefaults } from './merge-theme.ts';
import { PAGE_TRANSITION_DEFAULTS, pageTransitionCssVariables } from './page-transition.ts';
import { PAGE_TRANSITION_DISTANCES, PAGE_TRANSITION_DURATIONS } from './types.ts';

const quiet = { warn: () => {} };

describe('the page transition of a stored theme', () => {
  it('is none when the theme stores none, or stores it as null or false', () => {
    expect(defaultTheme.pageTransition).toBeNull();
    expect(mergeThemeWithDefaults({}).pageTransition).toBeNull();
    expect(mergeThemeWithDefaults({ pageTransition: null }).pageTransition).toBeNull();
    expect(mergeThemeWithDefaults({ pageTransition: false }).pageTransition).toBeNull();
  });

  it('keeps every setting the spec names', () => {
    for (const duration of PAGE_TRANSITION_DURATIONS) {
      for (const distance of PAGE_TRANSITION_DISTANCES) {
        for (const fadeIn of [true, false]) {
          const stored = { pageTransition: { duration, distance, fadeIn } };
          expect(mergeThemeWithDefaults(stored).pageTransition).toEqual({ duration, distance, fadeIn });
        }
      }
    }
  });

  it('fills settings left out from the defaults', () => {
    expect(mergeThemeWithDefaults({ pageTransition: {} }).pageTransition).toEqual(PAGE_TRANSITION_DEFAULTS);
    expect(mergeThemeWithDefaults({ pageTransition: { duration: 'slow' } }).pageTransition).toEqual({
      ...PAGE_TRANSITION_DEFAULTS,
      duration: 'slow',
    });
  });

  it('logs unknown settings and reads them as the defaults', () => {
    const log = { warn: vi.fn() };
    const stored = { pageTransition: { duration: 'instant', distance: 40, fadeIn: 'yes', bounce: true } };
    expect(mergeThemeWithDefaults(stored, log).pageTransition).toEqual(PAGE_TRANSITION_DEFAULTS);
    expect(log.warn).toHaveBeenCalledTimes(3);
    expect(log.warn).toHaveBeenCalledWith(expect.stringContaining('pageTransition.duration "instant"'));
  });

  it('is none, logged, when stored as something other than settings', () => {
    for (const value of ['fast', true, 3, ['slow']]) {
      const log = { warn: vi.fn() };
      expect(mergeThemeWithDefaults({ pageTransition: value }, log).pageTransition).toBeNull();
      expect(log.warn).toHaveBeenCalledOnce();
    }
  });

  it('survives a stored round trip (JSON) unchanged', () => {
    const theme = mergeThemeWithDefaults({
      pageTransition: { duration: 'fast', distance: 'long', fadeIn: false },
    });
    expect(mergeThemeWithDefaults(JSON.parse(JSON.stringify(theme)), quiet)).toEqual(theme);
  });
});

describe('the page transition as CSS custom properties', () => {
  it('gives the length in ms, the distance in px and the opacity the fade starts from', () => {
    expect(pageTransitionCssVariables({ duration: 'fast', distance: 'short', fadeIn: true })).toEqual({
      '--page-transition-duration': '150ms',
      '--page-transition-distance': '8px',
      '--page-transition-opacity': '0',
    });
    expect(pageTransitionCssVariables({ duration: 'medium', distance: 'medium', fadeIn: false })).toEqual({
      '--page-transition-duration': '250ms',
      '--page-transition-distance': '16px',
      '--page-transition-opacity': '1',
    });
    expect(pageTransitionCssVariables({ duration: 'slow', distance: 'long', fadeIn: true })).toMatchObject({
      '--page-transition-duration': '400ms',
      '--page-transition-distance': '32px',
    });
  });

  it('runs longer and moves further the higher the setting', () => {
    const ms = PAGE_TRANSITION_DURATIONS.map(
      (duration) =>
        pageTransitionCssVariables({ ...PAGE_TRANSITION_DEFAULTS, duration })['--page-transition-duration'],
    ).map((value) => Number.parseInt(value ?? '', 10));
    const px = PAGE_TRANSITION_DISTANCES.map(
      (distance) =>
        pageTransitionCssVariables({ ...PAGE_TRANSITION_DEFAULTS, distance })['--page-transition-distance'],
    ).map((value) => Number.parseInt(value ?? '', 10));
    expect(ms).toEqual([...ms].sort((a, b) => a - b));
    expect(new Set(ms).size).toBe(3);
    expect(px).toEqual([...px].sort((a, b) => a - b));
    expect(new Set(px).size).toBe(3);
  });

  it('is no movement and no fade for a theme without a transition', () => {
    expect(pageTransitionCssVariables(null)).toEqual({
      '--page-transition-duration': '0ms',
      '--page-transition-distance': '0px',
      '--page-transition-opacity': '1',
    });
  });

  it("is in the theme's style text for each setting", () => {
    const css = (pageTransition: unknown) =>
      cssVariablesToStyleText(themeToCssVariables(mergeThemeWithDefaults({ pageTransition }, quiet), quiet));
    expect(css({ duration: 'slow', distance: 'short', fadeIn: true })).toContain(
      '--page-transition-duration:400ms;--page-transition-distance:8px;--page-transition-opacity:0;',
    );
    expect(css({ duration: 'fast', distance: 'long', fadeIn: false })).toContain(
      '--page-transition-duration:150ms;--page-transition-distance:32px;--page-transition-opacity:1;',
    );
    expect(css(undefined)).toContain(
      '--page-transition-duration:0ms;--page-transition-distance:0px;--page-transition-opacity:1;',
    );
  });
});
