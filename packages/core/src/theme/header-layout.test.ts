import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUTTON_COLORS, MOBILE_LAYOUT_MAX, MOBILE_LAYOUT_MIN } from '../constants.ts';
import {
  brandViewports,
  headerLayout,
  headerViewport,
  HEADER_VIEWPORTS,
  reachablePaths,
} from './header-layout.ts';
import {
  HEADER_TYPES,
  MOBILE_LAYOUT_SCHEMES,
  readHeaderSettings,
  USER_CONTEXT_MENU_MODES,
} from './header-settings-rules.ts';
import { DEFAULT_HEADER_SETTINGS, type HeaderSettings } from './header-settings.ts';

const withCta: HeaderSettings = {
  ...DEFAULT_HEADER_SETTINGS,
  cta: { link: '/catalog', label: { 'en-GB': 'Go' }, colour: 'primary' },
};

/** Stored settings as an admin, an old version or a broken import might have left them. */
const storedHeader = fc.record(
  {
    type: fc.oneof(fc.constantFrom(...HEADER_TYPES), fc.string()),
    showLogo: fc.oneof(fc.boolean(), fc.string()),
    notifications: fc.boolean(),
    favourites: fc.oneof(fc.boolean(), fc.constant(null)),
    cart: fc.oneof(fc.boolean(), fc.constant('no')),
    search: fc.boolean(),
    userContextMenu: fc.oneof(fc.constantFrom(...USER_CONTEXT_MENU_MODES), fc.string()),
    mobileLayoutScheme: fc.oneof(fc.constantFrom(...MOBILE_LAYOUT_SCHEMES), fc.string()),
    cta: fc.option(
      fc.record({
        link: fc.constantFrom('/catalog', 'https://shop.example/x', 'javascript:x', ''),
        label: fc.dictionary(fc.constantFrom('de-DE', 'en-GB'), fc.string()),
        colour: fc.constantFrom(...BUTTON_COLORS, 'pink'),
      }),
    ),
    topCta: fc.option(
      fc.record({ link: fc.constantFrom('/samples', '//evil'), suffix: fc.constant({ 'en-GB': 'Samples' }) }),
    ),
  },
  { requiredKeys: [] },
);

