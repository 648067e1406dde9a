import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createViteDev } from './vite-dev.ts';

// `npm run dev`: pages rendered from the web app's sources through Vite (no build), Vite's own requests
// (its client, the app's modules) answered in front of the app, on the same port.

let t: TestApp;
let origin: string;
beforeAll(async () => {
  t = await createTestApp({ viteDev: createViteDev() });
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

describe('the web app through Vite in development', () => {
  it('renders a page from the sources, loading its modules from Vite', async () => {
    const response = await fetch(`${origin}/login`, { headers: { host: 'localhost' } });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('data-testid="login-submit"');
    // Module addresses of the sources, not hashed files of a build.
    expect(html).toContain('/app/root.tsx');
    expect(html).not.toMatch(/\/assets\/root-[\w-]+\.js/);
  });

  it("serves Vite's client and the app's modules, and the API as before", async () => {
    const client = await fetch(`${origin}/@vite/client`, { headers: { host: 'localhost' } });
    expect(client.status).toBe(200);
    expect(client.headers.get('content-type')).toMatch(/javascript/);
    const root = await fetch(`${origin}/app/root.tsx`, { headers: { host: 'localhost' } });
    expect(root.status).toBe(200);
    expect(await root.text()).toContain('import');
    const health = await fetch(`${origin}/service-api/health`, { headers: { host: 'localhost' } });
    expect(health.status).toBe(200);
  });

  it("answers a tenant's own host through the app, not with Vite's host check", async () => {
    // node:http, not fetch: the Host header must reach the server as written.
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(`${origin}/`, { headers: { host: 'shop.example' } }, (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
      });
      req.on('error', reject);
      req.end();
    });
    expect(body).not.toContain('Blocked request');
    expect(status).toBe(404);
    expect(body).toContain('This domain is not connected to a shop');
  });
});
