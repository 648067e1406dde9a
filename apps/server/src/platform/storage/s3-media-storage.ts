import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config.ts';
import { mediaPath, type MediaStorage } from './media-storage.ts';

/**
 * Files as objects in an S3-compatible bucket, keyed `<tenantId>/<name>` (the same safety check as the
 * local directory). A PutObject replaces an object whole, so a reader never sees half a file here either.
 * Only a missing object is answered with null; every other failure (access denied, store down) is thrown
 * for the caller to report.
 */
export function s3MediaStorage(settings: S3Settings): MediaStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // By default the SDK adds a CRC32 checksum header to each upload and asks for checksums on download
    // (x-amz-checksum-mode), "flexible checksums" that not every S3-compatible store supports. Only when
    // an operation requires them keeps the requests to what all of them understand; the body's SHA-256 is
    // still signed (x-amz-content-sha256), so the store checks the bytes it receives. (A Uint8Array body
    // goes as a plain body either way, never aws-chunked.)
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const bucket = settings.bucket;

  const get = async (tenantId: string, name: string) => {
    const Key = mediaPath(tenantId, name);
    try {
      return await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  };

  return {
    async put(tenantId, name, bytes) {
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: mediaPath(tenantId, name),
          Body: bytes,
          ContentLength: bytes.byteLength,
        }),
      );
    },
    async open(tenantId, name) {
      const object = await get(tenantId, name);
      if (!object?.Body) return null;
      if (object.ContentLength === undefined) {
        // The size goes into the response header; without it the object cannot be served as a file.
        (object.Body as Readable).destroy();
        throw new Error(`S3 object ${mediaPath(tenantId, name)} came without a Content-Length`);
      }
      // In Node the body is the HTTP response itself: a Readable streamed straight to the client.
      return { stream: object.Body as Readable, size: object.ContentLength };
    },
    async read(tenantId, name) {
      const object = await get(tenantId, name);
      return object?.Body ? object.Body.transformToByteArray() : null;
    },
    async remove(tenantId, name) {
      // S3 answers 204 for a key that is not there as well; some compatible stores say 404 instead.
      try {
        await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: mediaPath(tenantId, name) }));
      } catch (error) {
        if (!isNotFound(error)) throw error;
      }
    },
  };
}

/** NoSuchKey from GetObject's XML error; a bare 404 from stores (and HEAD answers) that send no body. */
function isNotFound(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  return error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404;
}
