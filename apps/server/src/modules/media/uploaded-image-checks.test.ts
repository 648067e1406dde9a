import { pngHeader, pngImage } from '@print/core/media/image-fixtures';
import { createHash } from 'node:crypto';
import { mkdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadAnswer, uploadImage, visitor } from '../../testing/upload-helpers.ts';
import { mediaFiles } from './media.tables.ts';
import { encodePrintImage } from './print-image-codec.ts';

// Issue 12: uploads were trusted by their first bytes. Every upload is now decoded with sharp, refused
// above the pixel limit or when it does not decode, and stored re-encoded with a WebP thumbnail.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const storedFiles = async () =>
  withSystem(t.database, async (tx) => (await tx.select({ n: count() }).from(mediaFiles))[0]!.n);

const get = (url: string, host = 'localhost') => t.app.inject({ url, headers: { host } });

/** The end of every PNG: the IEND chunk (length 0, type, CRC). */
const IEND = Buffer.from('0000000049454e44ae426082', 'hex');

describe('uploaded images are decoded, not trusted by their first bytes', () => {
  it('refuses a decompression bomb (10,000 × 10,000 px in a few hundred KB) and says the limit', async () => {
    const bomb = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#fff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    expect(bomb.byteLength).toBeLessThan(400 * 1024);
    const before = await storedFiles();
    const answer = await uploadAnswer(t, await visitor(t), bomb, 'bomb.png', 'image/png');
    expect(answer.errors?.[0]?.extensions?.key).toBe('shop.uploadTooManyPixels');
    expect(answer.errors?.[0]?.message).toBe(
      'The image has too many pixels (at most 40 megapixels and 20,000 pixels a side). Please make it smaller and upload it again.',
    );
    expect(await storedFiles()).toBe(before);
    // The decoder itself holds the limit too, whatever a header check said.
    expect(await encodePrintImage(bomb, { mimeType: 'image/png', widthPx: 10, heightPx: 10 })).toEqual({
      ok: false,
      key: 'shop.uploadTooManyPixels',
    });
  });

  it('refuses a PNG header followed by HTML as a damaged image, and stores nothing', async () => {
    const html = Buffer.concat([
      pngHeader(100, 100),
      Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>'),
    ]);
    const before = await storedFiles();
    const answer = await uploadAnswer(t, await visitor(t), html, 'logo.png', 'image/png');
    expect(answer.errors?.[0]?.extensions?.key).toBe('shop.uploadUnreadable');
    expect(answer.errors?.[0]?.message).toBe(
      'The image could not be read; the file is probably damaged. Please save it again as PNG, JPEG or WebP and upload it.',
    );
    expect(await storedFiles()).toBe(before);
  });

  it('stores only the pixels of a PNG with megabytes of data appended', async () => {
    const picture = pngImage(600, 400);
    const appended = Buffer.alloc(3 * 1024 * 1024, '<script>alert(1)</script>');
    const answer = await uploadAnswer(
      t,
      await visitor(t),
      Buffer.concat([picture, appended]),
      'logo.png',
      'image/png',
    );
    expect(answer.errors).toBeUndefined();
    const image = answer.data!.uploadPrintImage;
    expect(image).toMatchObject({ widthPx: 600, heightPx: 400, mimeType: 'image/png' });

    const served = await get(image.url);
    expect(served.statusCode).toBe(200);
    const bytes = served.rawPayload;
    expect(bytes.byteLength).toBeLessThan(picture.byteLength);
    expect(bytes.includes('<script')).toBe(false);
    // Nothing after the image's last chunk.
    expect(bytes.subarray(bytes.byteLength - IEND.byteLength)).toEqual(IEND);
    expect(await sharp(bytes, { failOn: 'warning' }).metadata()).toMatchObject({
      format: 'png',
      width: 600,
      height: 400,
    });
  });

  it('refuses a body over the upload limit before reading it all (413)', async () => {
    const body = Buffer.concat([pngImage(100, 100), Buffer.alloc(11 * 1024 * 1024, 1)]);
    const response = await uploadImage(t, await visitor(t), body, 'big.png', 'image/png');
    expect(response.statusCode).toBe(413);
  });

  it('drops a JPEG’s metadata (GPS position, owner) and applies its orientation', async () => {
    // 200 × 100 px stored sideways: EXIF orientation 6 says "turn it upright", i.e. 100 × 200.
    const photo = await sharp({ create: { width: 200, height: 100, channels: 3, background: '#0a0' } })
      .jpeg()
      .withExif({
        IFD0: { Copyright: 'Secret Owner' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '52/1 31/1 0/1' },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect(photo.includes('Secret Owner')).toBe(true);

    const answer = await uploadAnswer(t, await visitor(t), photo, 'photo.jpg', 'image/jpeg');
    expect(answer.errors).toBeUndefined();
    const image = answer.data!.uploadPrintImage;
    expect(image).toMatchObject({ widthPx: 100, heightPx: 200, mimeType: 'image/jpeg' });

    const served = (await get(image.url)).rawPayload;
    expect(served.includes('Secret Owner')).toBe(false);
    const metadata = await sharp(served).metadata();
    expect(metadata).toMatchObject({ format: 'jpeg', width: 100, height: 200 });
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation).toBeUndefined();
  });

  it('keeps WebP (lossy and lossless) and JPEG uploads working, in their format', async () => {
    const jar = await visitor(t);
    const canvas = sharp({ create: { width: 320, height: 240, channels: 3, background: '#36c' } });
    for (const [file, type, format] of [
      [await canvas.clone().webp({ quality: 80 }).toBuffer(), 'image/webp', 'webp'],
      [await canvas.clone().webp({ lossless: true }).toBuffer(), 'image/webp', 'webp'],
      [await canvas.clone().jpeg().toBuffer(), 'image/jpeg', 'jpeg'],
    ] as const) {
      const answer = await uploadAnswer(t, jar, file, 'motif', type);
      expect(answer.errors).toBeUndefined();
      const image = answer.data!.uploadPrintImage;
      expect(image).toMatchObject({ widthPx: 320, heightPx: 240, mimeType: type });
      const served = await get(image.url);
      expect(served.headers['content-type']).toBe(type);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format, width: 320, height: 240 });
    }
  });
});

