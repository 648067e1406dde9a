import type { Tx } from '../../platform/db/client.ts';
import type {} from '../tenancy/tenant-setup-contributions.ts'; // the contribution kind, declared there
import { findMedia } from './media.service.ts';

/** An uploaded picture's size, for the setup wizard's logo check (contributes.uploadedImageSize). */
export async function uploadedImageSize(tx: Tx, mediaId: string) {
  const row = await findMedia(tx, mediaId, { lock: true });
  return row ? { width: row.widthPx, height: row.heightPx } : null;
}
