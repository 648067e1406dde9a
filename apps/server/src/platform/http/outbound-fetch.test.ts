import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchBounded, OutboundFetchError } from './outbound-fetch.ts';

// Requests to other services: the whole answer within its deadline and size, redirects not followed.

let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    if (req.url === '/ok') return res.end('{"fine":true}');
    if (req.url === '/declared-large') {
      res.writeHead(200, { 'content-length': '5000' });
      return res.end('x'.repeat(5000));
    }
    if (req.url === '/streamed-large') {
      // No length declared: the limit is counted while reading.
      res.writeHead(200);
      for (let i = 0; i < 10; i++) res.write('x'.repeat(1000));
      return res.end();
    }
    if (req.url === '/redirect') {
      res.writeHead(302, { location: 'http://169.254.169.254/' });
      return res.end();
    }
    if (req.url === '/trickle') {
      // Headers at once, then a body that never ends.
      res.writeHead(200);
      res.write('x');
      return;
    }
    res.writeHead(404);
    res.end('{"errors":["nope"]}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const get = (path: string, maxBytes = 4096, timeoutMs = 2000) =>
  fetchBounded(new URL(path, base), { timeoutMs, maxBytes });
const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof OutboundFetchError ? error.failure : error),
  );

describe('fetchBounded', () => {
  it('answers the body and any status', async () => {
    const ok = await get('/ok');
    expect(ok.status).toBe(200);
    expect(new TextDecoder().decode(ok.body)).toBe('{"fine":true}');
    expect((await get('/missing')).status).toBe(404);
  });

  it('refuses an answer over the limit, declared or streamed', async () => {
    expect(await failure(get('/declared-large'))).toBe('tooLarge');
    expect(await failure(get('/streamed-large'))).toBe('tooLarge');
  });

  it('does not follow a redirect', async () => {
    expect(await failure(get('/redirect'))).toBe('redirect');
  });

  it('gives up on a body that never ends', async () => {
    expect(await failure(get('/trickle', 4096, 300))).toBe('timeout');
  });
});
