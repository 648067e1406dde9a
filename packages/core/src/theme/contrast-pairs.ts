import { BUTTON_COLORS, COLOR_FALLBACK } from '../constants.ts';
import { contrastRatio, over, parseColour, WCAG_AA_TEXT_CONTRAST, WHITE, type Rgba } from './contrast.ts';
import { resolveColor } from './resolve-color.ts';
import type { Theme } from './types.ts';

// Every text/background pair the theme produces, measured against WCAG 2.2 AA while the theme is edited
// (issue 26): 4.5:1 for text (1.4.3), 3:1 for large text (1.4.3) and for the boundaries of controls and
// focus indicators (1.4.11). The pairs are the paths the storefront's styles pair (apps/web …module.css):
// a path, not a colour, so a pair follows the theme's links. One resolve per path; the whole matrix is a
// few hundred operations (bench/theme-contrast.ts).

/** WCAG AA for large text (at least 24 px, or 18.66 px bold). */
export const WCAG_AA_LARGE_TEXT_CONTRAST = 3;
/** WCAG AA for the boundary of a control and a focus indicator against what is next to it. */
export const WCAG_AA_NON_TEXT_CONTRAST = 3;

/**
 * `text` 4.5:1; `largeText` 3:1; `ui` a boundary or focus indicator, 3:1; `inactive` text of a disabled
 * control: measured against 4.5:1 and shown, but WCAG 1.4.3 sets no minimum, so it never fails a theme.
 */
export type ContrastKind = 'text' | 'largeText' | 'ui' | 'inactive';

export type ContrastPair = {
  /** Stable id, e.g. `button.primary.hover`. */
  id: string;
  /** Catalogue key naming the element (`admin.themePair…`). */
  labelKey: string;
  /** Path of the foreground (text, boundary or focus ring). */
  text: string;
  /** Path of what it is drawn on. */
  background: string;
  kind: ContrastKind;
  /** The ratio it needs (4.5 or 3). */
  required: number;
};

export type MeasuredContrastPair = ContrastPair & {
  /** The colours the paths resolve to, as the theme holds them. */
  textColour: string;
  backgroundColour: string;
  /** 1–21; colours with alpha are painted over the page background first. */
  ratio: number;
  passes: boolean;
};

/** Catalogue keys naming each kind with its ratio. */
export const CONTRAST_KIND_LABEL_KEYS: Readonly<Record<ContrastKind, string>> = {
  text: 'admin.themeContrastKindText',
  largeText: 'admin.themeContrastKindLargeText',
  ui: 'admin.themeContrastKindUi',
  inactive: 'admin.themeContrastKindInactive',
};

const REQUIRED: Record<ContrastKind, number> = {
  text: WCAG_AA_TEXT_CONTRAST,
  largeText: WCAG_AA_LARGE_TEXT_CONTRAST,
  ui: WCAG_AA_NON_TEXT_CONTRAST,
  inactive: WCAG_AA_TEXT_CONTRAST,
};

const PAGE = 'colors.body.background';

const pair = (id: string, label: string, text: string, background: string, kind: ContrastKind = 'text') =>
  Object.freeze({
    id,
    labelKey: `admin.themePair${label}`,
    text,
    background,
    kind,
    required: REQUIRED[kind],
  });

