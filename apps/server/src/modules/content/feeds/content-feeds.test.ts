import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import {
  startFakeFeedServer,
  testFeedFetch,
  type FakeFeedServer,
} from '../../../testing/fake-feed-server.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { createFeedReader, FEED_CACHE } from './feed-cache.ts';
import { BLOG_ATOM, PODCAST_RSS } from './test/feed-samples.ts';

// A page's RSS blocks as the shop asks for them (issue 25): the server fetches each distinct feed once
// and keeps it per address (the shared store), filters per block, and answers only for a live page.

const CREATE = `mutation Create($input: ContentPageInput!) { createContentPage(input: $input) { id } }`;
const STATUS = `mutation Status($id: ID!, $status: ContentPageStatus!) {
  setContentPageStatus(id: $id, status: $status) { statusChip } }`;
const FEEDS = `query Feeds($pageId: ID!) { contentPageFeeds(pageId: $pageId) {
  blockId status items { title link publishedAt author categories description excerpt imageUrl audioUrl durationSeconds } } }`;

type FeedBlock = {
  blockId: string;
  status: string;
  items: { title: string; description: unknown; excerpt: string; audioUrl: string; categories: string[] }[];
};

let t: TestApp;
let fake: FakeFeedServer;
let admin: CookieJar;
let serial = 0;

