import { COLOR_LINK_DEPTH } from '../constants.ts';
import { getFontDefinition } from './fonts.ts';
import { mergeThemeWithDefaults } from './merge-theme.ts';
import { getColorNode, isColorLeaf, listColorPaths } from './resolve-color.ts';
import { isColorPath, isCssColorLiteral } from './style-values.ts';
import {
  FONT_SLOTS,
  PAGE_TRANSITION_DISTANCES,
  PAGE_TRANSITION_DURATIONS,
  THEME_RADII,
  THEME_WIDTHS,
  type ColorLeaf,
  type Theme,
} from './types.ts';

// The rules a theme must follow to be saved or published (issue 26): the one check the theme editor runs
// while editing and the server runs on every draft, publish, preset and import. Reading a stored theme
// stays tolerant (merge-theme.ts falls back, spec §8); saving one is strict, so a cycle, a chain deeper
// than COLOR_LINK_DEPTH, a value that is not a colour or a font outside the registry is refused with a
// message and never stored. Linear in the size of the input and bounded (THEME_LIMITS).

export type ThemeProblem = { path: string; key: string; params?: Record<string, string> };

export const THEME_LIMITS = {
  /** Characters of the theme's JSON: the built-in tree is ~9,000. */
  jsonChars: 64_000,
  /** Colour entries (the built-in tree has ~150). */
  colourEntries: 600,
  /** Characters of an entry's label. */
  labelChars: 80,
  /** Levels of nested colour groups below `colors` / `applications`. */
  groupDepth: 6,
} as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The entry `path` links to, if it links (linkedTo first, then a colour that is a path). */
export function colourLinkOf(leaf: ColorLeaf): string | undefined {
  if (typeof leaf.linkedTo === 'string' && leaf.linkedTo !== '') return leaf.linkedTo;
  return typeof leaf.color === 'string' && isColorPath(leaf.color) ? leaf.color : undefined;
}

/**
 * The chain of links from `path` (the path itself first) to the entry with a colour, or why it cannot
 * be followed: `cycle` (the chain comes back to an entry), `depth` (more than COLOR_LINK_DEPTH links),
 * `missing` (a link to no entry).
 */
export function colourChain(
  theme: Theme,
  path: string,
): { chain: string[]; problem: 'cycle' | 'depth' | 'missing' | null } {
  const chain: string[] = [];
  let current = path;
  for (;;) {
    if (chain.includes(current)) return { chain: [...chain, current], problem: 'cycle' };
    chain.push(current);
    const leaf = getColorNode(theme, current);
    if (!isColorLeaf(leaf)) return { chain, problem: 'missing' };
    const next = colourLinkOf(leaf);
    if (next === undefined) return { chain, problem: null };
    if (chain.length > COLOR_LINK_DEPTH) return { chain, problem: 'depth' };
    current = next;
  }
}

function checkColourTree(stored: unknown, theme: Theme, problems: ThemeProblem[]): void {
  let entries = 0;
  const walk = (node: unknown, path: string, depth: number) => {
    if (!isRecord(node)) return;
    if (depth > THEME_LIMITS.groupDepth) {
      problems.push({ path, key: 'admin.themeGroupTooDeep' });
      return;
    }
    for (const [key, child] of Object.entries(node)) {
      const at = `${path}.${key}`;
      if (!/^[A-Za-z0-9_-]{1,40}$/.test(key)) {
        problems.push({ path: at, key: 'admin.themeInvalidKey' });
        continue;
      }
      if (!isRecord(child)) {
        problems.push({ path: at, key: 'admin.themeInvalidEntry' });
      } else if (isColorLeaf(child)) {
        if (++entries > THEME_LIMITS.colourEntries) {
          problems.push({
            path: at,
            key: 'admin.themeTooManyEntries',
            params: { max: String(THEME_LIMITS.colourEntries) },
          });
          return;
        }
        checkLeaf(child, at, problems);
      } else walk(child, at, depth + 1);
    }
  };
  const colours = isRecord(stored) ? stored : {};
  walk(colours['colors'], 'colors', 1);
  walk(colours['applications'], 'applications', 1);
  if (problems.length > 0) return;
  // Links: every entry of the merged tree (stored over the defaults) must resolve.
  for (const path of listColorPaths(theme)) {
    const { chain, problem } = colourChain(theme, path);
    if (problem === 'cycle') {
      // Reported at each entry of the cycle (not at entries that merely lead into it).
      if (chain[chain.length - 1] === path)
        problems.push({ path, key: 'admin.themeColourCycle', params: { chain: chain.join(' → ') } });
    } else if (problem === 'depth') {
      problems.push({ path, key: 'admin.themeColourTooDeep', params: { max: String(COLOR_LINK_DEPTH) } });
    } else if (problem === 'missing') {
      problems.push({ path, key: 'admin.themeColourMissingLink', params: { target: chain.at(-1)! } });
    }
  }
}

