import { describe, expect, it } from 'vitest';
import { registeredSession } from '../../shell/test-helpers.tsx';
import {
  previewPick,
  seededRandom,
  canManageCatalogue,
  categoryTarget,
  pageCount,
  pageHref,
  pageOffset,
  pagerItems,
  parsePage,
  parseSearch,
  safeLinkUrl,
} from './catalog-values.ts';
import { linkData } from './test-fixtures.ts';

describe('paging in the URL', () => {
  it('reads ?page= as a whole number from 1, and anything else as the first page', () => {
    expect(parsePage('3')).toBe(3);
    for (const other of [null, '', '0', '-2', '1.5', 'abc', '2e3', '9999999'])
      expect(parsePage(other)).toBe(1);
  });

  it('pages 24 products at a time', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(24)).toBe(1);
    expect(pageCount(25)).toBe(2);
    expect(pageOffset(1)).toBe(0);
    expect(pageOffset(3)).toBe(48);
  });

  it('links other pages with the search kept and no page parameter for page 1', () => {
    expect(pageHref('/catalog', null, 1)).toBe('/catalog');
    expect(pageHref('/catalog', null, 2)).toBe('/catalog?page=2');
    expect(pageHref('/catalog/flyer', 'a&b card', 3)).toBe('/catalog/flyer?q=a%26b+card&page=3');
    expect(pageHref('/catalog', 'card', 1)).toBe('/catalog?q=card');
  });

  it('shows the first, last and neighbouring page numbers with gaps between', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 4)).toEqual([1, 2, 3, 4]);
    expect(pagerItems(1, 10)).toEqual([1, 2, 'gap', 10]);
    expect(pagerItems(6, 10)).toEqual([1, 'gap', 5, 6, 7, 'gap', 10]);
    expect(pagerItems(10, 10)).toEqual([1, 'gap', 9, 10]);
  });
});

describe('search in the URL', () => {
  it('trims ?q= and treats an empty one as no search', () => {
    expect(parseSearch('  flyer ')).toBe('flyer');
    expect(parseSearch('')).toBeNull();
    expect(parseSearch('   ')).toBeNull();
    expect(parseSearch(null)).toBeNull();
    expect(parseSearch('x'.repeat(150))).toHaveLength(100);
  });
});

describe('category links', () => {
  it('leads a normal category to its page', () => {
    expect(categoryTarget(linkData({ id: '1', slug: 'flyer' }))).toEqual({
      kind: 'internal',
      to: '/catalog/flyer',
    });
    expect(categoryTarget(linkData({ id: '1', slug: 'a b' }))).toEqual({
      kind: 'internal',
      to: '/catalog/a%20b',
    });
  });

  it('leads a link category to its URL, in a new window when its target is new', () => {
    const url = 'https://example.com/templates';
    expect(categoryTarget(linkData({ id: '1', linkUrl: url, linkTarget: 'new' }))).toEqual({
      kind: 'external',
      href: url,
      newWindow: true,
    });
    expect(categoryTarget(linkData({ id: '1', linkUrl: url, linkTarget: 'same' }))).toEqual({
      kind: 'external',
      href: url,
      newWindow: false,
    });
    // A path of this shop in the same window stays a router link; in a new window it is a real link.
    expect(categoryTarget(linkData({ id: '1', linkUrl: '/pricing' }))).toEqual({
      kind: 'internal',
      to: '/pricing',
    });
    expect(categoryTarget(linkData({ id: '1', linkUrl: '/pricing', linkTarget: 'new' }))).toEqual({
      kind: 'external',
      href: '/pricing',
      newWindow: true,
    });
  });

  it('never links to scripts or other protocols: such a category behaves like a normal one', () => {
    for (const url of [
      'javascript:alert(1)',
      '//evil.example',
      'ftp://x.example',
      'data:text/html,x',
      '  ',
    ]) {
      expect(safeLinkUrl(url), url).toBeNull();
      expect(categoryTarget(linkData({ id: '1', slug: 's', linkUrl: url, linkTarget: 'new' }))).toEqual({
        kind: 'internal',
        to: '/catalog/s',
      });
    }
  });
});

describe('admin hint', () => {
  it('is for sessions with catalog.write only', () => {
    expect(canManageCatalogue(null)).toBe(false);
    expect(canManageCatalogue(registeredSession)).toBe(false);
    expect(canManageCatalogue({ ...registeredSession, rights: ['admin.access', 'catalog.write'] })).toBe(
      true,
    );
  });
});

describe('preview products of a category', () => {
  const pool = ['a', 'b', 'c', 'd', 'e', 'f'];

  it('shows the first three on the server and while hydrating', () => {
    expect(previewPick(pool, null)).toEqual(['a', 'b', 'c']);
  });

  it('draws three different ones from a random category’s pool in the browser', () => {
    const draws = [0.99, 0, 0.5];
    expect(previewPick(pool, () => draws.shift() ?? 0)).toEqual(['f', 'a', 'd']);
    expect(previewPick(['x'], Math.random)).toEqual(['x']);
    const seen = new Set(Array.from({ length: 50 }, () => previewPick(pool, Math.random).join()));
    expect(seen.size).toBeGreaterThan(1);
    for (const pick of seen) expect(new Set(pick.split(',')).size).toBe(3);
  });

  it('draws the same ones again from the same seed, when the page’s data reloads', () => {
    const first = previewPick(pool, seededRandom(0.42));
    expect(previewPick([...pool], seededRandom(0.42))).toEqual(first);
    const seen = new Set(
      Array.from({ length: 20 }, (_, i) => previewPick(pool, seededRandom(i / 20)).join()),
    );
    expect(seen.size).toBeGreaterThan(1);
  });
});
