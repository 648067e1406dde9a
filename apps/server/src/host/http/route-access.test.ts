import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_WEBHOOK_PATH } from '../../modules/payments/payments.routes.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { GRAPHQL_PATH } from '../graphql/yoga.ts';

// Decision 0065: every REST route declares who may call it, as every GraphQL field declares its scopes.
// The whole app (the web app's files and pages too) is built, and every route it registered is checked.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ web: true, nodeEnv: 'production' });
});
afterAll(() => t.close());

const accessOf = (method: string, url: string) =>
  t.app.declaredRoutes.find((route) => route.method === method && route.url === url)?.access;

describe('route access', () => {
  it('is declared by every route of the app', () => {
    const routes = t.app.declaredRoutes;
    expect(routes.length).toBeGreaterThan(20);
    const undeclared = routes.filter((route) => route.access === undefined);
    expect(undeclared.map((route) => `${route.method} ${route.url}`)).toEqual([]);
  });

  it('names what each kind of route relies on', () => {
    expect(accessOf('POST', GRAPHQL_PATH)).toBe('graphql-field-scopes');
    expect(accessOf('POST', AUTH_PATHS.login)).toBe('public');
    expect(accessOf('POST', AUTH_PATHS.changePassword)).toBe('account');
    expect(accessOf('POST', STRIPE_WEBHOOK_PATH)).toBe('webhook-signature');
    expect(accessOf('GET', '/print-files/:orderId/:file')).toEqual({ right: 'orders.read' });
    expect(accessOf('HEAD', '/print-files/:orderId/:file')).toEqual({ right: 'orders.read' });
    // The built client files, registered by @fastify/static, and the pages.
    const asset = t.app.declaredRoutes.find((route) => route.url.startsWith('/assets/'));
    expect(asset?.access).toBe('public');
    expect(accessOf('GET', '/*')).toBe('public');
  });

  it('checks a declared right before the handler: 401 without a session', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/print-files/x/y',
      headers: { host: 'localhost' },
    });
    expect(response.statusCode).toBe(401);
  });
});
