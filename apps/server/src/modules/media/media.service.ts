import { createHash } from 'node:crypto';
import { imageExtension, readImageInfo } from '@print/core/media/image-info';
import { mediaIdOf, mediaPath, mediaThumbnailPath } from '@print/core/media/media-paths';
import type { MediaCredit } from '@print/core/media/stock-photos';
import {
  MAX_PRINT_IMAGE_BYTES,
  printImageLimitParams,
  printImageSizeProblem,
  type PrintImageType,
} from '@print/core/media/print-image-limits';
import { findUnstorableCharacters } from '@print/core/validation/storable-text';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { invalidInput, unavailable } from '../../platform/errors.ts';
import { sendAfterCommit } from '../../platform/jobs/job-queue.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { mediaFiles } from './media.tables.ts';
import { encodePrintImage, thumbnailOf } from './print-image-codec.ts';

export type MediaRow = typeof mediaFiles.$inferSelect;

/** The public path of a stored file: /media/{id} on the tenant's own hosts. */
export const mediaUrl = mediaPath;

type StoredName = Pick<MediaRow, 'sha256' | 'mimeType'>;
export const storedName = (row: StoredName) =>
  `${row.sha256}.${imageExtension(row.mimeType as PrintImageType)}`;
export const thumbnailName = (row: StoredName) => `${row.sha256}-thumb.webp`;

/** The job that makes an admin upload's thumbnail (thumbnail-job.ts). */
export const THUMBNAIL_JOB = 'media.thumbnail';

/** Runs a short piece of work in a transaction of the upload's tenant. */
export type InTenant = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>;

/** A refused upload: the message says the limit (in en-GB here; the browser fills in its own). */
const refused = (key: string) => invalidInput(key, {}, printImageLimitParams('en-GB'));

/**
 * Stores a print image uploaded by a shopper: PNG, JPEG or WebP by its bytes (not its name or declared
 * type), within the limits of print-image-limits.ts, decoded and re-encoded (print-image-codec.ts) so
 * that only pixels are stored, with a WebP thumbnail. The decoding runs outside any transaction: two
 * short ones check the quota before it and write and record the file after it. The same picture
 * uploaded again gives the same file (the content hash is the re-encoded bytes').
 *
 * `thumbnailByJob` (an admin's product images): the thumbnail is left to the media.thumbnail job, queued
 * when the file's row commits; until it is ready the thumbnail's address serves the image itself.
 */
