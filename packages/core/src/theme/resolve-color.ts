import { COLOR_FALLBACK, COLOR_LINK_DEPTH } from '../constants.ts';
import { describeValue } from '../log.ts';
import type { Logger } from '../log.ts';
import { isColorPath, isCssColorLiteral } from './style-values.ts';
import type { ColorLeaf, Theme } from './types.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** A leaf is an object without nested objects (only color/label/linkedTo strings). */
export function isColorLeaf(node: unknown): node is ColorLeaf {
  return isRecord(node) && Object.values(node).every((value) => !isRecord(value));
}

/** The node at a dotted path in the theme's colour tree; own properties only. */
export function getColorNode(theme: Theme, path: string): unknown {
  let node: unknown = (theme as { colors?: unknown } | undefined)?.colors;
  for (const segment of path.split('.')) {
    if (!isRecord(node) || !Object.hasOwn(node, segment)) return undefined;
    node = node[segment];
  }
  return node;
}

// linkedTo wins over color: the editor sets it when the user links an entry, and a leaf
// whose color is itself a path is treated as a link too.
function linkOf(leaf: ColorLeaf): string | undefined {
  if (typeof leaf.linkedTo === 'string' && leaf.linkedTo !== '') return leaf.linkedTo;
  return typeof leaf.color === 'string' && isColorPath(leaf.color) ? leaf.color : undefined;
}

/**
 * The CSS colour for a path like `colors.primary.background` or
 * `applications.button.primary.background`. Links are followed up to COLOR_LINK_DEPTH hops;
 * a missing entry, an invalid colour, a cycle or a deeper chain gives COLOR_FALLBACK (spec §8).
 * A literal colour passed as the path is returned as is.
 */
export function resolveColor(theme: Theme, path: string, log?: Logger): string {
  if (isCssColorLiteral(path)) return path;
  const fail = (reason: string): string => {
    log?.warn(`Theme colour ${describeValue(path)}: ${reason}; using ${COLOR_FALLBACK}`);
    return COLOR_FALLBACK;
  };
  const seen = new Set<string>();
  let current = path;
  for (let hops = 0; hops <= COLOR_LINK_DEPTH; hops++) {
    if (seen.has(current)) return fail(`link cycle at ${describeValue(current)}`);
    seen.add(current);
    const leaf = getColorNode(theme, current);
    if (!isColorLeaf(leaf)) return fail(`no colour entry at ${describeValue(current)}`);
    const next = linkOf(leaf);
    if (next === undefined) {
      const color = leaf.color;
      return typeof color === 'string' && isCssColorLiteral(color)
        ? color
        : fail(`invalid colour at ${describeValue(current)}`);
    }
    current = next;
  }
  return fail(`links deeper than ${COLOR_LINK_DEPTH}`);
}

/** Every leaf path of the colour tree (`colors.…` and `applications.…`), depth first. */
export function listColorPaths(theme: Theme): string[] {
  const paths: string[] = [];
  const walk = (node: unknown, prefix: string): void => {
    if (!isRecord(node)) return;
    for (const [key, child] of Object.entries(node)) {
      const path = `${prefix}.${key}`;
      if (isColorLeaf(child)) paths.push(path);
      else walk(child, path);
    }
  };
  const root = (theme as { colors?: unknown } | undefined)?.colors;
  if (isRecord(root)) {
    walk(root['colors'], 'colors');
    walk(root['applications'], 'applications');
  }
  return paths;
}
