import { describe, expect, it } from 'vitest';
import type { ProductImage } from '../catalog.tables.ts';
import {
  inOrder,
  standardUrlOf,
  withAlternative,
  withCover,
  withExternalLink,
  withoutPicture,
  withPicture,
} from './product-gallery.ts';

// The gallery's changes as pure functions (decision 0046): a repeated change finds its work done.

const gallery: ProductImage[] = [
  { url: '/a' },
  { url: '/b', cover: true },
  { url: 'https://video.example.com', external: true },
];

describe('the product gallery', () => {
  it('adds a picture before the external link, once', () => {
    const added = withPicture(gallery, '/c');
    expect(added.map((image) => image.url)).toEqual(['/a', '/b', '/c', 'https://video.example.com']);
    expect(withPicture(added, '/c')).toEqual(added);
  });

  it('takes a new order only when it names every picture once', () => {
    expect(inOrder(gallery, ['/b', '/a'])?.map((image) => image.url)).toEqual([
      '/b',
      '/a',
      'https://video.example.com',
    ]);
    expect(inOrder(gallery, ['/b'])).toBeNull();
    expect(inOrder(gallery, ['/b', '/b'])).toBeNull();
    expect(inOrder(gallery, ['/b', '/x'])).toBeNull();
  });

  it('keeps at most one cover', () => {
    const moved = withCover(gallery, '/a', true)!;
    expect(moved.filter((image) => image.cover).map((image) => image.url)).toEqual(['/a']);
    expect(withCover(gallery, '/b', false)!.some((image) => image.cover)).toBe(false);
    expect(withCover(gallery, '/missing', true)).toBeNull();
  });

  it('sets and removes a language alternative', () => {
    const set = withAlternative(gallery, '/a', 'en-GB', '/a-en')!;
    expect(set[0]).toEqual({ url: '/a', alternatives: { 'en-GB': { url: '/a-en' } } });
    expect(withAlternative(set, '/a', 'en-GB', null)![0]).toEqual({ url: '/a' });
  });

  it('the external link is never the standard image, and is replaced or removed as a whole', () => {
    expect(standardUrlOf([{ url: 'https://x.example', external: true }])).toBeNull();
    expect(withExternalLink(gallery, 'https://other.example').at(-1)).toEqual({
      url: 'https://other.example',
      external: true,
    });
    expect(withExternalLink(gallery, '').some((image) => image.external)).toBe(false);
    expect(withoutPicture(gallery, 'https://video.example.com')).toEqual(gallery);
  });
});
