import { createHash } from 'node:crypto';
import {
  imageExtension,
  MAX_PRINT_IMAGE_BYTES,
  MAX_PRINT_IMAGE_PIXELS,
  MAX_PRINT_IMAGE_SIDE_PX,
  readImageInfo,
} from '@print/core/media/image-info';
import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { isUuid } from '../../platform/db/uuid.ts';
import { userInputError } from '../../platform/graphql/input-errors.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { mediaFiles } from './media.tables.ts';

export type MediaRow = typeof mediaFiles.$inferSelect;

/** The public path of a stored file: /media/{id} on the tenant's own hosts. */
export const mediaUrl = (id: string) => `/media/${id}`;

const storedName = (row: Pick<MediaRow, 'sha256' | 'mimeType'>) =>
  `${row.sha256}.${imageExtension(row.mimeType as Parameters<typeof imageExtension>[0])}`;

/**
 * Stores a print image uploaded by a shopper: PNG, JPEG or WebP by its bytes (not its name or declared
 * type), at most 10 MiB and 20,000 px a side. The same bytes uploaded again give the same file.
 */
export async function storePrintImage(
  tx: Tx,
  storage: MediaStorage,
  tenantId: string,
  uploadedBy: string | null,
  file: { bytes: Uint8Array; name: string },
): Promise<MediaRow> {
  if (file.bytes.byteLength > MAX_PRINT_IMAGE_BYTES) throw userInputError('shop.uploadTooLarge');
  const info = readImageInfo(file.bytes);
  if (!info) throw userInputError('shop.uploadWrongType');
  const side = Math.max(info.widthPx, info.heightPx);
  if (side > MAX_PRINT_IMAGE_SIDE_PX || info.widthPx * info.heightPx > MAX_PRINT_IMAGE_PIXELS)
    throw userInputError('shop.uploadTooLarge');
  if (uploadedBy) await assertUploadQuota(tx, uploadedBy, file.bytes.byteLength);
  const sha256 = createHash('sha256').update(file.bytes).digest('hex');
  const [existing] = await tx
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.tenantId, tenantId), eq(mediaFiles.sha256, sha256)));
  if (existing) return existing;
  // The file first: a row never points at bytes that are not there (a rolled-back row leaves an
  // unreferenced file, which the next upload of the same bytes reuses).
  await storage.put(tenantId, storedName({ sha256, mimeType: info.mimeType }), file.bytes);
  const [row] = await tx
    .insert(mediaFiles)
    .values({
      tenantId,
      sha256,
      mimeType: info.mimeType,
      byteSize: file.bytes.byteLength,
      widthPx: info.widthPx,
      heightPx: info.heightPx,
      // Shown back to the uploader only; kept free of the characters no field may hold (spec §5).
      originalName: cleanFileName(file.name),
      uploadedBy,
    })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // A concurrent upload of the same bytes won the insert.
  const [winner] = await tx
    .select()
    .from(mediaFiles)
    .where(and(eq(mediaFiles.tenantId, tenantId), eq(mediaFiles.sha256, sha256)));
  return winner!;
}

/** A file name without the forbidden characters of spec §5 and without control characters. */
const cleanFileName = (name: string) =>
  [...name]
    .filter((char) => !'<>\\{}'.includes(char) && char.charCodeAt(0) >= 0x20)
    .join('')
    .slice(0, 200);

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
    throw userInputError('shop.uploadLimitReached');
}

/** A stored file of the current tenant (row-level security), by the id in its URL. */
export async function findMedia(tx: Tx, id: string): Promise<MediaRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, id));
  return row ?? null;
}

export async function openMedia(storage: MediaStorage, row: MediaRow) {
  return storage.open(row.tenantId, storedName(row));
}

const MEDIA_PATH = /^\/media\/([0-9a-f-]{36})$/i;

/** Which of these values are paths of files stored for the current tenant (row-level security). */
export async function storedMediaPaths(tx: Tx, values: readonly string[]): Promise<Set<string>> {
  const ids = values.flatMap((value) => {
    const id = MEDIA_PATH.exec(value)?.[1];
    return id && isUuid(id) ? [id] : [];
  });
  if (!ids.length) return new Set();
  const rows = await tx.select({ id: mediaFiles.id }).from(mediaFiles).where(inArray(mediaFiles.id, ids));
  return new Set(rows.map((row) => mediaUrl(row.id)));
}
