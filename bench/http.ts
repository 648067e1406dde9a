// Requests of the bench's set-up steps (sign-in, sessions, ids). Not `fetch`: it sends its own Host
// header (the URL's), and the shop tells its tenants apart by Host (`bench.localhost` on 127.0.0.1).
import http from 'node:http';

export type BenchResponse = { status: number; ok: boolean; setCookies: string[]; body: string };

export function request(
  url: string,
  init: { host: string; method?: string; headers?: http.OutgoingHttpHeaders; body?: string | Buffer },
): Promise<BenchResponse> {
  return new Promise((resolve, reject) => {
    const call = http.request(
      url,
      { method: init.method ?? 'GET', headers: { ...init.headers, host: init.host } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => {
          const status = response.statusCode ?? 0;
          const setCookies = response.headers['set-cookie'] ?? [];
          resolve({ status, ok: status >= 200 && status < 300, setCookies, body });
        });
        response.on('error', reject);
      },
    );
    call.on('error', reject);
    call.end(init.body);
  });
}

/** A GraphQL call as the shop's browser code makes it; throws on an error answer. */
export async function graphql<T>(base: string, host: string, query: string, cookie?: string): Promise<T> {
  const response = await request(`${base}/service-api/graphql`, {
    host,
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-print-csrf': '1', ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ query }),
  });
  const parsed = JSON.parse(response.body) as { data?: T; errors?: unknown[] };
  if (!response.ok || parsed.errors || !parsed.data)
    throw new Error(`bench GraphQL failed: ${response.body}`);
  return parsed.data;
}
