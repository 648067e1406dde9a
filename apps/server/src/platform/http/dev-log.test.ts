import Fastify, { LogController } from 'fastify';
import { describe, expect, it } from 'vitest';
import { devLogStream, formatLogLine, isQuietRequest, registerDevRequestLog } from './dev-log.ts';

// 2026-03-02 09:05:07 in the machine's time zone, as the terminal shows it.
const TIME = new Date(2026, 2, 2, 9, 5, 7).getTime();
const line = (entry: Record<string, unknown>) =>
  JSON.stringify({ level: 30, time: TIME, pid: 1, hostname: 'h', ...entry });

describe("development's readable log lines", () => {
  it('shows a request as time, method, path, status and duration', () => {
    expect(
      formatLogLine(
        line({ reqId: 'r1', method: 'GET', url: '/admin', statusCode: 200, ms: 31, msg: 'request' }),
      ),
    ).toBe('09:05:07 GET /admin 200 31 ms');
  });

  it('shows other entries as time, level (unless info), message and their fields', () => {
    expect(formatLogLine(line({ db: 'pglite', cache: 'database', msg: 'shop ready' }))).toBe(
      '09:05:07 shop ready db=pglite cache=database',
    );
    expect(formatLogLine(line({ level: 40, host: 'x.test', msg: 'unknown host' }))).toBe(
      '09:05:07 warn unknown host host=x.test',
    );
    expect(formatLogLine(line({ level: 30, note: 'two words', n: 2, msg: 'm' }))).toBe(
      '09:05:07 m note="two words" n=2',
    );
  });

  it('shows an error with its request id and stack on the following lines', () => {
    const text = formatLogLine(
      line({
        level: 50,
        reqId: 'r9',
        err: { message: 'boom', stack: 'Error: boom\n    at x' },
        msg: 'failed',
      }),
    );
    expect(text).toBe('09:05:07 error failed reqId=r9\nError: boom\n    at x');
  });

  it('passes text that is not a JSON entry through unchanged', () => {
    expect(formatLogLine('plain text\n')).toBe('plain text');
  });

  it('leaves out assets, fonts, the icon, the health check and Vite’s own requests', () => {
    for (const url of [
      '/assets/root-1a2b.js',
      '/fonts/inter/400.woff2',
      '/favicon.ico',
      '/service-api/health',
      '/@vite/client',
      '/node_modules/.vite/deps/react.js',
      '/__manifest?p=%2Fcatalog',
    ]) {
      expect(isQuietRequest(url), url).toBe(true);
    }
    for (const url of ['/', '/admin/orders', '/service-api/graphql?c=Me', '/catalog?page=2']) {
      expect(isQuietRequest(url), url).toBe(false);
    }
  });

  it('writes one line per page or API call, none for assets, with secret query values redacted', async () => {
    const written: string[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: devLogStream((text) => written.push(text)) },
      logController: new LogController({ disableRequestLogging: true }),
    });
    registerDevRequestLog(app);
    app.get('/*', async () => 'ok');
    await app.inject({ url: '/assets/root.js' });
    await app.inject({ url: '/reset-password?token=secret123' });
    await app.inject({ url: '/admin' });
    await app.close();
    const requests = written.filter((text) => / (GET|POST) /.test(text));
    expect(requests).toEqual([
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/reset-password\?token=redacted 200 \d+ ms\n$/),
      expect.stringMatching(/^\d\d:\d\d:\d\d GET \/admin 200 \d+ ms\n$/),
    ]);
    expect(written.join('')).not.toContain('{"level"');
  });
});
