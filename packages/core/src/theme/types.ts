/** A colour entry. `linkedTo` (or a path in `color`) points at another entry by dotted path. */
export type ColorLeaf = { color?: string; label?: string; linkedTo?: string };

/** Nested groups whose leaves are colour entries. */
export type ColorTree = { [key: string]: ColorLeaf | ColorTree };

/** The colour tree of a theme; paths start at this root: `colors.…` or `applications.…`. */
export type ThemeColors = { colors: ColorTree; applications: ColorTree };

export const FONT_SLOTS = ['display', 'body', 'serif', 'sans', 'mono', 'light', 'bold'] as const;
export type FontSlot = (typeof FONT_SLOTS)[number];
export type ThemeFonts = Record<FontSlot, string>;

export const THEME_RADII = ['off', 'light', 'strong', 'default'] as const;
export type ThemeRadius = (typeof THEME_RADII)[number];
export const THEME_WIDTHS = ['off', 'thin', 'thick'] as const;
export type ThemeWidth = (typeof THEME_WIDTHS)[number];

/** Page transition settings (spec §3): how long the entry animation runs and how far the page moves. */
export const PAGE_TRANSITION_DURATIONS = ['fast', 'medium', 'slow'] as const;
export type PageTransitionDuration = (typeof PAGE_TRANSITION_DURATIONS)[number];
export const PAGE_TRANSITION_DISTANCES = ['short', 'medium', 'long'] as const;
export type PageTransitionDistance = (typeof PAGE_TRANSITION_DISTANCES)[number];
export type PageTransition = {
  duration: PageTransitionDuration;
  distance: PageTransitionDistance;
  fadeIn: boolean;
};

export type Theme = {
  colors: ThemeColors;
  fonts: ThemeFonts;
  border: { radius: ThemeRadius; width: ThemeWidth };
  button: { outline: ThemeWidth };
  /** The storefront's entry animation after a client-side navigation; null: none (the default). */
  pageTransition: PageTransition | null;
};

/** The application groups of spec §3 (keys under `applications.`). */
export const APPLICATION_GROUPS = [
  'button',
  'cms',
  'toggle',
  'controls',
  'labels',
  'catalogItem',
  'page',
  'popOverMenu',
  'navigation',
  'infoBox',
  'header',
  'headerLogo',
  'headerSearch',
  'pricingTiers',
  'pageFancies',
] as const;
export type ApplicationGroup = (typeof APPLICATION_GROUPS)[number];

/** Style options of a block or component (spec §5 Theme styles). */
export const ROUNDED_OPTIONS = ['auto', 'off', 'light', 'strong'] as const;
export type Rounded = (typeof ROUNDED_OPTIONS)[number];
export const BORDER_WIDTH_OPTIONS = ['auto', 'off', 'thin', 'thick'] as const;
export type BorderWidthOption = (typeof BORDER_WIDTH_OPTIONS)[number];

/** Untrusted style config as stored on blocks; every value is validated before use. */
export type StyleConfig = {
  text?: string;
  background?: string;
  border?: string;
  rounded?: string;
  width?: string;
};

/** A style config with colours resolved to CSS colours and sizes to px lengths. */
export type ResolvedStyle = {
  text: string;
  background: string;
  border: string;
  radius: string;
  borderWidth: string;
};
