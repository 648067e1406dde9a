// The scenarios of `npm run bench`, in the order they run: the rows of issue 13's target table first.
import {
  LOGIN_BODY,
  refreshOptions,
  shopperCookie,
  signInForRefresh,
  type startBenchMailbox,
} from './auth-scenarios.ts';
import { adminScenarios } from './admin-scenarios.ts';
import { translationScenarios } from './translation-scenarios.ts';
import { executedScenarios } from './executed-scenarios.ts';
import { BENCH_HOST, BENCH_SHOPPER, benchProductSlug } from './bench-tenant.ts';
import type { Scenario } from './scenario.ts';
import { BENCH_PAGE_LAST_BLOCK, BENCH_PAGE_PATH } from './bench-page.ts';
import { addToCartOptions, productDetailBody, productListBody } from './shop-scenarios.ts';

export type { Scenario };

export type BenchContext = {
  base: string;
  connections: number;
  mailbox: Awaited<ReturnType<typeof startBenchMailbox>>;
};

const json = { 'content-type': 'application/json', 'x-print-csrf': '1' };

const translationsQuery = JSON.stringify({
  operationName: 'TranslationsByTenant',
  query:
    'query TranslationsByTenant($input: TranslationsByTenantInput!) { translationsByTenant(input: $input) { translationKey baseTranslation languageCode group context tags translations { languageCode translation } } }',
  variables: { input: {} },
});

/** The storefront's three pages in each shop: the two demo shops and the bench shop's 1,000 products. */
const shops = [
  { label: 'druckerei, de-DE', host: 'localhost', product: 'visitenkarten-standard' },
  { label: 'northprint, en-GB', host: 'northprint.localhost', product: 'business-cards-classic' },
  { label: 'bench shop, 1,000 products', host: BENCH_HOST, product: benchProductSlug() },
];
const pages = (shop: (typeof shops)[number]) => [
  { page: 'home page', path: '/' },
  { page: 'catalogue page', path: '/catalog' },
  { page: 'product page', path: `/products/${shop.product}` },
];
/** Shoppers who sign in for the signed-in rows (the code mail goes to the bench's mailbox). */
const shoppers = [
  { shop: shops[0]!, account: { login: 'kunde', password: 'Kunde#2026' } },
  { shop: shops[2]!, account: BENCH_SHOPPER },
];

export function allScenarios(context: BenchContext): Scenario[] {
  const { base, connections, mailbox } = context;
  return [
    ...shops.flatMap((shop) =>
      pages(shop).map(({ page, path }) => ({
        name: `SSR ${page}, anonymous (${shop.label})`,
        path,
        host: shop.host,
      })),
    ),
    // Issue 25: a CMS page of 30 blocks (seven product rows) beside the bench shop's built-in home.
    {
      name: 'SSR CMS page of 30 blocks, anonymous (bench shop)',
      path: BENCH_PAGE_PATH,
      host: BENCH_HOST,
      expect: BENCH_PAGE_LAST_BLOCK,
    },
    ...shoppers.flatMap(({ shop, account }) =>
      pages(shop).map(({ page, path }) => ({
        name: `SSR ${page}, signed-in shopper (${shop.label})`,
        path,
        host: shop.host,
        expect: 'Mustermann',
        prepare: async () => ({
          headers: { host: shop.host, cookie: await shopperCookie(base, shop.host, mailbox, account) },
        }),
      })),
    ),
    // Rendered for each visit: the page and its rows' products read in a fixed number of statements.
    {
      name: 'SSR CMS page of 30 blocks, signed-in shopper (bench shop)',
      path: BENCH_PAGE_PATH,
      host: BENCH_HOST,
      expect: BENCH_PAGE_LAST_BLOCK,
      prepare: async () => ({
        headers: { host: BENCH_HOST, cookie: await shopperCookie(base, BENCH_HOST, mailbox, BENCH_SHOPPER) },
      }),
    },
    {
      name: 'GraphQL product list, 24 products with variants and prices (bench shop)',
      path: '/service-api/graphql?c=BenchProducts',
      method: 'POST',
      host: BENCH_HOST,
      body: productListBody,
      headers: json,
    },
    {
      name: 'GraphQL product list, 24 products with variants and prices (druckerei)',
      path: '/service-api/graphql?c=BenchProducts',
      method: 'POST',
      host: 'localhost',
      body: productListBody,
      headers: json,
    },
    {
      name: 'GraphQL product detail by slug (bench shop)',
      path: '/service-api/graphql?c=BenchProduct',
      method: 'POST',
      host: BENCH_HOST,
      body: productDetailBody(benchProductSlug()),
      headers: json,
    },
    // Issue 23: what the caches do not answer (misses, sessions, signed-in pages).
    ...executedScenarios(base, connections, mailbox),
    ...adminScenarios(base, mailbox),
    ...translationScenarios(base, mailbox),
    {
      name: 'add to cart, anonymous visitor with own session (personalised business card, druckerei)',
      path: '/service-api/graphql?c=BenchAdd',
      method: 'POST',
      host: 'localhost',
      prepare: () => addToCartOptions(base, 'localhost', connections),
    },
    {
      name: 'GraphQL translationsByTenant (all entries)',
      path: '/service-api/graphql?c=TranslationsByTenant',
      method: 'POST',
      host: 'localhost',
      body: translationsQuery,
      headers: json,
    },
    {
      name: 'refresh (token rotation + session check)',
      path: '/service-api/auth/refresh',
      method: 'POST',
      host: 'localhost',
      prepare: async () => refreshOptions('localhost', await signInForRefresh(base, 'localhost', mailbox)),
    },
    // After the signed-in rows: its thousands of code mails to the same shopper would confuse their sign-in.
    {
      name: 'login, password step (argon2id verify + code mail queued)',
      path: '/service-api/auth/login',
      method: 'POST',
      host: 'localhost',
      body: LOGIN_BODY,
      headers: json,
    },
    { name: 'health', path: '/service-api/health', host: 'localhost' },
  ];
}

/**
 * BENCH_ONLY=<part of a name>[|<another part>…] runs just the matching scenarios (and the checkout and
 * cold start steps only when named: `checkout`, `cold start`).
 */
export function selected(name: string): boolean {
  const only = process.env.BENCH_ONLY;
  if (!only) return true;
  return only.split('|').some((part) => part && name.toLowerCase().includes(part.toLowerCase()));
}
