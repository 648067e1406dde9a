import type { ServerApi, ServerApiResult } from '@print/core/ssr-api';
import { describe, expect, it } from 'vitest';
import type { CatalogQueryResult, CategoryDetail, CategoryQueryResult } from './catalog-api.ts';
import { loadCatalog, loadCategory } from './catalog-loaders.ts';
import { linkData, navCategory, product, productPage } from './test-fixtures.ts';

// The loaders against a stand-in for the server's in-process GraphQL client (load context `api`).

type Call = { query: string; variables: Record<string, unknown> };

function fakeApi(result: ServerApiResult<unknown>): { api: ServerApi; calls: Call[] } {
  const calls: Call[] = [];
  const api: ServerApi = {
    query: async <T>(query: string, variables: Record<string, unknown> = {}) => {
      calls.push({ query, variables });
      return result as ServerApiResult<T>;
    },
  };
  return { api, calls };
}

const url = (path: string) => new URL(path, 'http://shop.localhost');

/** What a loader threw (a Response for redirects, data() for statuses). */
async function thrown(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected the loader to throw');
    },
    (reason: unknown) => reason,
  );
}

const catalogResult = (
  products = productPage([product({ id: 'p1' })]),
): ServerApiResult<CatalogQueryResult> => ({
  data: { categories: [navCategory({ id: 'c1' })], products },
  errors: [],
});

const category = (overrides: Partial<CategoryDetail> = {}): CategoryDetail => ({
  ...linkData({ id: 'c2', slug: 'falzflyer', name: 'Folded leaflets' }),
  description: 'Neatly folded.',
  parentId: 'c1',
  subcategories: [],
  ...overrides,
});

const categoryResult = (
  detail: CategoryDetail | null,
  products = productPage([product({ id: 'p1' })]),
): ServerApiResult<CategoryQueryResult> => ({
  data: { category: detail, categories: [linkData({ id: 'c1', slug: 'flyer', name: 'Flyers' })], products },
  errors: [],
});

describe('catalogue loader', () => {
  it('reads the categories and the first 24 products', async () => {
    const { api, calls } = fakeApi(catalogResult());
    const data = await loadCatalog(api, url('/catalog'));
    expect(calls[0]?.variables).toEqual({ search: null, offset: 0, limit: 24, searching: false });
    expect(calls[0]?.query).toContain('previewProducts');
    expect(data).toMatchObject({ search: null, page: 1, pages: 1 });
    expect(data.categories.map((each) => each.id)).toEqual(['c1']);
    expect(data.products.items.map((each) => each.id)).toEqual(['p1']);
  });

  it('passes the search and the page of the URL on', async () => {
    const { api, calls } = fakeApi(catalogResult(productPage([product({ id: 'p1' })], 80)));
    const data = await loadCatalog(api, url('/catalog?q=%20card%20&page=3'));
    // A search skips the category navigation it would hide.
    expect(calls[0]?.variables).toEqual({ search: 'card', offset: 48, limit: 24, searching: true });
    expect(data).toMatchObject({ search: 'card', page: 3, pages: 4 });
  });

  it('sends a page past the end to the last page, keeping the search', async () => {
    const { api } = fakeApi(catalogResult(productPage([], 30)));
    const response = await thrown(loadCatalog(api, url('/catalog?q=card&page=9')));
    expect(response).toBeInstanceOf(Response);
    expect((response as Response).status).toBe(302);
    expect((response as Response).headers.get('location')).toBe('/catalog?q=card&page=2');
  });

  it('fails the page when the API answers with errors', async () => {
    const { api } = fakeApi({ data: null, errors: [{ message: 'boom' }] });
    await expect(loadCatalog(api, url('/catalog'))).rejects.toThrow('boom');
  });
});

describe('category loader', () => {
  it('reads the category with its products and finds its parent for the breadcrumb', async () => {
    const { api, calls } = fakeApi(categoryResult(category()));
    const data = await loadCategory(api, 'falzflyer', url('/catalog/falzflyer?page=1'));
    expect(calls[0]?.variables).toEqual({ categorySlug: 'falzflyer', search: null, offset: 0, limit: 24 });
    expect(data.category.name).toBe('Folded leaflets');
    expect(data.parent?.slug).toBe('flyer');
  });

  it('has no parent in the breadcrumb for a top-level category', async () => {
    const { api } = fakeApi(categoryResult(category({ parentId: null })));
    expect((await loadCategory(api, 'falzflyer', url('/catalog/falzflyer'))).parent).toBeNull();
  });

  it('answers 404 for an unknown or hidden category', async () => {
    const { api } = fakeApi(categoryResult(null, productPage([])));
    const error = await thrown(loadCategory(api, 'nope', url('/catalog/nope')));
    expect(error).toMatchObject({ type: 'DataWithResponseInit', init: { status: 404 } });
  });

  it('sends a link category to its URL', async () => {
    const link = category({ linkUrl: 'https://example.com/x', linkTarget: 'new' });
    const { api } = fakeApi(categoryResult(link, productPage([])));
    const response = (await thrown(loadCategory(api, 'falzflyer', url('/catalog/falzflyer')))) as Response;
    expect(response.headers.get('location')).toBe('https://example.com/x');
  });
});