export async function storePrintImage(
  deps: { storage: MediaStorage; inTenant: InTenant },
  tenantId: string,
  uploadedBy: string | null,
  file: { bytes: Uint8Array; name: string },
  { thumbnailByJob = false }: { thumbnailByJob?: boolean } = {},
): Promise<MediaRow> {
  if (file.bytes.byteLength > MAX_PRINT_IMAGE_BYTES) throw refused('shop.uploadTooLarge');
  const info = readImageInfo(file.bytes);
  if (!info) throw refused('shop.uploadWrongType');
  // The header's size first: a bomb is refused without starting the decoder.
  const sizeProblem = printImageSizeProblem(info);
  if (sizeProblem) throw refused(sizeProblem);
  if (uploadedBy) await deps.inTenant((tx) => assertUploadQuota(tx, uploadedBy, file.bytes.byteLength));

  const image = await encodePrintImage(file.bytes, info, { withThumbnail: !thumbnailByJob });
  if (!image.ok) throw refused(image.key);
  const sha256 = createHash('sha256').update(image.bytes).digest('hex');
  const names = { sha256, mimeType: image.mimeType };
  return deps.inTenant(async (tx) => {
    // Under the content's lock, which the cleanup of unused files holds while it deletes a file of this
    // content (media-cleanup.ts): the bytes written here cannot be deleted before the row is found or
    // made, so the row that is answered has its bytes.
    await lockMediaContent(tx, tenantId, sha256);
    // The files first: a row never points at bytes that are not there (a rolled-back row leaves an
    // unreferenced file, which the next upload of the same picture reuses).
    await deps.storage.put(tenantId, storedName(names), image.bytes);
    if (image.thumbnail) await deps.storage.put(tenantId, thumbnailName(names), image.thumbnail);
    const [existing] = await tx
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.tenantId, tenantId), eq(mediaFiles.sha256, sha256)));
    if (existing) {
      if (!thumbnailByJob || !thumbnailAwaited(existing)) return existing;
      // A thumbnail still awaited (its job lost, or failed): uploading the file again asks once more,
      // and a failed one is pending again meanwhile (the editor shows it coming, not failed).
      sendAfterCommit(THUMBNAIL_JOB, { tenantId, mediaId: existing.id });
      if (existing.thumbnailStatus !== 'failed') return existing;
      const [pending] = await tx
        .update(mediaFiles)
        .set({ thumbnailStatus: 'pending' })
        .where(and(eq(mediaFiles.tenantId, tenantId), eq(mediaFiles.id, existing.id)))
        .returning();
      return pending ?? existing;
    }
    // Again: uploads of the same user may have been decoded side by side.
    if (uploadedBy) await assertUploadQuota(tx, uploadedBy, image.bytes.byteLength);
    const [row] = await tx
      .insert(mediaFiles)
      .values({
        sha256,
        mimeType: image.mimeType,
        byteSize: image.bytes.byteLength,
        widthPx: image.widthPx,
        heightPx: image.heightPx,
        // Shown back to the uploader only; kept free of the characters no field may hold (spec §5).
        originalName: cleanFileName(file.name),
        uploadedBy,
        thumbnailStatus: thumbnailByJob ? 'pending' : 'none',
      })
      .onConflictDoNothing()
      .returning();
    if (row) {
      if (thumbnailByJob) sendAfterCommit(THUMBNAIL_JOB, { tenantId, mediaId: row.id });
      return row;
    }
    // A concurrent upload of the same picture won the insert.
    const [winner] = await tx
      .select()
      .from(mediaFiles)
      .where(and(eq(mediaFiles.tenantId, tenantId), eq(mediaFiles.sha256, sha256)));
    return winner!;
  });
}

/**
 * Keeps a stock photo's credit with its stored file, answering the file as it is then. The same picture
 * chosen again carries the same credit: nothing is written.
 */
export async function creditMedia(tx: Tx, row: MediaRow, credit: MediaCredit): Promise<MediaRow> {
  const same =
    row.credit?.authorName === credit.authorName &&
    row.credit.authorUrl === credit.authorUrl &&
    row.credit.sourceUrl === credit.sourceUrl;
  if (same) return row;
  const [credited] = await tx
    .update(mediaFiles)
    .set({ credit })
    .where(and(eq(mediaFiles.tenantId, row.tenantId), eq(mediaFiles.id, row.id)))
    .returning();
  return credited ?? row;
}

/** Key space of the locks on one tenant's file content (two-int advisory keys, as checkout-lock.ts). */
const MEDIA_CONTENT_LOCK_SPACE = 724_010;

/**
 * Serialises what writes or deletes the files of one content hash (an upload storing it, the cleanup
 * deleting it) until the transaction ends. A hash collision of the key only makes two uploads wait for
 * each other once; on PGlite transactions run one at a time anyway.
 */
export async function lockMediaContent(tx: Tx, tenantId: string, sha256: string): Promise<void> {
  await tx.execute(
    sql`select pg_advisory_xact_lock(${MEDIA_CONTENT_LOCK_SPACE}, hashtext(${`${tenantId}/${sha256}`}))`,
  );
}

/**
 * A file name without the forbidden characters of spec §5, control characters and lone surrogates (the
 * driver would store U+FFFD), cut at 200 characters (code points: an emoji is never cut in half).
 */
export const cleanFileName = (name: string) =>
  Array.from(name)
    .filter(
      (char) =>
        !'<>\\{}'.includes(char) && char.charCodeAt(0) >= 0x20 && findUnstorableCharacters(char).length === 0,
    )
    .slice(0, 200)
    .join('');

/** Per user and hour: enough for any design session, too little to fill the disk from a script. */
export const UPLOAD_QUOTA = { files: 60, bytes: 200 * 1024 * 1024 };

