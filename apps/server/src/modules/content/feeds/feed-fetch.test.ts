import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startFakeFeedServer,
  testFeedFetch,
  type FakeFeedServer,
} from '../../../testing/fake-feed-server.ts';
import { FAKE_FEED_CERTIFICATE } from '../../../testing/fake-feed-tls.ts';
import { isPublicAddress } from '../../../platform/http/public-address.ts';
import { fetchFeed, PRODUCTION_FEED_FETCH } from './feed-fetch.ts';
import { PODCAST_RSS } from './test/feed-samples.ts';

// The server's feed fetcher (issue 25) against a local publisher: never to a private, loopback or
// link-local address — by name, by literal or by redirect —, within its deadline and size limit.

let fake: FakeFeedServer;
beforeAll(async () => {
  fake = await startFakeFeedServer();
  fake.answer('/podcast.xml', { body: PODCAST_RSS });
});
afterAll(() => fake.close());

const fetchWith = (path: string, options = testFeedFetch()) => fetchFeed(`${fake.origin}${path}`, options);

describe('the address guard', () => {
  it('allows public addresses only', () => {
    for (const address of ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946', '1.1.1.1'])
      expect(isPublicAddress(address), address).toBe(true);
    for (const address of [
      '127.0.0.1',
      '127.1.2.3',
      '10.0.0.1',
      '172.16.5.4',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '255.255.255.255',
      '::1',
      '::',
      'fe80::1',
      'fc00::1',
      'fd12:3456::1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '::ffff:10.0.0.1',
      '64:ff9b::a9fe:a9fe',
      '2002:7f00:1::',
      'ff02::1',
      'not an address',
      '',
    ])
      // prettier-ignore
      expect(isPublicAddress(address), address).toBe(false);
  });
});

describe('fetchFeed', () => {
  it('fetches a feed over https from the allowed publisher', async () => {
    const result = await fetchWith('/podcast.xml');
    expect(result).toMatchObject({ ok: true, url: `${fake.origin}/podcast.xml` });
    expect(result.ok && result.body).toContain('Folge 2');
  });

  it('refuses a name that resolves to a private, loopback or link-local address, before connecting', async () => {
    const names = {
      'loopback.test': ['127.0.0.1'],
      'private.test': ['10.0.0.7'],
      'metadata.test': ['169.254.169.254'],
      'six.test': ['::1'],
      // One bad address among good ones is enough to refuse.
      'mixed.test': ['93.184.216.34', '192.168.0.10'],
    };
    const production = { ...testFeedFetch({ names }), allowAddress: isPublicAddress };
    fake.answer('/secret', { body: PODCAST_RSS });
    for (const host of Object.keys(names)) {
      expect(await fetchFeed(`https://${host}:${fake.port}/secret`, production), host).toEqual({
        ok: false,
        reason: 'refused',
      });
    }
    // The real name of this machine, by the real DNS, with production's guard.
    expect(
      await fetchFeed(`https://localhost:${fake.port}/secret`, {
        ...PRODUCTION_FEED_FETCH,
        ca: FAKE_FEED_CERTIFICATE,
      }),
    ).toEqual({ ok: false, reason: 'refused' });
    expect(fake.requests('/secret')).toBe(0);
  });

  it('refuses literal private addresses, plain http, and credentials in the address', async () => {
    for (const address of [
      `https://127.0.0.1:${fake.port}/podcast.xml`,
      'https://[::1]/feed',
      'https://169.254.169.254/latest/meta-data/',
      'https://[::ffff:127.0.0.1]/feed',
      'https://2130706433/feed', // 127.0.0.1 as one number: the URL parser makes it the literal
      `http://feeds.test:${fake.port}/podcast.xml`,
      `https://user:secret@feeds.test:${fake.port}/podcast.xml`,
    ]) {
      expect(await fetchFeed(address, testFeedFetch({ names: {} })), address).toMatchObject({ ok: false });
    }
    const production = { ...PRODUCTION_FEED_FETCH, ca: FAKE_FEED_CERTIFICATE };
    expect(await fetchFeed(`https://127.0.0.1:${fake.port}/podcast.xml`, production)).toEqual({
      ok: false,
      reason: 'refused',
    });
  });

  it('follows redirects only to allowed addresses, and only a few', async () => {
    fake.answer('/moved', { status: 301, headers: { location: '/podcast.xml' } });
    expect(await fetchWith('/moved')).toMatchObject({ ok: true, url: `${fake.origin}/podcast.xml` });

    const names = { 'internal.test': ['10.1.2.3'] };
    for (const [path, location] of [
      ['/to-metadata', 'https://169.254.169.254/latest/meta-data/'],
      ['/to-internal', `https://internal.test:${fake.port}/podcast.xml`],
      ['/to-http', `http://feeds.test:${fake.port}/podcast.xml`],
      ['/to-loopback', `https://[::1]:${fake.port}/podcast.xml`],
    ] as const) {
      fake.answer(path, { status: 302, headers: { location } });
      expect(await fetchWith(path, testFeedFetch({ names })), path).toEqual({ ok: false, reason: 'refused' });
    }
    fake.answer('/loop', { status: 307, headers: { location: '/loop' } });
    expect(await fetchWith('/loop')).toEqual({ ok: false, reason: 'status' });
    expect(fake.requests('/loop')).toBe(PRODUCTION_FEED_FETCH.maxRedirects + 1);
  });

  it('gives up at its deadline', async () => {
    fake.answer('/slow', { body: PODCAST_RSS, delayMs: 2000 });
    const started = Date.now();
    expect(await fetchWith('/slow', testFeedFetch({ timeoutMs: 300 }))).toEqual({
      ok: false,
      reason: 'timeout',
    });
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('stops reading at the size limit: announced, streamed without a length, or unpacked from gzip', async () => {
    const options = testFeedFetch({ maxBytes: 100_000 });
    fake.answer('/big', { body: 'x'.repeat(100_001) });
    fake.answer('/stream', { streamBytes: 10_000_000 });
    fake.answer('/bomb', { body: `<rss>${' '.repeat(5_000_000)}</rss>`, gzip: true });
    fake.answer('/small-gzip', { body: PODCAST_RSS, gzip: true });
    for (const path of ['/big', '/stream', '/bomb'])
      expect(await fetchWith(path, options), path).toEqual({ ok: false, reason: 'tooLarge' });
    expect(await fetchWith('/small-gzip', options)).toMatchObject({ ok: true });
  });

  it('answers an error status as a failure, and reads a declared character set', async () => {
    fake.answer('/gone', { status: 410, body: 'gone' });
    expect(await fetchWith('/gone')).toEqual({ ok: false, reason: 'status' });
    fake.answer('/latin1', {
      body: Buffer.from(
        '<?xml version="1.0" encoding="ISO-8859-1"?><rss><channel><title>Grüße</title></channel></rss>',
        'latin1',
      ),
      headers: { 'content-type': 'application/rss+xml' },
    });
    const result = await fetchWith('/latin1');
    expect(result.ok && result.body).toContain('Grüße');
  });
});
