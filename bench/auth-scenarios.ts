// Auth scenarios for `npm run bench`: the login password step (argon2id bound) and the refresh rotation.
import type { Client, Options } from 'autocannon';
import { startFakeSmtpServer } from '../apps/server/src/testing/fake-smtp-server.ts';
import { request } from './http.ts';

const json = { 'content-type': 'application/json', 'x-print-csrf': '1' };
export const LOGIN_BODY = JSON.stringify({ login: 'kunde', password: 'Kunde#2026' });
// The refresh session belongs to another account, so its code mail is told apart from the login bench's.
const REFRESH_ACCOUNT = { login: 'admin@druckerei.test', password: 'Admin#2026' };

/** The mail server the bench's app sends to, so a login code can be read. */
export const startBenchMailbox = () => startFakeSmtpServer();

const cookieFrom = (setCookies: string[], name: string) =>
  setCookies.map((line) => new RegExp(`^${name}=([^;]*)`).exec(line)?.[1]).find(Boolean);

export type Account = { login: string; password: string };
type Mailbox = Awaited<ReturnType<typeof startBenchMailbox>>;

/** Signs in once (password, then the mailed code) and returns the session's tokens. */
export async function signIn(
  base: string,
  host: string,
  mailbox: Mailbox,
  account: Account,
): Promise<{ access: string; refresh: string }> {
  const before = mailbox.messages.length;
  const first = await request(`${base}/service-api/auth/login`, {
    host,
    method: 'POST',
    headers: json,
    body: JSON.stringify(account),
  });
  const challenge = cookieFrom(first.setCookies, 'print_login');
  if (!first.ok || !challenge) throw new Error(`bench login failed: ${first.status}`);
  let code: string | undefined;
  for (let i = 0; i < 100 && !code; i++) {
    await new Promise((r) => setTimeout(r, 200));
    code = mailbox.messages
      .slice(before)
      // The code as the mail's text says it (any other six digits, e.g. in a header, are not it).
      .map((m) => /(?:code is|lautet):\s*(\d{6})/.exec(m.data)?.[1])
      .find(Boolean);
  }
  if (!code) throw new Error('bench login: no code mail arrived');
  const second = await request(`${base}/service-api/auth/login`, {
    host,
    method: 'POST',
    headers: { ...json, cookie: `print_login=${challenge}` },
    body: JSON.stringify({ code }),
  });
  const access = cookieFrom(second.setCookies, 'print_at');
  const refresh = cookieFrom(second.setCookies, 'print_rt');
  if (!second.ok || !access || !refresh) throw new Error(`bench code step failed: ${second.status}`);
  return { access, refresh };
}

/** Signs in as the shop's admin and returns the refresh token. */
export async function signInForRefresh(base: string, host: string, mailbox: Mailbox): Promise<string> {
  return (await signIn(base, host, mailbox, REFRESH_ACCOUNT)).refresh;
}

/** A signed-in shopper's cookies (fresh: the access token lives 5 minutes, longer than a scenario). */
export async function shopperCookie(base: string, host: string, mailbox: Mailbox, account: Account) {
  const { access, refresh } = await signIn(base, host, mailbox, account);
  return `print_at=${access}; print_rt=${refresh}`;
}

/**
 * Every connection starts from the same refresh token (within the rotation grace window) and then
 * follows its own chain: each response's new token is sent with the next request, as a browser does.
 */
export function refreshOptions(host: string, refreshToken: string): Partial<Options> {
  return {
    method: 'POST',
    headers: { ...json, host },
    body: '{}',
    setupClient(client: Client) {
      const headers = { ...json, host, cookie: `print_rt=${refreshToken}` };
      client.setHeaders(headers);
      // autocannon passes the parser's header info ({ headers: [name, value, …] }), not its typed shape.
      const onHeaders = (response: { headers: string[] }) => {
        const setCookies = response.headers.filter(
          (_, i, all) => i % 2 === 1 && all[i - 1]?.toLowerCase() === 'set-cookie',
        );
        const next = cookieFrom(setCookies, 'print_rt');
        if (next) client.setHeaders({ ...headers, cookie: `print_rt=${next}` });
      };
      client.on('headers', onHeaders as never);
    },
  };
}