async function assertUploadQuota(tx: Tx, userId: string, bytes: number) {
  const [used] = await tx
    .select({
      files: sql<number>`count(*)::int`,
      bytes: sql<number>`coalesce(sum(${mediaFiles.byteSize}), 0)::bigint`,
    })
    .from(mediaFiles)
    .where(and(eq(mediaFiles.uploadedBy, userId), gt(mediaFiles.createdAt, sql`now() - interval '1 hour'`)));
  if ((used?.files ?? 0) >= UPLOAD_QUOTA.files || Number(used?.bytes ?? 0) + bytes > UPLOAD_QUOTA.bytes)
    throw unavailable('shop.uploadLimitReached');
}

/**
 * A stored file of the current tenant (row-level security), by the id in its URL. `lock`: share-locked
 * until the transaction ends, so the cleanup of unused files cannot delete it meanwhile.
 */
export async function findMedia(
  tx: Tx,
  id: string,
  { lock = false }: { lock?: boolean } = {},
): Promise<MediaRow | null> {
  if (!isUuid(id)) return null;
  const query = tx.select().from(mediaFiles).where(eq(mediaFiles.id, id));
  const [row] = lock ? await query.for('share') : await query;
  return row ?? null;
}

export async function openMedia(storage: MediaStorage, row: MediaRow) {
  return storage.open(row.tenantId, storedName(row));
}

/** Whether the file's thumbnail is still to come from the media.thumbnail job (or never came). */
export const thumbnailAwaited = (row: Pick<MediaRow, 'thumbnailStatus'>) =>
  row.thumbnailStatus === 'pending' || row.thumbnailStatus === 'failed';

/**
 * The WebP thumbnail of a stored file; the image itself while the job has not made it. Files stored
 * before thumbnails were made at upload get theirs made (and kept) on first request.
 */
export async function openMediaThumbnail(storage: MediaStorage, row: MediaRow) {
  if (thumbnailAwaited(row)) return openMedia(storage, row);
  const stored = await storage.open(row.tenantId, thumbnailName(row));
  if (stored) return stored;
  const original = await storage.read(row.tenantId, storedName(row));
  // An old file that does not decode (stored before uploads were decoded) has no thumbnail.
  const thumbnail = original && (await thumbnailOf(original).catch(() => null));
  if (!thumbnail) return null;
  await storage.put(row.tenantId, thumbnailName(row), thumbnail);
  return storage.open(row.tenantId, thumbnailName(row));
}

/**
 * Which of these values are paths of files stored for the current tenant (row-level security). The
 * files are share-locked until the transaction ends: the record about to name them (a cart item) is
 * then seen by a cleanup running at the same time, or the file is found gone here.
 */
export async function storedMediaPaths(tx: Tx, values: readonly string[]): Promise<Set<string>> {
  const ids = values.flatMap((value) => {
    const id = mediaIdOf(value);
    return id && isUuid(id) ? [id] : [];
  });
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: mediaFiles.id })
    .from(mediaFiles)
    .where(inArray(mediaFiles.id, ids))
    .for('share');
  return new Set(rows.map((row) => mediaUrl(row.id)));
}

/**
 * A stored file as a product gallery shows it: its address, its thumbnail's, whether that is made, and
 * whether making it failed for good (the job's last attempt, or the sweep of stuck thumbnails, said so).
 */
export type MediaPreview = {
  url: string;
  thumbnailUrl: string;
  thumbnailReady: boolean;
  thumbnailFailed: boolean;
};

/**
 * The previews of those values that are files stored for the current tenant (row-level security), in
 * one statement; other values (another tenant's file, an outside address) are absent from the map.
 */
export async function mediaPreviews(tx: Tx, values: readonly string[]): Promise<Map<string, MediaPreview>> {
  const ids = [
    ...new Set(
      values.flatMap((value) => {
        const id = mediaIdOf(value);
        return id && isUuid(id) ? [id.toLowerCase()] : [];
      }),
    ),
  ];
  if (!ids.length) return new Map();
  const rows = await tx
    .select({ id: mediaFiles.id, thumbnailStatus: mediaFiles.thumbnailStatus })
    .from(mediaFiles)
    .where(inArray(mediaFiles.id, ids));
  return new Map(
    rows.map((row) => [
      mediaUrl(row.id),
      {
        url: mediaUrl(row.id),
        thumbnailUrl: mediaThumbnailPath(row.id),
        thumbnailReady: !thumbnailAwaited(row),
        thumbnailFailed: row.thumbnailStatus === 'failed',
      },
    ]),
  );
}
