import { pngImage } from '@print/core/media/image-fixtures';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { createMediaStorage } from '../../../platform/storage/create-media-storage.ts';
import type { MediaStorage } from '../../../platform/storage/media-storage.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { productId } from '../../../testing/checkout-helpers.ts';
import { startFakeS3Server } from '../../../testing/fake-s3-server.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { uploadFile } from '../../../testing/upload-helpers.ts';
import { storedName } from '../../media/media.service.ts';
import { mediaFiles } from '../../media/media.tables.ts';
import { makeThumbnail } from '../../media/thumbnail-job.ts';

// Admin uploads get their thumbnails from the media.thumbnail job (decision 0046): until it ran, the
// editor shows a placeholder and /thumb serves the picture itself; afterwards the WebP, kept a year.
// Run against the local directory and the S3-compatible fake.

const UPLOAD = `mutation fileUpload($productId: ID!, $file: File!) {
  uploadProductImage(productId: $productId, file: $file) { images { url thumbnailUrl thumbnailReady } } }`;
const MEDIA =
  'query Media($productId: ID!) { productMedia(productId: $productId) { images { url thumbnailReady } } }';

type Store = { name: string; s3: boolean };
const stores: Store[] = [
  { name: 'local directory', s3: false },
  { name: 'S3-compatible bucket', s3: true },
];

describe.each(stores)('thumbnails of product images ($name)', ({ s3 }) => {
  let fake: Awaited<ReturnType<typeof startFakeS3Server>> | undefined;
  let t: TestApp;
  let storage: MediaStorage;
  let admin: CookieJar;
  let product: string;

  beforeAll(async () => {
    fake = s3 ? await startFakeS3Server() : undefined;
    const settings = fake && {
      bucket: 'shop-media',
      region: 'us-east-1',
      endpoint: fake.endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    };
    t = await createTestApp(settings ? { s3: settings } : {});
    // What the job's instance uses: the same store as the app's.
    storage = await createMediaStorage(settings ? { s3: settings } : {}, t.mediaDir);
    admin = await loginAs(t, 'admin', 'Admin#2026');
    product = await productId(t, 'briefumschlaege-din-lang');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const upload = async (width: number) => {
    const response = await uploadFile(t, admin, {
      query: UPLOAD,
      variables: { productId: product },
      content: pngImage(width, 300),
      filename: 'card.png',
      type: 'image/png',
    });
    const body = response.json() as {
      data: {
        uploadProductImage: { images: { url: string; thumbnailUrl: string; thumbnailReady: boolean }[] };
      };
    };
    return body.data.uploadProductImage.images.at(-1)!;
  };
  const rowOf = async (url: string) => {
    const [row] = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.id, url.split('/').at(-1)!)),
    );
    return row!;
  };
  const get = (url: string) => t.app.inject({ url, headers: { host: 'localhost' } });

  it('serves the picture until the job made the thumbnail, then the thumbnail', async () => {
    const image = await upload(900);
    expect(image.thumbnailReady).toBe(false);
    expect((await rowOf(image.url)).thumbnailStatus).toBe('pending');

    const before = await get(image.thumbnailUrl);
    expect(before.statusCode).toBe(200);
    expect(before.headers['content-type']).toBe('image/png');
    // The browser asks again next time, so it sees the thumbnail once made.
    expect(before.headers['cache-control']).toBe('private, no-cache');
    expect((await sharp(before.rawPayload).metadata()).width).toBe(900);

    const row = await rowOf(image.url);
    expect(
      await makeThumbnail({ database: t.database, storage }, { tenantId: row.tenantId, mediaId: row.id }),
    ).toBe('ready');
    const after = await get(image.thumbnailUrl);
    expect(after.headers['content-type']).toBe('image/webp');
    expect(after.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const thumbnail = await sharp(after.rawPayload).metadata();
    expect(thumbnail.format).toBe('webp');
    expect(thumbnail.width).toBeLessThan(900);

    const gallery = await graphqlAs<{ productMedia: { images: { url: string; thumbnailReady: boolean }[] } }>(
      t,
      admin,
      MEDIA,
      { productId: product },
    );
    expect(gallery.body.data!.productMedia.images.find((entry) => entry.url === image.url)).toMatchObject({
      thumbnailReady: true,
    });
  });

  it('marks the thumbnail failed after the last attempt, and keeps serving the picture', async () => {
    const image = await upload(910);
    const row = await rowOf(image.url);
    const original = await storage.read(row.tenantId, storedName(row));
    // The stored bytes broken (a store's fault): every attempt fails; only the last one says so.
    await storage.put(row.tenantId, storedName(row), new Uint8Array([1, 2, 3]));
    const job = { database: t.database, storage };
    const data = { tenantId: row.tenantId, mediaId: row.id };
    await expect(makeThumbnail(job, data, false)).rejects.toThrow();
    expect((await rowOf(image.url)).thumbnailStatus).toBe('pending');
    await expect(makeThumbnail(job, data, true)).rejects.toThrow();
    expect((await rowOf(image.url)).thumbnailStatus).toBe('failed');
    await storage.put(row.tenantId, storedName(row), original!);
    const served = await get(image.thumbnailUrl);
    expect(served.headers['content-type']).toBe('image/png');
  });
});
