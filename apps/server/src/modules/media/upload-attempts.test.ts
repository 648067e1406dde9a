import { pngHeader, pngImage } from '@print/core/media/image-fixtures';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { uploadAnswer, visitor } from '../../testing/upload-helpers.ts';

// Issue 12: the hourly quota counted stored files only, so a repeated picture or a file broken near its
// end was decoded again and again for free. Attempts are now counted per user and address before decoding.

let t: TestApp;
beforeAll(async () => {
  // Counters of their own: the Redis of the tests is shared by every test file and run.
  const run = randomUUID();
  t = await createTestApp({
    uploadAttemptLimits: {
      perUser: { name: `upload-user-${run}`, max: 3, windowSeconds: 3600 },
      perIp: { name: `upload-ip-${run}`, max: 5, windowSeconds: 3600 },
    },
  });
});
afterAll(() => t.close());

const LIMIT_MESSAGE = 'You have uploaded too many images in the last hour. Please try again later.';
const broken = Buffer.concat([pngHeader(100, 100), Buffer.from('<html>not an image</html>')]);

describe('upload attempts are limited before decoding', () => {
  it('refuses more attempts than allowed, counting repeats and refused broken files', async () => {
    const jar = await visitor(t);
    const first = await uploadAnswer(t, jar, pngImage(20, 20), 'a.png', 'image/png');
    expect(first.errors).toBeUndefined();
    const damaged = await uploadAnswer(t, jar, broken, 'b.png', 'image/png');
    expect(damaged.errors?.[0]?.extensions?.key).toBe('shop.uploadUnreadable');
    const again = await uploadAnswer(t, jar, pngImage(20, 20), 'a.png', 'image/png');
    expect(again.data?.uploadPrintImage.id).toBe(first.data?.uploadPrintImage.id);

    // Only one file is stored, yet the fourth attempt within the hour is refused.
    const refused = await uploadAnswer(t, jar, pngImage(30, 30), 'c.png', 'image/png');
    expect(refused.errors?.[0]?.extensions?.key).toBe('shop.uploadLimitReached');
    expect(refused.errors?.[0]?.message).toBe(LIMIT_MESSAGE);
    expect(refused.data?.uploadPrintImage ?? null).toBeNull();

    // Another session from the same address has what is left of the address's attempts (5 in all).
    const other = await visitor(t);
    expect((await uploadAnswer(t, other, pngImage(40, 40), 'd.png', 'image/png')).errors).toBeUndefined();
    const overAddress = await uploadAnswer(t, other, pngImage(50, 50), 'e.png', 'image/png');
    expect(overAddress.errors?.[0]?.message).toBe(LIMIT_MESSAGE);
  });
});
