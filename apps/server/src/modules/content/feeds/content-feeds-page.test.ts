import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import {
  startFakeFeedServer,
  testFeedFetch,
  type FakeFeedServer,
} from '../../../testing/fake-feed-server.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { webBuildExists } from '../../../platform/web/web-build.ts';
import { PODCAST_RSS } from './test/feed-samples.ts';

// A CMS page with an RSS feed and an icon list as a shopper gets it (issue 25, decision 0072): the
// server-rendered page carries the feed's episodes and the icons' shapes, fetched and drawn by the
// server; the page cache keeps it whole, so further visits fetch nothing. Needs the web build.

const CREATE = `mutation Create($input: ContentPageInput!) { createContentPage(input: $input) { id } }`;
const STATUS = `mutation Status($id: ID!) { setContentPageStatus(id: $id, status: active) { statusChip } }`;

let t: TestApp;
let fake: FakeFeedServer;
let admin: CookieJar;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  fake = await startFakeFeedServer();
  fake.answer('/show.xml', { body: PODCAST_RSS });
  t = await createTestApp({ web: true, nodeEnv: 'production', feedFetch: testFeedFetch() });
  admin = await loginAs(t, 'admin', 'Admin#2026');
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

const visit = (url: string) => t.app.inject({ method: 'GET', url, headers: { host: 'localhost' } });

describe('a CMS page with a feed and icons', () => {
  it('is rendered with the episodes and icons the server read, and kept whole by the page cache', async () => {
    const created = await graphqlAs<{ createContentPage: { id: string } }>(t, admin, CREATE, {
      input: {
        title: [{ language: 'de-DE', text: 'Podcast' }],
        slugs: [{ language: 'de-DE', text: 'podcast' }],
        document: {
          schemaVersion: 1,
          sections: [
            {
              id: 's',
              blocks: [
                {
                  id: 'icons',
                  type: 'iconList',
                  props: { items: [{ icon: 'truck', title: { 'de-DE': 'Versand' } }] },
                },
                {
                  id: 'feed',
                  type: 'rss',
                  props: { feedUrl: `${fake.origin}/show.xml`, showFirstAsHero: true },
                },
              ],
            },
          ],
        },
      },
    });
    expect(created.body.errors).toBeUndefined();
    await graphqlAs(t, admin, STATUS, { id: created.body.data!.createContentPage.id });

    const page = await visit('/podcast');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Folge 2: Veredelung');
    expect(page.body).toContain('https://cdn.podcast.example/2.mp3');
    expect(page.body).toMatch(/<svg[^>]*data-icon="truck"><path [^>]*d="[Mm]/);
    expect(page.body).not.toContain('<script>alert(1)');
    expect(fake.requests('/show.xml')).toBe(1);

    await expect.poll(async () => (await visit('/podcast')).headers['x-cache']).toBe('hit');
    expect(fake.requests('/show.xml')).toBe(1);
  });
});
