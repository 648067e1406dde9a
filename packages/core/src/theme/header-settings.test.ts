import { describe, expect, it } from 'vitest';
import { checkHeaderSettings, MOBILE_LAYOUT_SCHEMES, readHeaderSettings } from './header-settings-rules.ts';
import { DEFAULT_HEADER_SETTINGS, mobileSchemeParts, type HeaderSettings } from './header-settings.ts';

const cta = {
  link: '/catalog',
  label: { 'de-DE': 'Jetzt gestalten', 'en-GB': 'Start designing' },
  colour: 'primary',
};

describe('header settings', () => {
  it('offers the 16 mobile schemes of spec §9: square or wide logo with cart, search and CTA combined', () => {
    expect(MOBILE_LAYOUT_SCHEMES).toHaveLength(16);
    expect(new Set(MOBILE_LAYOUT_SCHEMES).size).toBe(16);
    expect(mobileSchemeParts('square-search-cta')).toEqual({
      logo: 'square',
      cart: false,
      search: true,
      cta: true,
    });
    expect(mobileSchemeParts('wide')).toEqual({ logo: 'wide', cart: false, search: false, cta: false });
  });

  it('reads nothing, or something that is no settings, as the defaults', () => {
    expect(readHeaderSettings(undefined)).toEqual(DEFAULT_HEADER_SETTINGS);
    expect(readHeaderSettings({ header: 'simple' })).toEqual(DEFAULT_HEADER_SETTINGS);
    expect(readHeaderSettings({ header: [] })).toEqual(DEFAULT_HEADER_SETTINGS);
  });

  it('reads the stored shape of earlier versions (no top line, no mobile scheme)', () => {
    const read = readHeaderSettings({
      header: {
        type: 'simple',
        showLogo: false,
        notifications: true,
        favourites: false,
        cart: true,
        search: false,
        userContextMenu: 'loginLogout',
        cta,
      },
    });
    expect(read).toEqual({
      type: 'simple',
      showLogo: false,
      notifications: true,
      favourites: false,
      cart: true,
      search: false,
      topCta: null,
      cta,
      userContextMenu: 'loginLogout',
      mobileLayoutScheme: DEFAULT_HEADER_SETTINGS.mobileLayoutScheme,
    });
  });

  it('replaces each broken value by its default and drops links that break the link rule', () => {
    const read = readHeaderSettings({
      header: {
        type: 'fancy',
        cart: 'yes',
        userContextMenu: 'everything',
        mobileLayoutScheme: 'wide-cart-cart',
        cta: { link: 'javascript:alert(1)', label: { 'en-GB': 'Go' }, colour: 'primary' },
        topCta: { link: '//evil.example/', suffix: { 'en-GB': 'Samples' } },
      },
    });
    expect(read).toEqual({ ...DEFAULT_HEADER_SETTINGS });
    // A valid link with an unknown colour keeps the button in the primary colour; one without text goes.
    expect(readHeaderSettings({ header: { cta: { ...cta, colour: 'pink' } } }).cta?.colour).toBe('primary');
    expect(readHeaderSettings({ header: { cta: { ...cta, label: { 'en-GB': ' ' } } } }).cta).toBeNull();
    expect(
      readHeaderSettings({
        header: { topCta: { link: 'https://shop.example/samples', suffix: { 'en-GB': 'Samples' } } },
      }).topCta,
    ).toEqual({ link: 'https://shop.example/samples', suffix: { 'en-GB': 'Samples' } });
  });

  describe('the admin check', () => {
    const valid: HeaderSettings = {
      ...DEFAULT_HEADER_SETTINGS,
      cta: { link: '/catalog', label: { 'de-DE': 'Los', 'en-GB': 'Go' }, colour: 'secondary' },
      topCta: { link: 'https://shop.example/samples', suffix: { 'de-DE': 'Muster bestellen' } },
    };

    it('accepts valid settings', () => {
      expect(checkHeaderSettings(valid, 'de-DE')).toEqual({});
      expect(checkHeaderSettings(DEFAULT_HEADER_SETTINGS, 'de-DE')).toEqual({});
    });

    it("refuses links that neither start with https:// nor with / (spec §5's message)", () => {
      for (const link of ['http://shop.example', 'catalog', '//evil.example', 'javascript:alert(1)']) {
        const errors = checkHeaderSettings({ ...valid, cta: { ...valid.cta!, link } }, 'de-DE');
        expect(errors['cta.link']?.key, link).toBe('validation.linkUrl');
      }
      const top = checkHeaderSettings(
        { ...valid, topCta: { ...valid.topCta!, link: 'ftp://x.example' } },
        'de-DE',
      );
      expect(top['topCta.link']?.key).toBe('validation.linkUrl');
    });

    it('needs a link, the text in the default language, and no forbidden characters', () => {
      const errors = checkHeaderSettings(
        {
          ...valid,
          cta: { link: '', label: { 'en-GB': 'Go <now>' }, colour: 'primary' },
          topCta: { link: '/samples', suffix: { 'en-GB': 'Samples' } },
        },
        'de-DE',
      );
      expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.key]))).toEqual({
        'cta.link': 'validation.required',
        'cta.label.en-GB': 'validation.forbiddenCharacters',
        'cta.label.de-DE': 'validation.required',
        'topCta.suffix.de-DE': 'validation.required',
      });
    });

    it('refuses values outside the enumerations', () => {
      const errors = checkHeaderSettings(
        {
          ...valid,
          type: 'fancy' as HeaderSettings['type'],
          userContextMenu: 'all' as HeaderSettings['userContextMenu'],
          mobileLayoutScheme: 'tall' as HeaderSettings['mobileLayoutScheme'],
          cta: { ...valid.cta!, colour: 'pink' as 'primary' },
        },
        'de-DE',
      );
      expect(Object.keys(errors).sort()).toEqual([
        'cta.colour',
        'mobileLayoutScheme',
        'type',
        'userContextMenu',
      ]);
    });
  });
});