describe('thumbnails', () => {
  it('serves a WebP thumbnail of at most 400 px, cached like the image', async () => {
    const answer = await uploadAnswer(t, await visitor(t), pngImage(1200, 800), 'motif.png', 'image/png');
    const image = answer.data!.uploadPrintImage;
    const thumb = await get(`${image.url}/thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(thumb.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    expect(thumb.headers['x-content-type-options']).toBe('nosniff');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 267,
    });
    expect(thumb.rawPayload.byteLength).toBeLessThan(64 * 1024);
  });

  it('makes the thumbnail of an image stored before thumbnails existed on first request', async () => {
    // This shop's folder, from an upload of today.
    const today = await uploadAnswer(t, await visitor(t), pngImage(10, 10), 'a.png', 'image/png');
    const { tenantId } = await withSystem(
      t.database,
      async (tx) =>
        (await tx.select().from(mediaFiles).where(eq(mediaFiles.id, today.data!.uploadPrintImage.id)))[0]!,
    );
    // An upload as stored before: the file, its row, no thumbnail.
    const bytes = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#c30' } })
      .png()
      .toBuffer();
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    await mkdir(path.join(t.mediaDir, tenantId), { recursive: true });
    await writeFile(path.join(t.mediaDir, tenantId, `${sha256}.png`), bytes);
    const [row] = await withSystem(t.database, (tx) =>
      tx
        .insert(mediaFiles)
        .values({
          tenantId,
          sha256,
          mimeType: 'image/png',
          byteSize: bytes.byteLength,
          widthPx: 900,
          heightPx: 300,
        })
        .returning(),
    );

    const thumb = await get(`/media/${row!.id}/thumb`);
    expect(thumb.statusCode).toBe(200);
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({
      format: 'webp',
      width: 400,
      height: 133,
    });
    expect((await stat(path.join(t.mediaDir, tenantId, `${sha256}-thumb.webp`))).isFile()).toBe(true);
    await withSystem(t.database, (tx) => tx.delete(mediaFiles).where(eq(mediaFiles.id, row!.id)));
  });
});
