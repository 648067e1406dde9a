import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { authPost, cookieHeader, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { printedSchema } from './schema.ts';

let t: TestApp;
let prod: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Production mode, and a small cost budget so the cost rule itself can be shown to bite.
  prod = await createTestApp({ nodeEnv: 'production', seed: true, graphqlLimits: { maxCost: 100 } });
});
afterAll(async () => {
  await t.close();
  await prod.close();
});

const post = (app: TestApp, payload: unknown, headers: Record<string, string> = {}) =>
  app.app.inject({
    method: 'POST',
    url: '/service-api/graphql?c=Test',
    headers: {
      host: 'localhost',
      'content-type': 'application/json',
      accept: 'application/graphql-response+json',
      'x-print-csrf': '1',
      ...headers,
    },
    payload: payload as Record<string, unknown>,
  });

describe('GraphQL endpoint', () => {
  it('answers a query on POST /service-api/graphql?c=Operation', async () => {
    const { status, body } = await t.graphql<{ currentTenant: { name: string } }>(
      'query CurrentTenant { currentTenant { name } }',
    );
    expect(status).toBe(200);
    expect(body.data?.currentTenant.name).toBe('Druckerei Sonnenschein');
  });

  it('refuses a call without the CSRF header', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/service-api/graphql?c=CurrentTenant',
      headers: { host: 'localhost', 'content-type': 'application/json' },
      payload: { query: '{ currentTenant { name } }' },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json().errors[0].message).toMatch(/CSRF/);
  });

  it('rejects malformed GraphQL with a clear syntax error', async () => {
    const response = await post(t, { query: '{ currentTenant { name ' });
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/Syntax Error/);
  });

  it('rejects malformed JSON with a clear error', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/service-api/graphql?c=X',
      headers: { host: 'localhost', 'content-type': 'application/json', 'x-print-csrf': '1' },
      payload: '{"query": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toMatch(/JSON/i);
  });

  it('rejects an over-deep query', async () => {
    const fields = '{ fields { type '.repeat(6) + '{ name }' + ' } }'.repeat(6);
    const response = await post(t, { query: `query DepthAttack { __schema { types ${fields} } }` });
    expect(response.json().errors[0].message).toMatch(/depth/i);
  });

  it('rejects a query with too many aliases', async () => {
    const aliases = Array.from({ length: 60 }, (_, i) => `t${i}: currentTenant { name }`);
    const response = await post(t, { query: `query Aliases { ${aliases.join(' ')} }` });
    expect(response.json().errors[0].message).toMatch(/alias/i);
  });

  it('rejects an over-costly query', async () => {
    const entry =
      'translationKey baseTranslation languageCode group context tags translations { languageCode translation }';
    const aliases = (n: number) =>
      Array.from({ length: n }, (_, i) => `t${i}: translationsByTenant(input: {}) { ${entry} }`).join(' ');
    expect((await post(prod, { query: `query Cheap { ${aliases(2)} }` })).json().errors).toBeUndefined();
    const response = await post(prod, { query: `query Costly { ${aliases(8)} }` });
    expect(response.json().errors[0].message).toMatch(/Query Cost limit of 100 exceeded/);
  });

  it('allows no cross-origin calls (no CORS headers for another origin)', async () => {
    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/service-api/graphql?c=CurrentTenant',
      headers: {
        host: 'localhost',
        origin: 'https://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,x-print-csrf',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    const call = await post(t, { query: '{ currentTenant { name } }' }, { origin: 'https://evil.example' });
    expect(call.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('keeps a plain caller request id and replaces a suspicious one', async () => {
    const plain = await post(t, { query: '{ currentTenant { name } }' }, { 'x-request-id': 'trace-123' });
    expect(plain.headers['x-request-id']).toBe('trace-123');
    const long = await post(t, { query: '{ currentTenant { name } }' }, { 'x-request-id': 'x'.repeat(800) });
    expect(long.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves an unknown host a 404, never another tenant', async () => {
    const { status, body } = await t.graphql(
      'query CurrentTenant { currentTenant { name } }',
      {},
      'evil.example.com',
    );
    expect(status).toBe(404);
    expect(JSON.stringify(body)).not.toMatch(/Druckerei|NorthPrint/);
  });

  it('resolves <slug>.localhost to that tenant', async () => {
    const { body } = await t.graphql<{ currentTenant: { name: string } }>(
      'query CurrentTenant { currentTenant { name } }',
      {},
      'northprint.localhost:3000',
    );
    expect(body.data?.currentTenant.name).toBe('NorthPrint Studio');
  });

  it('turns off introspection and field suggestions in production', async () => {
    const introspection = await post(prod, { query: '{ __schema { types { name } } }' });
    expect(introspection.json().errors[0].message).toMatch(/introspection/i);
    const typo = await post(prod, { query: '{ currentTenat { name } }' });
    expect(typo.json().errors[0].message).not.toMatch(/Did you mean/);
    const typoDev = await post(t, { query: '{ currentTenat { name } }' });
    expect(typoDev.json().errors[0].message).toMatch(/Did you mean/);
  });

  /** A multipart request of the GraphQL upload spec with the given files (name → content). */
  const upload = async (files: string[], signedIn = true) => {
    const jar: CookieJar = new Map();
    if (signedIn) await authPost(t, AUTH_PATHS.temporarySession, { language: 'de-DE' }, jar);
    const boundary = '----test';
    const map = Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]]));
    const body = [
      `--${boundary}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n{"query":"{ currentTenant { name } }","variables":{"files":[]}}\r\n`,
      `--${boundary}\r\nContent-Disposition: form-data; name="map"\r\n\r\n${JSON.stringify(map)}\r\n`,
      ...files.map(
        (content, i) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${i}"; filename="f${i}.png"\r\nContent-Type: image/png\r\n\r\n${content}\r\n`,
      ),
      `--${boundary}--\r\n`,
    ].join('');
    return t.app.inject({
      method: 'POST',
      url: '/service-api/graphql?c=fileUpload',
      headers: {
        host: 'localhost',
        'content-type': `multipart/form-data; boundary=${boundary}`,
        'x-print-csrf': '1',
        ...(signedIn ? { cookie: cookieHeader(jar) } : {}),
      },
      payload: body,
    });
  };

  it('refuses an upload without a session before reading its files (401, the client refreshes)', async () => {
    const response = await upload(['x'.repeat(1024 * 1024)], false);
    expect(response.statusCode).toBe(401);
    expect(response.json().errors[0].message).toBe('Unauthorized');
  });

  it('accepts a small upload', async () => {
    expect((await upload(['small'])).statusCode).toBe(200);
  });

  it('refuses an oversized upload with 413 and keeps serving', async () => {
    const response = await upload(['x'.repeat(11 * 1024 * 1024)]);
    expect(response.statusCode).toBe(413);
    expect(response.body).toMatch(/size|limit/i);
    const after = await t.graphql('query CurrentTenant { currentTenant { name } }');
    expect(after.status).toBe(200);
  });

  it('refuses more than 10 files in one upload with a clear message', async () => {
    const response = await upload(Array.from({ length: 11 }, () => 'tiny'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors[0].message).toMatch(/Files limit exceeded: 10/);
  });
});

