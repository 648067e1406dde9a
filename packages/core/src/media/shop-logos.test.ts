import { describe, expect, it } from 'vitest';
import { isDarkBackground } from '../theme/contrast.ts';
import { shopLogos } from './shop-logos.ts';

const stored = {
  logo: 'light-square',
  wideLogo: 'light-wide',
  darkLogo: 'dark-square',
  darkWideLogo: 'dark-wide',
  favicon: 'icon',
  loginBackground: 'backdrop',
};

describe('the logos a shop shows', () => {
  it('shows the light logos on a light header and the dark ones on a dark header', () => {
    expect(shopLogos(stored, false)).toEqual({
      logo: '/media/light-square',
      wideLogo: '/media/light-wide',
      favicon: '/media/icon',
      loginBackground: '/media/backdrop',
    });
    expect(shopLogos(stored, true)).toMatchObject({
      logo: '/media/dark-square',
      wideLogo: '/media/dark-wide',
    });
  });

  it('lets a light logo stand in on a dark header, never a dark one on a light header', () => {
    expect(shopLogos({ logo: 'light-square' }, true)).toEqual({ logo: '/media/light-square' });
    expect(shopLogos({ darkWideLogo: 'dark-wide' }, false)).toEqual({});
    expect(shopLogos(undefined, true)).toEqual({});
  });
});

describe('dark backgrounds', () => {
  it('tells dark from light colours, and takes what is no colour as light', () => {
    expect(isDarkBackground('#0f172a')).toBe(true);
    expect(isDarkBackground('#1d4ed8')).toBe(true);
    expect(isDarkBackground('#ffffff')).toBe(false);
    expect(isDarkBackground('#fde047')).toBe(false);
    expect(isDarkBackground('var(--x)')).toBe(false);
  });
});
