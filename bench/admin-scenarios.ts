// The admin's products list for `npm run bench` (issue 15: < 100 ms p50 at 1 connection with 10,000
// products × 10 variants): the bench shop's admin asks the list as the products page does, a page of 25
// (the page's default) and of 100 (its largest), searched and filtered (by stock, by range and state), one
// request at a time.
import path from 'node:path';
import { shopperCookie, type startBenchMailbox } from './auth-scenarios.ts';
import { BENCH_ADMIN, BENCH_HOST } from './bench-tenant.ts';
import { graphql } from './http.ts';
import type { Scenario } from './scenario.ts';

type Mailbox = Awaited<ReturnType<typeof startBenchMailbox>>;

const WEB_APP = path.resolve(import.meta.dirname, '../apps/web/app');

/**
 * The products page's query as the web app sends it (product-list-api.ts, its fragment appended), read
 * from the web module itself so the bench cannot drift from the page (a computed path: the bench's
 * type check stays out of the web app's browser code).
 */
async function adminProductsQuery(): Promise<string> {
  await import(path.join(WEB_APP, 'features/admin-products/product-list-api.ts'));
  const { definedOperations } = (await import(path.join(WEB_APP, 'lib/api/graphql.ts'))) as {
    definedOperations: () => string[];
  };
  const query = definedOperations().find((text) => /^query AdminProducts\b/.test(text));
  if (!query) throw new Error('bench: the web app defines no AdminProducts query');
  return query;
}

type ListVariables = {
  search: string;
  published: boolean | null;
  archived: boolean;
  orderable: boolean | null;
  categoryId: string | null;
  paymentMode: string | null;
  outOfStock: boolean | null;
  offset: number;
  limit: number;
  sortBy: string;
  descending: boolean;
};

/** The page's variables with nothing chosen (product-filters.ts productListVariables of a fresh view). */
const DEFAULT_VIEW: ListVariables = {
  search: '',
  published: null,
  archived: false,
  orderable: null,
  categoryId: null,
  paymentMode: null,
  outOfStock: null,
  offset: 0,
  limit: 25,
  sortBy: 'name',
  descending: false,
};

const json = { 'content-type': 'application/json', accept: 'application/json', 'x-print-csrf': '1' };

const body = async (variables: Partial<ListVariables>) =>
  JSON.stringify({
    query: await adminProductsQuery(),
    variables: { ...DEFAULT_VIEW, ...variables },
    operationName: 'AdminProducts',
  });

/** A range's id, as the list's category filter puts it in the address. */
async function categoryId(base: string, cookie: string, slug: string) {
  const { categories } = await graphql<{ categories: { id: string; slug: string }[] }>(
    base,
    BENCH_HOST,
    'query BenchAdminCategories { categories(includeUnpublished: true) { id slug } }',
    cookie,
  );
  const found = categories.find((category) => category.slug === slug);
  if (!found) throw new Error(`bench: no category ${slug}`);
  return found.id;
}

export function adminScenarios(base: string, mailbox: Mailbox): Scenario[] {
  const views: { label: string; variables: (cookie: string) => Promise<Partial<ListVariables>> }[] = [
    { label: 'page of 25', variables: async () => ({}) },
    { label: 'page of 100', variables: async () => ({ limit: 100 }) },
    // About a quarter of the products match (the flyers and folded leaflets), so every page is full.
    { label: 'page of 25, search "flyer"', variables: async () => ({ search: 'flyer' }) },
    // The stock filter decides "sold out" as the shop does (a fifth of the bench shop is, bench-tenant.ts).
    { label: 'page of 25, filter sold out', variables: async () => ({ outOfStock: true }) },
    { label: 'page of 25, filter in stock', variables: async () => ({ outOfStock: false }) },
    {
      label: 'page of 25, filter range 07 + published',
      variables: async (cookie) => ({
        categoryId: await categoryId(base, cookie, 'sortiment-07'),
        published: true,
      }),
    },
  ];
  return views.map(({ label, variables }) => ({
    name: `admin product list, ${label} (bench shop, 1 connection)`,
    path: '/service-api/graphql?c=AdminProducts',
    method: 'POST',
    host: BENCH_HOST,
    expect: '"slug":"artikel-',
    prepare: async () => {
      const cookie = await shopperCookie(base, BENCH_HOST, mailbox, BENCH_ADMIN);
      // The target is for one admin at a time: one connection, whatever BENCH_CONNECTIONS says.
      return {
        connections: 1,
        body: await body(await variables(cookie)),
        headers: { ...json, host: BENCH_HOST, cookie },
      };
    },
  }));
}
