import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { colourFollowers, linkTargets } from './colour-followers.ts';
import { defaultTheme } from './default-theme.ts';
import { listColorPaths } from './resolve-color.ts';
import { checkThemeConfig } from './theme-rules.ts';
import type { ColorLeaf, ColorTree, Theme } from './types.ts';

const themeWith = (colors: ColorTree, applications: ColorTree = {}): Theme => ({
  ...defaultTheme,
  colors: { colors, applications },
});

/** The default theme with one entry replaced (a stored config the strict check takes). */
function relinked(path: string, leaf: ColorLeaf): unknown {
  const tree = structuredClone(defaultTheme.colors) as unknown as Record<string, Record<string, unknown>>;
  const segments = path.split('.');
  let node: Record<string, unknown> = tree;
  for (const segment of segments.slice(0, -1)) node = node[segment] as Record<string, unknown>;
  node[segments.at(-1)!] = leaf;
  return { colors: tree };
}

describe('colourFollowers', () => {
  const followers = colourFollowers(defaultTheme);

  it('counts the entries that follow Primary, through other links too, and the kinds of element', () => {
    const primary = followers.get('colors.primary.background')!;
    expect(primary.paths).toContain('applications.button.primary.background');
    // Two links away: the CMS link follows the body link, which follows Primary.
    expect(primary.paths).toContain('colors.body.link');
    expect(primary.paths).toContain('applications.cms.link');
    expect(primary.paths).not.toContain('colors.primary.background');
    expect(primary.kinds).toEqual(
      expect.arrayContaining(['button', 'cms', 'toggle', 'controls', 'navigation', 'pricingTiers']),
    );
    // Spec order of the groups: buttons before navigation.
    expect(primary.kinds.indexOf('button')).toBeLessThan(primary.kinds.indexOf('navigation'));
    expect(primary.kinds).not.toContain('colors');
  });

  it('gives an entry nobody follows no followers, and lists every entry of the tree', () => {
    expect(followers.get('applications.header.text')).toEqual({ paths: [], kinds: [] });
    expect([...followers.keys()]).toEqual(listColorPaths(defaultTheme));
  });

  it('finds exactly the entries whose links lead to the entry, cycles and all', () => {
    const names = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];
    const leaf = fc.oneof(
      fc.constant<ColorLeaf>({ color: '#123456' }),
      fc.constantFrom(...names).map((name): ColorLeaf => ({ linkedTo: `colors.g.${name}` })),
      fc.constant<ColorLeaf>({ linkedTo: 'colors.nowhere' }),
    );
    fc.assert(
      fc.property(fc.array(leaf, { minLength: names.length, maxLength: names.length }), (leaves) => {
        const group = Object.fromEntries(names.map((name, at) => [name, leaves[at]!]));
        const theme = themeWith({ g: group });
        const result = colourFollowers(theme);
        // The oracle: walk forward from every entry and see whether the walk passes the entry.
        const reaches = (from: string, to: string) => {
          const seen = new Set<string>();
          let at: string | undefined = from;
          while (at !== undefined && !seen.has(at)) {
            seen.add(at);
            at = group[at.split('.')[2]!]?.linkedTo;
            if (at === to) return true;
          }
          return false;
        };
        for (const target of names.map((name) => `colors.g.${name}`)) {
          const expected = names
            .map((name) => `colors.g.${name}`)
            .filter((p) => p !== target && reaches(p, target));
          expect([...result.get(target)!.paths].sort()).toEqual(expected.sort());
        }
      }),
    );
  });
});

describe('linkTargets', () => {
  it('leaves out the entry itself and every entry that follows it', () => {
    const targets = linkTargets(defaultTheme, 'colors.primary.background');
    expect(targets).not.toContain('colors.primary.background');
    expect(targets).not.toContain('colors.body.link');
    expect(targets).not.toContain('applications.cms.link');
    expect(targets).toContain('colors.secondary.background');
    // An entry that follows nobody's chain back may link to a follower of Primary.
    expect(linkTargets(defaultTheme, 'colors.secondary.background')).toContain('colors.body.link');
  });

  it('offers only links the strict check accepts, and a link to a follower is a cycle', () => {
    const paths = listColorPaths(defaultTheme);
    fc.assert(
      fc.property(fc.constantFrom(...paths), fc.nat(), (path, pick) => {
        const targets = linkTargets(defaultTheme, path);
        const target = targets[pick % targets.length]!;
        expect(checkThemeConfig(relinked(path, { linkedTo: target })).problems).toEqual([]);
      }),
      { numRuns: 60 },
    );
    const keys = checkThemeConfig(
      relinked('colors.primary.background', { linkedTo: 'applications.cms.link' }),
    ).problems.map((problem) => problem.key);
    expect(keys).toContain('admin.themeColourCycle');
  });

  it('keeps every chain within ten links', () => {
    const chain = (name: string, links: number): ColorTree => {
      const group: ColorTree = { [`${name}${links}`]: { color: '#123456' } };
      for (let at = 0; at < links; at++)
        group[`${name}${at}`] = { linkedTo: `colors.${name}.${name}${at + 1}` };
      return group;
    };
    const theme = themeWith({ c: chain('c', 10), z: chain('z', 6) });
    // Ten links end at c10 already: linking it anywhere makes eleven.
    expect(linkTargets(theme, 'colors.c.c10')).toEqual([]);
    // c0 heads its chain: z0 is six links from its colour, so c0 → z0 makes seven.
    expect(linkTargets(theme, 'colors.c.c0')).toEqual(expect.arrayContaining(['colors.z.z0', 'colors.c.c1']));
    // c5 has five links above it: a target may be at most four links from its colour.
    const fromMiddle = linkTargets(theme, 'colors.c.c5');
    expect(fromMiddle).toEqual(expect.arrayContaining(['colors.z.z2', 'colors.z.z6', 'colors.c.c6']));
    expect(fromMiddle).not.toContain('colors.z.z1');
    expect(fromMiddle).not.toContain('colors.z.z0');
  });

  it('offers no entry that is itself broken', () => {
    const theme = themeWith({ g: { a: { color: '#000' }, broken: { linkedTo: 'colors.missing' } } });
    expect(linkTargets(theme, 'colors.g.a')).toEqual([]);
  });
});
