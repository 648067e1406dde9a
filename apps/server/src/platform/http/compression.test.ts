import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { WEB_BUILD_DIR, webBuildExists } from '../web/web-build.ts';

// Issue 13: nothing was compressed (a 121 KB home page, 676 KB of JavaScript). Every text answer now goes
// out compressed to clients that accept it; what they decode is the same answer. Needs the web build.
let t: TestApp;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
});
afterAll(() => t?.close());

const get = (url: string, acceptEncoding?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed answers', () => {
  it('sends pages with brotli, else gzip, and plain to clients that ask for neither', async () => {
    const plain = await get('/catalog');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('data-testid="product-grid"');

    const br = await get('/catalog', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    const html = brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(html).toContain('data-testid="product-grid"');
    expect(br.rawPayload.length).toBeLessThan(html.length / 3);

    const gzip = await get('/catalog', 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString('utf8')).toContain('data-testid="product-grid"');
  });

  it('sends GraphQL answers and the JavaScript bundles compressed', async () => {
    const graphql = await t.app.inject({
      method: 'POST',
      url: '/service-api/graphql?c=Texts',
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        'x-print-csrf': '1',
        'accept-encoding': 'br',
      },
      payload: {
        query: 'query Texts { translationsByTenant(input: { languageCodes: ["de-DE"] }) { translationKey } }',
      },
    });
    expect(graphql.headers['content-encoding']).toBe('br');
    const answer = JSON.parse(brotliDecompressSync(graphql.rawPayload).toString('utf8'));
    expect(answer.data.translationsByTenant.length).toBeGreaterThan(100);

    const assets = readdirSync(path.join(WEB_BUILD_DIR, 'client/assets'));
    const script = assets.find((name) => name.endsWith('.js'))!;
    const asset = await get(`/assets/${script}`, 'br');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['content-encoding']).toBe('br');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('sends built assets compressed at build time, once, with the original bytes inside', async () => {
    const assetsDir = path.join(WEB_BUILD_DIR, 'client/assets');
    // The largest script: the one the build surely compressed.
    const script = readdirSync(assetsDir)
      .filter((name) => name.endsWith('.js'))
      .map((name) => ({ name, bytes: readFileSync(path.join(assetsDir, name)) }))
      .sort((a, b) => b.bytes.length - a.bytes.length)[0]!;
    const file = path.join(assetsDir, script.name);
    expect(existsSync(`${file}.br`) && existsSync(`${file}.gz`)).toBe(true);

    const br = await get(`/assets/${script.name}`, 'gzip, deflate, br');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    // The file written at build time, not compressed again: one decoding gives the script.
    expect(br.rawPayload.equals(readFileSync(`${file}.br`))).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).equals(script.bytes)).toBe(true);

    const gzip = await get(`/assets/${script.name}`, 'gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).equals(script.bytes)).toBe(true);

    const plain = await get(`/assets/${script.name}`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.equals(script.bytes)).toBe(true);

    // The build's Vite manifest (kept for the route budgets) is not a page of the shop.
    expect(existsSync(path.join(WEB_BUILD_DIR, 'client/.vite/manifest.json'))).toBe(true);
    expect((await get('/.vite/manifest.json')).body).not.toContain('"isEntry"');
  });
});
