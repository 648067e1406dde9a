import { MOBILE_LAYOUT_MAX, MOBILE_LAYOUT_MIN } from '../constants.ts';
import type { LocalizedText } from '../i18n/localized-text.ts';
import { mobileSchemeParts, type HeaderSettings } from './header-settings.ts';

// Where each part of the header shows, per width, from the header settings. The web header renders
// exactly this (one CSS class per hidden width), so the promise below is tested here once:
// at every width a shopper has a way to the catalogue and to the cart, whatever the settings hide.

/**
 * The widths the header tells apart. 'tablet' is the mobile layout scheme's range, MOBILE_LAYOUT_MIN
 * (769) to MOBILE_LAYOUT_MAX (1152) px inclusive (spec §5, §9); 'phone' is the smartphone's, up to
 * 768 px inclusive, like the page below it; 'desktop' above 1152 px.
 */
export const HEADER_VIEWPORTS = ['desktop', 'tablet', 'phone'] as const;
export type HeaderViewport = (typeof HEADER_VIEWPORTS)[number];

/** The viewport of a screen width in px. */
export function headerViewport(width: number): HeaderViewport {
  if (width > MOBILE_LAYOUT_MAX) return 'desktop';
  return width >= MOBILE_LAYOUT_MIN ? 'tablet' : 'phone';
}

/**
 * An entry of the main navigation (bar) or of the menu that replaces it below desktop width: a fixed
 * one named by its text key, or one of the shop's own navigation (tenancy/navigation.ts), already
 * resolved to its address, with its label per language.
 */
export type HeaderNavItem =
  | { to: '/' | '/catalog' | '/cart' | '/cart?tab=watchlist'; key: string; label?: never; newTab?: never }
  | { to: string; label: LocalizedText; newTab: boolean; key?: never };

/** One of the shop's own navigation entries, resolved to where it leads now. */
export type HeaderLink = { id: string; to: string; label: LocalizedText; newTab: boolean };

const HOME: HeaderNavItem = { to: '/', key: 'shell.navHome' };
const CATALOGUE: HeaderNavItem = { to: '/catalog', key: 'shop.catalogue' };
const CART: HeaderNavItem = { to: '/cart', key: 'shell.cart' };
const FAVOURITES: HeaderNavItem = { to: '/cart?tab=watchlist', key: 'shell.favourites' };

export const HEADER_SLOTS = [
  'topLine',
  'menuButton',
  'logoMark',
  'brandName',
  'mainNav',
  'search',
  'notifications',
  'favourites',
  'cart',
  'cta',
  'menuSearch',
  'menuFavourites',
  'menuCta',
] as const;
export type HeaderSlot = (typeof HEADER_SLOTS)[number];

export type HeaderLayout = {
  /** The widths at which each part shows; an empty list: not rendered at all. */
  slots: Record<HeaderSlot, readonly HeaderViewport[]>;
  /** The main navigation in the bar (desktop). */
  navItems: readonly HeaderNavItem[];
  /** The navigation inside the menu panel (tablet and phone): always the catalogue and the cart. */
  menuItems: readonly HeaderNavItem[];
};

const ALL: readonly HeaderViewport[] = HEADER_VIEWPORTS;
const NONE: readonly HeaderViewport[] = [];

const only = (...viewports: HeaderViewport[]): readonly HeaderViewport[] => viewports;
const when = (condition: boolean, viewports: readonly HeaderViewport[]) => (condition ? viewports : NONE);

/**
 * The bar's and the menu's entries. The shop's own navigation, when it has any, takes the place of
 * Home and Catalogue; the catalogue stays one step away (an entry of its own, unless an entry or the
 * bar's search leads there), and so does the cart when its icon is off.
 */
function navigation(
  links: readonly HeaderLink[],
  cartIcon: boolean,
  searchInBar: boolean,
): Pick<HeaderLayout, 'navItems' | 'menuItems'> {
  if (!links.length)
    return {
      navItems: cartIcon ? [HOME, CATALOGUE] : [HOME, CATALOGUE, CART],
      menuItems: [HOME, CATALOGUE, CART],
    };
  const own: HeaderNavItem[] = links.map(({ to, label, newTab }) => ({ to, label, newTab }));
  const leadsToCatalogue = links.some((link) => link.to === CATALOGUE.to);
  const catalogue = leadsToCatalogue ? [] : [CATALOGUE];
  return {
    navItems: [...own, ...(searchInBar ? [] : catalogue), ...(cartIcon ? [] : [CART])],
    menuItems: [...own, ...catalogue, CART],
  };
}

