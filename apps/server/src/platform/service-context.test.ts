import type { Right } from '@print/core/rights';
import pino from 'pino';
import { describe, expect, it, vi } from 'vitest';
import type { Database, Tx } from './db/client.ts';
import { DomainError } from './errors.ts';
import {
  isSerializedServiceContext,
  restoreServiceContext,
  serializeServiceContext,
  serviceContext,
  type RequestTenant,
  type RequestUser,
  type ServiceContextLoaders,
} from './service-context.ts';

// A job carries its service context as plain JSON and the worker restores it (decision 0062): the same
// tenant, language and request id, and the user read anew — with the rights they hold now, not those
// they held when the job was queued.

const tx = { execute: async () => ({ rows: [] }) } as unknown as Tx;
// One transaction, as withTenant opens it; the tenant scope's own statement goes to `tx` as well.
const database = { db: { transaction: (fn: (t: Tx) => unknown) => fn(tx) } } as unknown as Database;
const log = pino({ level: 'silent' });
const tenant = { id: 'tenant-a' } as RequestTenant;
// The modules fill in the full tenant and user types: this file needs only what platform reads.
const userWith = (...rights: Right[]) =>
  ({ userId: 'user-1', isTemporary: false, rightSet: new Set(rights) }) as unknown as RequestUser;

/** The context as a job's payload holds it after the queue stored and read it back. */
const throughQueue = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

const loaders = (user: RequestUser | null): ServiceContextLoaders => ({
  tenant: vi.fn(async (_tx: Tx, id: string) => ({ id }) as RequestTenant),
  user: vi.fn(async () => user),
});

describe('a service context carried by a job', () => {
  it("comes back with its tenant, language and request id, and the user's current rights", async () => {
    const before = Date.now();
    const queued = serviceContext({
      requestId: 'req-7',
      log,
      tenant,
      language: 'en-GB',
      user: userWith('catalog.write', 'admin.access'),
    });
    const payload = throughQueue(serializeServiceContext(queued));
    expect(isSerializedServiceContext(payload)).toBe(true);
    // No rights travel: the worker reads them.
    expect(JSON.stringify(payload)).not.toContain('catalog.write');

    const now = loaders(userWith('admin.access')); // catalog.write was taken away meanwhile
    const restored = await restoreServiceContext(
      database,
      payload as never,
      { loaders: now, log },
      async (ctx) => ctx,
    );
    expect(restored).toMatchObject({ requestId: 'req-7', tenant, language: 'en-GB', system: null, tx });
    expect([...restored.user!.rightSet]).toEqual(['admin.access']);
    const [, userId, since] = vi.mocked(now.user).mock.calls[0]!;
    expect(userId).toBe('user-1');
    expect(since).toBeGreaterThanOrEqual(before);
  });

  it('refuses to run for a user who is gone or whose sessions were ended since', async () => {
    const queued = serviceContext({ log, tenant, language: 'de-DE', user: userWith('catalog.write') });
    const work = vi.fn(async () => 'done');
    const restoring = restoreServiceContext(
      database,
      throughQueue(serializeServiceContext(queued)) as never,
      { loaders: loaders(null), log },
      work,
    );
    await expect(restoring).rejects.toBeInstanceOf(DomainError);
    await expect(restoring).rejects.toMatchObject({ kind: 'forbidden', key: 'admin.jobUserGone' });
    expect(work).not.toHaveBeenCalled();
  });

  it('reads a platform operator acting for the tenant in their own tenant, only while they hold platform.tenants', async () => {
    const operator = { ...userWith('platform.tenants', 'tenant.settings'), actingFrom: 'tenant-home' };
    const queued = serviceContext({ log, tenant, language: 'de-DE', user: operator });
    const payload = throughQueue(serializeServiceContext(queued));
    expect(isSerializedServiceContext(payload)).toBe(true);

    const still = loaders(userWith('platform.tenants', 'tenant.settings'));
    const restored = await restoreServiceContext(
      database,
      payload as never,
      { loaders: still, log },
      async (ctx) => ctx,
    );
    expect(restored.tenant).toEqual(tenant);
    expect(restored.user?.actingFrom).toBe('tenant-home');

    const work = vi.fn(async () => 'done');
    const demoted = restoreServiceContext(
      database,
      payload as never,
      { loaders: loaders(userWith('tenant.settings')), log },
      work,
    );
    await expect(demoted).rejects.toMatchObject({ kind: 'forbidden', key: 'admin.jobUserGone' });
    expect(work).not.toHaveBeenCalled();
  });

  it('keeps a system actor and its reason, and a visitor as nobody', async () => {
    for (const parts of [{ system: { reason: 'nightly sweep' } }, {}]) {
      const queued = serviceContext({ log, tenant, language: 'de-DE', ...parts });
      const none = loaders(userWith('catalog.write'));
      const restored = await restoreServiceContext(
        database,
        throughQueue(serializeServiceContext(queued)) as never,
        { loaders: none, log },
        async (ctx) => ctx,
      );
      expect(restored.user).toBeNull();
      expect(restored.system).toEqual(parts.system ?? null);
      expect(none.user).not.toHaveBeenCalled();
    }
  });

  it('tells a payload that is not a serialised context apart', () => {
    const valid = serializeServiceContext(serviceContext({ log, tenant, language: 'de-DE' }));
    expect(isSerializedServiceContext(valid)).toBe(true);
    for (const broken of [
      null,
      'tenant-a',
      { ...valid, tenantId: 7 },
      { ...valid, actor: { kind: 'user', userId: 'user-1' } },
      { ...valid, actor: { kind: 'admin' } },
    ])
      expect(isSerializedServiceContext(broken)).toBe(false);
  });
});
