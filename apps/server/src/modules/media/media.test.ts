import { pngImage } from '@print/core/media/image-fixtures';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadAnswer, visitor } from '../../testing/upload-helpers.ts';
import { cleanFileName, UPLOAD_QUOTA } from './media.service.ts';
import { mediaFiles } from './media.tables.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('print image uploads', () => {
  it('stores a PNG with its pixel size and serves it to the same shop only', async () => {
    const jar = await visitor(t);
    const answer = await uploadAnswer(t, jar, pngImage(1004, 650), 'logo.png', 'image/png');
    expect(answer.errors).toBeUndefined();
    const image = answer.data!.uploadPrintImage;
    expect(image).toMatchObject({ widthPx: 1004, heightPx: 650, mimeType: 'image/png' });
    expect(image.url).toBe(`/media/${image.id}`);

    const served = await t.app.inject({ url: image.url, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toBe('private, max-age=31536000, immutable');
    const decoded = await sharp(served.rawPayload).metadata();
    expect(decoded).toMatchObject({ format: 'png', width: 1004, height: 650 });

    // Another tenant's host does not find it (row-level security), nor does a made-up id.
    expect(
      (await t.app.inject({ url: image.url, headers: { host: 'northprint.localhost' } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: `${image.url}/thumb`, headers: { host: 'northprint.localhost' } }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/media/../../etc/passwd', headers: { host: 'localhost' } })).statusCode,
    ).toBe(404);
  });

  it('gives the same file for the same picture', async () => {
    const jar = await visitor(t);
    const first = (await uploadAnswer(t, jar, pngImage(300, 300), 'a.png', 'image/png')).data!;
    const second = (await uploadAnswer(t, jar, pngImage(300, 300), 'b.png', 'image/png')).data!;
    expect(second.uploadPrintImage.id).toBe(first.uploadPrintImage.id);
  });

  it('judges the bytes, not the name: an SVG called .png is refused with a clear message', async () => {
    const jar = await visitor(t);
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const answer = await uploadAnswer(t, jar, svg, 'logo.png', 'image/png');
    expect(answer.errors?.[0]?.extensions?.key).toBe('shop.uploadWrongType');
    expect(answer.errors?.[0]?.message).toBe('Please upload a PNG, JPEG or WebP image.');
  });

  it('stops a user after the hourly upload quota', async () => {
    const jar = await visitor(t);
    const first = (await uploadAnswer(t, jar, pngImage(40, 40), 'a.png', 'image/png')).data!;
    // The rest of the hour's quota, as if uploaded already.
    await withSystem(t.database, async (tx) => {
      const [row] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, first.uploadPrintImage.id));
      await tx.insert(mediaFiles).values(
        Array.from({ length: UPLOAD_QUOTA.files - 1 }, (_, n) => ({
          ...row!,
          id: randomUUID(),
          sha256: `${n}`.padStart(64, '0'),
        })),
      );
    });
    const refused = await uploadAnswer(t, jar, pngImage(41, 41), 'b.png', 'image/png');
    expect(refused.errors?.[0]?.extensions?.key).toBe('shop.uploadLimitReached');
    // Another visitor is not affected.
    const other = await uploadAnswer(t, await visitor(t), pngImage(42, 42), 'c.png', 'image/png');
    expect(other.errors).toBeUndefined();
  });

  it('keeps the file name whole: emoji are not cut in half, lone surrogates are dropped', async () => {
    // 199 letters and an emoji: cutting UTF-16 units at 200 stored half an emoji (U+FFFD).
    const long = `${'a'.repeat(199)}🎨🎨.png`;
    const answer = await uploadAnswer(t, await visitor(t), pngImage(61, 61), long, 'image/png');
    expect(answer.errors).toBeUndefined();
    const [row] = await withSystem(t.database, (tx) =>
      tx.select().from(mediaFiles).where(eq(mediaFiles.id, answer.data!.uploadPrintImage.id)),
    );
    expect(row!.originalName).toBe(`${'a'.repeat(199)}🎨`);
    // A multipart header cannot carry a lone surrogate (UTF-8); a name from elsewhere might.
    expect(cleanFileName('logo\uD83C.png\uDFA8\u0000<b>')).toBe('logo.pngb');
  });

  it('needs a session', async () => {
    const answer = await uploadAnswer(t, null, pngImage(10, 10), 'x.png', 'image/png');
    expect(answer.errors?.[0]?.message).toBe('Unauthorized');
  });
});
