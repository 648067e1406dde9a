import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { authPost, graphqlAs, latestMail, loginAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { users } from '../users/users.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ME = 'query Me { me { email } }';
const jar = (): CookieJar => new Map();
const resetToken = async (email: string) => {
  const mail = await latestMail(t, email, 'auth.passwordResetEmail');
  return /token=([\w-]+)/.exec(mail?.body ?? '')?.[1] ?? null;
};

describe('sign-up', () => {
  it('creates a customer who can then log in; the password is stored as argon2id', async () => {
    const signup = await authPost(
      t,
      AUTH_PATHS.signup,
      { email: 'neu@kunde.test', password: 'Sicher#2026', language: 'en-GB' },
      jar(),
    );
    expect(signup).toEqual({ status: 201, body: { status: 'registered' } });
    const [row] = await withSystem(t.database, (tx) =>
      tx.select().from(users).where(eq(users.email, 'neu@kunde.test')),
    );
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row?.language).toBe('en-GB');
    const cookies = await loginAs(t, 'neu@kunde.test', 'Sicher#2026');
    expect((await graphqlAs<{ me: { email: string } }>(t, cookies, ME)).body.data?.me.email).toBe(
      'neu@kunde.test',
    );
  });

  it('enforces the sign-up rules with the spec messages', async () => {
    const weak = await authPost(
      t,
      AUTH_PATHS.signup,
      { email: 'weak@kunde.test', password: 'password' },
      jar(),
    );
    expect(weak).toMatchObject({
      status: 400,
      body: { key: 'validation.signupPassword', field: 'password' },
    });
    const badEmail = await authPost(
      t,
      AUTH_PATHS.signup,
      { email: 'not-an-email', password: 'Sicher#2026' },
      jar(),
    );
    expect(badEmail).toMatchObject({
      status: 400,
      body: { key: 'validation.signupEmail', message: 'Please enter a valid email address.', field: 'email' },
    });
  });

  it('answers an existing address like a new one and mails its owner instead', async () => {
    const again = await authPost(
      t,
      AUTH_PATHS.signup,
      { email: 'KUNDE@druckerei.test', password: 'Anders#2026' },
      jar(),
    );
    expect(again).toEqual({ status: 201, body: { status: 'registered' } });
    expect(await latestMail(t, 'kunde@druckerei.test', 'auth.accountExistsEmail')).not.toBeNull();
    // The old password still works; the sign-up changed nothing.
    await loginAs(t, 'kunde', 'Kunde#2026');
  });
});

