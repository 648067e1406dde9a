import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLogoSize, LOGO_KINDS, LOGO_SPECS } from './logo-rules.ts';

describe('logo sizes (spec §9)', () => {
  it('takes the wide logo at 900×186 and twice that, and refuses another shape or less', () => {
    expect(checkLogoSize('wideLogo', { width: 900, height: 186 })).toBeNull();
    expect(checkLogoSize('wideLogo', { width: 1800, height: 372 })).toBeNull();
    expect(checkLogoSize('wideLogo', { width: 900, height: 200 })?.key).toBe('admin.logoWideSize');
    expect(checkLogoSize('wideLogo', { width: 450, height: 93 })?.params?.found).toBe('450×93');
  });

  it('takes a favicon of 512×512 or a larger square only', () => {
    expect(checkLogoSize('favicon', { width: 512, height: 512 })).toBeNull();
    expect(checkLogoSize('favicon', { width: 1024, height: 1024 })).toBeNull();
    expect(checkLogoSize('favicon', { width: 512, height: 500 })?.key).toBe('admin.logoFaviconSize');
    expect(checkLogoSize('favicon', { width: 256, height: 256 })?.key).toBe('admin.logoFaviconSize');
  });

  it('takes a login background of any shape at least 1280×720, and the dark logos as their light twins', () => {
    expect(checkLogoSize('loginBackground', { width: 1920, height: 1080 })).toBeNull();
    expect(checkLogoSize('loginBackground', { width: 1600, height: 1600 })).toBeNull();
    expect(checkLogoSize('loginBackground', { width: 1280, height: 600 })?.key).toBe(
      'admin.logoBackgroundSize',
    );
    expect(checkLogoSize('darkWideLogo', { width: 900, height: 186 })).toBeNull();
    expect(checkLogoSize('darkLogo', { width: 900, height: 186 })?.key).toBe('admin.logoSquareSize');
  });

  it('accepts every whole multiple of a kind’s size and nothing smaller', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOGO_KINDS), fc.integer({ min: 1, max: 4 }), (kind, factor) => {
        const { width, height } = LOGO_SPECS[kind];
        expect(checkLogoSize(kind, { width: width * factor, height: height * factor })).toBeNull();
        expect(checkLogoSize(kind, { width: width - 1, height })).not.toBeNull();
      }),
    );
  });
});