const pascal = (name: string) => name.replace(/(?:^|-)([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** Each button colour as drawn (text on background) and hovered; a disabled button only as drawn. */
const buttonPairs = BUTTON_COLORS.flatMap((colour) => {
  const at = (entry: string) => `applications.button.${colour}.${entry}`;
  const label = `Button${pascal(colour)}`;
  if (colour === 'disabled')
    return [pair('button.disabled', label, at('text'), at('background'), 'inactive')];
  return [
    pair(`button.${colour}`, label, at('text'), at('background')),
    pair(`button.${colour}.hover`, `${label}Hover`, at('text'), at('hover')),
  ];
});

/** `applications.<path>` */
const a = (path: string) => `applications.${path}`;

/** The pairs every theme is checked for, in the order the editor lists them. */
export const CONTRAST_PAIRS: readonly ContrastPair[] = Object.freeze([
  pair('page.text', 'PageText', 'colors.body.text', PAGE),
  // Page headings include h4 at body size, so they are held to the text ratio.
  pair('page.heading', 'PageHeading', 'colors.body.heading', PAGE),
  pair('page.link', 'PageLink', 'colors.body.link', PAGE),
  pair('page.muted', 'PageMuted', 'colors.body.muted', PAGE),
  // Buttons draw the focus ring 2 px outside themselves, on the page.
  pair('focus', 'Focus', 'colors.border.focus', PAGE, 'ui'),
  ...buttonPairs,
  pair('header', 'Header', a('header.text'), a('header.background')),
  pair('headerSearch', 'HeaderSearch', a('headerSearch.text'), a('headerSearch.background')),
  pair('navigation', 'Navigation', a('navigation.text'), a('navigation.background')),
  pair('navigation.hover', 'NavigationHover', a('navigation.text'), a('navigation.hover')),
  pair('navigation.active', 'NavigationActive', a('navigation.active'), a('navigation.background')),
  pair('labels', 'Labels', a('labels.text'), PAGE),
  pair('labels.required', 'LabelsRequired', a('labels.required'), PAGE),
  pair('controls', 'Controls', a('controls.text'), a('controls.background')),
  pair('controls.placeholder', 'ControlsPlaceholder', a('controls.placeholder'), a('controls.background')),
  // A field's border is what shows where to type when the field is the colour of the page.
  pair('controls.border', 'ControlsBorder', a('controls.border'), a('controls.background'), 'ui'),
  pair('controls.focus', 'ControlsFocus', a('controls.focus'), PAGE, 'ui'),
  pair('toggle.on', 'ToggleOn', a('toggle.on'), PAGE, 'ui'),
  pair('toggle.off', 'ToggleOff', a('toggle.off'), PAGE, 'ui'),
  pair('toggle.knob', 'ToggleKnob', a('toggle.knob'), a('toggle.on'), 'ui'),
  pair('infoBox', 'InfoBox', a('infoBox.text'), a('infoBox.background')),
  pair('pricingTiers', 'PricingTiers', a('pricingTiers.text'), a('pricingTiers.background')),
  pair(
    'pricingTiers.highlight',
    'PricingTiersHighlight',
    a('pricingTiers.highlightText'),
    a('pricingTiers.highlight'),
  ),
  pair('popOverMenu', 'PopOverMenu', a('popOverMenu.text'), a('popOverMenu.background')),
  pair('popOverMenu.hover', 'PopOverMenuHover', a('popOverMenu.text'), a('popOverMenu.hover')),
  pair('catalogItem', 'CatalogItem', a('catalogItem.text'), a('catalogItem.background')),
  pair('catalogItem.price', 'CatalogItemPrice', a('catalogItem.price'), a('catalogItem.background')),
  pair('catalogItem.badge', 'CatalogItemBadge', a('catalogItem.badgeText'), a('catalogItem.badge')),
  pair('cms', 'Cms', a('cms.text'), a('cms.background')),
  // Content headings are h1–h3 blocks of at least 20 px bold: large text.
  pair('cms.heading', 'CmsHeading', a('cms.heading'), a('cms.background'), 'largeText'),
  pair('cms.link', 'CmsLink', a('cms.link'), a('cms.background')),
  pair('cms.section', 'CmsSection', a('cms.text'), a('cms.sectionBackground')),
  pair('cloudbar', 'Cloudbar', 'colors.cloudbar.text', 'colors.cloudbar.background'),
  pair('cloudbar.hover', 'CloudbarHover', 'colors.cloudbar.text', 'colors.cloudbar.hover'),
]);

type ColourReader = { at(path: string): string; page: Rgba };

/** Resolves each path once; `page` is the page background as it shows (over white if it has alpha). */
function colourReader(theme: Theme): ColourReader {
  const resolved = new Map<string, string>();
  const at = (path: string) => {
    let colour = resolved.get(path);
    if (colour === undefined) resolved.set(path, (colour = resolveColor(theme, path)));
    return colour;
  };
  return { at, page: over(parse(at(PAGE)), WHITE) };
}

const parse = (colour: string): Rgba => parseColour(colour) ?? parseColour(COLOR_FALLBACK)!;

/**
 * A pair's colours as they show: the foreground as the theme holds it (it may have alpha) and the
 * background painted over the page background, so opaque. A path that does not resolve counts as the
 * fallback colour.
 */
export function pairColours(
  theme: Theme,
  pair: ContrastPair,
  read: ColourReader = colourReader(theme),
): { text: Rgba; background: Rgba; textColour: string; backgroundColour: string } {
  const textColour = read.at(pair.text);
  const backgroundColour = read.at(pair.background);
  return {
    text: parse(textColour),
    background: over(parse(backgroundColour), read.page),
    textColour,
    backgroundColour,
  };
}

/** Every pair of the theme measured. */
export function themeContrastMatrix(theme: Theme): MeasuredContrastPair[] {
  const read = colourReader(theme);
  return CONTRAST_PAIRS.map((spec) => {
    const { text, background, textColour, backgroundColour } = pairColours(theme, spec, read);
    const ratio = contrastRatio(text, background);
    return { ...spec, textColour, backgroundColour, ratio, passes: ratio >= spec.required };
  });
}

/** The pairs that fail WCAG 2.2 AA (a disabled button's text never does); none for a good theme. */
export function checkThemeContrast(theme: Theme): MeasuredContrastPair[] {
  return themeContrastMatrix(theme).filter((measured) => !measured.passes && measured.kind !== 'inactive');
}
