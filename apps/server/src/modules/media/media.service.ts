import { createHash } from 'node:crypto';
import {
  imageExtension,
  MAX_PRINT_IMAGE_BYTES,
  MAX_PRINT_IMAGE_SIDE_PX,
  readImageInfo,
} from '@print/core/media/image-info';
import { and, eq } from 'drizzle-orm';
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
  if (info.widthPx > MAX_PRINT_IMAGE_SIDE_PX || info.heightPx > MAX_PRINT_IMAGE_SIDE_PX)
    throw userInputError('shop.uploadTooLarge');
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
      originalName: file.name.slice(0, 200),
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

/** A stored file of the current tenant (row-level security), by the id in its URL. */
export async function findMedia(tx: Tx, id: string): Promise<MediaRow | null> {
  if (!isUuid(id)) return null;
  const [row] = await tx.select().from(mediaFiles).where(eq(mediaFiles.id, id));
  return row ?? null;
}

export async function openMedia(storage: MediaStorage, row: MediaRow) {
  return storage.open(row.tenantId, storedName(row));
}
