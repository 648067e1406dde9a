import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPost } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

// Issue 12, defect 2: every auth route shares one check of its JSON body (auth-http.ts), so text that
// cannot be stored, or that is longer than any auth field, answers 400 naming the field instead of 500.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the auth routes’ body check', () => {
  it('answers a NUL in the login with 400, the spec’s message and the field', async () => {
    const answer = await authPost(
      t,
      AUTH_PATHS.login,
      { login: 'kunde\u0000', password: 'Kunde#2026' },
      new Map(),
    );
    expect(answer).toEqual({
      status: 400,
      body: {
        key: 'validation.forbiddenCharacters',
        message: 'Forbidden characters U+0000',
        field: 'login',
        params: { chars: 'U+0000' },
      },
    });
  });

  it('refuses lone surrogates and control characters on every route, passwords included', async () => {
    const cases: [string, Record<string, string>, string][] = [
      [AUTH_PATHS.signup, { email: 'neu@example.com', password: 'Secret#1\uD800' }, 'password'],
      [AUTH_PATHS.forgotPassword, { email: 'kunde@druckerei.test\u0001' }, 'email'],
      [AUTH_PATHS.resetPassword, { token: '\uDC00', password: 'Secret#12' }, 'token'],
      [AUTH_PATHS.temporarySession, { language: 'de-DE\u001b' }, 'language'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await authPost(t, path, body, new Map());
      expect(answer, path).toMatchObject({
        status: 400,
        body: { key: 'validation.forbiddenCharacters', field },
      });
    }
  });

  it('refuses a field longer than 256 characters (a 100 KB login failed inside the rate limiter)', async () => {
    const login = 'k'.repeat(100_000);
    const answer = await authPost(t, AUTH_PATHS.login, { login, password: 'x' }, new Map());
    expect(answer).toEqual({
      status: 400,
      body: {
        key: 'validation.tooLong',
        message: 'At most 256 characters',
        field: 'login',
        params: { max: '256' },
      },
    });
    const longest = await authPost(t, AUTH_PATHS.login, { login: 'k'.repeat(256), password: 'x' }, new Map());
    expect(longest).toMatchObject({ status: 401, body: { key: 'auth.invalidLoginCombination' } });
  });

  it('answers a field that is not text (an operator object) with 400 naming it, before any lookup', async () => {
    const answer = await authPost(t, AUTH_PATHS.login, { login: { $ne: '' }, password: 'x' }, new Map());
    expect(answer).toEqual({
      status: 400,
      body: {
        key: 'validation.mandatoryFields',
        message: 'Please fill in all mandatory fields.',
        field: 'login',
      },
    });
  });

  it('takes a POST without a body as an empty form (the route names what is missing)', async () => {
    const answer = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.login,
      headers: { host: 'localhost', 'x-print-csrf': '1' },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ key: 'validation.mandatoryFields' });
  });

  it('lets tab, line breaks, right-to-left marks and emoji through to the route’s own rules', async () => {
    const answer = await authPost(
      t,
      AUTH_PATHS.login,
      { login: '\u200Fkunde 😀', password: 'a\tb\r\n' },
      new Map(),
    );
    expect(answer).toMatchObject({ status: 401, body: { key: 'auth.invalidLoginCombination' } });
  });
});
