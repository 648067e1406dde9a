import { isColorLeaf } from './resolve-color.ts';
import { isColorPath, isCssColorLiteral } from './style-values.ts';
import { checkThemeConfig, colourLinkOf, THEME_LIMITS, type ThemeProblem } from './theme-rules.ts';
import type { ColorLeaf, ColorTree, Theme, ThemeColors } from './types.ts';

// The colour tree as Design Tokens Community Group JSON (issue 26), so an agency round-trips it with its
// design tool: each entry a token `{ $type: 'color', $value, $description }` at its path, a link an
// alias `"{colors.primary.background}"`. The import is tolerant of what design tools write ($type on a
// group, $description/$extensions anywhere, the 2025 colour object with `hex` or sRGB components) and
// strict about the rest: anything that is not a colour or an alias is refused by path, and the tree it
// makes goes through the same checkThemeConfig as every save.

type Token = { $type: 'color'; $value: string; $description?: string };
export type DesignTokenGroup = { [key: string]: Token | DesignTokenGroup };
export type DesignTokens = { colors: DesignTokenGroup; applications: DesignTokenGroup };

/** Characters of a tokens file: a full tree of the most entries a theme may have, with room to spare. */
export const DESIGN_TOKENS_MAX_CHARS = 4 * THEME_LIMITS.jsonChars;

/** Problems reported of one file: enough to show what is wrong with it. */
const MAX_PROBLEMS = 50;
const ALIAS = /^\{([^{}]+)\}$/;
const KEY = /^[A-Za-z0-9_-]{1,40}$/;
// Keys that would reach Object.prototype when assigned on a plain object (merge-theme.ts drops them too).
const UNSAFE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const isKey = (key: string) => KEY.test(key) && !UNSAFE_KEYS.has(key);

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function exportLeaf(leaf: ColorLeaf): Token | undefined {
  const link = colourLinkOf(leaf);
  const value = link !== undefined ? `{${link}}` : leaf.color;
  if (value === undefined || value === '') return undefined;
  const token: Token = { $type: 'color', $value: value };
  if (leaf.label !== undefined) token.$description = leaf.label;
  return token;
}

function exportGroup(tree: ColorTree): DesignTokenGroup {
  const group: DesignTokenGroup = {};
  for (const [key, node] of Object.entries(tree)) {
    if (!isKey(key)) continue;
    if (isColorLeaf(node)) {
      const token = exportLeaf(node);
      if (token) group[key] = token;
    } else group[key] = exportGroup(node);
  }
  return group;
}

/** The theme's colour tree as Design Tokens JSON (serialise with JSON.stringify). */
export function exportDesignTokens(colors: ThemeColors): DesignTokens {
  return { colors: exportGroup(colors.colors), applications: exportGroup(colors.applications) };
}

const hexByte = (unit: number) =>
  Math.round(Math.min(1, Math.max(0, unit)) * 255)
    .toString(16)
    .padStart(2, '0');

