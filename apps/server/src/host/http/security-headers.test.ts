import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, loginAs } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';
import { HSTS_HEADER } from './security-headers.ts';

// Needs the web build (`npm run build`); `npm test` builds before running this suite.
let t: TestApp;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
});
afterAll(() => t?.close());

const get = (host: string, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { host, ...headers } });

/** Scripts that run: not loaded from a file, and not data such as the product's JSON-LD. */
const inlineScripts = (html: string) =>
  [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/\bsrc=/.test(attributes!) && !/application\/ld\+json/.test(attributes!))
    .map(([, attributes, text]) => ({ attributes: attributes!, text: text! }));

/** The directives of a Content-Security-Policy header by name. */
function directives(header: unknown): Map<string, string[]> {
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('security headers', () => {
  it('go out on pages, API answers, files and errors alike', async () => {
    const answers = await Promise.all([
      get('localhost:3000', '/'),
      get('localhost:3000', '/service-api/health'),
      get('localhost:3000', '/fonts/inter/inter-latin-400-normal.woff2'),
      get('localhost:3000', '/service-api/no-such-route'),
      get('localhost:3000', '/no/such/page'),
    ]);
    for (const answer of answers) {
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      expect(answer.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(answer.headers['referrer-policy']).toBe('same-origin');
      const csp = directives(answer.headers['content-security-policy']);
      // Framing by the shop itself only (the theme editor's preview), by nobody else.
      expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
      expect(csp.get('default-src')).toEqual(["'self'"]);
      expect(csp.get('object-src')).toEqual(["'none'"]);
      // CMS pages' pictures and media from https hosts (stock photos, RSS episodes); scripts stay our own.
      expect(csp.get('img-src')).toContain('https:');
      expect(csp.get('media-src')).toEqual(["'self'", 'blob:', 'https:']);
      expect(csp.get('script-src')).not.toContain('https:');
    }
  });

  it("let a signed-in visitor's page run only its own inline scripts: each carries the nonce its policy names", async () => {
    const cookie = cookieHeader(await loginAs(t, 'kunde', 'Kunde#2026'));
    const first = await get('localhost:3000', '/products/visitenkarten-standard', { cookie });
    const second = await get('localhost:3000', '/products/visitenkarten-standard', { cookie });
    expect(first.statusCode).toBe(200);
    const scriptSrc = directives(first.headers['content-security-policy']).get('script-src')!;
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    const nonce = /^'nonce-(.+)'$/.exec(scriptSrc.find((s) => s.startsWith("'nonce-")) ?? '')?.[1];
    expect(nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    // Each response its own nonce, so no shared cache may hand one page to many visitors.
    expect(second.headers['content-security-policy']).not.toContain(`'nonce-${nonce}'`);
    expect(first.headers['cache-control']).toBe('private, no-store');

    const scripts = inlineScripts(first.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const { attributes } of scripts) expect(attributes).toContain(`nonce="${nonce}"`);
  });

  it('let a page kept for visitors without a session run exactly the inline scripts it holds', async () => {
    const page = await get('localhost:3000', '/products/visitenkarten-standard');
    expect(page.statusCode).toBe(200);
    const scriptSrc = directives(page.headers['content-security-policy']).get('script-src')!;
    expect(scriptSrc[0]).toBe("'self'");
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc.some((source) => source.startsWith("'nonce-"))).toBe(false);
    const hashes = inlineScripts(page.body).map(
      ({ text }) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`,
    );
    expect(hashes.length).toBeGreaterThan(0);
    expect(scriptSrc.slice(1).sort()).toEqual([...new Set(hashes)].sort());
  });

  it('send HSTS to every host but this machine', async () => {
    for (const host of ['localhost:3000', '127.0.0.1:3000', 'northprint.localhost:3000', '[::1]:3000']) {
      expect((await get(host, '/service-api/health')).headers['strict-transport-security']).toBeUndefined();
    }
    for (const host of ['shop.example.com', 'druckerei-sonnenschein.de:443']) {
      const answer = await get(host, '/service-api/health');
      expect(answer.headers['strict-transport-security']).toBe(HSTS_HEADER);
    }
    // Also on the page an unknown host gets.
    const unknown = await get('nowhere.example.com', '/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.headers['strict-transport-security']).toBe(HSTS_HEADER);
  });

  it("keep a route's own stricter policy (uploaded media, demo pictures)", async () => {
    const picture = await get('localhost:3000', '/demo/visitenkarten-standard.svg');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
    expect(picture.headers['x-content-type-options']).toBe('nosniff');
  });
});
