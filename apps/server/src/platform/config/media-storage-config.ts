import { parseFlag, parseUrl } from './env-values.ts';

/** An S3-compatible bucket (AWS S3, MinIO, R2, Ceph…) for uploaded media. */
export type S3Settings = {
  bucket: string;
  region: string;
  /** The store's address when it is not AWS itself. */
  endpoint: string | undefined;
  accessKeyId: string;
  secretAccessKey: string;
  /** `<endpoint>/<bucket>/<key>` rather than `<bucket>.<endpoint>/<key>` (most self-hosted stores). */
  forcePathStyle: boolean;
};

/**
 * The S3_* variables: all or nothing. Setting any of them means media go to a bucket, so a missing one
 * is a mistake to name at start, not a reason to quietly write to the local disk instead.
 */
export function readS3Settings(env: NodeJS.ProcessEnv, problems: string[]): S3Settings | undefined {
  const value = (raw: string | undefined) => raw?.trim() || undefined;
  const given = {
    S3_BUCKET: value(env.S3_BUCKET),
    S3_REGION: value(env.S3_REGION),
    S3_ENDPOINT: value(env.S3_ENDPOINT),
    S3_ACCESS_KEY_ID: value(env.S3_ACCESS_KEY_ID),
    S3_SECRET_ACCESS_KEY: value(env.S3_SECRET_ACCESS_KEY),
    S3_FORCE_PATH_STYLE: value(env.S3_FORCE_PATH_STYLE),
  };
  if (Object.values(given).every((v) => v === undefined)) return undefined;
  const required = ['S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const missing = required.filter((name) => given[name] === undefined);
  if (missing.length > 0) {
    const set = Object.keys(given).filter((name) => given[name as keyof typeof given] !== undefined);
    problems.push(
      `${missing.join(', ')} ${missing.length === 1 ? 'is' : 'are'} missing: media go to an S3 bucket ` +
        `when any S3_* variable is set (${set.join(', ')} ${set.length === 1 ? 'is' : 'are'}), and that ` +
        'needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY. Unset them all to keep media in DATA_DIR.',
    );
  }
  const endpoint = parseUrl('S3_ENDPOINT', given.S3_ENDPOINT, ['http:', 'https:'], problems);
  // Self-hosted stores rarely have a DNS name per bucket; AWS itself prefers virtual-host style.
  const forcePathStyle =
    given.S3_FORCE_PATH_STYLE === undefined
      ? endpoint !== undefined
      : parseFlag('S3_FORCE_PATH_STYLE', given.S3_FORCE_PATH_STYLE, problems);
  if (missing.length > 0) return undefined;
  return {
    bucket: given.S3_BUCKET!,
    region: given.S3_REGION ?? 'us-east-1',
    endpoint,
    accessKeyId: given.S3_ACCESS_KEY_ID!,
    secretAccessKey: given.S3_SECRET_ACCESS_KEY!,
    forcePathStyle,
  };
}
