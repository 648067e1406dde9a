import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost, graphqlAs, latestLoginCode, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ME = 'query Me { me { id email firstName isTemporary rights } }';
const jar = (): CookieJar => new Map();

describe('login with password and e-mail code', () => {
  it('asks for the code, then signs in; the session sees `me` with the roles’ rights', async () => {
    const cookies = jar();
    const first = await authPost(
      t,
      AUTH_PATHS.login,
      { login: 'admin@druckerei.test', password: 'Admin#2026' },
      cookies,
    );
    expect(first).toMatchObject({ status: 200, body: { status: 'codeRequired' } });
    expect(cookies.has('print_at')).toBe(false); // no session before the code

    const code = await latestLoginCode(t, 'admin@druckerei.test');
    const second = await authPost(t, AUTH_PATHS.login, { code }, cookies);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      status: 'loggedIn',
      session: { email: 'admin@druckerei.test', isTemporary: false },
    });
    expect((second.body.session as { rights: string[] }).rights).toContain('users.manage');

    const me = await graphqlAs<{ me: { email: string; rights: string[] } }>(t, cookies, ME);
    expect(me.body.data?.me.email).toBe('admin@druckerei.test');
    expect(me.body.data?.me.rights).toContain('admin.access');
  });

  it('sets httpOnly SameSite=Lax cookies, Secure outside localhost', async () => {
    const login = (host: string) =>
      t.app.inject({
        method: 'POST',
        url: AUTH_PATHS.login,
        headers: { host, 'content-type': 'application/json', 'x-print-csrf': '1' },
        payload: { login: 'admin', password: 'Admin#2026' },
      });
    const local = (await login('localhost')).headers['set-cookie'] as string;
    expect(local).toMatch(/print_login=.*HttpOnly/i);
    expect(local).toMatch(/SameSite=Lax/i);
    expect(local).not.toMatch(/Secure/i);
  });

  it('accepts the username instead of the e-mail address', async () => {
    const cookies = await loginAs(t, 'kunde', 'Kunde#2026');
    const me = await graphqlAs<{ me: { email: string } }>(t, cookies, ME);
    expect(me.body.data?.me.email).toBe('kunde@druckerei.test');
  });

  it('refuses a wrong password with the same message as an unknown account', async () => {
    const wrong = await authPost(t, AUTH_PATHS.login, { login: 'admin', password: 'nope' }, jar());
    const unknown = await authPost(t, AUTH_PATHS.login, { login: 'nobody@x.test', password: 'nope' }, jar());
    expect(wrong).toEqual({
      status: 401,
      body: { key: 'auth.invalidLoginCombination', message: 'Invalid login combination' },
    });
    expect(unknown).toEqual(wrong);
  });

  it('refuses a wrong code, and ends the attempt after 5 wrong codes', async () => {
    const cookies = jar();
    await authPost(t, AUTH_PATHS.login, { login: 'kunde', password: 'Kunde#2026' }, cookies);
    const right = await latestLoginCode(t, 'kunde@druckerei.test');
    const wrongCode = right === '000000' ? '111111' : '000000';
    const first = await authPost(t, AUTH_PATHS.login, { code: wrongCode }, cookies);
    expect(first).toMatchObject({ status: 401, body: { key: 'auth.codeInvalid', field: 'code' } });
    for (let i = 0; i < 3; i++) await authPost(t, AUTH_PATHS.login, { code: wrongCode }, cookies);
    const fifth = await authPost(t, AUTH_PATHS.login, { code: wrongCode }, cookies);
    expect(fifth).toMatchObject({ status: 401, body: { key: 'auth.codeExpired' } });
    // Even the right code no longer works: the attempt is over.
    const late = await authPost(t, AUTH_PATHS.login, { code: right }, cookies);
    expect(late.status).toBe(401);
  });

  it('uses a code once only', async () => {
    const cookies = jar();
    await authPost(t, AUTH_PATHS.login, { login: 'kunde', password: 'Kunde#2026' }, cookies);
    const code = await latestLoginCode(t, 'kunde@druckerei.test');
    const challenge = cookies.get('print_login')!;
    expect((await authPost(t, AUTH_PATHS.login, { code }, cookies)).status).toBe(200);
    const replay = await authPost(t, AUTH_PATHS.login, { code }, new Map([['print_login', challenge]]));
    expect(replay).toMatchObject({ status: 401, body: { key: 'auth.codeExpired' } });
  });

  it('binds the code to the browser that gave the password', async () => {
    await authPost(t, AUTH_PATHS.login, { login: 'kunde', password: 'Kunde#2026' }, jar());
    const code = await latestLoginCode(t, 'kunde@druckerei.test');
    const elsewhere = await authPost(t, AUTH_PATHS.login, { code }, jar());
    expect(elsewhere).toMatchObject({ status: 401, body: { key: 'auth.codeExpired' } });
  });

  it('resends a new code that replaces the old one', async () => {
    const cookies = jar();
    await authPost(t, AUTH_PATHS.login, { login: 'kunde', password: 'Kunde#2026' }, cookies);
    const old = await latestLoginCode(t, 'kunde@druckerei.test');
    expect(await authPost(t, AUTH_PATHS.resendCode, {}, cookies)).toMatchObject({
      status: 200,
      body: { status: 'codeSent' },
    });
    const fresh = await latestLoginCode(t, 'kunde@druckerei.test');
    if (old !== fresh) expect((await authPost(t, AUTH_PATHS.login, { code: old }, cookies)).status).toBe(401);
    expect((await authPost(t, AUTH_PATHS.login, { code: fresh }, cookies)).status).toBe(200);
  });

  it("refuses a tenant A account on tenant B's host", async () => {
    const onOtherTenant = await authPost(
      t,
      AUTH_PATHS.login,
      { login: 'admin@druckerei.test', password: 'Admin#2026' },
      jar(),
      'northprint.localhost',
    );
    expect(onOtherTenant).toMatchObject({ status: 401, body: { key: 'auth.invalidLoginCombination' } });
  });

  it("does not accept tenant A's session cookies on tenant B's host", async () => {
    const cookies = await loginAs(t, 'admin@druckerei.test', 'Admin#2026');
    const me = await graphqlAs(t, cookies, ME, {}, 'northprint.localhost');
    expect(me.body.errors?.[0]?.message).toBe('Unauthorized');
    const refresh = await authPost(t, AUTH_PATHS.refresh, {}, new Map(cookies), 'northprint.localhost');
    expect(refresh.status).toBe(401);
  });

  it('requires the CSRF header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.login,
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: { login: 'admin', password: 'Admin#2026' },
    });
    expect(response.statusCode).toBe(403);
  });

  it('logout ends the session: `me` and refresh fail afterwards', async () => {
    const cookies = await loginAs(t, 'kunde', 'Kunde#2026');
    const copy = new Map(cookies);
    expect((await authPost(t, AUTH_PATHS.logout, {}, cookies)).status).toBe(204);
    expect(cookies.size).toBe(0);
    const refresh = await authPost(t, AUTH_PATHS.refresh, {}, new Map([['print_rt', copy.get('print_rt')!]]));
    expect(refresh).toEqual({
      status: 401,
      body: { key: 'auth.noRefreshToken', message: 'valid refresh token not found in redis' },
    });
  });
});
