import { defaultTheme } from './default-theme.ts';
import type { ColorTree, Theme } from './types.ts';

// The built-in presets of the preset manager (issue 26): complete stored configs, each a whole colour
// tree, fonts and shapes, each passing checkThemeConfig and the WCAG AA contrast check (the tests hold
// them to both). They keep the default theme's applications, which link to the palette, so a preset is
// its palette plus the few links it changes; the shop's own presets are stored by the server.

export type BuiltInThemePreset = {
  id: string;
  /** Catalogue key of the preset's name (`admin.themePreset…`). */
  nameKey: string;
  config: Theme;
};

/** Palette groups as `entry: colour`; an entry missing here keeps the default theme's. */
type Palette = Record<string, Record<string, string>>;

type PresetSpec = {
  palette: Palette;
  /** `group.entry` under `applications` → the path it links to instead. */
  links?: Record<string, string>;
  fonts: Theme['fonts'];
  border: Theme['border'];
  button: Theme['button'];
};

// Every preset shows the edge of an input field and a toggle that is off at 3:1 against the page (the
// default theme's #e2e8f0 border does not), so fields follow the strong border colour.
const SHARED_LINKS: Record<string, string> = {
  'controls.border': 'colors.border.strong',
};

function buildPreset({ palette, links = {}, fonts, border, button }: PresetSpec): Theme {
  const colors = structuredClone(defaultTheme.colors) as { colors: ColorTree; applications: ColorTree };
  for (const [group, entries] of Object.entries(palette)) {
    const target = (colors.colors[group] ??= {}) as ColorTree;
    for (const [entry, color] of Object.entries(entries)) target[entry] = { color };
  }
  for (const [path, linkedTo] of Object.entries({ ...SHARED_LINKS, ...links })) {
    const [group, entry] = path.split('.') as [string, string];
    (colors.applications[group] as ColorTree)[entry] = { linkedTo };
  }
  return { colors, fonts, border, button, pageTransition: null };
}

const sansFonts = (display: string, body: string, serif: string, mono: string): Theme['fonts'] => ({
  display,
  body,
  serif,
  sans: body,
  mono,
  light: body,
  bold: body,
});

/** The default look with the few colours that miss AA made to pass (success, info, field and toggle edges). */
const classic = buildPreset({
  palette: {
    success: { background: '#15803d', hover: '#166534' },
    info: { background: '#0369a1', hover: '#075985' },
    border: { strong: '#7c8799' },
  },
  fonts: { ...defaultTheme.fonts },
  border: { radius: 'default', width: 'thin' },
  button: { outline: 'off' },
});

const printShopRed = buildPreset({
  palette: {
    primary: {
      background: '#b91c1c',
      text: '#ffffff',
      hover: '#991b1b',
      light: '#fee2e2',
      lightText: '#7f1d1d',
      lightHover: '#fecaca',
    },
    secondary: { background: '#c2410c', text: '#ffffff', hover: '#9a3412' },
    neutral: { background: '#e7e5e4', text: '#292524', hover: '#d6d3d1' },
    danger: { background: '#be123c', text: '#ffffff', hover: '#9f1239' },
    success: { background: '#15803d', text: '#ffffff', hover: '#166534' },
    info: { background: '#0369a1', text: '#ffffff', hover: '#075985' },
    disabled: { background: '#e7e5e4', text: '#a8a29e', hover: '#e7e5e4' },
    body: { background: '#fffbf5', text: '#292524', heading: '#1c1917', muted: '#6f6863', subtle: '#faf3ea' },
    surface: { background: '#ffffff', raised: '#f5f5f4' },
    border: { default: '#e7e5e4', strong: '#8a817c' },
    cloudbar: {
      background: '#292524',
      text: '#fafaf9',
      hover: '#44403c',
      special: '#b91c1c',
      specialText: '#ffffff',
      specialHover: '#991b1b',
    },
    overlay: { background: 'rgba(28, 25, 23, 0.5)' },
  },
  fonts: sansFonts('Oswald', 'Open Sans', 'Merriweather', 'Roboto Mono'),
  border: { radius: 'light', width: 'thin' },
  button: { outline: 'off' },
});

const forest = buildPreset({
  palette: {
    primary: {
      background: '#166534',
      text: '#ffffff',
      hover: '#14532d',
      light: '#dcfce7',
      lightText: '#14532d',
      lightHover: '#bbf7d0',
    },
    secondary: { background: '#92400e', text: '#ffffff', hover: '#78350f' },
    neutral: { background: '#e3e9df', text: '#1c2a1e', hover: '#d2dccd' },
    danger: { background: '#b91c1c', text: '#ffffff', hover: '#991b1b' },
    success: { background: '#15803d', text: '#ffffff', hover: '#166534' },
    info: { background: '#0e7490', text: '#ffffff', hover: '#155e75' },
    disabled: { background: '#e3e9df', text: '#9aa59c', hover: '#e3e9df' },
    body: { background: '#fbfdf8', text: '#1c2a1e', heading: '#0f1f12', muted: '#56665a', subtle: '#f1f6ee' },
    surface: { background: '#ffffff', raised: '#eef4ea' },
    border: { default: '#dbe4d6', strong: '#77867a' },
    cloudbar: {
      background: '#14281a',
      text: '#f1f6ee',
      hover: '#1f3a26',
      special: '#92400e',
      specialText: '#ffffff',
      specialHover: '#78350f',
    },
    overlay: { background: 'rgba(15, 31, 18, 0.5)' },
  },
  fonts: sansFonts('Lora', 'Nunito', 'Lora', 'JetBrains Mono'),
  border: { radius: 'strong', width: 'thin' },
  button: { outline: 'off' },
});

