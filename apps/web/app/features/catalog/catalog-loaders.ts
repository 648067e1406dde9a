import type { ServerApi } from '@print/core/ssr-api';
import { data, redirect } from 'react-router';
import { CATALOG_QUERY, CATEGORY_QUERY, HOME_CATEGORIES_QUERY } from './catalog-api.ts';
import type {
  CategoryDetail,
  CategoryLinkData,
  HomeCategory,
  NavCategory,
  ProductPage,
} from './catalog-api.ts';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { serverQuery, type AnyOperation } from '../../lib/api/graphql.ts';
import {
  PAGE_SIZE,
  pageCount,
  pageHref,
  pageOffset,
  parsePage,
  parseSearch,
  safeLinkUrl,
} from './catalog-values.ts';

// The catalogue routes' loaders, run on the server for the first page and on every client navigation
// (single fetch), so the pages render complete for search engines and need no data calls in the browser.

/** One page of a product list as the grid shows it. */
export type ProductListing = {
  products: ProductPage;
  /** The searched name (`?q=`), or null. */
  search: string | null;
  page: number;
  pages: number;
};

export type CatalogData = ProductListing & { categories: NavCategory[] };

export type CategoryData = ProductListing & {
  category: CategoryDetail;
  /** The parent for the breadcrumb, when it is a top-level category. */
  parent: CategoryLinkData | null;
};

async function read<D extends AnyOperation>(
  api: ServerApi,
  document: D,
  variables: VariablesOf<D>,
): Promise<ResultOf<D>> {
  const { data: result, errors } = await serverQuery(api, document, variables);
  // The catalogue is public: any error is unexpected, so the page fails (500) instead of showing half.
  if (!result || errors.length > 0) {
    throw new Error(`Catalogue query failed: ${errors.map((error) => error.message).join('; ')}`);
  }
  return result;
}

function listRequest(url: URL) {
  const search = parseSearch(url.searchParams.get('q'));
  const page = parsePage(url.searchParams.get('page'));
  return { search, page, variables: { search, offset: pageOffset(page), limit: PAGE_SIZE } };
}

/** A page number past the end (an old link, a list that shrank) leads to the last page. */
function listing(url: URL, products: ProductPage, search: string | null, page: number): ProductListing {
  const pages = pageCount(products.total);
  if (page > pages) throw redirect(pageHref(url.pathname, search, pages));
  return { products, search, page, pages };
}

/** How many categories the home page shows as cards (one row on desktop). */
export const HOME_CATEGORY_CARDS = 4;

/** The home page's category cards: the first top-level categories, each leading to its own page. */
export async function loadHomeCategories(api: ServerApi): Promise<HomeCategory[]> {
  const { categories } = await read(api, HOME_CATEGORIES_QUERY, {});
  return categories.slice(0, HOME_CATEGORY_CARDS);
}

/** /catalog: the category navigation and a page of all products, or of those matching `?q=`. */
export async function loadCatalog(api: ServerApi, url: URL): Promise<CatalogData> {
  const { search, page, variables } = listRequest(url);
  const result = await read(api, CATALOG_QUERY, {
    ...variables,
    searching: search !== null,
  });
  return { ...listing(url, result.products, search, page), categories: result.categories ?? [] };
}

/**
 * /catalog/:category: the category with its products. Unknown and hidden categories are a 404 (the
 * server does not tell them apart); a link category leads to its URL, as its links do.
 */
export async function loadCategory(api: ServerApi, slug: string, url: URL): Promise<CategoryData> {
  const { search, page, variables } = listRequest(url);
  const result = await read(api, CATEGORY_QUERY, { ...variables, categorySlug: slug });
  const category = result.category;
  if (!category) throw data(null, { status: 404 });
  const link = safeLinkUrl(category.linkUrl);
  // A link to its own page would redirect forever; such a category just shows its page.
  if (link && link !== url.pathname) throw redirect(link);
  const parent = result.categories.find((each) => each.id === category.parentId) ?? null;
  return { ...listing(url, result.products, search, page), category, parent };
}
