import { pngImage } from '@print/core/media/image-fixtures';
import { serviceContextLoaders } from '../../users/service-context-loaders.ts';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../platform/config.ts';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { englishMessage } from '../../../platform/errors.ts';
import { startJobQueue, type JobQueue, type JobStatus } from '../../../platform/jobs/job-queue.ts';
import { createMediaStorage } from '../../../platform/storage/create-media-storage.ts';
import type { MediaStorage } from '../../../platform/storage/media-storage.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import { ENVELOPES, productId } from '../../../testing/checkout-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { uploadFile } from '../../../testing/upload-helpers.ts';
import { serverModules } from '../../index.ts';
import { REMOVE_UNUSED_MEDIA } from '../../media/media-cleanup.ts';
import { mediaModule } from '../../media/media.module.ts';
import { storedName } from '../../media/media.service.ts';
import { mediaFiles } from '../../media/media.tables.ts';
import type { ModuleJobContext } from '../../server-module.ts';
import { roles } from '../../users/users.tables.ts';

// The cleanup of a picture an admin removed from a gallery runs as a job acting for that admin
// (decision 0062): the worker restores the admin's service context with the rights they hold when it
// runs. An admin who lost catalog.write in between cannot have the job delete anything for them.

const UPLOAD = `mutation fileUpload($productId: ID!, $file: File!) {
  uploadProductImage(productId: $productId, file: $file) { images { url } } }`;
const REMOVE = `mutation Remove($productId: ID!, $url: String!) {
  removeProductImage(productId: $productId, url: $url) { images { url } } }`;

/** What the workers log: a failed run is logged with its error. */
const logged: { msg: string; job?: string; err?: { message: string } }[] = [];
const log = pino({ level: 'warn' }, { write: (line: string) => void logged.push(JSON.parse(line)) });
const failedCleanups = () =>
  logged.filter((line) => line.msg === 'job failed' && line.job === REMOVE_UNUSED_MEDIA);

let t: TestApp;
let storage: MediaStorage;
let context: ModuleJobContext;
let queue: JobQueue;
let admin: CookieJar;
let envelopes: string;

/** The media jobs' queue; `work: false` only queues, so a job waits until a working queue starts. */
const startQueue = async (work: boolean) => {
  await queue?.stop();
  queue = await startJobQueue(t.database, mediaModule.jobs!(context), log, { work });
};

beforeAll(async () => {
  t = await createTestApp();
  storage = await createMediaStorage({}, t.mediaDir);
  context = {
    database: t.database,
    services: t.services,
    media: storage,
    mediaReferences: serverModules.flatMap((module) => module.contributes?.mediaReferences ?? []),
    contextLoaders: serviceContextLoaders,
    config: { nodeEnv: 'production' } as Config,
    log,
    send: (name, data) => queue.send(name, data),
    onStop: () => undefined,
  };
  admin = await loginAs(t, 'admin', 'Admin#2026');
  envelopes = await productId(t, ENVELOPES);
});
afterAll(async () => {
  await queue?.stop();
  await t?.close();
});

let width = 300;
/** Puts a new picture into the gallery and removes it again; returns its stored file. */
async function addAndRemovePicture() {
  const uploaded = await uploadFile(t, admin, {
    query: UPLOAD,
    variables: { productId: envelopes },
    content: pngImage((width += 11), 90),
    filename: 'picture.png',
    type: 'image/png',
  });
  const images = (uploaded.json() as { data: { uploadProductImage: { images: { url: string }[] } } }).data
    .uploadProductImage.images;
  const url = images.at(-1)!.url;
  const [file] = await withSystem(t.database, (tx) =>
    tx
      .select()
      .from(mediaFiles)
      .where(eq(mediaFiles.id, url.split('/').at(-1)!)),
  );
  const removed = await graphqlAs(t, admin, REMOVE, { productId: envelopes, url });
  expect(removed.body.errors).toBeUndefined();
  return file!;
}

/** Whether the file's row and its image are still there. */
async function kept(file: Awaited<ReturnType<typeof addAndRemovePicture>>) {
  const rows = await withSystem(t.database, (tx) =>
    tx.select().from(mediaFiles).where(eq(mediaFiles.id, file.id)),
  );
  return { row: rows.length, image: (await storage.read(file.tenantId, storedName(file))) !== null };
}

/** The cleanup job of `before` jobs' count on, once it has run (retries pending count as run). */
async function cleanupRun(before: number): Promise<JobStatus> {
  let job: JobStatus | undefined;
  await expect
    .poll(
      async () => {
        job = (await queue.find(REMOVE_UNUSED_MEDIA, {})).sort(
          (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
        )[before];
        return job?.state;
      },
      { timeout: 20_000 },
    )
    .toMatch(/^(completed|retry|failed)$/);
  return job!;
}

describe("a job acting for an admin runs with the admin's rights of the moment", () => {
  it('deletes the removed picture while the admin holds catalog.write', async () => {
    await startQueue(true);
    const before = (await queue.find(REMOVE_UNUSED_MEDIA, {})).length;
    const file = await addAndRemovePicture();
    expect((await cleanupRun(before)).state).toBe('completed');
    expect(await kept(file)).toEqual({ row: 0, image: false });
  });

  it('deletes nothing once the admin lost catalog.write after queueing it', async () => {
    await startQueue(false);
    const before = (await queue.find(REMOVE_UNUSED_MEDIA, {})).length;
    const file = await addAndRemovePicture();
    // Queued once the change committed (on PostgreSQL possibly just after its answer).
    await expect.poll(async () => (await queue.find(REMOVE_UNUSED_MEDIA, {})).length).toBe(before + 1);
    // Taken away from the admin's role before the job runs.
    await withSystem(t.database, (tx) =>
      tx
        .update(roles)
        .set({ rights: sql`array_remove(${roles.rights}, 'catalog.write')` })
        .where(and(eq(roles.tenantId, file.tenantId), eq(roles.name, 'admin'))),
    );

    await startQueue(true);
    const job = await cleanupRun(before);
    expect(job.state).not.toBe('completed');
    expect(failedCleanups().map((line) => line.err?.message)).toEqual([
      englishMessage('admin.jobRightMissing'),
    ]);
    expect(await kept(file)).toEqual({ row: 1, image: true });
  });
});
