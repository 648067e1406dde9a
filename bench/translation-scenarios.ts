// The translations admin's table for `npm run bench` (issue 27): the bench shop's admin asks a page as
// /admin/translations does — every catalogue key and every product's name and description of 1,000
// products in two languages — the first page, a search over keys and texts, and the texts missing in
// English; one connection, as one admin works.
import path from 'node:path';
import { shopperCookie, type startBenchMailbox } from './auth-scenarios.ts';
import { BENCH_ADMIN, BENCH_HOST } from './bench-tenant.ts';
import type { Scenario } from './scenario.ts';

type Mailbox = Awaited<ReturnType<typeof startBenchMailbox>>;

const WEB_APP = path.resolve(import.meta.dirname, '../apps/web/app');

/** The page's query as the web app sends it (translations-api.ts with its fragment), read from the module. */
async function translationTableQuery(): Promise<string> {
  await import(path.join(WEB_APP, 'features/admin-translations/translations-api.ts'));
  const { definedOperations } = (await import(path.join(WEB_APP, 'lib/api/graphql.ts'))) as {
    definedOperations: () => string[];
  };
  const query = definedOperations().find((text) => /^query TranslationTable\b/.test(text));
  if (!query) throw new Error('bench: the web app defines no TranslationTable query');
  return query;
}

/** The page's input with nothing chosen (translations-page.tsx of a fresh view: 50 rows, by key). */
const FRESH_VIEW: Record<string, string | number | boolean | null> = {
  group: null,
  type: null,
  missingIn: null,
  locked: null,
  awaitingReview: null,
  outdated: null,
  search: null,
  sort: null,
  descending: false,
  page: 0,
  pageSize: 50,
};

const json = { 'content-type': 'application/json', accept: 'application/json', 'x-print-csrf': '1' };

export function translationScenarios(base: string, mailbox: Mailbox): Scenario[] {
  const views: { label: string; input: Record<string, string | number> }[] = [
    { label: 'first page of 50', input: {} },
    // Product names carry "Flyer" in a quarter of the products: the search reads every text.
    { label: 'search "flyer"', input: { search: 'flyer' } },
    { label: 'missing in en-GB', input: { missingIn: 'en-GB' } },
    { label: 'page 20 of 50', input: { page: 19 } },
  ];
  return views.map(({ label, input }) => ({
    name: `admin translations table, ${label} (bench shop, 1 connection)`,
    path: '/service-api/graphql?c=TranslationTable',
    method: 'POST',
    host: BENCH_HOST,
    expect: '"translationTable"',
    prepare: async () => {
      const cookie = await shopperCookie(base, BENCH_HOST, mailbox, BENCH_ADMIN);
      const body = JSON.stringify({
        query: await translationTableQuery(),
        variables: { input: { ...FRESH_VIEW, ...input } },
        operationName: 'TranslationTable',
      });
      return { connections: 1, body, headers: { ...json, host: BENCH_HOST, cookie } };
    },
  }));
}
