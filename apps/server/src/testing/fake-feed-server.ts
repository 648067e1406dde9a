import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { PRODUCTION_FEED_FETCH, type FeedFetchOptions } from '../modules/content/feeds/feed-fetch.ts';
import { FAKE_FEED_CERTIFICATE, FAKE_FEED_KEY } from './fake-feed-tls.ts';

// A feed publisher on loopback for the RSS tests (issue 25): https with its own certificate for the
// made-up host feeds.test, answering each path as the test sets it (a feed, a redirect, a slow or huge
// answer), and counting the requests per path (the cache's tests).

export type FakeFeedAnswer = {
  status?: number;
  body?: string | Buffer;
  headers?: Record<string, string>;
  /** Waits this long before answering (a timeout's test). */
  delayMs?: number;
  /** Sends this many bytes of `x` in pieces, without a length (a size limit's test). */
  streamBytes?: number;
  /** Gzips the body and says so (a publisher answering compressed although asked not to). */
  gzip?: boolean;
};

export type FakeFeedServer = {
  /** https://feeds.test:<port> */
  origin: string;
  port: number;
  answer(path: string, answer: FakeFeedAnswer): void;
  requests(path: string): number;
  close(): Promise<void>;
};

export async function startFakeFeedServer(): Promise<FakeFeedServer> {
  const answers = new Map<string, FakeFeedAnswer>();
  const counts = new Map<string, number>();
  const server: Server = createServer(
    { cert: FAKE_FEED_CERTIFICATE, key: FAKE_FEED_KEY },
    (request, response) => {
      const path = request.url ?? '/';
      counts.set(path, (counts.get(path) ?? 0) + 1);
      const answer = answers.get(path) ?? { status: 404, body: 'not found' };
      const send = () => {
        if (response.destroyed) return;
        if (answer.streamBytes) {
          response.writeHead(answer.status ?? 200, {
            'content-type': 'application/rss+xml',
            ...answer.headers,
          });
          const piece = Buffer.alloc(64 * 1024, 'x');
          let sent = 0;
          const more = () => {
            while (sent < answer.streamBytes! && !response.destroyed) {
              sent += piece.length;
              if (!response.write(piece)) return void response.once('drain', more);
            }
            response.end();
          };
          more();
          return;
        }
        const raw =
          typeof answer.body === 'string' ? Buffer.from(answer.body) : (answer.body ?? Buffer.alloc(0));
        const body = answer.gzip ? gzipSync(raw) : raw;
        response.writeHead(answer.status ?? 200, {
          'content-type': 'application/rss+xml; charset=utf-8',
          'content-length': String(body.length),
          ...(answer.gzip ? { 'content-encoding': 'gzip' } : {}),
          ...answer.headers,
        });
        response.end(body);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `https://feeds.test:${port}`,
    port,
    answer: (path, answer) => void answers.set(path, answer),
    requests: (path) => counts.get(path) ?? 0,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * How the tests fetch feeds: production's rules (https, limits, redirects, the address guard) with one
 * exception injected here, never by a setting: feeds.test resolves to the fake server on 127.0.0.1, that
 * one loopback address is allowed, and the fake's certificate is trusted. `names` resolves further
 * made-up hosts (e.g. to private addresses, which the guard must refuse); other names are not found.
 */
export function testFeedFetch(
  options: { names?: Record<string, string[]>; timeoutMs?: number; maxBytes?: number } = {},
): FeedFetchOptions {
  const names: Record<string, string[]> = { 'feeds.test': ['127.0.0.1'], ...options.names };
  return {
    ...PRODUCTION_FEED_FETCH,
    allowAddress: (address) => address === '127.0.0.1' || PRODUCTION_FEED_FETCH.allowAddress(address),
    resolve: async (hostname) => {
      const addresses = names[hostname];
      // No test asks the real DNS (nor the network) by accident.
      if (!addresses)
        throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
    },
    ca: FAKE_FEED_CERTIFICATE,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
    ...(options.maxBytes ? { maxBytes: options.maxBytes } : {}),
  };
}
