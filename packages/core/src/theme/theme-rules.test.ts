import { describe, expect, it } from 'vitest';
import { defaultTheme } from './default-theme.ts';
import { checkThemeConfig, colourChain } from './theme-rules.ts';

// The strict check of a theme before it is saved (issue 26): what the editor and the server refuse.

const withColours = (colors: Record<string, unknown>) => ({ colors: { colors } });
const keysOf = (input: unknown) => checkThemeConfig(input).problems.map((problem) => problem.key);

describe('checkThemeConfig', () => {
  it('accepts the default theme and an empty one (the defaults)', () => {
    expect(checkThemeConfig(defaultTheme).problems).toEqual([]);
    expect(checkThemeConfig({}).theme?.border.radius).toBe(defaultTheme.border.radius);
  });

  it('refuses a cycle of links, naming the chain', () => {
    const { theme, problems } = checkThemeConfig(
      withColours({
        primary: {
          background: { linkedTo: 'colors.primary.hover' },
          hover: { linkedTo: 'colors.primary.background' },
        },
      }),
    );
    expect(theme).toBeNull();
    expect(problems).toContainEqual({
      path: 'colors.primary.background',
      key: 'admin.themeColourCycle',
      params: { chain: 'colors.primary.background → colors.primary.hover → colors.primary.background' },
    });
  });

  it('follows ten links and refuses the eleventh', () => {
    const chain = (links: number) =>
      withColours({
        deep: Object.fromEntries(
          Array.from({ length: links + 1 }, (_, at) => [
            `c${at}`,
            at === links ? { color: '#123456' } : { linkedTo: `colors.deep.c${at + 1}` },
          ]),
        ),
      });
    expect(keysOf(chain(10))).toEqual([]);
    expect(keysOf(chain(11))).toContain('admin.themeColourTooDeep');
    expect(colourChain(checkThemeConfig(chain(10)).theme!, 'colors.deep.c0').chain).toHaveLength(11);
  });

  it('accepts only colour paths, #hex, rgb() and rgba() as colours', () => {
    for (const color of ['#fff', '#11223344', 'rgb(1, 2, 3)', 'rgba(1 2 3 / 50%)', 'colors.primary.text'])
      expect(keysOf(withColours({ x: { a: { color } } })), color).toEqual([]);
    for (const color of ['red', 'hsl(1 2% 3%)', '#12', 'url(x)', 'rgb(1,2,3);x:y', 42])
      expect(keysOf(withColours({ x: { a: { color } } })), String(color)).toContain(
        'admin.themeInvalidColour',
      );
  });

  it('refuses a link to no entry, fonts outside the registry and unknown options', () => {
    expect(keysOf(withColours({ x: { a: { linkedTo: 'colors.nowhere.at-all' } } }))).toContain(
      'admin.themeColourMissingLink',
    );
    expect(keysOf({ fonts: { body: 'Comic Sans MS' } })).toEqual(['admin.themeUnknownFont']);
    expect(keysOf({ border: { radius: 'huge' } })).toEqual(['admin.themeInvalidOption']);
    expect(keysOf({ button: { outline: 'thin' }, border: { width: 'thick', radius: 'strong' } })).toEqual([]);
  });

  it('refuses what is not a theme, and is bounded', () => {
    expect(keysOf(null)).toEqual(['admin.themeInvalid']);
    expect(keysOf([])).toEqual(['admin.themeInvalid']);
    expect(keysOf({ padding: 'x'.repeat(70_000) })).toEqual(['admin.themeTooLarge']);
    const many = Object.fromEntries(Array.from({ length: 700 }, (_, at) => [`c${at}`, { color: '#000' }]));
    expect(keysOf(withColours({ many }))).toContain('admin.themeTooManyEntries');
  });
});