describe('fields that call outside services', () => {
  it("run in an operation of their own, never inside another operation's transaction", async () => {
    for (const query of [
      'query Mixed { cardPaymentStatus(sessionId: "cs_x") { state } currentTenant { name } }',
      'query Hidden { ...Both } fragment Both on Query { currentTenant { name } cardPaymentStatus(sessionId: "cs_x") { state } }',
    ]) {
      const body = (await post(t, { query })).json() as {
        data?: unknown;
        errors?: { message: string; extensions?: { code?: string } }[];
      };
      expect(body.data ?? null).toBeNull();
      expect(body.errors?.[0]?.extensions?.code).toBe('BAD_REQUEST');
      expect(body.errors?.[0]?.message).toMatch(/operation of their own/);
    }
    // Alone, they run (no card payment here: the answer is a state, not an error about the operation).
    const alone = (
      await post(t, { query: 'query Alone { cardPaymentStatus(sessionId: "cs_x") { state } }' })
    ).json() as {
      errors?: { extensions?: { code?: string } }[];
    };
    expect(alone.errors?.[0]?.extensions?.code).not.toBe('BAD_REQUEST');
  });
});

describe('schema', () => {
  it('matches the committed schema.graphql (run `npm run schema:print` after changing it)', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../../schema.graphql'), 'utf8');
    expect(committed).toBe(printedSchema());
  });
});
