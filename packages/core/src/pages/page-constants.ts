// The page builder's enumerations and limits (spec §3, §9; issue 25). Stored values are these ids; the
// editor shows each through its text key (catalogue group cms).

/** Padding options (spec §9): none, small, medium, large. */
export const PADDINGS = ['none', 'small', 'medium', 'large'] as const;
/** Layout gaps and widths (spec §9): None, Wide (landing page), Regular (default). */
export const LAYOUT_SPACINGS = ['none', 'wide', 'regular'] as const;
/** Text background types (spec §9): None, Glassy, Glassy+Border. */
export const TEXT_BACKGROUNDS = ['none', 'glassy', 'glassyBorder'] as const;
/** Image aspect ratios (spec §9): Auto, Square (1:1), Widescreen (16:9). */
export const IMAGE_ASPECT_RATIOS = ['auto', 'square', 'widescreen'] as const;
/** CTA click modes (spec §9): Button only, Tile only, Button + Tile. */
export const CTA_CLICK_MODES = ['button', 'tile', 'both'] as const;
/** CTA target (spec §9): same tab or new tab. */
export const CTA_TARGETS = ['same', 'new'] as const;
/** Social platforms (spec §9), in the spec's order. */
export const SOCIAL_PLATFORMS = [
  'twitter',
  'facebook',
  'instagram',
  'linkedin',
  'youtube',
  'tiktok',
  'snapchat',
  'pinterest',
  'whatsapp',
  'telegram',
] as const;
/** Where a product row takes its products from (issue 25: a category, a selection, newest, random). */
export const PRODUCT_ROW_SOURCES = ['category', 'selection', 'newest', 'random'] as const;
export const PRODUCT_ROW_LAYOUTS = ['row', 'grid'] as const;
export const PRODUCT_ROW_MAX = 24;
export const HEADING_LEVELS = ['h1', 'h2', 'h3'] as const;
export const TEXT_ALIGNMENTS = ['start', 'center'] as const;
export const HERO_HEIGHTS = ['small', 'medium', 'large'] as const;
/** RSS list styles (spec §9): List, 2 columns, 3 columns. */
export const RSS_LIST_STYLES = ['list', 'twoColumns', 'threeColumns'] as const;
/** RSS spacing (spec §9): Compact, Comfortable, Spacious. */
export const RSS_SPACINGS = ['compact', 'comfortable', 'spacious'] as const;
/** RSS description modes (spec §9): Full, Excerpt, None. */
export const RSS_DESCRIPTION_MODES = ['full', 'excerpt', 'none'] as const;
/** Items an RSS block shows at most (the server keeps this many of a feed). */
export const RSS_MAX_ITEMS = 50;
/** "Last X days": 0 shows items of any age; at most ten years back. */
export const RSS_MAX_DAYS = 3650;
/** Entries of an icon list. */
export const ICON_LIST_MAX_ITEMS = 24;
/** A hero's picture drawn by the shop from the theme's colours (no image request): none, or printed matter. */
export const HERO_ARTWORKS = ['none', 'printedMatter'] as const;

/** The page document's bounds: a page bigger than these is refused, never half-read. */
export const PAGE_LIMITS = {
  /** Characters of a stored or sent document's JSON. */
  jsonLength: 1_000_000,
  sections: 60,
  /** Blocks of a page, those in slots included (the editor's budget is 200 nested three deep). */
  blocks: 300,
  /** Slots inside slots: a block in a column of a block in a section is depth 2. */
  slotDepth: 3,
} as const;

/** Ids of sections and blocks; also a section's anchor (`#…` in links). */
export const PAGE_NODE_ID = /^[A-Za-z0-9_-]{1,40}$/;
