import { pngImage } from '@print/core/media/image-fixtures';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { startJobQueue, type JobDefinition, type JobQueue } from '../../../platform/jobs/job-queue.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { productId } from '../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { uploadFile } from '../../../testing/upload-helpers.ts';
import { localMediaStorage } from '../../../platform/storage/media-storage.ts';
import { THUMBNAIL_JOB } from '../../media/media.service.ts';
import { mediaFiles } from '../../media/media.tables.ts';
import { makeThumbnail, thumbnailJob } from '../../media/thumbnail-job.ts';
import { STUCK_MINUTES, sweepThumbnails } from '../../media/thumbnail-sweep.ts';

// A thumbnail whose job was lost stays 'pending' (the editor's "Preview being made…" for ever) unless
// the sweep of stuck thumbnails finds it: it queues the job again, and marks a file whose job failed all
// its attempts 'failed', which the media editor then shows.

const UPLOAD = `mutation fileUpload($productId: ID!, $file: File!) {
  uploadProductImage(productId: $productId, file: $file) { images { url } } }`;
const MEDIA = `query Media($productId: ID!) {
  productMedia(productId: $productId) { images { url thumbnailReady thumbnailFailed } } }`;

const log = pino({ level: 'silent' });
let t: TestApp;
let admin: CookieJar;
let product: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t, 'admin', 'Admin#2026');
  product = await productId(t, 'briefumschlaege-din-lang');
});
afterAll(() => t.close());

let width = 500;
/** An admin upload while no job queue runs: its thumbnail job is lost, the file stays pending. */
const uploadLost = async (minutesAgo: number) => {
  const response = await uploadFile(t, admin, {
    query: UPLOAD,
    variables: { productId: product },
    content: pngImage((width += 9), 150),
    filename: 'lost.png',
    type: 'image/png',
  });
  const url = (
    response.json() as { data: { uploadProductImage: { images: { url: string }[] } } }
  ).data.uploadProductImage.images.at(-1)!.url;
  const mediaId = url.split('/').at(-1)!;
  const [row] = await withSystem(t.database, (tx) =>
    tx
      .update(mediaFiles)
      .set({ createdAt: sql`now() - make_interval(mins => ${minutesAgo})` })
      .where(eq(mediaFiles.id, mediaId))
      .returning(),
  );
  expect(row!.thumbnailStatus).toBe('pending');
  return { url, width, file: { tenantId: row!.tenantId, mediaId } };
};
const statusOf = async (mediaId: string) =>
  (await withSystem(t.database, (tx) => tx.select().from(mediaFiles).where(eq(mediaFiles.id, mediaId))))[0]!
    .thumbnailStatus;
const galleryImage = async (url: string) => {
  const answer = await graphqlAs<{ productMedia: { images: { url: string }[] } }>(t, admin, MEDIA, {
    productId: product,
  });
  return answer.body.data!.productMedia.images.find((image) => image.url === url);
};

describe('the sweep of stuck thumbnails', () => {
  let queue: JobQueue;
  /** Files whose thumbnail job dies every time, as on an instance killed mid-run (nothing marks them). */
  const dying = new Set<string>();
  type Lost = Awaited<ReturnType<typeof uploadLost>>;
  let stuck: Lost;
  let fresh: Lost;
  let doomed: Lost;
  beforeAll(async () => {
    // Uploaded before the queue runs: their jobs are lost.
    stuck = await uploadLost(STUCK_MINUTES + 1);
    fresh = await uploadLost(0);
    doomed = await uploadLost(STUCK_MINUTES + 2);
    dying.add(doomed.file.mediaId);
    const storage = localMediaStorage(t.mediaDir);
    const thumbnails: JobDefinition<{ tenantId: string; mediaId: string }> = {
      ...thumbnailJob({ database: t.database, storage }),
      retry: { limit: 0, delaySeconds: 1 },
      run: (data, job) =>
        dying.has(data.mediaId)
          ? Promise.reject(new Error('the instance died'))
          : makeThumbnail({ database: t.database, storage }, data, job.lastAttempt),
    };
    queue = await startJobQueue(t.database, [thumbnails] as JobDefinition<never>[], log);
  });
  afterAll(() => queue?.stop());

  it('queues a lost thumbnail again: it is made, and the editor shows it', async () => {
    expect(await galleryImage(stuck.url)).toMatchObject({ thumbnailReady: false, thumbnailFailed: false });

    const swept = await sweepThumbnails({ database: t.database, queue, log });
    expect(swept.requeued).toEqual([doomed.file, stuck.file]);
    expect(swept.failed).toEqual([]);
    await expect.poll(() => statusOf(stuck.file.mediaId), { timeout: 20_000 }).toBe('ready');
    expect(await galleryImage(stuck.url)).toMatchObject({ thumbnailReady: true, thumbnailFailed: false });
    const thumb = await t.app.inject({ url: `${stuck.url}/thumb`, headers: { host: 'localhost' } });
    expect((await sharp(thumb.rawPayload).metadata()).format).toBe('webp');
    // A file pending for a moment only is its job's to finish, not the sweep's.
    expect(await statusOf(fresh.file.mediaId)).toBe('pending');
  });

  it('marks a thumbnail failed once its job failed all its attempts, and the editor says so', async () => {
    // Queued again by the first run; the job died on its (last) attempt, and nothing marked the file.
    const states = async () => (await queue.find(THUMBNAIL_JOB, doomed.file)).map((job) => job.state);
    await expect.poll(states, { timeout: 20_000 }).toEqual(['failed']);
    expect(await statusOf(doomed.file.mediaId)).toBe('pending');

    const swept = await sweepThumbnails({ database: t.database, queue, log });
    expect(swept).toEqual({ requeued: [], failed: [doomed.file] });
    expect(await statusOf(doomed.file.mediaId)).toBe('failed');
    expect(await galleryImage(doomed.url)).toMatchObject({ thumbnailReady: false, thumbnailFailed: true });
    // Nothing left to do: a further run changes nothing.
    expect(await sweepThumbnails({ database: t.database, queue, log })).toEqual({ requeued: [], failed: [] });

    // As the note says: uploading the picture again tries once more.
    dying.delete(doomed.file.mediaId);
    const again = await uploadFile(t, admin, {
      query: UPLOAD,
      variables: { productId: product },
      content: pngImage(doomed.width, 150),
      filename: 'again.png',
      type: 'image/png',
    });
    expect((again.json() as { errors?: unknown }).errors).toBeUndefined();
    // No longer failed: pending again (or already made, the job being quick).
    expect(await galleryImage(doomed.url)).toMatchObject({ thumbnailFailed: false });
    await expect.poll(() => statusOf(doomed.file.mediaId), { timeout: 20_000 }).toBe('ready');
  });
});
