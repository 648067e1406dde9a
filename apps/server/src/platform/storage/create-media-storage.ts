import type { Config } from '../config.ts';
import { localMediaStorage, type MediaStorage } from './media-storage.ts';

/**
 * The media storage the configuration asks for: the S3-compatible bucket when S3_BUCKET is set
 * (config.ts checks the S3_* variables together), else the local directory.
 */
export async function createMediaStorage(
  config: Partial<Pick<Config, 's3'>>,
  mediaDir: string,
): Promise<MediaStorage> {
  if (!config.s3) return localMediaStorage(mediaDir);
  // Loaded only when used: the AWS SDK is large, and most installations (and every start's cold-start
  // time) never need it.
  const { s3MediaStorage } = await import('./s3-media-storage.ts');
  return s3MediaStorage(config.s3);
}