beforeAll(async () => {
  fake = await startFakeFeedServer();
  fake.answer('/podcast.xml', { body: PODCAST_RSS });
  fake.answer('/blog.xml', { body: BLOG_ATOM });
  t = await createTestApp({ feedFetch: testFeedFetch() });
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const rss = (id: string, props: Record<string, unknown>) => ({ id, type: 'rss', props });

async function livePage(blocks: unknown[], active = true): Promise<string> {
  const slug = `feeds-${++serial}`;
  const { body } = await graphqlAs<{ createContentPage: { id: string } }>(t, admin, CREATE, {
    input: {
      title: [{ language: 'de-DE', text: `Feeds ${serial}` }],
      slugs: [{ language: 'de-DE', text: slug }],
      document: { schemaVersion: 1, sections: [{ id: 's', blocks }] },
    },
  });
  expect(body.errors).toBeUndefined();
  const id = body.data!.createContentPage.id;
  if (active) {
    const status = await graphqlAs(t, admin, STATUS, { id, status: 'active' });
    expect(status.body.errors).toBeUndefined();
  }
  return id;
}

async function feedsOf(pageId: string, jar: CookieJar | null = null): Promise<FeedBlock[]> {
  const { body } = await graphqlAs<{ contentPageFeeds: FeedBlock[] }>(t, jar, FEEDS, { pageId });
  expect(body.errors).toBeUndefined();
  return body.data!.contentPageFeeds;
}

describe('contentPageFeeds', () => {
  it('fetches each distinct feed once for all blocks showing it, filtered per block', async () => {
    const podcast = `${fake.origin}/podcast.xml`;
    const pageId = await livePage([
      rss('all', { feedUrl: podcast, descriptionMode: 'full' }),
      {
        id: 'cols',
        type: 'columns',
        props: {
          columns: [
            { blocks: [rss('technik', { feedUrl: podcast, categoryFilter: 'technik', maxItems: 5 })] },
          ],
        },
      },
      rss('one', { feedUrl: podcast, maxItems: 1, descriptionMode: 'none' }),
      rss('blog', { feedUrl: `${fake.origin}/blog.xml` }),
      rss('empty', {}),
    ]);
    const before = fake.requests('/podcast.xml');
    const blocks = await feedsOf(pageId);
    expect(fake.requests('/podcast.xml') - before).toBe(1);
    expect(blocks.map((block) => [block.blockId, block.status, block.items.length])).toEqual([
      ['all', 'ok', 2],
      ['technik', 'ok', 1],
      ['one', 'ok', 1],
      ['blog', 'ok', 1],
      ['empty', 'noUrl', 0],
    ]);
    const [all, technik, one, blog] = blocks;
    expect(all!.items[0]).toMatchObject({
      title: 'Folge 2: Veredelung',
      audioUrl: 'https://cdn.podcast.example/2.mp3',
      excerpt: '',
    });
    expect(JSON.stringify(all!.items[0]!.description)).toContain('Lack');
    expect(technik!.items[0]!.categories).toContain('Technik');
    expect(one!.items[0]).toMatchObject({ description: null, excerpt: '' });
    expect(blog!.items[0]).toMatchObject({
      title: 'Neue Maschine',
      description: null,
      excerpt: 'Endlich da schnell leise',
    });

    // Kept: another view (another instance would read the same store) fetches nothing.
    await feedsOf(pageId);
    expect(fake.requests('/podcast.xml') - before).toBe(1);
  });

  it('shows items of the last X days only', async () => {
    const recent = PODCAST_RSS.replace('Tue, 03 Mar 2026 08:00:00 +0100', new Date().toUTCString());
    fake.answer('/recent.xml', { body: recent });
    const pageId = await livePage([rss('week', { feedUrl: `${fake.origin}/recent.xml`, lastDays: 7 })]);
    const [week] = await feedsOf(pageId);
    expect(week!.items.map((item) => item.title)).toEqual(['Folge 2: Veredelung']);
  });

  it('says a feed is unavailable when it cannot be read, and an empty feed has no items', async () => {
    fake.answer('/broken.xml', { status: 500 });
    fake.answer('/empty.xml', { body: '<rss><channel><title>Leer</title></channel></rss>' });
    const pageId = await livePage([
      rss('broken', { feedUrl: `${fake.origin}/broken.xml` }),
      rss('empty', { feedUrl: `${fake.origin}/empty.xml` }),
      rss('private', { feedUrl: 'https://169.254.169.254/latest/meta-data/' }),
    ]);
    expect((await feedsOf(pageId)).map((block) => [block.status, block.items.length])).toEqual([
      ['unavailable', 0],
      ['ok', 0],
      ['unavailable', 0],
    ]);
  });

  it('answers nothing for a page that is not live, except to its editors', async () => {
    fake.answer('/draft.xml', { body: PODCAST_RSS });
    const pageId = await livePage([rss('draft', { feedUrl: `${fake.origin}/draft.xml` })], false);
    expect(await feedsOf(pageId)).toEqual([]);
    expect(fake.requests('/draft.xml')).toBe(0);
    expect((await feedsOf(pageId, admin)).map((block) => block.status)).toEqual(['ok']);
    expect(await feedsOf('00000000-0000-4000-8000-000000000000')).toEqual([]);
    expect(await feedsOf('not-a-uuid')).toEqual([]);
  });
});

describe('the feed cache', () => {
  it('fetches again after its freshness, showing the kept copy meanwhile; a failure keeps the last good copy', async () => {
    let now = 1_000_000;
    const reader = createFeedReader(t.kv, testFeedFetch(), { now: () => now });
    const url = `${fake.origin}/cached.xml`;
    fake.answer('/cached.xml', { body: PODCAST_RSS });
    const first = (await reader.read([url, url])).get(url)!;
    expect(first.feed!.items).toHaveLength(2);
    expect(fake.requests('/cached.xml')).toBe(1);

    now += (FEED_CACHE.freshSeconds - 1) * 1000;
    await reader.read([url]);
    expect(fake.requests('/cached.xml')).toBe(1);

    // Past its freshness: the kept copy answers at once, and one fetch brings the new one.
    fake.answer('/cached.xml', { body: BLOG_ATOM });
    now += 2000;
    expect((await reader.read([url])).get(url)!.feed!.title).toBe('Druck & Papier');
    await expect.poll(async () => (await reader.read([url])).get(url)!.feed!.title).toBe('Werkstatt-Blog');
    expect(fake.requests('/cached.xml')).toBe(2);

    // The publisher fails: the last good copy stays, and it is not asked again before the retry time.
    fake.answer('/cached.xml', { status: 503 });
    now += FEED_CACHE.freshSeconds * 1000 + 1;
    await reader.read([url]);
    await expect.poll(async () => (await reader.read([url])).get(url)!.failure).toBe('status');
    expect((await reader.read([url])).get(url)!.feed!.title).toBe('Werkstatt-Blog');
    const asked = fake.requests('/cached.xml');
    now += (FEED_CACHE.retrySeconds - 1) * 1000;
    await reader.read([url]);
    expect(fake.requests('/cached.xml')).toBe(asked);
  });
});