function checkLeaf(leaf: Record<string, unknown>, path: string, problems: ThemeProblem[]): void {
  const { color, linkedTo, label } = leaf;
  if (linkedTo !== undefined && linkedTo !== '' && !isColorPath(linkedTo))
    problems.push({ path: `${path}.linkedTo`, key: 'admin.themeInvalidLink' });
  if (color !== undefined && !(isColorPath(color) || isCssColorLiteral(color)))
    problems.push({ path: `${path}.color`, key: 'admin.themeInvalidColour' });
  if ((color === undefined || color === '') && (linkedTo === undefined || linkedTo === ''))
    problems.push({ path: `${path}.color`, key: 'admin.themeInvalidColour' });
  if (
    label !== undefined &&
    (typeof label !== 'string' || label.length > THEME_LIMITS.labelChars || /[<>{}\\]/.test(label))
  )
    problems.push({
      path: `${path}.label`,
      key: 'admin.themeInvalidLabel',
      params: { max: String(THEME_LIMITS.labelChars) },
    });
}

function checkOption(value: unknown, options: readonly unknown[], path: string, problems: ThemeProblem[]) {
  if (value !== undefined && !options.includes(value))
    problems.push({ path, key: 'admin.themeInvalidOption' });
}

/**
 * A stored or submitted theme checked strictly: the complete theme it makes (merged over the defaults),
 * or `null` with every problem found, each with the path of the setting (`colors.primary.background`,
 * `fonts.body`, `border.radius`) and a catalogue key.
 */
export function checkThemeConfig(input: unknown): { theme: Theme | null; problems: ThemeProblem[] } {
  const problems: ThemeProblem[] = [];
  let size: number;
  try {
    size = JSON.stringify(input)?.length ?? 0;
  } catch {
    return { theme: null, problems: [{ path: '', key: 'admin.themeInvalid' }] };
  }
  if (!isRecord(input)) return { theme: null, problems: [{ path: '', key: 'admin.themeInvalid' }] };
  if (size > THEME_LIMITS.jsonChars)
    return {
      theme: null,
      problems: [{ path: '', key: 'admin.themeTooLarge', params: { max: String(THEME_LIMITS.jsonChars) } }],
    };
  const theme = mergeThemeWithDefaults(input);
  checkColourTree(input['colors'], theme, problems);
  const fonts = isRecord(input['fonts']) ? input['fonts'] : {};
  for (const slot of FONT_SLOTS) {
    const family = fonts[slot];
    if (family !== undefined && !getFontDefinition(family))
      problems.push({
        path: `fonts.${slot}`,
        key: 'admin.themeUnknownFont',
        params: { family: String(family).slice(0, 60) },
      });
  }
  const border = isRecord(input['border']) ? input['border'] : {};
  checkOption(border['radius'], THEME_RADII, 'border.radius', problems);
  checkOption(border['width'], THEME_WIDTHS, 'border.width', problems);
  checkOption(
    isRecord(input['button']) ? input['button']['outline'] : undefined,
    THEME_WIDTHS,
    'button.outline',
    problems,
  );
  const transition = input['pageTransition'];
  if (transition !== undefined && transition !== null) {
    if (!isRecord(transition)) problems.push({ path: 'pageTransition', key: 'admin.themeInvalidOption' });
    else {
      checkOption(transition['duration'], PAGE_TRANSITION_DURATIONS, 'pageTransition.duration', problems);
      checkOption(transition['distance'], PAGE_TRANSITION_DISTANCES, 'pageTransition.distance', problems);
      checkOption(transition['fadeIn'], [true, false], 'pageTransition.fadeIn', problems);
    }
  }
  return problems.length > 0 ? { theme: null, problems } : { theme, problems };
}
