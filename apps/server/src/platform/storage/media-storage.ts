import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded files live, per tenant, files named by content hash: a local directory (DATA_DIR/media,
 * below) by default, or an S3-compatible bucket (s3-media-storage.ts) when instances share no disk.
 * create-media-storage.ts picks one from the configuration.
 */
export type MediaStorage = {
  put(tenantId: string, name: string, bytes: Uint8Array): Promise<void>;
  /** A stream of the file, or null when it is not stored. */
  open(tenantId: string, name: string): Promise<{ stream: Readable; size: number } | null>;
  /** The whole file (to make a thumbnail of it), or null when it is not stored. */
  read(tenantId: string, name: string): Promise<Uint8Array | null>;
  /** Deletes the file; a file that is not there is no error (a repeated cleanup finds its work done). */
  remove(tenantId: string, name: string): Promise<void>;
};

const SAFE = /^[a-z0-9-]+(\.[a-z0-9]+)?$/;

/**
 * `<tenantId>/<name>`, the file's place in every store. Names are ours (uuid folders, hash file names);
 * anything else is refused rather than resolved, so no name can reach another tenant's files.
 */
export function mediaPath(tenantId: string, name: string): string {
  if (!SAFE.test(tenantId) || !SAFE.test(name)) throw new Error(`Unsafe media path ${tenantId}/${name}`);
  return `${tenantId}/${name}`;
}

/** Files in a local directory. Writes go to a temporary name first, so a reader never sees half a file. */
export function localMediaStorage(root: string): MediaStorage {
  const fileOf = (tenantId: string, name: string) => path.join(root, mediaPath(tenantId, name));
  return {
    async put(tenantId, name, bytes) {
      const file = fileOf(tenantId, name);
      await mkdir(path.dirname(file), { recursive: true });
      const temporary = `${file}.${randomUUID()}.part`;
      await writeFile(temporary, bytes);
      await rename(temporary, file);
    },
    async open(tenantId, name) {
      const file = fileOf(tenantId, name);
      const info = await stat(file).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(file), size: info.size };
    },
    async read(tenantId, name) {
      return readFile(fileOf(tenantId, name)).catch(() => null);
    },
    async remove(tenantId, name) {
      // force: a missing file is fine; any other failure (permissions) is thrown.
      await rm(fileOf(tenantId, name), { force: true });
    },
  };
}
