import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_LIMITS } from '@print/core/pages/page-constants';
import { cookieHeader, graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { startFakeFeedServer, testFeedFetch, type FakeFeedServer } from '../../testing/fake-feed-server.ts';
import { isWorkStatement } from '../../testing/statements.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { categories, products } from '../catalog/catalog.tables.ts';
import { tenants } from '../tenancy/tenancy.tables.ts';
import { FEEDS_PER_PAGE } from './feeds/content-feeds.schema.ts';
import { PODCAST_RSS } from './feeds/test/feed-samples.ts';

// Issue 25, decision 0078: the page builder's canvas asks the server for the data of its draft's blocks
// (product rows, RSS feeds, icons) in one request to `/_page-preview/data`, made by the loaders of a
// saved page's block data: editors only, the shop's own data only, the draft read by the page reader,
// bounded, and for a draft of many product rows in as many statements as for a few. Needs the web build.

const DRAFT_DATA = `query Draft($document: JSON!) { contentDraftBlockData(document: $document) {
  feeds { blockId status } icons { name } } }`;

type Block = { id: string; type: string; props: Record<string, unknown> };
type RowData = { products: { name: string; price: { total: string } | null }[] };

let t: TestApp;
let fake: FakeFeedServer;
let admin: CookieJar;
let customer: CookieJar;
const ids = { cards: '', flyers: '', cardProducts: [] as string[], north: '', northProducts: [] as string[] };

const draft = (blocks: Block[]) => ({ schemaVersion: 1, sections: [{ id: 's', blocks }] });
const row = (id: string, props: Record<string, unknown>): Block => ({ id, type: 'productRow', props });
const feed = (id: string, feedUrl: string): Block => ({ id, type: 'rss', props: { feedUrl } });

async function categoryOf(tenantSlug: string, slug: string) {
  const [found] = await withSystem(t.database, (tx) =>
    tx
      .select({ id: categories.id })
      .from(categories)
      .innerJoin(tenants, eq(tenants.id, categories.tenantId))
      .where(and(eq(tenants.slug, tenantSlug), eq(categories.slug, slug))),
  );
  return found!.id;
}

async function productsOf(tenantSlug: string) {
  const rows = await withSystem(t.database, (tx) =>
    tx
      .select({ id: products.id })
      .from(products)
      .innerJoin(tenants, eq(tenants.id, products.tenantId))
      .where(eq(tenants.slug, tenantSlug)),
  );
  return rows.map((found) => found.id);
}

beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  fake = await startFakeFeedServer();
  fake.answer('/show.xml', { body: PODCAST_RSS });
  const feedFetch = testFeedFetch({ names: { 'intranet.test': ['10.1.2.3'] } });
  t = await createTestApp({ web: true, nodeEnv: 'production', feedFetch });
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
  ids.cards = await categoryOf('druckerei', 'visitenkarten');
  ids.flyers = await categoryOf('druckerei', 'flyer');
  ids.cardProducts = await productsOf('druckerei');
  ids.north = await categoryOf('northprint', 'business-cards');
  ids.northProducts = await productsOf('northprint');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

/** The canvas's request: the draft's blocks and the editing language, as a session asks. */
async function ask(jar: CookieJar | null, body: unknown, contentType = 'application/json') {
  const response = await t.app.inject({
    method: 'POST',
    url: '/_page-preview/data',
    headers: {
      host: 'localhost',
      'content-type': contentType,
      ...(jar ? { cookie: cookieHeader(jar) } : {}),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
  const json = response.headers['content-type']?.startsWith('application/json')
    ? (response.json() as { blockData: Record<string, unknown> })
    : null;
  return { status: response.statusCode, headers: response.headers, blockData: json?.blockData };
}

describe('the data of a draft’s blocks for the page builder’s canvas', () => {
  it('gives an editor the product rows with prices, the feed’s items and the icons, in one answer', async () => {
    const answer = await ask(admin, {
      language: 'en-GB',
      document: draft([
        row('cards', { source: 'category', categoryId: ids.cards, limit: 2 }),
        feed('news', `${fake.origin}/show.xml`),
        { id: 'icons', type: 'iconList', props: { items: [{ icon: 'truck' }] } },
      ]),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers['cache-control']).toContain('no-store');
    const cards = answer.blockData!.cards as RowData;
    expect(cards.products).toHaveLength(2);
    expect(cards.products[0]!.name).toMatch(/business cards/i); // in the editing language
    expect(cards.products[0]!.price!.total).toMatch(/^€\d+\.\d\d$/);
    const news = answer.blockData!.news as { status: string; items: { title: string }[] };
    expect(news.status).toBe('ok');
    expect(news.items[0]!.title).toBe('Folge 2: Veredelung');
    expect(answer.blockData!.icons).toMatchObject({ icons: { truck: { name: 'truck' } } });
  });

  it('is for editors only, there and in the API', async () => {
    const document = draft([row('cards', { source: 'category', categoryId: ids.cards })]);
    const anonymous = await ask(null, { language: 'de-DE', document });
    expect(anonymous.status).toBe(302);
    expect(anonymous.headers.location).toMatch(/^\/login/);
    expect((await ask(customer, { language: 'de-DE', document })).status).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: '/_page-preview/data',
      headers: { host: 'localhost' },
    });
    expect(read.statusCode).toBe(405);
    const codes = [];
    for (const jar of [null, customer]) {
      const { body } = await graphqlAs(t, jar, DRAFT_DATA, { document });
      codes.push(body.errors?.[0]?.extensions?.code);
    }
    expect(codes).toEqual(['UNAUTHORIZED', 'FORBIDDEN']);
    const { body } = await graphqlAs(t, admin, DRAFT_DATA, { document });
    expect(body.data).toEqual({ contentDraftBlockData: { feeds: [], icons: [] } });
  });

  it('shows nothing of another shop: its categories and products yield no products', async () => {
    const answer = await ask(admin, {
      language: 'de-DE',
      document: draft([
        row('theirs', { source: 'category', categoryId: ids.north }),
        row('picked', { source: 'selection', productIds: ids.northProducts.slice(0, 3) }),
        row('ours', { source: 'selection', productIds: ids.cardProducts.slice(0, 1) }),
      ]),
    });
    expect(answer.blockData).toMatchObject({
      theirs: { products: [] },
      picked: { products: [] },
      ours: { products: [{ name: expect.any(String) }] },
    });
  });

  it('reads the draft like any input: bounded, repaired, feeds under the same rules', async () => {
    expect((await ask(admin, 'x'.repeat(PAGE_LIMITS.jsonLength + 1))).status).toBe(413);
    expect((await ask(admin, 'document=x', 'application/x-www-form-urlencoded')).status).toBe(415);
    expect((await ask(admin, '{not json')).status).toBe(400);

    // More blocks than a page may have: the reader keeps its limit, the rows' query its 60 rows.
    const many = Array.from({ length: PAGE_LIMITS.blocks + 20 }, (_, n) =>
      row(`r${n}`, { source: 'newest' }),
    );
    const rows = await ask(admin, { language: 'de-DE', document: draft(many) });
    expect(Object.keys(rows.blockData!)).toHaveLength(60);

    // A row's broken props are repaired as in a saved page; a feed of a private network is not fetched,
    // one that is not https is none; at most FEEDS_PER_PAGE distinct feeds are fetched.
    const feeds = Array.from({ length: FEEDS_PER_PAGE + 2 }, (_, n) =>
      feed(`f${n}`, `${fake.origin}/f${n}.xml`),
    );
    const answer = await ask(admin, {
      language: 'xx-XX',
      document: draft([
        row('broken', { source: 'category', categoryId: 'not-a-uuid', limit: 999 }),
        feed('private', 'https://intranet.test/feed.xml'),
        feed('plain', 'http://feeds.test/show.xml'),
        ...feeds,
      ]),
    });
    expect(answer.status).toBe(200);
    expect(answer.blockData).toMatchObject({
      broken: { products: [] },
      private: { status: 'unavailable' },
      plain: { status: 'noUrl' },
    });
    const fetched = feeds.filter((_, n) => fake.requests(`/f${n}.xml`) > 0);
    expect(fetched).toHaveLength(FEEDS_PER_PAGE - 1); // the private feed is the tenth address
  });
});

describe('statements of a draft of many product rows', () => {
  /** `count` rows of every source in turn, and the statements the canvas's request sent. */
  async function askRows(count: number) {
    const sources = ['category', 'selection', 'newest', 'random'];
    const blocks = Array.from({ length: count }, (_, n) =>
      row(`row${n}`, {
        source: sources[n % 4],
        categoryId: n % 8 === 0 ? ids.cards : ids.flyers,
        productIds: ids.cardProducts.slice(n % 5, (n % 5) + 3),
        limit: 2 + (n % 4),
      }),
    );
    t.app.publicContent.changed('*');
    const statements: string[] = [];
    t.database.onStatement = (text) => {
      if (isWorkStatement(text)) statements.push(text);
    };
    try {
      const answer = await ask(admin, { language: 'de-DE', document: draft(blocks) });
      expect(answer.status).toBe(200);
      return { rows: Object.values(answer.blockData!) as RowData[], statements };
    } finally {
      t.database.onStatement = undefined;
    }
  }

  it('loads 30 rows in as many statements as 4', async () => {
    await askRows(4);
    const small = await askRows(4);
    const large = await askRows(30);
    expect(large.rows).toHaveLength(30);
    expect(large.rows.filter((found) => found.products.length > 0).length).toBeGreaterThan(20);
    expect(large.statements.length, large.statements.join('\n')).toBe(small.statements.length);
  });
});
