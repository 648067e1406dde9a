import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { authPost, graphqlAs, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { users } from '../users/users.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ME = 'query Me { me { id email isTemporary language } }';
const NO_TOKEN = { key: 'auth.noRefreshToken', message: 'valid refresh token not found in redis' };
const only = (jar: CookieJar, name: string): CookieJar => new Map([[name, jar.get(name)!]]);

describe('refresh', () => {
  it('rotates the refresh token and issues a new access token', async () => {
    const cookies = await loginAs(t, 'kunde', 'Kunde#2026');
    const before = cookies.get('print_rt');
    const refreshed = await authPost(t, AUTH_PATHS.refresh, {}, cookies);
    expect(refreshed).toMatchObject({ status: 200, body: { status: 'refreshed' } });
    expect(cookies.get('print_rt')).not.toBe(before);
    // Only the refresh cookie: the new access token works.
    const me = await graphqlAs<{ me: { email: string } }>(t, only(cookies, 'print_at'), ME);
    expect(me.body.data?.me.email).toBe('kunde@druckerei.test');
  });

  it('answers 401 with the exact redis message when no token is sent', async () => {
    expect(await authPost(t, AUTH_PATHS.refresh, {}, new Map())).toEqual({ status: 401, body: NO_TOKEN });
  });

  it('revokes the whole family when a rotated token is used again after the grace window', async () => {
    const cookies = await loginAs(t, 'kunde', 'Kunde#2026');
    const stolen = only(cookies, 'print_rt');
    await authPost(t, AUTH_PATHS.refresh, {}, cookies); // the owner rotates
    // Simulate the grace window passing: mark the stolen token as rotated long ago.
    const { createHash } = await import('node:crypto');
    const tenantId = (
      await withSystem(t.database, (tx) =>
        tx.select({ id: users.tenantId }).from(users).where(eq(users.username, 'kunde')),
      )
    )[0]!.id;
    const key = `rt:${tenantId}:${createHash('sha256').update(stolen.get('print_rt')!).digest('hex')}`;
    const record = JSON.parse((await t.kv.get(key))!) as Record<string, unknown>;
    await t.kv.set(key, JSON.stringify({ ...record, rotatedAt: Date.now() - 60_000 }), 3600);

    expect(await authPost(t, AUTH_PATHS.refresh, {}, stolen)).toEqual({ status: 401, body: NO_TOKEN });
    // The owner's current token is of the same family: it is dead too.
    expect(await authPost(t, AUTH_PATHS.refresh, {}, only(cookies, 'print_rt'))).toEqual({
      status: 401,
      body: NO_TOKEN,
    });
  });

  it('lets two tabs refresh with the same token at the same moment', async () => {
    const cookies = await loginAs(t, 'kunde', 'Kunde#2026');
    const [a, b] = await Promise.all([
      authPost(t, AUTH_PATHS.refresh, {}, only(cookies, 'print_rt')),
      authPost(t, AUTH_PATHS.refresh, {}, only(cookies, 'print_rt')),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
  });
});

describe('temporary sessions', () => {
  it('creates an anonymous user in the requested language where the tenant allows it', async () => {
    const cookies: CookieJar = new Map();
    const started = await authPost(t, AUTH_PATHS.temporarySession, { language: 'en-GB' }, cookies);
    expect(started).toMatchObject({
      status: 200,
      body: { session: { isTemporary: true, language: 'en-GB' } },
    });
    const me = await graphqlAs<{ me: { isTemporary: boolean; language: string } }>(t, cookies, ME);
    expect(me.body.data?.me).toMatchObject({ isTemporary: true, language: 'en-GB' });
  });

  it('falls back to the tenant default for a language the tenant does not have', async () => {
    const started = await authPost(t, AUTH_PATHS.temporarySession, { language: 'xx-XX' }, new Map());
    expect(started.body).toMatchObject({ session: { language: 'de-DE' } });
  });

  it('is refused where the tenant does not allow temporary users', async () => {
    const refused = await authPost(
      t,
      AUTH_PATHS.temporarySession,
      { language: 'en-GB' },
      new Map(),
      'northprint.localhost',
    );
    expect(refused).toMatchObject({ status: 403, body: { key: 'auth.temporarySessionNotAllowed' } });
  });

  it("moves the visitor's data to the account on login and removes the temporary user", async () => {
    const cookies: CookieJar = new Map();
    await authPost(t, AUTH_PATHS.temporarySession, { language: 'de-DE' }, cookies);
    const visitor = await graphqlAs<{ me: { id: string } }>(t, cookies, ME);
    const address = {
      firstName: 'Eva',
      lastName: 'Gast',
      street: 'Weg 1',
      zipCode: '12345',
      city: 'Berlin',
      country: 'DE',
      email: 'eva@gast.test',
    };
    const saved = await graphqlAs(
      t,
      cookies,
      'mutation Addr($a: AddressInput!) { updateAddress(kind: billing, address: $a) { id } }',
      { a: address },
    );
    expect(saved.body.errors).toBeUndefined();

    await loginAs(t, 'admin@druckerei.test', 'Admin#2026', { jar: cookies });
    const me = await graphqlAs<{ me: { email: string; billingAddress: { city: string } } }>(
      t,
      cookies,
      'query Me { me { email billingAddress { city } } }',
    );
    expect(me.body.data?.me).toEqual({ email: 'admin@druckerei.test', billingAddress: { city: 'Berlin' } });
    const left = await withSystem(t.database, (tx) =>
      tx.select().from(users).where(eq(users.id, visitor.body.data!.me.id)),
    );
    expect(left).toEqual([]);
  });
});

describe('sessions end', () => {
  it('when the user is archived: the access token and the refresh token stop working', async () => {
    const cookies = await loginAs(t, 'customer@northprint.test', 'Customer#2026', {
      host: 'northprint.localhost',
    });
    await withSystem(t.database, (tx) =>
      tx.update(users).set({ archivedAt: new Date() }).where(eq(users.email, 'customer@northprint.test')),
    );
    const me = await graphqlAs(t, cookies, ME, {}, 'northprint.localhost');
    expect(me.body.errors?.[0]?.message).toBe('Unauthorized');
    const refresh = await authPost(t, AUTH_PATHS.refresh, {}, cookies, 'northprint.localhost');
    expect(refresh).toEqual({ status: 401, body: NO_TOKEN });
    const login = await authPost(
      t,
      AUTH_PATHS.login,
      { login: 'customer', password: 'Customer#2026' },
      new Map(),
      'northprint.localhost',
    );
    expect(login).toMatchObject({ status: 403, body: { key: 'auth.loginNotPossible' } });
    await withSystem(t.database, (tx) =>
      tx.update(users).set({ archivedAt: null }).where(eq(users.email, 'customer@northprint.test')),
    );
  });
});
