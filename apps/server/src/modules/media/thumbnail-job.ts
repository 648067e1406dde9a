import { and, eq } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import type { MediaStorage } from '../../platform/storage/media-storage.ts';
import { findMedia, storedName, thumbnailName, THUMBNAIL_JOB } from './media.service.ts';
import { mediaFiles } from './media.tables.ts';
import { thumbnailOf } from './print-image-codec.ts';

type ThumbnailData = { tenantId: string; mediaId: string };

/**
 * Makes the WebP thumbnail of an admin's upload (decision 0046): the upload answers as soon as the image
 * is stored, and the thumbnail follows here, on whichever instance fetches the job. The file's
 * thumbnail_status tells the media editor (a placeholder until 'ready') and the /thumb address (the
 * image itself until then). A run that fails is retried; the last failure marks the file 'failed'.
 */
export async function makeThumbnail(
  deps: { database: Database; storage: MediaStorage },
  { tenantId, mediaId }: ThumbnailData,
  lastAttempt = true,
): Promise<'ready' | 'failed' | 'gone'> {
  const row = await withTenant(deps.database, tenantId, (tx) => findMedia(tx, mediaId));
  if (!row) return 'gone';
  if (row.thumbnailStatus === 'ready') return 'ready';
  const setStatus = (status: 'ready' | 'failed') =>
    withTenant(deps.database, tenantId, (tx) =>
      tx
        .update(mediaFiles)
        .set({ thumbnailStatus: status })
        .where(and(eq(mediaFiles.tenantId, tenantId), eq(mediaFiles.id, mediaId))),
    );
  try {
    const original = await deps.storage.read(tenantId, storedName(row));
    if (!original) throw new Error(`the stored image of ${mediaId} is missing`);
    await deps.storage.put(tenantId, thumbnailName(row), await thumbnailOf(original));
  } catch (error) {
    if (lastAttempt) await setStatus('failed');
    throw error;
  }
  await setStatus('ready');
  return 'ready';
}

export function thumbnailJob(deps: {
  database: Database;
  storage: MediaStorage;
}): JobDefinition<ThumbnailData> {
  return {
    name: THUMBNAIL_JOB,
    retry: { limit: 3, delaySeconds: 5, maxDelaySeconds: 60 },
    expireSeconds: 120,
    run: (data, job) => makeThumbnail(deps, data, job.lastAttempt),
  };
}
