// Business constants and enumerations of spec §9 (and the enumerations named in §3/§4).

export const TOAST_AUTO_CLOSE_MS = 2000;
export const BUTTON_RIPPLE_MS = 500;
export const CLICK_RIPPLE_MS = 600;
/** How long user-field labels stay fresh in the client cache. */
export const USER_FIELD_FRESH_MS = 300_000;

/**
 * Screen-width breakpoints in px (spec §9): smartphone up to 768, mobile up to 1152, desktop above;
 * extra small up to 460, small 461–640, extra large from 1280. "Up to" includes the width itself.
 */
export const BREAKPOINTS = {
  smartphone: 768,
  mobile: 1152,
  extraSmall: 460,
  smallMin: 461,
  smallMax: 640,
  extraLarge: 1280,
} as const;

/**
 * The header's mobile layout scheme (spec §5, §9: "768 px to 1152 px") begins where the smartphone
 * range ("up to 768 px") ends: above 768 px, up to 1152 px inclusive. At exactly 768 px header and
 * page are both the phone's (decision 0054).
 */
export const MOBILE_LAYOUT_MIN = BREAKPOINTS.smartphone + 1;
export const MOBILE_LAYOUT_MAX = BREAKPOINTS.mobile;

const upTo = (px: number) => `(width <= ${px}px)`;
const above = (px: number) => `(width > ${px}px)`;

/**
 * Every media query the web app's stylesheets may use, written exactly so (media-queries.test.ts in
 * apps/web scans every .css file): one definition of each range, so no two rules disagree by a pixel.
 */
export const MEDIA_QUERIES = {
  extraSmall: upTo(BREAKPOINTS.extraSmall),
  small: upTo(BREAKPOINTS.smallMax),
  smartphone: upTo(BREAKPOINTS.smartphone),
  aboveSmartphone: above(BREAKPOINTS.smartphone),
  mobileScheme: `(${BREAKPOINTS.smartphone}px < width <= ${BREAKPOINTS.mobile}px)`,
  mobile: upTo(BREAKPOINTS.mobile),
  desktop: above(BREAKPOINTS.mobile),
  extraLarge: `(width >= ${BREAKPOINTS.extraLarge}px)`,
} as const;

export const COLOR_FALLBACK = '#aabbcc';
export const COLOR_LINK_DEPTH = 10;

export const RADIUS_LIGHT_PX = 4;
export const RADIUS_STRONG_PX = 12;
export const BORDER_WIDTH_THIN_PX = 1;
export const BORDER_WIDTH_THICK_PX = 2;

export const MOBILE_NUMBER_MAX = 25;
/** Role names, usernames and field names: identifiers, unique per shop (and so indexed: keep them short). */
export const NAME_MAX_LENGTH = 64;
export const LINK_PREFETCH_MARGIN_PX = 200;
export const TRANSLATION_CACHE_VERSION = 1;
/** Browser-store key under which cached translation JSON is kept (spec §4). */
export const TRANSLATION_CACHE_KEY = 'storedJSON';
export const MAX_SOCIAL_BUTTONS = 5;
export const WIDE_LOGO = { width: 900, height: 186, ratio: 4.84 } as const;
export const FAVICON = { width: 512, height: 512 } as const;
export const CATEGORY_PREVIEW_MAX = 3;
/**
 * Products a category in random mode sends as its preview pool: the page shows CATEGORY_PREVIEW_MAX of
 * them, drawn in the browser per visit, so a cached page still varies (decision 0055).
 */
export const CATEGORY_RANDOM_POOL = 12;
export const SIGNUP_MIN_PASSWORD = 8;
export const PRICING_TIERS = 3;

export const BUTTON_COLORS = [
  'primary',
  'primary-light',
  'secondary',
  'danger',
  'success',
  'neutral',
  'disabled',
  'info',
  'cloudbar',
  'cloudbar-special',
] as const;
export type ButtonColor = (typeof BUTTON_COLORS)[number];

export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];

export const TRANSLATION_TYPES = [
  'static',
  'dynamic',
  'productName',
  'productDescription',
  'productFieldValue',
  'productFieldLabel',
  'productLabelName',
  'userFieldLabel',
  'categoryName',
  'categoryDescription',
  'contentPageName',
] as const;
export type TranslationType = (typeof TRANSLATION_TYPES)[number];

export const TRANSLATION_ENTITIES = ['text', 'select', 'richTextSlate'] as const;
export type TranslationEntity = (typeof TRANSLATION_ENTITIES)[number];

export const CONFIRMATION_SEVERITIES = ['confirmOnly', 'stringConfirm'] as const;
export type ConfirmationSeverity = (typeof CONFIRMATION_SEVERITIES)[number];

export const DOMAIN_STATUSES = ['Pending', 'Configuring', 'Active', 'Unknown'] as const;
export type DomainStatus = (typeof DOMAIN_STATUSES)[number];

// Their lists (HEADER_TYPES, USER_CONTEXT_MENU_MODES) are in theme/header-settings-rules.ts, which the
// shop's pages do not load.
export type HeaderType = 'default' | 'simple';
export type UserContextMenuMode = 'hidden' | 'full' | 'loginLogout';