describe('forgot and reset password', () => {
  const SENT = { status: 200, body: { status: 'sent', key: 'auth.forgotPasswordSent' } };

  it('always gives the same answer, and mails only an existing account', async () => {
    expect(await authPost(t, AUTH_PATHS.forgotPassword, { email: 'nobody@nowhere.test' }, jar())).toEqual(
      SENT,
    );
    expect(await latestMail(t, 'nobody@nowhere.test')).toBeNull();
    expect(await authPost(t, AUTH_PATHS.forgotPassword, { email: 'admin@druckerei.test' }, jar())).toEqual(
      SENT,
    );
    const mail = await latestMail(t, 'admin@druckerei.test', 'auth.passwordResetEmail');
    expect(mail?.body).toMatch(/http:\/\/localhost\/reset-password\?token=/);
    expect(mail?.language).toBe('de-DE');
  });

  it('resets with the link once, and ends every session of the account', async () => {
    await authPost(t, AUTH_PATHS.signup, { email: 'vergesslich@kunde.test', password: 'Alt#20260' }, jar());
    const session = await loginAs(t, 'vergesslich@kunde.test', 'Alt#20260');
    await authPost(t, AUTH_PATHS.forgotPassword, { email: 'vergesslich@kunde.test' }, jar());
    const token = await resetToken('vergesslich@kunde.test');
    expect(token).toBeTruthy();

    const weak = await authPost(t, AUTH_PATHS.resetPassword, { token, password: 'short' }, jar());
    expect(weak).toMatchObject({ status: 400, body: { key: 'validation.signupPassword' } });
    expect(await authPost(t, AUTH_PATHS.resetPassword, { token, password: 'Neu#202600' }, jar())).toEqual({
      status: 200,
      body: { status: 'passwordReset' },
    });
    const again = await authPost(t, AUTH_PATHS.resetPassword, { token, password: 'Neu#202611' }, jar());
    expect(again).toMatchObject({ status: 400, body: { key: 'auth.resetLinkInvalid' } });

    expect((await graphqlAs(t, session, ME)).body.errors?.[0]?.message).toBe('Unauthorized');
    expect((await authPost(t, AUTH_PATHS.refresh, {}, session)).status).toBe(401);
    await loginAs(t, 'vergesslich@kunde.test', 'Neu#202600');
  });

  it('voids an older link once the password was changed another way', async () => {
    await authPost(t, AUTH_PATHS.signup, { email: 'zweimal@kunde.test', password: 'Alt#20260' }, jar());
    await authPost(t, AUTH_PATHS.forgotPassword, { email: 'zweimal@kunde.test' }, jar());
    const older = await resetToken('zweimal@kunde.test');
    await authPost(t, AUTH_PATHS.forgotPassword, { email: 'zweimal@kunde.test' }, jar());
    const newer = await resetToken('zweimal@kunde.test');
    expect(newer).not.toBe(older);
    expect(
      (await authPost(t, AUTH_PATHS.resetPassword, { token: newer, password: 'Neu#202600' }, jar())).status,
    ).toBe(200);
    const stale = await authPost(
      t,
      AUTH_PATHS.resetPassword,
      { token: older, password: 'Anders#2026' },
      jar(),
    );
    expect(stale).toMatchObject({ status: 400, body: { key: 'auth.resetLinkInvalid' } });
    await loginAs(t, 'zweimal@kunde.test', 'Neu#202600');
  });

  it('refuses a made-up token', async () => {
    const made = await authPost(
      t,
      AUTH_PATHS.resetPassword,
      { token: 'made-up', password: 'Neu#202600' },
      jar(),
    );
    expect(made).toMatchObject({ status: 400, body: { key: 'auth.resetLinkInvalid' } });
  });
});

describe('change password', () => {
  it('needs the current password and keeps this session while ending the others', async () => {
    await authPost(t, AUTH_PATHS.signup, { email: 'wechsel@kunde.test', password: 'Erst#20260' }, jar());
    const here = await loginAs(t, 'wechsel@kunde.test', 'Erst#20260');
    const elsewhere = await loginAs(t, 'wechsel@kunde.test', 'Erst#20260');

    const wrong = await authPost(
      t,
      AUTH_PATHS.changePassword,
      { currentPassword: 'falsch', newPassword: 'Zweit#2026' },
      here,
    );
    expect(wrong).toMatchObject({
      status: 400,
      body: {
        key: 'auth.changePasswordError',
        message: 'Password could not be changed.',
        field: 'currentPassword',
      },
    });
    const weak = await authPost(
      t,
      AUTH_PATHS.changePassword,
      { currentPassword: 'Erst#20260', newPassword: 'weak' },
      here,
    );
    expect(weak).toMatchObject({ status: 400, body: { field: 'newPassword' } });

    const changed = await authPost(
      t,
      AUTH_PATHS.changePassword,
      { currentPassword: 'Erst#20260', newPassword: 'Zweit#2026' },
      here,
    );
    expect(changed).toEqual({ status: 200, body: { status: 'passwordChanged' } });
    expect((await graphqlAs<{ me: { email: string } }>(t, here, ME)).body.data?.me.email).toBe(
      'wechsel@kunde.test',
    );
    expect((await graphqlAs(t, elsewhere, ME)).body.errors?.[0]?.message).toBe('Unauthorized');
    expect((await authPost(t, AUTH_PATHS.refresh, {}, elsewhere)).status).toBe(401);
    await loginAs(t, 'wechsel@kunde.test', 'Zweit#2026');
  });

  it('is refused without a session', async () => {
    const anonymous = await authPost(
      t,
      AUTH_PATHS.changePassword,
      { currentPassword: 'a', newPassword: 'Zweit#2026' },
      jar(),
    );
    expect(anonymous).toMatchObject({ status: 401, body: { message: 'Unauthorized' } });
  });
});
