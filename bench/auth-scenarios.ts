// Auth scenarios for `npm run bench`: the login password step (argon2id bound) and the refresh rotation.
import type { Client, Options } from 'autocannon';
import { startFakeSmtpServer } from '../apps/server/src/testing/fake-smtp-server.ts';

const json = { 'content-type': 'application/json', 'x-print-csrf': '1' };
export const LOGIN_BODY = JSON.stringify({ login: 'kunde', password: 'Kunde#2026' });
// The refresh session belongs to another account, so its code mail is told apart from the login bench's.
const REFRESH_ACCOUNT = { login: 'admin@druckerei.test', password: 'Admin#2026' };

/** The mail server the bench's app sends to, so a login code can be read. */
export const startBenchMailbox = () => startFakeSmtpServer();

const cookieFrom = (setCookies: string[], name: string) =>
  setCookies.map((line) => new RegExp(`^${name}=([^;]*)`).exec(line)?.[1]).find(Boolean);

/** Signs in once (password, then the mailed code) and returns the refresh token. */
export async function signInForRefresh(
  base: string,
  host: string,
  mailbox: Awaited<ReturnType<typeof startBenchMailbox>>,
): Promise<string> {
  const before = mailbox.messages.length;
  const first = await fetch(`${base}/service-api/auth/login`, {
    method: 'POST',
    headers: { ...json, host },
    body: JSON.stringify(REFRESH_ACCOUNT),
  });
  const challenge = cookieFrom(first.headers.getSetCookie(), 'print_login');
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
  const second = await fetch(`${base}/service-api/auth/login`, {
    method: 'POST',
    headers: { ...json, host, cookie: `print_login=${challenge}` },
    body: JSON.stringify({ code }),
  });
  const refresh = cookieFrom(second.headers.getSetCookie(), 'print_rt');
  if (!second.ok || !refresh) throw new Error(`bench code step failed: ${second.status}`);
  return refresh;
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