/**
 * The header of the given settings. The simple type is one slim bar: no search field, notifications,
 * CTA button or top line; everything else follows the settings as in the default type. `links`: the
 * shop's own navigation entries (none: the fixed Home and Catalogue).
 */
export function headerLayout(settings: HeaderSettings, links: readonly HeaderLink[] = []): HeaderLayout {
  const simple = settings.type === 'simple';
  const search = settings.search && !simple;
  const cta = settings.cta !== null && !simple;
  const scheme = mobileSchemeParts(settings.mobileLayoutScheme);
  // In the scheme's range the bar holds what the scheme names; what it leaves out moves to the menu.
  const tabletInBar = (inScheme: boolean) => (inScheme ? only('desktop', 'tablet') : only('desktop'));
  const tabletInMenu = (inScheme: boolean) => (inScheme ? only('phone') : only('tablet', 'phone'));
  const squareLogo = scheme.logo === 'square' && settings.showLogo;

  return {
    slots: {
      topLine: when(settings.topCta !== null && !simple, ALL),
      menuButton: only('tablet', 'phone'),
      logoMark: when(settings.showLogo, ALL),
      // A square logo is the mark alone; without a mark the name always stays.
      brandName: squareLogo ? only('desktop', 'phone') : ALL,
      mainNav: only('desktop'),
      search: when(search, tabletInBar(scheme.search)),
      notifications: when(settings.notifications && !simple, only('desktop', 'tablet')),
      favourites: when(settings.favourites, only('desktop', 'tablet')),
      // The cart icon stays on phones; in the tablet range only when the scheme names it.
      cart: when(settings.cart, scheme.cart ? ALL : only('desktop', 'phone')),
      cta: when(cta, tabletInBar(scheme.cta)),
      menuSearch: when(search, tabletInMenu(scheme.search)),
      menuFavourites: when(settings.favourites, only('phone')),
      menuCta: when(cta, tabletInMenu(scheme.cta)),
    },
    // Without the cart icon the bar's navigation names the cart, so it is never out of reach.
    ...navigation(links, settings.cart, search),
  };
}

/** Where each part of the brand shows (the header's link home). */
export type BrandViewports = {
  /** The shop's wide logo, in place of the mark with the name beside it. */
  wide: readonly HeaderViewport[];
  /** The mark: the square logo, or the initial drawn from the name. */
  mark: readonly HeaderViewport[];
  name: readonly HeaderViewport[];
};

/**
 * The brand's parts at each width. Without a wide logo: the mark and the name as the layout places them.
 * With one, it shows wherever the layout places the mark with the name beside it; the mark alone stays
 * where the layout shows it without the name (a square mobile scheme), the name where there is no mark.
 */
export function brandViewports(layout: HeaderLayout, hasWideLogo: boolean): BrandViewports {
  const { logoMark: mark, brandName: name } = layout.slots;
  if (!hasWideLogo) return { wide: NONE, mark, name };
  return {
    wide: mark.filter((viewport) => name.includes(viewport)),
    mark: mark.filter((viewport) => !name.includes(viewport)),
    name: name.filter((viewport) => !mark.includes(viewport)),
  };
}

/** The paths a shopper can reach from the header at a width (for the promise above and its test). */
export function reachablePaths(layout: HeaderLayout, viewport: HeaderViewport): Set<string> {
  const shows = (slot: HeaderSlot) => layout.slots[slot].includes(viewport);
  const paths = new Set<string>();
  if (shows('mainNav')) for (const item of layout.navItems) paths.add(item.to);
  if (shows('menuButton')) for (const item of layout.menuItems) paths.add(item.to);
  if (shows('cart')) paths.add(CART.to);
  if (shows('favourites') || shows('menuFavourites')) paths.add(FAVOURITES.to);
  if (shows('search') || shows('menuSearch')) paths.add(CATALOGUE.to);
  return paths;
}
