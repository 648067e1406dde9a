import { COLOR_LINK_DEPTH } from '../constants.ts';
import { getColorNode, isColorLeaf, listColorPaths } from './resolve-color.ts';
import { colourChain, colourLinkOf } from './theme-rules.ts';
import { APPLICATION_GROUPS, type Theme } from './types.ts';

// Who follows a colour entry (issue 26: "changing Primary changes 14 entries: buttons, navigation…") and
// which entries an entry may be linked to. One reverse index of the links is built per call; every
// entry's followers are then a walk of that index, so the whole tree costs the entries times the link
// depth (at most COLOR_LINK_DEPTH), not the entries squared.

export type ColourFollowers = {
  /** Every entry whose colour comes from this one, directly or through other links; nearest first. */
  paths: readonly string[];
  /** The application groups among them (`button`, `navigation`…), spec order first, then others. */
  kinds: readonly string[];
};

const NONE: ColourFollowers = Object.freeze({ paths: Object.freeze([]), kinds: Object.freeze([]) });

/** For each entry, the entries that link to it directly. */
function directFollowers(theme: Theme, paths: readonly string[]): Map<string, string[]> {
  const index = new Map<string, string[]>();
  for (const path of paths) {
    const leaf = getColorNode(theme, path);
    const target = isColorLeaf(leaf) ? colourLinkOf(leaf) : undefined;
    if (target === undefined) continue;
    const list = index.get(target);
    if (list) list.push(path);
    else index.set(target, [path]);
  }
  return index;
}

/** Breadth first through the reverse index; `levels` is how many links each follower is away. */
function walkFollowers(index: Map<string, string[]>, from: string): { paths: string[]; levels: number } {
  const seen = new Set([from]);
  const paths: string[] = [];
  let frontier = [from];
  let levels = 0;
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const path of frontier) {
      for (const follower of index.get(path) ?? []) {
        // A cycle in an unsaved theme comes back to an entry already seen: stop there.
        if (seen.has(follower)) continue;
        seen.add(follower);
        paths.push(follower);
        next.push(follower);
      }
    }
    if (next.length > 0) levels += 1;
    frontier = next;
  }
  return { paths, levels };
}

const GROUP_ORDER = new Map<string, number>(APPLICATION_GROUPS.map((group, at) => [group, at]));

function kindsOf(paths: readonly string[]): string[] {
  const kinds = new Set<string>();
  for (const path of paths) {
    const [root, group] = path.split('.');
    if (root === 'applications' && group) kinds.add(group);
  }
  const rank = (group: string) => GROUP_ORDER.get(group) ?? APPLICATION_GROUPS.length;
  return [...kinds].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * The followers of every colour entry of the theme (`colors.*` and `applications.*` alike), by path.
 * An entry nobody follows maps to no paths and no kinds.
 */
export function colourFollowers(theme: Theme): ReadonlyMap<string, ColourFollowers> {
  const paths = listColorPaths(theme);
  const index = directFollowers(theme, paths);
  const result = new Map<string, ColourFollowers>();
  for (const path of paths) {
    if (!index.has(path)) {
      result.set(path, NONE);
      continue;
    }
    const followers = walkFollowers(index, path).paths;
    result.set(path, { paths: followers, kinds: kindsOf(followers) });
  }
  return result;
}

/**
 * The entries `path` may be linked to (the editor's "linked to" choice): not the entry itself, none
 * of its followers (that would close a cycle), only entries that resolve to a colour, and only where
 * the longest chain through `path` stays within COLOR_LINK_DEPTH links. In tree order.
 */
export function linkTargets(theme: Theme, path: string): string[] {
  const paths = listColorPaths(theme);
  const { paths: followers, levels } = walkFollowers(directFollowers(theme, paths), path);
  const excluded = new Set([path, ...followers]);
  return paths.filter((target) => {
    if (excluded.has(target)) return false;
    const { chain, problem } = colourChain(theme, target);
    // Links from the farthest follower to `path`, one to the target, then the target's own.
    return problem === null && levels + 1 + (chain.length - 1) <= COLOR_LINK_DEPTH;
  });
}
