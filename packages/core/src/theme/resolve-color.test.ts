import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { COLOR_FALLBACK, COLOR_LINK_DEPTH } from '../constants.ts';
import { defaultTheme } from './default-theme.ts';
import { getColorNode, listColorPaths, resolveColor } from './resolve-color.ts';
import { isCssColorLiteral } from './style-values.ts';
import type { ColorLeaf, ColorTree, Theme } from './types.ts';

const themeWith = (colors: ColorTree, applications: ColorTree = {}): Theme => ({
  ...defaultTheme,
  colors: { colors, applications },
});

/** A chain colors.c.l0 → … → colors.c.l{links} where the last entry holds the colour. */
function chainTheme(links: number, color = '#123456'): Theme {
  const group: ColorTree = {};
  for (let i = 0; i < links; i++) group[`l${i}`] = { linkedTo: `colors.c.l${i + 1}` };
  group[`l${links}`] = { color };
  return themeWith({ c: group });
}

const hexColor = fc
  .tuple(fc.constantFrom(3, 4, 6, 8), fc.nat())
  .map(([digits, n]) => `#${n.toString(16).padStart(8, '0').slice(0, digits)}`);

describe('resolveColor', () => {
  it('returns a direct colour', () => {
    expect(
      resolveColor(themeWith({ primary: { background: { color: '#112233' } } }), 'colors.primary.background'),
    ).toBe('#112233');
  });

  it('follows linkedTo across groups and a color that is a path', () => {
    const theme = themeWith(
      { base: { a: { color: 'rgb(1, 2, 3)' }, b: { color: 'colors.base.a' } } },
      { button: { primary: { background: { linkedTo: 'colors.base.b' } } } },
    );
    expect(resolveColor(theme, 'applications.button.primary.background')).toBe('rgb(1, 2, 3)');
  });

  it('prefers linkedTo over color', () => {
    const theme = themeWith({ a: { color: '#000', linkedTo: 'colors.b' }, b: { color: '#fff' } });
    expect(resolveColor(theme, 'colors.a')).toBe('#fff');
  });

  it('falls back for missing entries, groups, invalid colours and prototype keys', () => {
    const theme = themeWith({ a: { color: 'red' }, g: { x: { color: '#fff' } } });
    for (const path of [
      'colors.nope',
      'colors.g',
      'colors.a',
      'colors.__proto__',
      'colors.a.constructor',
      '',
      'x',
    ]) {
      expect(resolveColor(theme, path)).toBe(COLOR_FALLBACK);
    }
  });

  it('logs why it fell back', () => {
    const warn = vi.fn();
    resolveColor(themeWith({ a: { linkedTo: 'colors.a' } }), 'colors.a', { warn });
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('cycle'));
  });

  it(`follows exactly ${COLOR_LINK_DEPTH} links`, () => {
    expect(resolveColor(chainTheme(COLOR_LINK_DEPTH), 'colors.c.l0')).toBe('#123456');
    expect(resolveColor(chainTheme(COLOR_LINK_DEPTH + 1), 'colors.c.l0')).toBe(COLOR_FALLBACK);
  });

  it('resolves every colour of the default theme without falling back', () => {
    const warn = vi.fn();
    const paths = listColorPaths(defaultTheme);
    expect(paths.length).toBeGreaterThan(80);
    for (const path of paths) expect(resolveColor(defaultTheme, path, { warn })).not.toBe(COLOR_FALLBACK);
    expect(warn).not.toHaveBeenCalled();
  });

  it('survives a malformed theme object', () => {
    expect(resolveColor({} as Theme, 'colors.a')).toBe(COLOR_FALLBACK);
    expect(getColorNode(null as unknown as Theme, 'colors')).toBeUndefined();
  });
});

describe('resolveColor properties', () => {
  it('a chain of n links resolves iff n ≤ 10', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), hexColor, (links, color) => {
        const expected = links <= COLOR_LINK_DEPTH ? color : COLOR_FALLBACK;
        expect(resolveColor(chainTheme(links, color), 'colors.c.l0')).toBe(expected);
      }),
    );
  });

  it('a direct colour resolves to itself', () => {
    fc.assert(
      fc.property(hexColor, fc.stringMatching(/^[a-z][A-Za-z0-9-]{0,10}$/), (color, key) => {
        expect(resolveColor(themeWith({ [key]: { color } }), `colors.${key}`)).toBe(color);
      }),
    );
  });

  it('a self link or any cycle falls back', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.nat(), (size, start) => {
        const group: ColorTree = {};
        for (let i = 0; i < size; i++) group[`n${i}`] = { linkedTo: `colors.c.n${(i + 1) % size}` };
        expect(resolveColor(themeWith({ c: group }), `colors.c.n${start % size}`)).toBe(COLOR_FALLBACK);
      }),
    );
  });

  it('random themes with random links never throw and give a valid colour or the fallback', () => {
    const key = fc.oneof(
      fc.constantFrom('a', 'b', 'c', 'd', '__proto__', 'constructor'),
      fc.string({ maxLength: 4 }),
    );
    const path = fc.oneof(
      fc.tuple(fc.constantFrom('colors', 'applications'), key, key).map((parts) => parts.join('.')),
      fc.string(),
    );
    const leaf: fc.Arbitrary<ColorLeaf> = fc.oneof(
      hexColor.map((color) => ({ color })),
      fc.constant({ color: 'rgba(10, 20, 30, 0.5)' }),
      fc.string().map((color) => ({ color })),
      path.map((linkedTo) => ({ linkedTo })),
      path.map((color) => ({ color })),
      fc.record({
        color: fc.option(fc.string(), { nil: undefined }),
        linkedTo: fc.option(path, { nil: undefined }),
      }),
    );
    const tree = fc.dictionary(key, fc.dictionary(key, leaf));
    fc.assert(
      fc.property(tree, tree, fc.array(path, { maxLength: 10 }), (colors, applications, lookups) => {
        const theme = themeWith(colors as ColorTree, applications as ColorTree);
        for (const p of [...lookups, ...listColorPaths(theme)]) {
          const result = resolveColor(theme, p);
          expect(result === COLOR_FALLBACK || isCssColorLiteral(result)).toBe(true);
        }
      }),
    );
  });
});
