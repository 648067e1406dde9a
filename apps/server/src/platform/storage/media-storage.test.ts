import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3Server } from '../../testing/fake-s3-server.ts';
import type { S3Settings } from '../config.ts';
import { createMediaStorage } from './create-media-storage.ts';
import type { MediaStorage } from './media-storage.ts';

let fake: Awaited<ReturnType<typeof startFakeS3Server>>;
let mediaDir: string;
beforeAll(async () => {
  fake = await startFakeS3Server();
  mediaDir = await mkdtemp(path.join(tmpdir(), 'print-media-'));
});
afterAll(async () => {
  await fake.close();
  await rm(mediaDir, { recursive: true, force: true });
});

const s3Settings = (): S3Settings => ({
  bucket: 'media',
  region: 'us-east-1',
  endpoint: fake.endpoint,
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
  forcePathStyle: true,
});

/** Both adapters, built through the factory the app uses, must behave the same. */
const adapters: { name: string; create: () => Promise<MediaStorage> }[] = [
  { name: 'local directory', create: () => createMediaStorage({}, mediaDir) },
  { name: 'S3-compatible bucket', create: () => createMediaStorage({ s3: s3Settings() }, mediaDir) },
];

async function bytesOf(stream: Readable) {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

describe.each(adapters)('media storage: $name', ({ create }) => {
  let storage: MediaStorage;
  const tenant = randomUUID();
  beforeAll(async () => {
    storage = await create();
  });

  it('gives back the bytes it was given, whole and as a stream with its size', async () => {
    const bytes = new Uint8Array([0, 1, 2, 0x0d, 0x0a, 0x1a, 0x80, 0xfe, 0xff]);
    await storage.put(tenant, 'abc123.png', bytes);
    expect(Buffer.from((await storage.read(tenant, 'abc123.png'))!)).toEqual(Buffer.from(bytes));
    const opened = await storage.open(tenant, 'abc123.png');
    expect(opened?.size).toBe(bytes.byteLength);
    expect(await bytesOf(opened!.stream)).toEqual(Buffer.from(bytes));
  });

  it('answers null for a file it does not hold', async () => {
    expect(await storage.open(tenant, 'missing.png')).toBeNull();
    expect(await storage.read(tenant, 'missing.png')).toBeNull();
    expect(await storage.read(randomUUID(), 'abc123.png')).toBeNull();
  });

  it('keeps tenants apart: the same name under two tenants is two files', async () => {
    const other = randomUUID();
    await storage.put(tenant, 'same-name.webp', Buffer.from('first tenant'));
    await storage.put(other, 'same-name.webp', Buffer.from('second tenant'));
    expect(Buffer.from((await storage.read(tenant, 'same-name.webp'))!).toString()).toBe('first tenant');
    expect(Buffer.from((await storage.read(other, 'same-name.webp'))!).toString()).toBe('second tenant');
  });

  it('refuses names that are not ours rather than resolving them', async () => {
    for (const [tenantId, name] of [
      [tenant, '../other/file.png'],
      [tenant, 'a/b.png'],
      ['..', 'file.png'],
      [tenant, 'UPPER.png'],
      [tenant, ''],
    ] as const) {
      await expect(storage.put(tenantId, name, new Uint8Array([1]))).rejects.toThrow(/Unsafe media path/);
      await expect(storage.open(tenantId, name)).rejects.toThrow(/Unsafe media path/);
      await expect(storage.read(tenantId, name)).rejects.toThrow(/Unsafe media path/);
    }
  });

  it('replaces a file written again under its name', async () => {
    await storage.put(tenant, 'again.png', Buffer.from('old and longer'));
    await storage.put(tenant, 'again.png', Buffer.from('new'));
    expect(Buffer.from((await storage.read(tenant, 'again.png'))!).toString()).toBe('new');
    expect((await storage.open(tenant, 'again.png'))?.size).toBe(3);
  });

  it('deletes a file, and takes a file that is not there (any more) as deleted', async () => {
    await storage.put(tenant, 'gone.png', Buffer.from('bytes'));
    await storage.put(tenant, 'stays.png', Buffer.from('bytes'));
    await storage.remove(tenant, 'gone.png');
    expect(await storage.read(tenant, 'gone.png')).toBeNull();
    expect(await storage.open(tenant, 'gone.png')).toBeNull();
    await expect(storage.remove(tenant, 'gone.png')).resolves.toBeUndefined();
    await expect(storage.remove(randomUUID(), 'never-stored.png')).resolves.toBeUndefined();
    expect(await storage.read(tenant, 'stays.png')).not.toBeNull();
  });

  it("deletes only the tenant's own file of that name", async () => {
    const other = randomUUID();
    await storage.put(tenant, 'shared-name.png', Buffer.from('mine'));
    await storage.put(other, 'shared-name.png', Buffer.from('theirs'));
    await storage.remove(other, 'shared-name.png');
    expect(Buffer.from((await storage.read(tenant, 'shared-name.png'))!).toString()).toBe('mine');
    await expect(storage.remove(tenant, '../other/shared-name.png')).rejects.toThrow(/Unsafe media path/);
  });

  it('streams a 2 MB file unchanged', async () => {
    const big = randomBytes(2 * 1024 * 1024);
    await storage.put(tenant, 'big.png', big);
    const opened = await storage.open(tenant, 'big.png');
    expect(opened?.size).toBe(big.length);
    const streamed = await bytesOf(opened!.stream);
    const hash = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
    expect(hash(streamed)).toBe(hash(big));
  });
});

describe('media storage on S3', () => {
  it('stores signed objects keyed <tenant>/<name> in the configured bucket', async () => {
    const storage = await createMediaStorage({ s3: s3Settings() }, mediaDir);
    const tenant = randomUUID();
    fake.requests.length = 0;
    await storage.put(tenant, 'keyed.png', Buffer.from('x'));
    expect(fake.object('media', `${tenant}/keyed.png`)?.toString()).toBe('x');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]).toMatchObject({ method: 'PUT', path: `/media/${tenant}/keyed.png` });
    expect(fake.requests[0]!.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key\//);
  });

  it('throws store failures other than a missing object, for the caller to report', async () => {
    const storage = await createMediaStorage({ s3: s3Settings() }, mediaDir);
    fake.deny(true);
    try {
      await expect(storage.open(randomUUID(), 'any.png')).rejects.toMatchObject({ name: 'AccessDenied' });
      await expect(storage.read(randomUUID(), 'any.png')).rejects.toMatchObject({ name: 'AccessDenied' });
      await expect(storage.put(randomUUID(), 'any.png', new Uint8Array([1]))).rejects.toMatchObject({
        name: 'AccessDenied',
      });
      // A delete the store refuses is not taken for done: the cleanup tries again.
      await expect(storage.remove(randomUUID(), 'any.png')).rejects.toMatchObject({ name: 'AccessDenied' });
    } finally {
      fake.deny(false);
    }
  });
});
