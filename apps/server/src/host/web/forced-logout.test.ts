import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authPost,
  cookieHeader,
  graphqlAs,
  loginAs,
  storeCookies,
  type CookieJar,
} from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { webBuildExists } from '../../platform/web/web-build.ts';

// Spec §2: /login?logout=1 marks a forced logout, and the session ends there (issue 12), whether the
// browser loads the page or the web app navigates to it (React Router's data request). On PGlite by
// default; on PostgreSQL and Redis with TEST_DATABASE_URL and TEST_REDIS_URL. Needs the web build.
let t: TestApp;
beforeAll(async () => {
  if (!webBuildExists()) throw new Error('apps/web/build is missing: run `npm run build` first.');
  t = await createTestApp({ web: true, nodeEnv: 'production' });
});
afterAll(() => t?.close());

const ME = 'query Me { me { email isTemporary } }';
const only = (jar: CookieJar, name: string): CookieJar => new Map([[name, jar.get(name)!]]);
const deepLink = encodeURIComponent(Buffer.from('/cart?tab=drafts').toString('base64'));

/** A GET as the browser sends it; the jar takes the cookies the answer sets or clears. */
async function get(jar: CookieJar, url: string) {
  const response = await t.app.inject({
    method: 'GET',
    url,
    headers: { host: 'localhost', cookie: cookieHeader(jar) },
  });
  storeCookies(jar, response.headers['set-cookie']);
  return response;
}

async function meWith(accessCookie: CookieJar) {
  const me = await graphqlAs<{ me: { email: string | null; isTemporary: boolean } }>(t, accessCookie, ME);
  return me.body.data?.me ?? me.body.errors?.[0]?.message;
}

describe('the forced logout page ends the session', () => {
  it('on a page load: cookies cleared, the notice shown to a visitor, the old access cookie refused', async () => {
    const cookies = await loginAs(t, 'kunde', 'Kunde#2026');
    const old = new Map(cookies);

    const page = await get(cookies, `/login?logout=1&deepLink=${deepLink}`);

    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('data-testid="forced-logout"');
    expect(page.body).not.toContain('Max Mustermann');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(cookies.size).toBe(0);
    expect(await meWith(only(old, 'print_at'))).toBe('Unauthorized');
    expect((await authPost(t, AUTH_PATHS.refresh, {}, only(old, 'print_rt'))).status).toBe(401);
  });

  it('on the data request of a client-side navigation to it', async () => {
    const cookies = await loginAs(t, 'kunde', 'Kunde#2026');
    const old = new Map(cookies);

    const data = await get(cookies, `/login.data?logout=1&deepLink=${deepLink}&_routes=root`);

    expect(data.statusCode).toBe(200);
    // The revalidated shell data is a visitor's.
    expect(data.body).not.toContain('Max Mustermann');
    expect(cookies.size).toBe(0);
    expect(await meWith(only(old, 'print_at'))).toBe('Unauthorized');
  });

  it('at every spelling of the address the router takes for /login', async () => {
    for (const address of ['/%6Cogin?logout=1', '/catalog/../login?logout=1', '/LOGIN/?logout=1']) {
      const cookies = await loginAs(t, 'kunde', 'Kunde#2026');
      const old = new Map(cookies);
      const page = await get(cookies, address);
      expect(page.body, address).toContain('data-testid="forced-logout"');
      expect(await meWith(only(old, 'print_at')), address).toBe('Unauthorized');
    }
  });

  it('even when only the refresh cookie is left (the access token expired)', async () => {
    const cookies = await loginAs(t, 'kunde', 'Kunde#2026');
    const refreshOnly = only(cookies, 'print_rt');
    const page = await get(refreshOnly, '/login?logout=1');
    expect(page.body).not.toContain('Max Mustermann');
    expect(refreshOnly.size).toBe(0);
    expect((await authPost(t, AUTH_PATHS.refresh, {}, only(cookies, 'print_rt'))).status).toBe(401);
  });

  it('but the plain login page keeps it', async () => {
    const cookies = await loginAs(t, 'kunde', 'Kunde#2026');
    await get(cookies, '/login');
    expect(await meWith(only(cookies, 'print_at'))).toMatchObject({ email: 'kunde@druckerei.test' });
  });

  it('but a temporary visitor keeps theirs, so signing in there still takes their cart along', async () => {
    const cookies: CookieJar = new Map();
    await authPost(t, AUTH_PATHS.temporarySession, { language: 'de-DE' }, cookies);
    const page = await get(cookies, '/login?logout=1');
    expect(page.body).toContain('data-testid="forced-logout"');
    expect(await meWith(only(cookies, 'print_at'))).toMatchObject({ isTemporary: true });
  });
});
