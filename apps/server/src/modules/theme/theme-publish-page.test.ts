import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';
import { call, editorOf, publishColour, SAVE, withPrimary } from './theme-editor-test-helpers.ts';

// Issue 26: a published theme reaches shoppers on their next page — the server-rendered <head> carries
// it, and the page kept for visitors is not served in the old look — while a draft reaches no one.
// Needs the web build.

let t: TestApp;
let admin: CookieJar;
let customer: CookieJar;

beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
  admin = await loginAs(t, 'admin', 'Admin#2026');
  customer = await loginAs(t, 'kunde', 'Kunde#2026');
});
afterAll(() => t?.close());

const home = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost', ...headers } });

/** The primary colour the page's theme <style> declares. */
const primaryIn = (html: string) => /--color-primary-background:([^;]+);/.exec(html)?.[1];

describe('a published theme on the shop’s pages', () => {
  it('shows no draft, and the new look on the very next page once published', async () => {
    const first = await home();
    expect(first.statusCode).toBe(200);
    expect(primaryIn(first.body)).toBe('#b3261e');
    await expect.poll(async () => (await home()).headers['x-cache']).toBe('hit');

    // A draft is the editor's only.
    const now = await editorOf(t, admin);
    const saved = await call(t, admin, SAVE, { config: withPrimary(now.draft, '#0a7e3c'), base: 0 });
    expect(saved.errors).toBeUndefined();
    expect(primaryIn((await home()).body)).toBe('#b3261e');
    expect(primaryIn((await home({ cookie: cookieHeader(customer) })).body)).toBe('#b3261e');

    await publishColour(t, admin, '#0a7e3c');
    const visitor = await home();
    expect(visitor.statusCode).toBe(200);
    expect(primaryIn(visitor.body)).toBe('#0a7e3c');
    expect(visitor.body).not.toContain('#b3261e;');
    const signedIn = await home({ cookie: cookieHeader(customer) });
    expect(primaryIn(signedIn.body)).toBe('#0a7e3c');
  });
});
