import { pngImage } from '@print/core/media/image-fixtures';
import { serviceContextLoaders } from '../../users/service-context-loaders.ts';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Config } from '../../../platform/config.ts';
import { withSystem } from '../../../platform/db/tenant-scope.ts';
import { startJobQueue, type JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { ModuleJobContext } from '../../server-module.ts';
import { createMediaStorage } from '../../../platform/storage/create-media-storage.ts';
import type { MediaStorage } from '../../../platform/storage/media-storage.ts';
import { graphqlAs, loginAs, type CookieJar } from '../../../testing/auth-helpers.ts';
import {
  addToCart,
  ENVELOPE_VALUES,
  ENVELOPES,
  placeOrder,
  productId,
  visitor,
} from '../../../testing/checkout-helpers.ts';
import { startFakeS3Server } from '../../../testing/fake-s3-server.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { uploadFile } from '../../../testing/upload-helpers.ts';
import { serverModules } from '../../index.ts';
import { REMOVE_UNUSED_MEDIA, removeUnusedMedia } from '../../media/media-cleanup.ts';
import { storedName, thumbnailName } from '../../media/media.service.ts';
import { mediaFiles } from '../../media/media.tables.ts';
import { mailModule } from '../../mail/mail.module.ts';
import { mediaModule } from '../../media/media.module.ts';
import { products } from '../catalog.tables.ts';

// A picture removed from a gallery (or with its product) leaves no files behind once nothing names it
// any more (decision 0049): the media.remove-unused job, queued when the change commits, deletes the
// image, its thumbnail and its language alternatives, and keeps what another product or an order shows.
// With the job queue running, against the local directory and the S3-compatible fake.

const GALLERY = 'images { url alternatives { url } }';
const UPLOAD = `mutation fileUpload($productId: ID!, $file: File!, $alternativeFor: ProductImageAlternativeSlot) {
  uploadProductImage(productId: $productId, file: $file, alternativeFor: $alternativeFor) { ${GALLERY} } }`;
const REMOVE = `mutation Remove($productId: ID!, $url: String!) { removeProductImage(productId: $productId, url: $url) { ${GALLERY} } }`;
const REORDER = `mutation Reorder($productId: ID!, $urls: [String!]!) { reorderProductImages(productId: $productId, urls: $urls) { ${GALLERY} } }`;
const CREATE = `mutation Create($name: String!, $slug: String!) { createProduct(name: $name, slug: $slug) { id } }`;
const DELETE = `mutation Delete($id: ID!) { deleteProduct(id: $id) }`;

const log = pino({ level: 'silent' });
const sources = serverModules.flatMap((module) => module.contributes?.mediaReferences ?? []);
const s3Settings = (endpoint: string) => ({
  bucket: 'shop-media',
  region: 'us-east-1',
  endpoint,
  accessKeyId: 'test-key',
  secretAccessKey: 'test-secret',
  forcePathStyle: true,
});

describe.each([{ s3: false }, { s3: true }])('unused product pictures (S3: $s3)', ({ s3 }) => {
  let fake: Awaited<ReturnType<typeof startFakeS3Server>> | undefined;
  let t: TestApp;
  let storage: MediaStorage;
  let queue: JobQueue;
  let admin: CookieJar;
  let envelopes: string;

  beforeAll(async () => {
    fake = s3 ? await startFakeS3Server() : undefined;
    const settings = fake ? { s3: s3Settings(fake.endpoint) } : {};
    t = await createTestApp(settings);
    storage = await createMediaStorage(settings, t.mediaDir);
    const context: ModuleJobContext = {
      database: t.database,
      services: t.services,
      media: storage,
      mediaReferences: sources,
      contextLoaders: serviceContextLoaders,
      // 'production': mails are logged (to the silent log), not printed.
      config: { nodeEnv: 'production', mailFrom: 'shop@example.com' } as Config,
      log,
      send: (name, data) => queue.send(name, data),
      onStop: () => undefined,
    };
    // With the mail jobs too: placing an order queues its confirmation.
    queue = await startJobQueue(
      t.database,
      [...mediaModule.jobs!(context), ...mailModule.jobs!(context)],
      log,
    );
    admin = await loginAs(t, 'admin', 'Admin#2026');
    envelopes = await productId(t, ENVELOPES);
  });
  afterAll(async () => {
    await queue?.stop();
    await t?.close();
    await fake?.close();
  });

  let width = 400;
  /** A new picture (each call another one) or, with `same`, the picture of that width again. */
  const upload = async (product: string, extra: Record<string, unknown> = {}, same?: number) => {
    const response = await uploadFile(t, admin, {
      query: UPLOAD,
      variables: { productId: product, ...extra },
      content: pngImage(same ?? (width += 7), 120),
      filename: 'picture.png',
      type: 'image/png',
    });
    const images = (response.json() as { data: { uploadProductImage: { images: Image[] } } }).data
      .uploadProductImage.images;
    return { images, width };
  };
  type Image = { url: string; alternatives: { url: string }[] };

  /** The file's row and the names of its image and thumbnail in the store. */
  const fileOf = async (url: string) => {
    const [row] = await withSystem(t.database, (tx) =>
      tx
        .select()
        .from(mediaFiles)
        .where(eq(mediaFiles.id, url.split('/').at(-1)!)),
    );
    return row!;
  };
  const stored = async (file: Awaited<ReturnType<typeof fileOf>>) => ({
    image: (await storage.read(file.tenantId, storedName(file))) !== null,
    thumbnail: (await storage.read(file.tenantId, thumbnailName(file))) !== null,
    row: (
      await withSystem(t.database, (tx) => tx.select().from(mediaFiles).where(eq(mediaFiles.id, file.id)))
    ).length,
  });
  /** Waits for the thumbnail job, so that the thumbnail exists to be deleted. */
  const withThumbnail = async (url: string) => {
    await expect.poll(async () => (await fileOf(url)).thumbnailStatus, { timeout: 20_000 }).toBe('ready');
    return fileOf(url);
  };
  /** Runs `change`, then waits until the cleanup jobs it queued have finished. */
  const andCleanup = async (change: () => Promise<unknown>) => {
    const finished = async () =>
      (await queue.find(REMOVE_UNUSED_MEDIA, {})).filter((job) => job.state === 'completed').length;
    const before = await finished();
    await change();
    await expect.poll(finished, { timeout: 20_000 }).toBeGreaterThan(before);
    expect((await queue.find(REMOVE_UNUSED_MEDIA, {})).filter((job) => job.state !== 'completed')).toEqual(
      [],
    );
  };
  const remove = (product: string, url: string) =>
    graphqlAs(t, admin, REMOVE, { productId: product, url }).then((answer) => {
      expect(answer.body.errors).toBeUndefined();
    });
  const served = async (url: string) =>
    (await t.app.inject({ url, headers: { host: 'localhost' } })).statusCode;

  it('deletes a removed picture with its thumbnail and its language alternative', async () => {
    const { images } = await upload(envelopes);
    const picture = images.at(-1)!;
    const withAlternative = await upload(envelopes, {
      alternativeFor: { url: picture.url, language: 'en-GB' },
    });
    const alternative = withAlternative.images.at(-1)!.alternatives[0]!;
    const files = [await withThumbnail(picture.url), await withThumbnail(alternative.url)];
    for (const file of files) expect(await stored(file)).toEqual({ image: true, thumbnail: true, row: 1 });

    await andCleanup(() => remove(envelopes, picture.url));
    for (const file of files) expect(await stored(file)).toEqual({ image: false, thumbnail: false, row: 0 });
    expect(await served(picture.url)).toBe(404);
    expect(await served(`${alternative.url}/thumb`)).toBe(404);
  });

  it('keeps a picture another product still shows, and deletes it with the last one', async () => {
    const other = (
      await graphqlAs<{ createProduct: { id: string } }>(t, admin, CREATE, {
        name: 'Second gallery',
        slug: `second-gallery-${s3 ? 's3' : 'local'}`,
      })
    ).body.data!.createProduct.id;
    const first = await upload(envelopes);
    const url = first.images.at(-1)!.url;
    // The same picture uploaded to the other product is the same file.
    expect((await upload(other, {}, first.width)).images.at(-1)!.url).toBe(url);
    const file = await withThumbnail(url);

    await andCleanup(() => remove(envelopes, url));
    expect(await stored(file)).toEqual({ image: true, thumbnail: true, row: 1 });
    expect(await served(url)).toBe(200);

    // Deleting the product that still showed it deletes the file.
    await andCleanup(async () => {
      const answer = await graphqlAs(t, admin, DELETE, { id: other });
      expect(answer.body.errors).toBeUndefined();
    });
    expect(await stored(file)).toEqual({ image: false, thumbnail: false, row: 0 });
  });

  it('keeps the picture an order shows, however the gallery changes', async () => {
    const { images } = await upload(envelopes);
    const url = images.at(-1)!.url;
    // The standard image goes into the order as its item's picture.
    await graphqlAs(t, admin, REORDER, {
      productId: envelopes,
      urls: [url, ...images.slice(0, -1).map((image) => image.url)],
    });
    const shopper = await visitor(t);
    await addToCart(t, shopper, { productId: envelopes, quantity: 100, fieldValues: ENVELOPE_VALUES });
    expect((await placeOrder(t, shopper)).errors).toBeUndefined();
    const file = await withThumbnail(url);

    await andCleanup(() => remove(envelopes, url));
    expect(await stored(file)).toEqual({ image: true, thumbnail: true, row: 1 });
    expect(await served(url)).toBe(200);
  });

  it('runs again harmlessly, and takes files already gone from the store as deleted', async () => {
    const url = (await upload(envelopes)).images.at(-1)!.url;
    const file = await withThumbnail(url);
    // The store lost the thumbnail already (or an earlier run deleted it before failing).
    await storage.remove(file.tenantId, thumbnailName(file));
    await andCleanup(() => remove(envelopes, url));
    expect(await stored(file)).toEqual({ image: false, thumbnail: false, row: 0 });

    const again = await removeUnusedMedia(
      { database: t.database, storage, sources, log },
      { tenantId: file.tenantId, mediaIds: [file.id] },
    );
    expect(again).toEqual([{ mediaId: file.id, outcome: 'gone' }]);
    // Uploading the picture again stores it anew.
    const back = (await upload(envelopes, {}, file.widthPx)).images.at(-1)!.url;
    expect(await served(back)).toBe(200);
  });

  it("never deletes another shop's file, whoever names it", async () => {
    const url = (await upload(envelopes)).images.at(-1)!.url;
    const file = await withThumbnail(url);
    // The other shop's product names this shop's file (written there directly: the editor refuses it).
    const north = await loginAs(t, 'admin', 'Admin#2026', { host: 'northprint.localhost' });
    const northProduct = await productId(t, 'envelopes-c5', 'northprint');
    await withSystem(t.database, (tx) =>
      tx
        .update(products)
        .set({ images: [{ url }] })
        .where(eq(products.id, northProduct)),
    );
    await andCleanup(async () => {
      const answer = await graphqlAs(
        t,
        north,
        REMOVE,
        { productId: northProduct, url },
        'northprint.localhost',
      );
      expect(answer.body.errors).toBeUndefined();
    });
    // A job of the other shop naming this shop's file finds no such file.
    const [northRow] = await withSystem(t.database, (tx) =>
      tx.select({ tenantId: products.tenantId }).from(products).where(eq(products.id, northProduct)),
    );
    const direct = await removeUnusedMedia(
      { database: t.database, storage, sources, log },
      { tenantId: northRow!.tenantId, mediaIds: [file.id] },
    );
    expect(direct).toEqual([{ mediaId: file.id, outcome: 'gone' }]);
    expect(await stored(file)).toEqual({ image: true, thumbnail: true, row: 1 });
  });
});
