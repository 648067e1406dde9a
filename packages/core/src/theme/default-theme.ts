import type { ColorLeaf, ColorTree, Theme } from './types.ts';

const c = (color: string): ColorLeaf => ({ color });
const link = (path: string): ColorLeaf => ({ linkedTo: path });

// A button application links every state to the base palette so a tenant recolours buttons
// by changing a handful of base colours.
const button = (name: string, hoverPath = `colors.${name}.hover`): ColorTree => ({
  background: link(`colors.${name}.background`),
  text: link(`colors.${name}.text`),
  hover: link(hoverPath),
  border: link(`colors.${name}.background`),
});

/** Base palette: a calm slate neutral with a blue primary. */
const palette: ColorTree = {
  primary: {
    background: c('#2563eb'),
    text: c('#ffffff'),
    hover: c('#1d4ed8'),
    light: c('#dbeafe'),
    lightText: c('#1e3a8a'),
    lightHover: c('#bfdbfe'),
  },
  secondary: { background: c('#0f766e'), text: c('#ffffff'), hover: c('#115e59') },
  neutral: { background: c('#e2e8f0'), text: c('#1e293b'), hover: c('#cbd5e1') },
  danger: { background: c('#dc2626'), text: c('#ffffff'), hover: c('#b91c1c') },
  success: { background: c('#15803d'), text: c('#ffffff'), hover: c('#166534') },
  info: { background: c('#0369a1'), text: c('#ffffff'), hover: c('#075985') },
  warning: { background: c('#f59e0b'), text: c('#1f2937'), hover: c('#d97706') },
  disabled: { background: c('#e5e7eb'), text: c('#9ca3af'), hover: c('#e5e7eb') },
  body: {
    background: c('#ffffff'),
    text: c('#1e293b'),
    heading: c('#0f172a'),
    muted: c('#64748b'),
    subtle: c('#f8fafc'),
    link: link('colors.primary.background'),
  },
  surface: { background: c('#ffffff'), text: link('colors.body.text'), raised: c('#f1f5f9') },
  border: { default: c('#e2e8f0'), strong: c('#7c8799'), focus: link('colors.primary.background') },
  cloudbar: {
    background: c('#0f172a'),
    text: c('#f8fafc'),
    hover: c('#1e293b'),
    special: c('#7c3aed'),
    specialText: c('#ffffff'),
    specialHover: c('#6d28d9'),
  },
  overlay: { background: c('rgba(15, 23, 42, 0.5)') },
};

const applications: ColorTree = {
  button: {
    primary: button('primary'),
    'primary-light': {
      background: link('colors.primary.light'),
      text: link('colors.primary.lightText'),
      hover: link('colors.primary.lightHover'),
      border: link('colors.primary.light'),
    },
    secondary: button('secondary'),
    danger: button('danger'),
    success: button('success'),
    neutral: button('neutral'),
    disabled: button('disabled'),
    info: button('info'),
    cloudbar: button('cloudbar'),
    'cloudbar-special': {
      background: link('colors.cloudbar.special'),
      text: link('colors.cloudbar.specialText'),
      hover: link('colors.cloudbar.specialHover'),
      border: link('colors.cloudbar.special'),
    },
  },
  cms: {
    background: link('colors.body.background'),
    text: link('colors.body.text'),
    heading: link('colors.body.heading'),
    link: link('colors.body.link'),
    sectionBackground: link('colors.body.subtle'),
  },
  toggle: { on: link('colors.primary.background'), off: link('colors.border.strong'), knob: c('#ffffff') },
  controls: {
    background: link('colors.surface.background'),
    text: link('colors.body.text'),
    // A field's edge is a control boundary: 3:1 against the page (WCAG 1.4.11), so the strong border.
    border: link('colors.border.strong'),
    focus: link('colors.border.focus'),
    placeholder: link('colors.body.muted'),
  },
  labels: { text: link('colors.body.text'), required: link('colors.danger.background') },
  catalogItem: {
    background: link('colors.surface.background'),
    text: link('colors.body.text'),
    border: link('colors.border.default'),
    price: link('colors.body.heading'),
    badge: link('colors.primary.light'),
    badgeText: link('colors.primary.lightText'),
  },
  page: {
    background: link('colors.body.background'),
    text: link('colors.body.text'),
    heading: link('colors.body.heading'),
    link: link('colors.body.link'),
  },
  popOverMenu: {
    background: link('colors.surface.background'),
    text: link('colors.body.text'),
    hover: link('colors.surface.raised'),
    border: link('colors.border.default'),
  },
  navigation: {
    background: link('colors.surface.background'),
    text: link('colors.body.text'),
    hover: link('colors.surface.raised'),
    active: link('colors.primary.background'),
  },
  infoBox: {
    background: link('colors.primary.light'),
    text: link('colors.primary.lightText'),
    border: link('colors.primary.lightHover'),
  },
  header: {
    background: link('colors.surface.background'),
    text: link('colors.body.text'),
    border: link('colors.border.default'),
  },
  headerLogo: { background: link('applications.header.background') },
  headerSearch: {
    background: link('colors.surface.raised'),
    text: link('colors.body.text'),
    border: link('colors.border.default'),
  },
  pricingTiers: {
    background: link('colors.surface.background'),
    text: link('colors.body.text'),
    border: link('colors.border.default'),
    highlight: link('colors.primary.background'),
    highlightText: link('colors.primary.text'),
  },
  pageFancies: {
    accent: link('colors.secondary.background'),
    gradientStart: link('colors.primary.background'),
    gradientEnd: link('colors.secondary.background'),
  },
};

// Frozen so a consumer cannot change every tenant's theme by mutating the shared object.
function deepFreeze<T extends object>(value: T): T {
  for (const child of Object.values(value)) {
    if (typeof child === 'object' && child !== null) deepFreeze(child as object);
  }
  return Object.freeze(value);
}

/** The theme every tenant starts from; stored tenant themes are merged over it. */
export const defaultTheme: Theme = deepFreeze({
  colors: { colors: palette, applications },
  fonts: {
    display: 'Montserrat',
    body: 'Inter',
    serif: 'Playfair Display',
    sans: 'Inter',
    mono: 'Roboto Mono',
    light: 'Inter',
    bold: 'Inter',
  },
  border: { radius: 'default', width: 'thin' },
  button: { outline: 'off' },
  // No entry animation unless the tenant chooses one: a shop keeps the calm it had.
  pageTransition: null,
});
