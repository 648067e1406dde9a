import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { and, desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../modules/mail/mail.tables.ts';
import { withSystem } from '../platform/db/tenant-scope.ts';
import type { TestApp } from './test-app.ts';

/** The browser's cookie jar in a test: name → value, updated from every response's Set-Cookie. */
export type CookieJar = Map<string, string>;

export function cookieHeader(jar: CookieJar): string {
  return [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
}

export function storeCookies(jar: CookieJar, setCookie: string | string[] | undefined) {
  for (const line of [setCookie ?? []].flat()) {
    const [pair, ...attributes] = line.split(';');
    const index = pair!.indexOf('=');
    const name = pair!.slice(0, index).trim();
    const value = pair!.slice(index + 1).trim();
    const expired = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a)) || value === '';
    if (expired) jar.delete(name);
    else jar.set(name, value);
  }
}

/** A POST to an auth route the way the web client makes it (CSRF header, cookies, JSON). */
export async function authPost(t: TestApp, path: string, body: unknown, jar: CookieJar, host = 'localhost') {
  const response = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { host, 'content-type': 'application/json', 'x-print-csrf': '1', cookie: cookieHeader(jar) },
    payload: JSON.stringify(body ?? {}),
  });
  storeCookies(jar, response.headers['set-cookie']);
  return {
    status: response.statusCode,
    body: response.body ? (response.json() as Record<string, unknown>) : {},
  };
}

/**
 * The newest mail to an address, or the newest of all with `to` null (the outbox is what the shop sends
 * when no SMTP server is set).
 */
export async function latestMail(t: TestApp, to: string | null, templateKey?: string) {
  const [mail] = await withSystem(t.database, (tx) =>
    tx
      .select()
      .from(mailOutbox)
      .where(
        and(
          ...(to ? [eq(mailOutbox.toAddress, to)] : []),
          ...(templateKey ? [eq(mailOutbox.templateKey, templateKey)] : []),
        ),
      )
      .orderBy(desc(mailOutbox.createdAt))
      .limit(1),
  );
  return mail ?? null;
}

/**
 * The code of the newest login mail (to `email`, or to anyone when null: only for one login at a time;
 * logins started together must each pass their address).
 */
export async function latestLoginCode(t: TestApp, email: string | null): Promise<string> {
  const mail = await latestMail(t, email, 'auth.loginCodeEmail');
  const code = /\b(\d{6})\b/.exec(mail?.body ?? '')?.[1];
  if (!code) throw new Error(`No login code mail to ${email}`);
  return code;
}

/** Both login steps (password, then the e-mailed code); returns the cookie jar of the new session. */
export async function loginAs(
  t: TestApp,
  login: string,
  password: string,
  options: { host?: string; email?: string; jar?: CookieJar } = {},
): Promise<CookieJar> {
  const host = options.host ?? 'localhost';
  const jar = options.jar ?? new Map();
  const first = await authPost(t, AUTH_PATHS.login, { login, password }, jar, host);
  if (first.status !== 200) throw new Error(`Login of ${login} failed: ${JSON.stringify(first.body)}`);
  const code = await latestLoginCode(t, options.email ?? (login.includes('@') ? login : null));
  const second = await authPost(t, AUTH_PATHS.login, { code }, jar, host);
  if (second.status !== 200) throw new Error(`Code step of ${login} failed: ${JSON.stringify(second.body)}`);
  return jar;
}

/**
 * Renews a session's access token (it lasts five minutes) as the web client does: for the files whose
 * one session outlasts it on a busy machine.
 */
export async function refreshSession(t: TestApp, jar: CookieJar, host = 'localhost') {
  const answer = await authPost(t, AUTH_PATHS.refresh, {}, jar, host);
  if (answer.status !== 200) throw new Error(`Refresh failed: ${JSON.stringify(answer.body)}`);
}

/** A GraphQL call with a session's cookies. */
export async function graphqlAs<T = unknown>(
  t: TestApp,
  jar: CookieJar | null,
  query: string,
  variables: Record<string, unknown> = {},
  host = 'localhost',
  headers: Record<string, string> = {},
) {
  const operationName = /(?:query|mutation)\s+(\w+)/.exec(query)?.[1];
  const response = await t.app.inject({
    method: 'POST',
    url: `/service-api/graphql${operationName ? `?c=${operationName}` : ''}`,
    headers: {
      host,
      'content-type': 'application/json',
      'x-print-csrf': '1',
      ...(jar ? { cookie: cookieHeader(jar) } : {}),
      ...headers,
    },
    payload: { query, variables, operationName },
  });
  if (jar) storeCookies(jar, response.headers['set-cookie']);
  return {
    status: response.statusCode,
    body: response.json() as {
      data?: T;
      errors?: { message: string; extensions?: Record<string, unknown> }[];
    },
  };
}
