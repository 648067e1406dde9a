import type { SessionInfo } from '@print/core/auth/auth-api';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { encodeDeepLink } from '../../lib/session/deep-link.ts';
import { registeredSession, renderWithShell, testTexts as texts } from '../../shell/test-helpers.tsx';
import type { CatalogProduct, CategoryDetail } from './catalog-api.ts';
import type { CatalogData, CategoryData } from './catalog-loaders.ts';
import { CatalogPage } from './catalog-page.tsx';
import { CategoryPage } from './category-page.tsx';
import { linkData, navCategory, product, productPage } from './test-fixtures.ts';

// Server rendering of the catalogue pages from loader data, as search engines and the first paint get them.

const admin: SessionInfo = { ...registeredSession, rights: ['admin.access', 'catalog.write'] };

function render(
  url: string,
  page: ReactNode,
  session: SessionInfo | null = null,
  allowTemporaryUsers = true,
) {
  return renderWithShell(
    url,
    <QueryClientProvider client={createQueryClient()}>{page}</QueryClientProvider>,
    session,
    'full',
    { allowTemporaryUsers },
  );
}

const catalog = (overrides: Partial<CatalogData> = {}): CatalogData => ({
  categories: [],
  products: productPage([product({ id: 'p1' })]),
  search: null,
  page: 1,
  pages: 1,
  ...overrides,
});

const categoryData = (overrides: Partial<CategoryData> = {}): CategoryData => {
  const category: CategoryDetail = {
    ...linkData({ id: 'c2', slug: 'falzflyer', name: 'Folded leaflets' }),
    description: 'More room, neatly folded.',
    parentId: 'c1',
    subcategories: [],
  };
  return {
    ...catalog(),
    category,
    parent: linkData({ id: 'c1', slug: 'flyer', name: 'Flyers' }),
    ...overrides,
  };
};

/** The HTML of each rendered tile. */
const tiles = (html: string) => html.split('data-testid="product-tile"').slice(1);

/** A text as React writes it into HTML. */
const escaped = (text: string) => text.replaceAll("'", '&#x27;').replaceAll('"', '&quot;');

/** The opening tag of the first element with this data-testid. */
const tagOf = (html: string, testId: string) => {
  const at = html.indexOf(`data-testid="${testId}"`);
  return at < 0 ? '' : html.slice(html.lastIndexOf('<', at), html.indexOf('>', at) + 1);
};

const catalogHtml = (data: CatalogData, session: SessionInfo | null = null, url = '/catalog') =>
  render(url, <CatalogPage data={data} />, session);

describe('product tile', () => {
  it('shows picture, name, from-price and a link to the product page', () => {
    const html = catalogHtml(catalog({ products: productPage([product({ id: 'p1', name: 'Flyer A6' })]) }));
    const [tile] = tiles(html);
    expect(tile).toContain('Flyer A6');
    expect(tile).toContain('href="/products/product-p1"');
    expect(tile).toMatch(/<img[^>]*src="\/demo\/p1.svg"/);
    expect(tile).toMatch(/<img[^>]*alt="Flyer A6"/);
    expect(tile).toMatch(/<img[^>]*width="400"[^>]*height="300"/);
    expect(tile).toContain('from €20.00');
    expect(tile).toContain('for 250 pieces');
    expect(tile).not.toContain('data-testid="tile-unavailable"');
    expect(html).toContain(texts['shop.pricesInclVat']);
  });

  it("loads the grid's first picture at once and first, the others when scrolled near", () => {
    const html = catalogHtml(
      catalog({
        products: productPage([product({ id: 'p1' }), product({ id: 'p2' }), product({ id: 'p3' })]),
      }),
    );
    const [first, ...others] = tiles(html);
    expect(first).toMatch(/<img[^>]*loading="eager"[^>]*fetchPriority="high"/);
    for (const tile of others) {
      expect(tile).toMatch(/<img[^>]*loading="lazy"/);
      expect(tile).not.toContain('fetchPriority');
    }
  });

  it('uses the stored alt text of the picture', () => {
    const images = [{ url: '/media/a.webp', thumbnailUrl: '/media/a-thumb.webp', alt: 'Cards on a desk' }];
    const html = catalogHtml(
      catalog({ products: productPage([product({ id: 'p1', imageUrl: '/media/a.webp', images })]) }),
    );
    expect(tiles(html)[0]).toMatch(/<img[^>]*alt="Cards on a desk"/);
  });

  it('formats the price for the language and says when prices are net', () => {
    const net = product({
      id: 'p1',
      fromPrice: {
        quantity: 1,
        unitPrice: { amountMinor: 123456, currency: 'EUR', display: 'net' },
        total: { amountMinor: 123456, currency: 'EUR', display: 'net' },
      },
    });
    const html = catalogHtml(catalog({ products: productPage([net]) }));
    expect(tiles(html)[0]).toContain('from €1,234.56');
    expect(tiles(html)[0]).not.toContain('pieces');
    expect(html).toContain(texts['shop.pricesExclVat']);
  });

  it('marks products that cannot be ordered, and shows no price without one', () => {
    const items: CatalogProduct[] = [
      product({ id: 'p1', available: false, unavailableReason: 'notOrderable' }),
      product({ id: 'p2', available: false, unavailableReason: 'outOfStock', inStock: false }),
      product({ id: 'p3', available: false, unavailableReason: 'noPrice', fromPrice: null, imageUrl: null }),
    ];
    const [first, second, third] = tiles(catalogHtml(catalog({ products: productPage(items) })));
    expect(first).toMatch(/data-testid="tile-unavailable"[^>]*>Not available</);
    expect(second).toMatch(/data-testid="tile-unavailable"[^>]*>Out of stock</);
    expect(third).not.toContain('data-testid="tile-price"');
    expect(third).not.toContain('<img');
  });

  it('has a heart whose aria-pressed shows the favourite state', () => {
    const items = [product({ id: 'p1', isFavourite: true }), product({ id: 'p2' })];
    const [liked, other] = tiles(catalogHtml(catalog({ products: productPage(items) })));
    expect(tagOf(liked!, 'favourite-toggle')).toContain('aria-pressed="true"');
    expect(tagOf(liked!, 'favourite-toggle')).toContain(`title="${texts['shop.removeFromFavourites']}"`);
    expect(tagOf(liked!, 'favourite-toggle')).toContain('aria-label="Favourite: Product p1"');
    expect(tagOf(other!, 'favourite-toggle')).toContain('aria-pressed="false"');
    expect(tagOf(other!, 'favourite-toggle')).toContain(`title="${texts['shop.addToFavourites']}"`);
  });

  it('leads to the login instead where visitors get no temporary session', () => {
    const html = render('/catalog?page=2', <CatalogPage data={catalog()} />, null, false);
    expect(html).not.toContain('data-testid="favourite-toggle"');
    expect(tagOf(html, 'favourite-login')).toContain(
      `href="/login?deepLink=${encodeDeepLink('/catalog?page=2')}"`,
    );
  });
});

