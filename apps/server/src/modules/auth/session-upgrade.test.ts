import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addToCart, ENVELOPE_VALUES, ENVELOPES, productId, visitor } from '../../testing/checkout-helpers.ts';
import { authPost, graphqlAs, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { createAccessTokens, type AccessClaims } from './access-token.ts';
import { REFRESH_TOKEN_TTL_SECONDS } from './refresh-tokens.ts';

// Deploying live session records (issue 12) signs nobody out: a session begun before keeps going after
// one refresh. The cookies are written the way the server before that change wrote them.
// On PGlite by default; on PostgreSQL and Redis with TEST_DATABASE_URL and TEST_REDIS_URL.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ME = 'query Me { me { isTemporary } }';
const COUNTS = 'query Counts { cartCounts { cart } }';
const tokenKey = (tenantId: string, token: string) =>
  `rt:${tenantId}:${createHash('sha256').update(token).digest('hex')}`;

/** A visitor with a cart item, and the claims of their access cookie (whose user we reuse). */
async function visitorWithCartItem() {
  const jar = await visitor(t);
  await addToCart(t, jar, { productId: await productId(t, ENVELOPES), fieldValues: ENVELOPE_VALUES });
  const claims = JSON.parse(
    Buffer.from(jar.get('print_at')!.split('.')[1]!, 'base64url').toString(),
  ) as AccessClaims;
  return claims;
}

/**
 * The cookies of a session begun before live records: a refresh-token record without a family record
 * (old `store`), and an access token without `fid`. `family` is the old code's family mark, if any.
 */
async function sessionFromBefore(
  claims: AccessClaims,
  options: { familyId?: string; rotatedAt?: number; family?: 'revoked' } = {},
): Promise<CookieJar> {
  const refresh = randomBytes(32).toString('base64url');
  const familyId = options.familyId ?? randomUUID();
  const record = { userId: claims.sub, familyId, sessionStart: claims.sst, rotatedAt: options.rotatedAt };
  await t.kv.set(tokenKey(claims.tid, refresh), JSON.stringify(record), REFRESH_TOKEN_TTL_SECONDS);
  if (options.family)
    await t.kv.set(`rtf:${claims.tid}:${familyId}`, options.family, REFRESH_TOKEN_TTL_SECONDS);
  const { sub, tid, sst } = claims;
  const access = await createAccessTokens(t.appSecret).issue({ sub, tid, sst } as Omit<AccessClaims, 'exp'>);
  return new Map([
    ['print_at', access],
    ['print_rt', refresh],
  ]);
}

describe('a session begun before the upgrade', () => {
  it('is refused once, then refreshes and keeps the temporary visitor’s cart', async () => {
    const old = await sessionFromBefore(await visitorWithCartItem());

    const first = await graphqlAs(t, new Map([['print_at', old.get('print_at')!]]), ME);
    expect(first.body.errors?.[0]?.message).toBe('Unauthorized');

    expect((await authPost(t, AUTH_PATHS.refresh, {}, old)).status).toBeLessThan(300);
    const me = await graphqlAs<{ me: { isTemporary: boolean } }>(t, old, ME);
    expect(me.body.data?.me).toEqual({ isTemporary: true });
    const counts = await graphqlAs<{ cartCounts: { cart: number } }>(t, old, COUNTS);
    expect(counts.body.data?.cartCounts.cart).toBe(1);
  });

  it('is not adopted when it was signed out before the upgrade', async () => {
    const old = await sessionFromBefore(await visitorWithCartItem(), { family: 'revoked' });
    expect((await authPost(t, AUTH_PATHS.refresh, {}, old)).status).toBe(401);
  });

  it('ends when a rotated token of it is reused: its newest token cannot adopt it afterwards', async () => {
    const claims = await visitorWithCartItem();
    const familyId = randomUUID();
    const stolen = await sessionFromBefore(claims, { familyId, rotatedAt: Date.now() - 60_000 });
    const newest = await sessionFromBefore(claims, { familyId });
    expect((await authPost(t, AUTH_PATHS.refresh, {}, stolen)).status).toBe(401);
    expect((await authPost(t, AUTH_PATHS.refresh, {}, newest)).status).toBe(401);
  });

  it('stays signed out after logout: another old token of the family cannot adopt it again', async () => {
    const claims = await visitorWithCartItem();
    const familyId = randomUUID();
    const tab = await sessionFromBefore(claims, { familyId });
    const otherTab = await sessionFromBefore(claims, { familyId }); // two tabs refreshed at once, before
    expect((await authPost(t, AUTH_PATHS.refresh, {}, tab)).status).toBeLessThan(300);
    expect((await authPost(t, AUTH_PATHS.logout, {}, tab)).status).toBe(204);
    expect((await authPost(t, AUTH_PATHS.refresh, {}, otherTab)).status).toBe(401);
  });
});