const midnight = buildPreset({
  palette: {
    primary: {
      background: '#60a5fa',
      text: '#0b1120',
      hover: '#93c5fd',
      light: '#1e3a8a',
      lightText: '#dbeafe',
      lightHover: '#1e40af',
    },
    secondary: { background: '#2dd4bf', text: '#042f2e', hover: '#5eead4' },
    neutral: { background: '#334155', text: '#f1f5f9', hover: '#475569' },
    danger: { background: '#f87171', text: '#450a0a', hover: '#fca5a5' },
    success: { background: '#4ade80', text: '#052e16', hover: '#86efac' },
    info: { background: '#38bdf8', text: '#082f49', hover: '#7dd3fc' },
    warning: { background: '#fbbf24', text: '#1f2937', hover: '#fcd34d' },
    disabled: { background: '#1f2937', text: '#6b7280', hover: '#1f2937' },
    body: { background: '#0b1120', text: '#e2e8f0', heading: '#f8fafc', muted: '#94a3b8', subtle: '#111a2e' },
    surface: { background: '#111827', raised: '#1f2937' },
    border: { default: '#334155', strong: '#6b7a90' },
    cloudbar: {
      background: '#020617',
      text: '#e2e8f0',
      hover: '#1e293b',
      special: '#a78bfa',
      specialText: '#1e1b4b',
      specialHover: '#c4b5fd',
    },
    overlay: { background: 'rgba(0, 0, 0, 0.6)' },
  },
  // White on the light blue of a toggle that is on would fail: the knob takes the page's dark.
  links: { 'toggle.knob': 'colors.body.background' },
  fonts: sansFonts('Poppins', 'DM Sans', 'Source Serif 4', 'JetBrains Mono'),
  border: { radius: 'strong', width: 'thin' },
  button: { outline: 'thin' },
});

const highContrast = buildPreset({
  palette: {
    primary: {
      background: '#000000',
      text: '#ffffff',
      hover: '#333333',
      light: '#e5e5e5',
      lightText: '#000000',
      lightHover: '#d4d4d4',
    },
    secondary: { background: '#333333', text: '#ffffff', hover: '#4d4d4d' },
    neutral: { background: '#e5e5e5', text: '#000000', hover: '#d4d4d4' },
    danger: { background: '#b00020', text: '#ffffff', hover: '#8a0019' },
    success: { background: '#1b5e20', text: '#ffffff', hover: '#134a17' },
    info: { background: '#0d47a1', text: '#ffffff', hover: '#0a3880' },
    disabled: { background: '#e5e5e5', text: '#595959', hover: '#e5e5e5' },
    body: { background: '#ffffff', text: '#000000', heading: '#000000', muted: '#404040', subtle: '#f2f2f2' },
    surface: { background: '#ffffff', raised: '#f2f2f2' },
    border: { default: '#737373', strong: '#000000' },
    cloudbar: {
      background: '#000000',
      text: '#ffffff',
      hover: '#333333',
      special: '#ffd600',
      specialText: '#000000',
      specialHover: '#ffea5c',
    },
    overlay: { background: 'rgba(0, 0, 0, 0.7)' },
  },
  fonts: sansFonts('IBM Plex Sans', 'IBM Plex Sans', 'Libre Baskerville', 'JetBrains Mono'),
  border: { radius: 'off', width: 'thick' },
  button: { outline: 'thick' },
});

const freeze = <T extends object>(value: T): T => {
  for (const child of Object.values(value))
    if (typeof child === 'object' && child !== null) freeze(child as object);
  return Object.freeze(value);
};

/** The presets every shop has, in the order the preset manager shows them. */
export const BUILT_IN_THEME_PRESETS: readonly BuiltInThemePreset[] = freeze([
  { id: 'classic', nameKey: 'admin.themePresetClassic', config: classic },
  { id: 'print-shop-red', nameKey: 'admin.themePresetPrintShopRed', config: printShopRed },
  { id: 'forest', nameKey: 'admin.themePresetForest', config: forest },
  { id: 'midnight', nameKey: 'admin.themePresetMidnight', config: midnight },
  { id: 'high-contrast', nameKey: 'admin.themePresetHighContrast', config: highContrast },
]);
