import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { pngHeader } from '@print/core/media/image-fixtures';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../platform/db/tenant-scope.ts';
import { authPost, cookieHeader, type CookieJar } from '../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { UPLOAD_QUOTA } from './media.service.ts';
import { mediaFiles } from './media.tables.ts';

const UPLOAD =
  'mutation fileUpload($file: File!) { uploadPrintImage(file: $file) { id url widthPx heightPx mimeType } }';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function visitor(host = 'localhost'): Promise<CookieJar> {
  const jar: CookieJar = new Map();
  await authPost(t, AUTH_PATHS.temporarySession, { language: 'en-GB' }, jar, host);
  return jar;
}

/** The multipart request the web client sends (spec §7: operations, map, numbered files). */
function upload(
  jar: CookieJar | null,
  content: Uint8Array,
  filename: string,
  type: string,
  host = 'localhost',
) {
  const boundary = '----print-test';
  const head = (name: string, extra = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      `${head('operations')}\r\n${JSON.stringify({ query: UPLOAD, variables: { file: null }, operationName: 'fileUpload' })}\r\n` +
        `${head('map')}\r\n{"0":["variables.file"]}\r\n` +
        `${head('0', `; filename="${filename}"`)}Content-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/service-api/graphql?c=fileUpload',
    headers: {
      host,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-print-csrf': '1',
      'operation-name': 'fileUpload',
      ...(jar ? { cookie: cookieHeader(jar) } : {}),
    },
    payload: body,
  });
}

type Uploaded = { id: string; url: string; widthPx: number; heightPx: number; mimeType: string };
type Answer = {
  data?: { uploadPrintImage: Uploaded } | null;
  errors?: { message: string; extensions?: { key?: string } }[];
};

describe('print image uploads', () => {
  it('stores a PNG with its pixel size and serves it to the same shop only', async () => {
    const jar = await visitor();
    const png = pngHeader(1004, 650);
    const answer = (await upload(jar, png, 'logo.png', 'image/png')).json() as Answer;
    expect(answer.errors).toBeUndefined();
    const image = answer.data!.uploadPrintImage;
    expect(image).toMatchObject({ widthPx: 1004, heightPx: 650, mimeType: 'image/png' });
    expect(image.url).toBe(`/media/${image.id}`);

    const served = await t.app.inject({ url: image.url, headers: { host: 'localhost' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(served.rawPayload, Buffer.from(png))).toBe(0);

    // Another tenant's host does not find it (row-level security), nor does a made-up id.
    expect(
      (await t.app.inject({ url: image.url, headers: { host: 'northprint.localhost' } })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ url: '/media/../../etc/passwd', headers: { host: 'localhost' } })).statusCode,
    ).toBe(404);
  });

  it('gives the same file for the same bytes', async () => {
    const jar = await visitor();
    const first = ((await upload(jar, pngHeader(300, 300), 'a.png', 'image/png')).json() as Answer).data!;
    const second = ((await upload(jar, pngHeader(300, 300), 'b.png', 'image/png')).json() as Answer).data!;
    expect(second.uploadPrintImage.id).toBe(first.uploadPrintImage.id);
  });

  it('judges the bytes, not the name: an SVG called .png is refused with a clear message', async () => {
    const jar = await visitor();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>');
    const answer = (await upload(jar, svg, 'logo.png', 'image/png')).json() as Answer;
    expect(answer.errors?.[0]?.extensions?.key).toBe('shop.uploadWrongType');
    expect(answer.errors?.[0]?.message).toBe('Please upload a PNG, JPEG or WebP image.');
  });

  it('stops a user after the hourly upload quota', async () => {
    const jar = await visitor();
    const first = ((await upload(jar, pngHeader(40, 40), 'a.png', 'image/png')).json() as Answer).data!;
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
    const refused = (await upload(jar, pngHeader(41, 41), 'b.png', 'image/png')).json() as Answer;
    expect(refused.errors?.[0]?.extensions?.key).toBe('shop.uploadLimitReached');
    // Another visitor is not affected.
    const other = (await upload(await visitor(), pngHeader(42, 42), 'c.png', 'image/png')).json() as Answer;
    expect(other.errors).toBeUndefined();
  });

  it('needs a session', async () => {
    const answer = (await upload(null, pngHeader(10, 10), 'x.png', 'image/png')).json() as Answer;
    expect(answer.errors?.[0]?.message).toBe('Unauthorized');
  });
});
