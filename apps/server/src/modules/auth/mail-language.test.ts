import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieHeader, latestMail, storeCookies, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A POST from a browser showing the shop in a language: its `lang` cookie and/or Accept-Language. */
async function post(path: string, body: unknown, browser: { lang?: string; acceptLanguage?: string }) {
  const jar: CookieJar = new Map(browser.lang ? [['lang', browser.lang]] : []);
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      'x-print-csrf': '1',
      cookie: cookieHeader(jar),
      ...(browser.acceptLanguage ? { 'accept-language': browser.acceptLanguage } : {}),
    },
    payload: JSON.stringify(body),
  });
  storeCookies(jar, response.headers['set-cookie']);
  return { status: response.statusCode, jar };
}

// The demo admin's account language is de-DE; Druckerei Sonnenschein offers de-DE and en-GB.
const ADMIN = { login: 'admin', password: 'Admin#2026' };
const ADMIN_EMAIL = 'admin@druckerei.test';

describe('mails a user asks for are written in the language they are using the shop in', () => {
  it('sends the sign-in code in the language of the page (lang cookie), not the account language', async () => {
    expect((await post(AUTH_PATHS.login, ADMIN, { lang: 'en-GB' })).status).toBe(200);
    const mail = await latestMail(t, ADMIN_EMAIL, 'auth.loginCodeEmail');
    expect(mail).toMatchObject({ language: 'en-GB', subject: 'Your login code' });
  });

  it("follows the browser's Accept-Language when no language was chosen, also for a resent code", async () => {
    const first = await post(AUTH_PATHS.login, ADMIN, { acceptLanguage: 'en-US,en;q=0.8,de;q=0.5' });
    expect(first.status).toBe(200);
    expect(await latestMail(t, ADMIN_EMAIL, 'auth.loginCodeEmail')).toMatchObject({ language: 'en-GB' });

    const resent = await t.app.inject({
      method: 'POST',
      url: AUTH_PATHS.resendCode,
      headers: {
        host: 'localhost',
        'content-type': 'application/json',
        'x-print-csrf': '1',
        cookie: `${cookieHeader(first.jar)}; lang=en-GB`,
      },
      payload: '{}',
    });
    expect(resent.statusCode).toBe(200);
    expect(await latestMail(t, ADMIN_EMAIL, 'auth.loginCodeEmail')).toMatchObject({
      language: 'en-GB',
      subject: 'Your login code',
    });
  });

  it("falls back to the account's language when the request names none the shop offers", async () => {
    await post(AUTH_PATHS.login, ADMIN, { acceptLanguage: 'fr-FR' });
    expect(await latestMail(t, ADMIN_EMAIL, 'auth.loginCodeEmail')).toMatchObject({
      language: 'de-DE',
      subject: 'Ihr Anmeldecode',
    });
  });

  it('sends the reset link in the language of the forgot-password page', async () => {
    await post(AUTH_PATHS.forgotPassword, { email: ADMIN_EMAIL }, { lang: 'en-GB' });
    expect(await latestMail(t, ADMIN_EMAIL, 'auth.passwordResetEmail')).toMatchObject({
      language: 'en-GB',
      subject: 'Reset your password',
    });
  });
});