describe('catalogue page', () => {
  it('shows the category navigation with descriptions, at most 3 previews and subcategories', () => {
    const previews = ['a', 'b', 'c', 'd'].map((id) => product({ id, name: `Preview ${id}` }));
    const categories = [
      navCategory({
        id: 'c1',
        slug: 'flyer',
        name: 'Flyers',
        description: 'Take-away advertising.',
        previewProducts: previews,
        subcategories: [linkData({ id: 'c2', slug: 'falzflyer', name: 'Folded leaflets' })],
      }),
    ];
    const html = catalogHtml(catalog({ categories }));
    expect(html).toContain(`<h1`);
    expect(html).toContain(texts['shop.categories']);
    expect(html).toContain('href="/catalog/flyer"');
    expect(html).toContain('Take-away advertising.');
    const preview = html.slice(html.indexOf('data-testid="category-preview"'));
    expect(preview.slice(0, preview.indexOf('</ul>')).match(/<img/g)).toHaveLength(3);
    expect(html).not.toContain('Preview d');
    expect(preview).toMatch(/<img[^>]*src="\/demo\/a.svg"[^>]*alt="Preview a"/);
    expect(html).toContain('href="/catalog/falzflyer"');
  });

  it('links a link category to its URL: a new window with noopener noreferrer, or the same window', () => {
    const categories = [
      navCategory({ id: 'n', name: 'Templates', linkUrl: 'https://example.com/t', linkTarget: 'new' }),
      navCategory({ id: 's', name: 'Pricing', linkUrl: 'https://example.com/p', linkTarget: 'same' }),
    ];
    const html = catalogHtml(catalog({ categories }));
    const newWindow = html.slice(html.lastIndexOf('<a', html.indexOf('https://example.com/t')));
    expect(newWindow.slice(0, newWindow.indexOf('>'))).toMatch(/target="_blank"/);
    expect(newWindow.slice(0, newWindow.indexOf('>'))).toMatch(/rel="noopener noreferrer"/);
    expect(newWindow).toContain(texts['shop.catalogOpensInNewWindow']);
    const sameWindow = html.slice(html.lastIndexOf('<a', html.indexOf('https://example.com/p')));
    expect(sameWindow.slice(0, sameWindow.indexOf('>'))).not.toContain('target=');
    expect(html).not.toContain('href="/catalog/category-n"');
  });

  it('shows the empty catalogue message, and the admin variant to catalogue managers', () => {
    const empty = catalog({ products: productPage([]) });
    const visitor = catalogHtml(empty);
    expect(visitor).toContain(texts['shop.catalogueEmpty']);
    expect(visitor).not.toContain(escaped(texts['shop.catalogueEmptyAdmin']!));
    expect(catalogHtml(empty, registeredSession)).toContain(texts['shop.catalogueEmpty']);
    const forAdmin = catalogHtml(empty, admin);
    expect(forAdmin).toContain('data-empty="shop.catalogueEmptyAdmin"');
    expect(forAdmin).not.toContain(texts['shop.catalogueEmpty']);
  });

  it('links the other pages with the search kept and marks the current one', () => {
    const data = catalog({
      products: productPage([product({ id: 'p1' })], 100),
      search: 'card',
      page: 2,
      pages: 5,
    });
    const html = catalogHtml(data, null, '/catalog?q=card&page=2');
    expect(html).toContain('Page 2 of 5');
    expect(tagOf(html, 'pager-previous')).toContain('href="/catalog?q=card"');
    expect(tagOf(html, 'pager-next')).toContain('href="/catalog?q=card&amp;page=3"');
    const current = html.slice(html.lastIndexOf('<a', html.indexOf('aria-current="page"')));
    expect(current.slice(0, current.indexOf('>'))).toContain('href="/catalog?q=card&amp;page=2"');
    expect(html).toContain('href="/catalog?q=card&amp;page=5"');
  });

  it('has no pager for a single page', () => {
    expect(catalogHtml(catalog())).not.toContain('data-testid="pager"');
  });

  it('searches with a GET form to /catalog and shows the results instead of the navigation', () => {
    const plain = catalogHtml(catalog({ categories: [navCategory({ id: 'c1' })] }));
    expect(tagOf(plain, 'catalog-search')).toMatch(/method="get"/);
    expect(tagOf(plain, 'catalog-search')).toMatch(/action="\/catalog"/);
    expect(plain).toMatch(/<input[^>]*name="q"/);
    expect(plain).toContain('data-testid="category-nav"');

    const data = catalog({ categories: [navCategory({ id: 'c1' })], search: 'card' });
    const html = catalogHtml(data, null, '/catalog?q=card');
    expect(html).toMatch(/<input[^>]*name="q"[^>]*value="card"|<input[^>]*value="card"[^>]*name="q"/);
    expect(html).toContain(escaped(texts['shop.catalogSearchResults']!.replace('{query}', 'card')));
    expect(html).not.toContain('data-testid="category-nav"');
    expect(tagOf(html, 'search-show-all')).toContain('href="/catalog"');
  });

  it('says when a search finds nothing, also to administrators', () => {
    const data = catalog({ products: productPage([]), search: 'zzz' });
    const html = catalogHtml(data, admin, '/catalog?q=zzz');
    expect(html).toContain(texts['shop.noSearchResults']);
    expect(html).not.toContain('data-empty="shop.catalogueEmptyAdmin"');
  });
});