describe('header layout', () => {
  it('tells the widths apart as spec §5 and §9 say: the mobile scheme only from 768 to 1152 px', () => {
    expect(headerViewport(375)).toBe('phone');
    expect(headerViewport(MOBILE_LAYOUT_MIN - 1)).toBe('phone');
    // Spec §9: smartphones up to 768 px, the width itself included (the page's phone layout too).
    expect(headerViewport(768)).toBe('phone');
    expect(headerViewport(769)).toBe('tablet');
    expect(headerViewport(MOBILE_LAYOUT_MIN)).toBe('tablet');
    expect(headerViewport(900)).toBe('tablet');
    expect(headerViewport(MOBILE_LAYOUT_MAX)).toBe('tablet');
    expect(headerViewport(MOBILE_LAYOUT_MAX + 1)).toBe('desktop');
  });

  it('always leaves a way to the catalogue and the cart, at every width, whatever is stored', () => {
    fc.assert(
      fc.property(storedHeader, (header) => {
        const layout = headerLayout(readHeaderSettings({ header }));
        for (const viewport of HEADER_VIEWPORTS) {
          const paths = reachablePaths(layout, viewport);
          expect(paths.has('/catalog'), viewport).toBe(true);
          expect(paths.has('/cart'), viewport).toBe(true);
        }
      }),
    );
  });

  it("keeps that way with the shop's own navigation entries, whatever they lead to", () => {
    const link = fc.record({
      id: fc.uuid(),
      to: fc.constantFrom('/catalog', '/catalog/flyer', '/products/x', '/about', 'https://example.com/'),
      label: fc.constant({ 'de-DE': 'Eintrag' }),
      newTab: fc.boolean(),
    });
    fc.assert(
      fc.property(storedHeader, fc.array(link, { maxLength: 12 }), (header, links) => {
        const layout = headerLayout(readHeaderSettings({ header }), links);
        for (const viewport of HEADER_VIEWPORTS) {
          const paths = reachablePaths(layout, viewport);
          expect(paths.has('/catalog'), viewport).toBe(true);
          expect(paths.has('/cart'), viewport).toBe(true);
          for (const entry of links) expect(paths.has(entry.to), viewport).toBe(true);
        }
      }),
    );
  });

  it("shows the shop's own entries in place of Home and Catalogue", () => {
    const links = [
      { id: 'a', to: '/catalog/flyer', label: { 'de-DE': 'Flyer' }, newTab: false },
      { id: 'b', to: '/catalog', label: { 'de-DE': 'Alles' }, newTab: false },
    ];
    const layout = headerLayout(DEFAULT_HEADER_SETTINGS, links);
    expect(layout.navItems.map((item) => item.to)).toEqual(['/catalog/flyer', '/catalog']);
    expect(layout.menuItems.map((item) => item.to)).toEqual(['/catalog/flyer', '/catalog', '/cart']);
  });

  it('lists the cart in the main navigation when the cart icon is switched off', () => {
    const layout = headerLayout({
      ...DEFAULT_HEADER_SETTINGS,
      cart: false,
      search: false,
      favourites: false,
    });
    expect(layout.slots.cart).toEqual([]);
    expect(layout.navItems.map((item) => item.to)).toEqual(['/', '/catalog', '/cart']);
    expect(layout.menuItems.map((item) => item.to)).toContain('/cart');
    expect(headerLayout(DEFAULT_HEADER_SETTINGS).navItems.map((item) => item.to)).toEqual(['/', '/catalog']);
  });

  it('applies the mobile scheme only between 768 and 1152 px: what it leaves out moves to the menu', () => {
    const square = headerLayout({ ...withCta, mobileLayoutScheme: 'square-search' });
    expect(square.slots.brandName).toEqual(['desktop', 'phone']);
    expect(square.slots.search).toEqual(['desktop', 'tablet']);
    expect(square.slots.menuSearch).toEqual(['phone']);
    expect(square.slots.cart).toEqual(['desktop', 'phone']);
    expect(square.slots.cta).toEqual(['desktop']);
    expect(square.slots.menuCta).toEqual(['tablet', 'phone']);

    const wide = headerLayout({ ...withCta, mobileLayoutScheme: 'wide-cart-cta' });
    expect(wide.slots.brandName).toEqual(['desktop', 'tablet', 'phone']);
    expect(wide.slots.cart).toEqual(['desktop', 'tablet', 'phone']);
    expect(wide.slots.cta).toEqual(['desktop', 'tablet']);
    expect(wide.slots.menuCta).toEqual(['phone']);
    expect(wide.slots.search).toEqual(['desktop']);
    expect(wide.slots.menuSearch).toEqual(['tablet', 'phone']);
  });

  it('shows a wide logo where the mark has the name beside it, the mark alone where the scheme asks', () => {
    const square = headerLayout({ ...withCta, mobileLayoutScheme: 'square-search' });
    expect(brandViewports(square, true)).toEqual({
      wide: ['desktop', 'phone'],
      mark: ['tablet'],
      name: [],
    });
    const wide = headerLayout({ ...withCta, mobileLayoutScheme: 'wide-cart-cta' });
    expect(brandViewports(wide, true)).toEqual({ wide: ['desktop', 'tablet', 'phone'], mark: [], name: [] });
    expect(brandViewports(wide, false)).toEqual({
      wide: [],
      mark: ['desktop', 'tablet', 'phone'],
      name: ['desktop', 'tablet', 'phone'],
    });
    // No logo at all: the name alone, whatever was uploaded.
    const noLogo = headerLayout({ ...withCta, showLogo: false });
    expect(brandViewports(noLogo, true)).toEqual({
      wide: [],
      mark: [],
      name: ['desktop', 'tablet', 'phone'],
    });
  });

  it('keeps the company name when a square scheme has no logo mark to show', () => {
    const layout = headerLayout({
      ...DEFAULT_HEADER_SETTINGS,
      showLogo: false,
      mobileLayoutScheme: 'square',
    });
    expect(layout.slots.logoMark).toEqual([]);
    expect(layout.slots.brandName).toEqual(['desktop', 'tablet', 'phone']);
  });

  it('shows the settings on desktop: a switched-off part is not rendered at all', () => {
    const layout = headerLayout({ ...withCta, notifications: true, favourites: false, search: false });
    expect(layout.slots.notifications).toEqual(['desktop', 'tablet']);
    expect(layout.slots.favourites).toEqual([]);
    expect(layout.slots.menuFavourites).toEqual([]);
    expect(layout.slots.search).toEqual([]);
    expect(layout.slots.menuSearch).toEqual([]);
    expect(layout.slots.cta).toContain('desktop');
  });

  it('makes the simple type one slim bar: no search, notifications, CTA or top line, but the way around', () => {
    const layout = headerLayout({
      ...withCta,
      type: 'simple',
      notifications: true,
      topCta: { link: '/samples', suffix: { 'en-GB': 'Samples' } },
    });
    for (const slot of ['search', 'menuSearch', 'notifications', 'cta', 'menuCta', 'topLine'] as const) {
      expect(layout.slots[slot], slot).toEqual([]);
    }
    expect(layout.slots.mainNav).toEqual(['desktop']);
    expect(layout.slots.cart).toContain('desktop');
    expect(layout.slots.favourites).toEqual(['desktop', 'tablet']);
  });
});
