import type { ButtonColor, HeaderType, UserContextMenuMode } from '../constants.ts';
import type { LocalizedText } from '../i18n/localized-text.ts';

// Spec §3 "Theme header settings", §4 (header type, user context menu mode), §5 (mobile layout
// scheme range, link rule) and §9 (header mobile schemes, button colours). Stored in the tenant's
// settings document under `header`; read with readHeaderSettings, checked with checkHeaderSettings
// (both in header-settings-rules.ts, which the shop's pages do not load: they get the settings read).
// What the header shows at each width follows from these settings in header-layout.ts.

/** Spec §9: square logo or wide logo, each with combinations of cart, search and CTA button. */
export type MobileLogo = 'square' | 'wide';

/** A scheme names the logo and what else sits in the bar between 768 and 1152 px, e.g. 'wide-cart-search'. */
export type MobileLayoutScheme = `${MobileLogo}${'' | '-cart'}${'' | '-search'}${'' | '-cta'}`;

export type MobileSchemeParts = { logo: MobileLogo; cart: boolean; search: boolean; cta: boolean };

export function mobileSchemeParts(scheme: MobileLayoutScheme): MobileSchemeParts {
  const [logo, ...extras] = scheme.split('-');
  return {
    logo: logo === 'square' ? 'square' : 'wide',
    cart: extras.includes('cart'),
    search: extras.includes('search'),
    cta: extras.includes('cta'),
  };
}

/** The call-to-action button: a link (https:// or /path), its label per language and a button colour. */
export type HeaderCta = { link: string; label: LocalizedText; colour: ButtonColor };

/**
 * The top call to action: a slim line above the bar whose text (the suffix, per language) links to
 * `link`, e.g. "New: Luxe cards with copper foil →".
 */
export type HeaderTopCta = { link: string; suffix: LocalizedText };

export type HeaderSettings = {
  /** 'simple': one slim bar without search field, notifications, CTA button or top line. */
  type: HeaderType;
  showLogo: boolean;
  notifications: boolean;
  favourites: boolean;
  /** The cart icon; without it the main navigation lists the cart (see header-layout.ts). */
  cart: boolean;
  search: boolean;
  topCta: HeaderTopCta | null;
  cta: HeaderCta | null;
  userContextMenu: UserContextMenuMode;
  /** Applies only between MOBILE_LAYOUT_MIN and MOBILE_LAYOUT_MAX px (spec §5). */
  mobileLayoutScheme: MobileLayoutScheme;
};

export const DEFAULT_HEADER_SETTINGS: HeaderSettings = {
  type: 'default',
  showLogo: true,
  notifications: false,
  favourites: true,
  cart: true,
  search: true,
  topCta: null,
  cta: null,
  userContextMenu: 'full',
  mobileLayoutScheme: 'wide-cart',
};
