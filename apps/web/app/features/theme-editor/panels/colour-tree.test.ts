import { defaultTheme } from '@print/core/theme/default-theme';
import { resolveColor } from '@print/core/theme/resolve-color';
import { describe, expect, it } from 'vitest';
import {
  colourNodes,
  entriesOf,
  linkedColour,
  linkRefusal,
  ownColour,
  withColourLeaf,
} from './colour-tree.ts';

describe('the Colours panel’s tree', () => {
  it('lists groups and entries in the theme’s order under both roots', () => {
    const palette = colourNodes(defaultTheme, 'colors');
    expect(palette[0]).toMatchObject({ kind: 'group', key: 'primary', path: 'colors.primary' });
    expect(entriesOf(palette[0]!).map((entry) => entry.key)).toEqual([
      'background',
      'text',
      'hover',
      'light',
      'lightText',
      'lightHover',
    ]);
    const applications = colourNodes(defaultTheme, 'applications');
    expect(applications.map((group) => group.key)).toContain('pricingTiers');
    const button = applications.find((group) => group.key === 'button')!;
    expect(entriesOf(button)[0]!.path).toBe('applications.button.primary.background');
  });

  it('changes one entry and leaves the rest of the theme as it was', () => {
    const changed = withColourLeaf(defaultTheme, 'colors.primary.background', ownColour({}, '#ff0000'));
    expect(resolveColor(changed, 'applications.button.primary.background')).toBe('#ff0000');
    expect(changed.colors.applications).toBe(defaultTheme.colors.applications);
    expect(changed.colors.colors['secondary']).toBe(defaultTheme.colors.colors['secondary']);
    expect(defaultTheme.colors.colors['primary']).toMatchObject({ background: { color: '#2563eb' } });
    const linked = withColourLeaf(
      changed,
      'colors.secondary.background',
      linkedColour({ color: '#0f766e', label: 'Accent' }, 'colors.primary.background'),
    );
    expect(linked.colors.colors['secondary']).toMatchObject({
      background: { linkedTo: 'colors.primary.background', label: 'Accent' },
    });
  });

  it('refuses a link that closes a circle or chains deeper than ten, with core’s message', () => {
    // colors.body.link follows colors.primary.background: linking that back makes a circle.
    const circle = withColourLeaf(
      defaultTheme,
      'colors.primary.background',
      linkedColour({}, 'colors.body.link'),
    );
    expect(linkRefusal(defaultTheme, circle, 'colors.primary.background')).toMatchObject({
      path: 'colors.primary.background',
      key: 'admin.themeColourCycle',
      params: { chain: 'colors.primary.background → colors.body.link → colors.primary.background' },
    });
    // Entries of their own that nothing else follows: c0 → c1 → … → c10 is ten links.
    const path = (i: number) => `colors.primary.c${i}`;
    let chain = withColourLeaf(defaultTheme, path(10), ownColour({}, '#123456'));
    for (let i = 0; i < 10; i++) chain = withColourLeaf(chain, path(i), linkedColour({}, path(i + 1)));
    expect(linkRefusal(defaultTheme, chain, path(9))).toBeNull();
    const longer = withColourLeaf(chain, path(11), ownColour({}, '#654321'));
    const deeper = withColourLeaf(longer, path(10), linkedColour({}, path(11)));
    expect(linkRefusal(longer, deeper, path(10))).toMatchObject({
      path: path(0),
      key: 'admin.themeColourTooDeep',
      params: { max: '10' },
    });
    expect(linkRefusal(defaultTheme, defaultTheme, 'colors.primary.background')).toBeNull();
  });
});
