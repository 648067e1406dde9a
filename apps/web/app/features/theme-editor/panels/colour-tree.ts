import { isColorLeaf } from '@print/core/theme/resolve-color';
import { checkThemeConfig, type ThemeProblem } from '@print/core/theme/theme-rules';
import type { ColorLeaf, ColorTree, Theme } from '@print/core/theme/types';

// The colour tree as the Colours panel shows it (issue 26): `colors` (the base palette) and
// `applications` (what each kind of element uses), their groups and entries in the theme's order, and
// the changes an entry makes to the theme (a new theme, the rest shared with the one before).

export type ColourEntryNode = { kind: 'entry'; key: string; path: string; leaf: ColorLeaf };
export type ColourGroupNode = { kind: 'group'; key: string; path: string; children: ColourNode[] };
export type ColourNode = ColourEntryNode | ColourGroupNode;

export const COLOUR_ROOTS = ['colors', 'applications'] as const;
export type ColourRoot = (typeof COLOUR_ROOTS)[number];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function nodesOf(tree: unknown, prefix: string): ColourNode[] {
  if (!isRecord(tree)) return [];
  return Object.entries(tree).flatMap(([key, child]): ColourNode[] => {
    const path = `${prefix}.${key}`;
    if (!isRecord(child)) return [];
    return isColorLeaf(child)
      ? [{ kind: 'entry', key, path, leaf: child }]
      : [{ kind: 'group', key, path, children: nodesOf(child, path) }];
  });
}

/** The groups and entries under one root (`colors` or `applications`). */
export const colourNodes = (theme: Theme, root: ColourRoot): ColourNode[] =>
  nodesOf(theme.colors[root], root);

/** Every entry below a node, depth first. */
export const entriesOf = (node: ColourNode): ColourEntryNode[] =>
  node.kind === 'entry' ? [node] : node.children.flatMap(entriesOf);

/** The theme with the entry at `path` (an existing one) replaced by `leaf`. */
export function withColourLeaf(theme: Theme, path: string, leaf: ColorLeaf): Theme {
  const [root, ...keys] = path.split('.') as [ColourRoot, ...string[]];
  const replace = (tree: ColorTree, [key, ...rest]: string[]): ColorTree =>
    rest.length === 0
      ? { ...tree, [key!]: leaf }
      : { ...tree, [key!]: replace(tree[key!] as ColorTree, rest) };
  return { ...theme, colors: { ...theme.colors, [root]: replace(theme.colors[root], keys) } };
}

/** An entry with its own colour (a link dropped); its label kept. */
export const ownColour = (leaf: ColorLeaf, color: string): ColorLeaf =>
  leaf.label === undefined ? { color } : { color, label: leaf.label };

/** An entry following another one; its label kept. */
export const linkedColour = (leaf: ColorLeaf, target: string): ColorLeaf =>
  leaf.label === undefined ? { linkedTo: target } : { linkedTo: target, label: leaf.label };

const LINK_PROBLEMS = new Set([
  'admin.themeColourCycle',
  'admin.themeColourTooDeep',
  'admin.themeColourMissingLink',
]);
const linkProblems = (theme: Theme) =>
  checkThemeConfig(theme).problems.filter((problem) => LINK_PROBLEMS.has(problem.key));

/**
 * Why linking would break the theme (core's rule: a cycle, a chain deeper than ten links, a link to no
 * entry), or null. Only problems the change brings count: one the theme had before is no reason to
 * refuse another change. The one at `path` first.
 */
export function linkRefusal(before: Theme, after: Theme, path: string): ThemeProblem | null {
  const had = new Set(linkProblems(before).map((problem) => `${problem.path} ${problem.key}`));
  const brought = linkProblems(after).filter((problem) => !had.has(`${problem.path} ${problem.key}`));
  return brought.find((problem) => problem.path === path) ?? brought[0] ?? null;
}
