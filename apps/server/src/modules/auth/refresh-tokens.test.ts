import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../platform/db/client.ts';
import { createKvStore, type KvStore } from '../../platform/kv/kv-store.ts';
import { createTestDatabase, kvStoresUnderTest } from '../../testing/test-app.ts';
import { createRefreshTokens, ROTATION_GRACE_MS } from './refresh-tokens.ts';

let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => ({ database, drop } = await createTestDatabase()));
afterAll(() => drop());

describe.each(kvStoresUnderTest)('refresh tokens on $name', ({ redisUrl }) => {
  let kv: KvStore;
  let clock = 1_000_000;
  const tenant = randomUUID();
  beforeAll(async () => {
    kv = await createKvStore({ redisUrl, database });
  });
  afterAll(() => kv.close());
  const tokens = () => createRefreshTokens(kv, { now: () => clock });

  it('rotates on every use: the new token works, the user is kept', async () => {
    const first = (await tokens().issue(tenant, 'user-1')).token;
    const rotated = await tokens().rotate(tenant, first);
    expect(rotated).toMatchObject({ ok: true, userId: 'user-1' });
    if (!rotated.ok) throw new Error('expected a rotation');
    expect(rotated.token).not.toBe(first);
    expect(await tokens().rotate(tenant, rotated.token)).toMatchObject({ ok: true, userId: 'user-1' });
  });

  it('does not know a token of another tenant or a made-up one', async () => {
    const token = (await tokens().issue(tenant, 'user-2')).token;
    expect(await tokens().rotate(randomUUID(), token)).toEqual({ ok: false, reason: 'notFound' });
    expect(await tokens().rotate(tenant, 'made-up')).toEqual({ ok: false, reason: 'notFound' });
  });

  it('lets two tabs refresh with the same token at the same moment', async () => {
    const token = (await tokens().issue(tenant, 'user-3')).token;
    const [a, b] = await Promise.all([tokens().rotate(tenant, token), tokens().rotate(tenant, token)]);
    expect(a.ok && b.ok).toBe(true);
    clock += ROTATION_GRACE_MS - 1;
    expect((await tokens().rotate(tenant, token)).ok).toBe(true);
  });

  it('revokes the whole family when a rotated token is used again after the grace window', async () => {
    const stolen = (await tokens().issue(tenant, 'user-4')).token;
    const legit = await tokens().rotate(tenant, stolen);
    if (!legit.ok) throw new Error('expected a rotation');
    clock += ROTATION_GRACE_MS + 1;
    expect(await tokens().rotate(tenant, stolen)).toEqual({ ok: false, reason: 'reused' });
    expect(await tokens().rotate(tenant, legit.token)).toEqual({ ok: false, reason: 'notFound' });
    // The access tokens of the family end with it.
    expect(await tokens().isLive(tenant, legit.familyId)).toBe(false);
  });

  it('ends a session on logout, for its refresh tokens and its access tokens', async () => {
    const { token, familyId } = await tokens().issue(tenant, 'user-5');
    expect(await tokens().isLive(tenant, familyId)).toBe(true);
    await tokens().revoke(tenant, token);
    expect(await tokens().rotate(tenant, token)).toEqual({ ok: false, reason: 'notFound' });
    expect(await tokens().isLive(tenant, familyId)).toBe(false);
  });

  it('keeps a family alive while it is used, and only on its own tenant', async () => {
    const { token, familyId } = await tokens().issue(tenant, 'user-6');
    const rotated = await tokens().rotate(tenant, token);
    expect(rotated).toMatchObject({ ok: true, familyId });
    expect(await tokens().isLive(tenant, familyId)).toBe(true);
    expect(await tokens().isLive(randomUUID(), familyId)).toBe(false);
  });
});
