import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import type {} from '../tenancy/tenant-setup-contributions.ts'; // the contribution kinds, declared there
import { findMedia, storedName, thumbnailName } from './media.service.ts';
import { mediaFiles } from './media.tables.ts';

/** An uploaded picture's size, for the setup wizard's logo check (contributes.uploadedImageSize). */
export async function uploadedImageSize(tx: Tx, mediaId: string) {
  const row = await findMedia(tx, mediaId, { lock: true });
  return row ? { width: row.widthPx, height: row.heightPx } : null;
}

/**
 * Every stored file of a tenant, image and thumbnail (contributes.storedFilesOf): read on the privileged
 * path by the deletion of an abandoned setup, which names the tenant itself.
 */
export async function storedFilesOf(tx: Tx, tenantId: string): Promise<string[]> {
  const rows = await tx
    .select({ sha256: mediaFiles.sha256, mimeType: mediaFiles.mimeType })
    .from(mediaFiles)
    .where(eq(mediaFiles.tenantId, tenantId));
  return rows.flatMap((row) => [storedName(row), thumbnailName(row)]);
}