describe('category page', () => {
  const categoryHtml = (data: CategoryData, session: SessionInfo | null = null) =>
    render('/catalog/falzflyer', <CategoryPage data={data} />, session);

  it('shows the breadcrumb back to the catalogue, the texts, subcategories and products', () => {
    const data = categoryData({
      category: {
        ...categoryData().category,
        subcategories: [linkData({ id: 'c3', slug: 'wickelfalz', name: 'Roll fold' })],
      },
    });
    const html = categoryHtml(data);
    const crumbs = html.slice(html.indexOf(`aria-label="${texts['shop.catalogBreadcrumb']}"`));
    expect(crumbs).toMatch(/href="\/catalog"[^>]*>Catalogue</);
    expect(crumbs).toMatch(/href="\/catalog\/flyer"[^>]*>Flyers</);
    expect(crumbs).toMatch(/aria-current="page">Folded leaflets</);
    expect(html).toMatch(/<h1[^>]*>Folded leaflets<\/h1>/);
    expect(html).toContain('More room, neatly folded.');
    expect(html).toContain('href="/catalog/wickelfalz"');
    expect(tiles(html)).toHaveLength(1);
    expect(tagOf(html, 'catalog-search')).toMatch(/action="\/catalog\/falzflyer"/);
  });

  it('pages and ends searches within the category', () => {
    const data = categoryData({ search: 'a5', page: 1, pages: 2 });
    const html = categoryHtml(data);
    expect(tagOf(html, 'pager-next')).toContain('href="/catalog/falzflyer?q=a5&amp;page=2"');
    expect(tagOf(html, 'search-show-all')).toContain('href="/catalog/falzflyer"');
  });

  it('shows the empty category message, and the admin variant to catalogue managers', () => {
    const empty = categoryData({ products: productPage([]) });
    expect(categoryHtml(empty)).toContain(texts['shop.catalogueEmpty']);
    expect(categoryHtml(empty, admin)).toContain('data-empty="shop.catalogueEmptyAdmin"');
  });
});