/** The DTCG 2025 colour object (`{ colorSpace: 'srgb', components, alpha, hex }`) as #hex. */
function colourObjectToHex(value: Record<string, unknown>): string | undefined {
  const alpha = typeof value['alpha'] === 'number' && value['alpha'] < 1 ? hexByte(value['alpha']) : '';
  if (typeof value['hex'] === 'string' && /^#[0-9a-f]{6}$/i.test(value['hex'])) return value['hex'] + alpha;
  const components = value['components'];
  if (
    value['colorSpace'] === 'srgb' &&
    Array.isArray(components) &&
    components.length === 3 &&
    components.every((unit) => typeof unit === 'number' && unit >= 0 && unit <= 1)
  )
    return `#${(components as number[]).map(hexByte).join('')}${alpha}`;
  return undefined;
}

function importToken(token: Record<string, unknown>, type: unknown, path: string, problems: ThemeProblem[]) {
  const tokenType = token['$type'] ?? type;
  if (tokenType !== undefined && tokenType !== 'color') {
    problems.push({ path, key: 'admin.themeTokenNotColour' });
    return undefined;
  }
  const value = token['$value'];
  const leaf: ColorLeaf = {};
  const alias = typeof value === 'string' ? ALIAS.exec(value.trim())?.[1] : undefined;
  if (alias !== undefined) {
    if (isColorPath(alias)) leaf.linkedTo = alias;
    else problems.push({ path, key: 'admin.themeInvalidLink' });
  } else {
    const colour =
      typeof value === 'string' ? value.trim() : isRecord(value) ? colourObjectToHex(value) : undefined;
    if (colour !== undefined && isCssColorLiteral(colour)) leaf.color = colour;
    else problems.push({ path, key: 'admin.themeTokenNotColour' });
  }
  const description = token['$description'];
  if (typeof description === 'string' && description !== '') leaf.label = description;
  return leaf;
}

type Walk = { entries: number; problems: ThemeProblem[] };

function importGroup(
  group: Record<string, unknown>,
  path: string,
  depth: number,
  inherited: unknown,
  walk: Walk,
) {
  const tree: ColorTree = {};
  // A group's $type applies to the tokens within it that name no type of their own (DTCG inheritance).
  const type = group['$type'] ?? inherited;
  for (const [key, child] of Object.entries(group)) {
    if (key.startsWith('$')) continue;
    const at = `${path}.${key}`;
    if (walk.problems.length >= MAX_PROBLEMS) return tree;
    if (!isKey(key)) walk.problems.push({ path: at, key: 'admin.themeInvalidKey' });
    else if (!isRecord(child)) walk.problems.push({ path: at, key: 'admin.themeInvalidEntry' });
    else if ('$value' in child) {
      if (++walk.entries > THEME_LIMITS.colourEntries) {
        const max = String(THEME_LIMITS.colourEntries);
        walk.problems.push({ path: at, key: 'admin.themeTooManyEntries', params: { max } });
        return tree;
      }
      const leaf = importToken(child, type, at, walk.problems);
      if (leaf) tree[key] = leaf;
    } else if (depth >= THEME_LIMITS.groupDepth)
      walk.problems.push({ path: at, key: 'admin.themeGroupTooDeep' });
    else {
      const inner = importGroup(child, at, depth + 1, type, walk);
      // An empty group would read as an entry without a colour; it holds nothing to import.
      if (Object.keys(inner).length > 0) tree[key] = inner;
    }
  }
  return tree;
}

/**
 * The colour tree of a Design Tokens file (its text or its parsed JSON), or null with every problem by
 * path (`colors.primary.background`). Only the groups `colors` and `applications` are read; a file
 * with neither, or with other groups of tokens, is refused.
 */
export function designTokensToColours(input: unknown): {
  colors: ThemeColors | null;
  problems: ThemeProblem[];
} {
  const refuse = (key: string, params?: Record<string, string>) => ({
    colors: null,
    problems: [{ path: '', key, ...(params ? { params } : {}) }],
  });
  let json: unknown;
  try {
    const text = typeof input === 'string' ? input : (JSON.stringify(input) ?? '');
    if (text.length > DESIGN_TOKENS_MAX_CHARS)
      return refuse('admin.themeTokensTooLarge', { max: String(DESIGN_TOKENS_MAX_CHARS) });
    json = typeof input === 'string' ? JSON.parse(input) : input;
  } catch {
    return refuse('admin.themeTokensInvalid');
  }
  if (!isRecord(json) || (!isRecord(json['colors']) && !isRecord(json['applications'])))
    return refuse('admin.themeTokensInvalid');
  const root = json;
  const walk: Walk = { entries: 0, problems: [] };
  for (const key of Object.keys(root))
    if (!key.startsWith('$') && key !== 'colors' && key !== 'applications')
      walk.problems.push({ path: key, key: 'admin.themeTokensUnknownGroup' });
  const read = (key: 'colors' | 'applications') => {
    const group = root[key];
    return isRecord(group) ? importGroup(group, key, 1, root['$type'], walk) : {};
  };
  const colors = { colors: read('colors'), applications: read('applications') };
  return walk.problems.length > 0
    ? { colors: null, problems: walk.problems.slice(0, MAX_PROBLEMS) }
    : { colors, problems: [] };
}

/**
 * `base` with its colours replaced by those of a Design Tokens file, checked as every save is
 * (entries the file leaves out take the defaults; links must resolve, no cycles, at most ten deep).
 */
export function importDesignTokens(
  input: unknown,
  base: Theme,
): { theme: Theme | null; problems: ThemeProblem[] } {
  const { colors, problems } = designTokensToColours(input);
  if (colors === null) return { theme: null, problems };
  return checkThemeConfig({ ...base, colors });
}
