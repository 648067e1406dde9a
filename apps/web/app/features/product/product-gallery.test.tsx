import { isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ProductGallery } from './product-gallery.tsx';
import { initialPageState, productPageReducer } from './product-page-state.ts';
import { testProduct } from './product-test-fixtures.tsx';

// Without a DOM, the gallery (plain elements, no state of its own) is called as a function and its
// element tree searched; a thumbnail's onClick is exactly what a click or Enter/Space runs.
vi.mock('react-i18next', () => ({
  useTranslation: () => ({
    t: (key: string, params?: Record<string, unknown>) => `${key}${params ? JSON.stringify(params) : ''}`,
  }),
}));

type Props = Record<string, unknown> & { children?: ReactNode };

function findAll(node: ReactNode, testId: string): ReactElement<Props>[] {
  if (Array.isArray(node)) return node.flatMap((child: ReactNode) => findAll(child, testId));
  if (!isValidElement<Props>(node)) return [];
  const own = node.props['data-testid'] === testId ? [node] : [];
  return [...own, ...findAll(node.props.children, testId)];
}

const render = (selected: number, onSelect: (index: number) => void) =>
  ProductGallery({ images: testProduct().images, selected, onSelect, productName: 'Business cards' });

describe('product gallery', () => {
  it('a thumbnail click shows its image large and marks it current', () => {
    const product = testProduct();
    let state = initialPageState(product, null);
    const selections: number[] = [];
    const before = render(state.imageIndex, (index) => selections.push(index));
    expect(findAll(before, 'product-main-image')[0]?.props.src).toBe('/media/front.webp');

    const thumbnails = findAll(before, 'product-thumbnail');
    expect(thumbnails.map((thumb) => thumb.props['aria-current'])).toEqual(['true', undefined]);
    (thumbnails[1]?.props.onClick as () => void)();
    expect(selections).toEqual([1]);

    state = productPageReducer(state, { type: 'selectImage', index: selections[0]! });
    const after = render(state.imageIndex, () => {});
    const main = findAll(after, 'product-main-image')[0];
    expect(main?.props.src).toBe('/media/back.webp');
    expect(main?.props.alt).toBe('Back');
    expect(findAll(after, 'product-thumbnail').map((thumb) => thumb.props['aria-current'])).toEqual([
      undefined,
      'true',
    ]);
  });

  it('thumbnails are native buttons with an accessible name', () => {
    const thumbnails = findAll(
      render(0, () => {}),
      'product-thumbnail',
    );
    expect(thumbnails.map((thumb) => thumb.type)).toEqual(['button', 'button']);
    expect(thumbnails[1]?.props['aria-label']).toBe('shop.productShowImage{"number":2,"total":2}');
  });

  it('shows a placeholder without images', () => {
    const empty = ProductGallery({ images: [], selected: 0, onSelect: () => {}, productName: 'X' });
    expect(findAll(empty, 'product-main-image')).toHaveLength(0);
  });

  it('shows the external media link as a link opening apart, never as an image', () => {
    const url = 'https://video.example.com/watch?v=42';
    const tree = ProductGallery({
      images: testProduct().images,
      selected: 0,
      onSelect: () => undefined,
      productName: 'Business cards',
      externalMediaUrl: url,
    });
    const [link] = findAll(tree, 'product-external-media');
    expect(link?.props).toMatchObject({ href: url, target: '_blank', rel: 'noopener noreferrer' });
    expect(
      findAll(
        render(0, () => undefined),
        'product-external-media',
      ),
    ).toEqual([]);
  });
});
