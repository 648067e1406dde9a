import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultTheme } from './default-theme.ts';
import {
  DESIGN_TOKENS_MAX_CHARS,
  designTokensToColours,
  exportDesignTokens,
  importDesignTokens,
} from './design-tokens.ts';
import type { ColorLeaf, ColorTree, ThemeColors } from './types.ts';

const keysAt = (input: unknown) =>
  designTokensToColours(input).problems.map(({ path, key }) => `${path} ${key}`);

describe('exportDesignTokens', () => {
  it('writes each entry as a colour token and each link as an alias', () => {
    const tokens = exportDesignTokens(defaultTheme.colors);
    expect(tokens.colors['primary']).toMatchObject({
      background: { $type: 'color', $value: '#2563eb' },
    });
    expect(tokens.applications['button']).toMatchObject({
      primary: { background: { $type: 'color', $value: '{colors.primary.background}' } },
    });
    const labelled = exportDesignTokens({
      colors: { brand: { ink: { color: '#101010', label: 'Ink' }, alias: { color: 'colors.brand.ink' } } },
      applications: {},
    });
    expect(labelled.colors).toEqual({
      brand: {
        ink: { $type: 'color', $value: '#101010', $description: 'Ink' },
        alias: { $type: 'color', $value: '{colors.brand.ink}' },
      },
    });
  });
});

const key = fc
  .stringMatching(/^[A-Za-z0-9_-]{1,12}$/)
  .filter((name) => !['__proto__', 'constructor', 'prototype'].includes(name));
const literal = fc.constantFrom('#fff', '#12345678', '#a1b2c3', 'rgb(1, 2, 3)', 'rgba(10 20 30 / 50%)');
const path = fc
  .tuple(fc.constantFrom('colors', 'applications'), fc.array(key, { minLength: 1, maxLength: 3 }))
  .map(([root, rest]) => [root, ...rest].join('.'));
const label = fc.option(fc.stringMatching(/^[A-Za-z0-9 äöü.,-]{1,30}$/), { nil: undefined });
const leaf: fc.Arbitrary<ColorLeaf> = fc
  .tuple(
    fc.oneof(
      literal.map((color) => ({ color })),
      path.map((linkedTo) => ({ linkedTo })),
    ),
    label,
  )
  .map(([value, text]) => (text === undefined ? value : { ...value, label: text }));
const { tree } = fc.letrec<{ tree: ColorTree }>((tie) => ({
  tree: fc.dictionary(key, fc.oneof({ depthSize: 'small', maxDepth: 4 }, leaf, tie('tree')), {
    minKeys: 1,
    maxKeys: 4,
  }),
}));

describe('designTokensToColours', () => {
  it('gives back the tree it was exported from (round trip through the JSON text)', () => {
    fc.assert(
      fc.property(tree, tree, (colors, applications) => {
        const original: ThemeColors = { colors, applications };
        const text = JSON.stringify(exportDesignTokens(original));
        expect(designTokensToColours(text)).toEqual({ colors: original, problems: [] });
      }),
    );
  });

  it('round-trips the default theme into the same theme', () => {
    const { theme, problems } = importDesignTokens(exportDesignTokens(defaultTheme.colors), defaultTheme);
    expect(problems).toEqual([]);
    expect(theme?.colors).toEqual(defaultTheme.colors);
  });

  it('takes what design tools write: $type on groups, no $type, metadata, the colour object', () => {
    const { colors, problems } = designTokensToColours({
      $schema: 'https://example.test/tokens.schema.json',
      colors: {
        $type: 'color',
        $description: 'Brand',
        brand: {
          ink: { $value: '#101010', $description: 'Ink', $extensions: { 'com.tool': { id: 7 } } },
          paper: { $value: { colorSpace: 'srgb', components: [1, 1, 1], alpha: 0.5 } },
          accent: { $type: 'color', $value: { colorSpace: 'srgb', components: [0, 0, 1], hex: '#0000ff' } },
          empty: {},
        },
      },
    });
    expect(problems).toEqual([]);
    expect(colors).toEqual({
      colors: {
        brand: {
          ink: { color: '#101010', label: 'Ink' },
          paper: { color: '#ffffff80' },
          accent: { color: '#0000ff' },
        },
      },
      applications: {},
    });
  });

  it('refuses what is not a colour or an alias, by path', () => {
    expect(
      keysAt({
        colors: {
          spacing: { small: { $type: 'dimension', $value: '4px' } },
          named: { $value: 'red' },
          sized: { $type: 'dimension', inner: { $value: '#fff' } },
          alias: { $value: '{spacing.small}' },
          'bad key': { $value: '#fff' },
          ['__proto__']: { $value: '#fff' },
          loose: '#fff',
        },
        typography: { body: { $type: 'fontFamily', $value: 'Inter' } },
      }),
    ).toEqual([
      'typography admin.themeTokensUnknownGroup',
      'colors.spacing.small admin.themeTokenNotColour',
      'colors.named admin.themeTokenNotColour',
      'colors.sized.inner admin.themeTokenNotColour',
      'colors.alias admin.themeInvalidLink',
      'colors.bad key admin.themeInvalidKey',
      'colors.__proto__ admin.themeInvalidKey',
      'colors.loose admin.themeInvalidEntry',
    ]);
  });

  it('refuses a file that is not tokens, and is bounded', () => {
    expect(keysAt('{not json')).toEqual([' admin.themeTokensInvalid']);
    expect(keysAt({ tokens: {} })).toEqual([' admin.themeTokensInvalid']);
    expect(keysAt([])).toEqual([' admin.themeTokensInvalid']);
    expect(keysAt(' '.repeat(DESIGN_TOKENS_MAX_CHARS + 1))).toEqual([' admin.themeTokensTooLarge']);
    const many = Object.fromEntries(Array.from({ length: 700 }, (_, at) => [`c${at}`, { $value: '#000' }]));
    expect(keysAt({ colors: { many } })).toContain('colors.many.c600 admin.themeTooManyEntries');
    let deep: Record<string, unknown> = { leaf: { $value: '#000' } };
    for (let level = 0; level < 10; level++) deep = { g: deep };
    expect(keysAt({ colors: deep })).toEqual(['colors.g.g.g.g.g.g admin.themeGroupTooDeep']);
  });
});

describe('importDesignTokens', () => {
  it('checks the imported tree as every save: a cycle is refused', () => {
    const { theme, problems } = importDesignTokens(
      {
        colors: {
          primary: {
            background: { $value: '{colors.primary.hover}' },
            hover: { $value: '{colors.primary.background}' },
          },
        },
      },
      defaultTheme,
    );
    expect(theme).toBeNull();
    expect(problems.map((problem) => problem.key)).toContain('admin.themeColourCycle');
  });

  it('keeps the rest of the theme and fills entries the file leaves out from the defaults', () => {
    const base = { ...defaultTheme, border: { radius: 'strong' as const, width: 'thick' as const } };
    const { theme } = importDesignTokens(
      { colors: { primary: { background: { $value: '#ff0000' } } } },
      base,
    );
    expect(theme?.border).toEqual(base.border);
    expect(theme?.colors.colors['primary']).toMatchObject({ background: { color: '#ff0000' } });
    expect(theme?.colors.applications).toEqual(defaultTheme.colors.applications);
  });
});
