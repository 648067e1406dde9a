import { pngImage } from '@print/core/media/image-fixtures';
import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeS3Server } from '../../testing/fake-s3-server.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadAnswer, visitor } from '../../testing/upload-helpers.ts';

let fake: Awaited<ReturnType<typeof startFakeS3Server>>;
let t: TestApp;
beforeAll(async () => {
  fake = await startFakeS3Server();
  t = await createTestApp({
    s3: {
      bucket: 'shop-media',
      region: 'us-east-1',
      endpoint: fake.endpoint,
      accessKeyId: 'test-key',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    },
  });
});
afterAll(async () => {
  await t?.close();
  await fake?.close();
});

describe('print image uploads on an S3-compatible store', () => {
  it('stores the upload and its thumbnail in the bucket and serves both from there', async () => {
    const jar = await visitor(t);
    const answer = await uploadAnswer(t, jar, pngImage(640, 480), 'logo.png', 'image/png');
    expect(answer.errors).toBeUndefined();
    const image = answer.data!.uploadPrintImage;

    const puts = fake.requests.filter((request) => request.method === 'PUT').map((r) => r.path);
    expect(puts).toHaveLength(2);
    for (const put of puts) expect(put).toMatch(/^\/shop-media\/[0-9a-f-]{36}\/[0-9a-f]{64}(-thumb)?\.\w+$/);
    // Nothing went to the local directory.
    expect(await readdir(t.mediaDir)).toEqual([]);

    const served = await t.app.inject({ url: image.url, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(Number(served.headers['content-length'])).toBe(served.rawPayload.length);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({
      format: 'png',
      width: 640,
      height: 480,
    });
    const [pngPut] = puts.filter((put) => put.endsWith('.png'));
    expect(served.rawPayload).toEqual(fake.object('shop-media', pngPut!.split('/').slice(2).join('/')));

    const thumb = await t.app.inject({ url: `${image.url}/thumb`, headers: { host: 'localhost' } });
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');

    // Another tenant's host still finds nothing.
    const elsewhere = await t.app.inject({ url: image.url, headers: { host: 'northprint.localhost' } });
    expect(elsewhere.statusCode).toBe(404);
  });
});
