import { createHash } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { crc32 } from 'node:zlib';

type StoredObject = { bytes: Buffer; etag: string };

/** What the fake saw of one request: enough for a test to check what the SDK sends. */
export type SeenRequest = { method: string; path: string; headers: IncomingMessage['headers'] };

/**
 * An S3-compatible store on loopback for tests, in memory: the REST calls the SDK makes for PutObject,
 * GetObject, HeadObject and DeleteObject with path-style addressing (`/<bucket>/<key>`). It checks that a request is
 * signed (SigV4 Authorization header) but not the signature itself: the SDK's signing is not under test,
 * our use of it is. Buckets spring into being on first write.
 */
export async function startFakeS3Server(options: { port?: number } = {}) {
  const buckets = new Map<string, Map<string, StoredObject>>();
  const requests: SeenRequest[] = [];
  /** When set, every request is refused as a store does for wrong credentials. */
  let denied = false;

  const server = createServer((request, response) => {
    void handle(request, response).catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 500, 'InternalError', String(error));
      else response.destroy();
    });
  });

  async function handle(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://fake-s3');
    const method = request.method ?? 'GET';
    requests.push({ method, path: url.pathname, headers: request.headers });
    const body = await readBody(request);
    if (denied) return sendError(response, 403, 'AccessDenied', 'Access Denied');
    if (!request.headers.authorization?.startsWith('AWS4-HMAC-SHA256 ')) {
      return sendError(response, 403, 'AccessDenied', 'Request is not signed with SigV4.');
    }
    // Path style: the first segment is the bucket, the rest (still percent-encoded) the key.
    const [, bucketName = '', ...keyParts] = url.pathname.split('/');
    const key = keyParts.map(decodeURIComponent).join('/');
    if (!bucketName || !key) return sendError(response, 400, 'InvalidRequest', 'Only object requests.');
    const bucket = buckets.get(bucketName) ?? new Map<string, StoredObject>();
    buckets.set(bucketName, bucket);

    if (method === 'PUT') {
      const bytes = decodeBody(request, body);
      const problem = bodyProblem(request, body, bytes);
      if (problem) return sendError(response, 400, problem.code, problem.message);
      const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
      bucket.set(key, { bytes, etag });
      response.writeHead(200, { etag, 'content-length': 0 });
      return response.end();
    }
    if (method === 'GET' || method === 'HEAD') {
      const stored = bucket.get(key);
      if (!stored) {
        // HEAD answers carry no body; the SDK then names the error by its status alone (NotFound).
        if (method === 'HEAD') return response.writeHead(404).end();
        return sendError(response, 404, 'NoSuchKey', 'The specified key does not exist.');
      }
      response.writeHead(200, {
        'content-type': 'application/octet-stream',
        'content-length': stored.bytes.length,
        etag: stored.etag,
      });
      return response.end(method === 'HEAD' ? undefined : stored.bytes);
    }
    if (method === 'DELETE') {
      // As S3 does: 204 whether or not the key was there.
      bucket.delete(key);
      return response.writeHead(204).end();
    }
    return sendError(response, 405, 'MethodNotAllowed', `${method} is not supported here.`);
  }

  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    /** The stored bytes of an object, as a test checks what landed in the store. */
    object: (bucket: string, key: string) => buckets.get(bucket)?.get(key)?.bytes ?? null,
    /** Refuse every request with 403 AccessDenied (true) or serve again (false). */
    deny: (value: boolean) => {
      denied = value;
    },
    close: () =>
      new Promise<void>((resolve) => {
        // The SDK keeps connections alive; close them so the server can stop.
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * The object's bytes. A streamed upload comes as aws-chunked (`<hex size>[;chunk-signature=…]\r\n<data>
 * \r\n` … `0\r\n` then trailers such as a checksum); a plain one as the body itself.
 */
function decodeBody(request: IncomingMessage, body: Buffer): Buffer {
  if (!request.headers['content-encoding']?.includes('aws-chunked')) return body;
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = body.indexOf('\r\n', at);
    if (lineEnd < 0) throw new Error('aws-chunked body ends without a last chunk');
    const size = parseInt(body.subarray(at, lineEnd).toString('latin1').split(';')[0]!, 16);
    if (!Number.isFinite(size)) throw new Error('aws-chunked body has a bad chunk size');
    if (size === 0) return Buffer.concat(parts);
    parts.push(body.subarray(lineEnd + 2, lineEnd + 2 + size));
    at = lineEnd + 2 + size + 2;
  }
}

/** What a real store checks of an upload: its declared length and whichever hashes were sent along. */
function bodyProblem(request: IncomingMessage, body: Buffer, bytes: Buffer) {
  const headers = request.headers;
  const declared = headers['x-amz-decoded-content-length'] ?? headers['content-length'];
  if (declared !== undefined && Number(declared) !== bytes.length) {
    return { code: 'IncompleteBody', message: 'Body length differs from the declared one.' };
  }
  // A hex SHA-256 of the body as sent (not UNSIGNED-PAYLOAD or a STREAMING-… marker).
  const sha256 = headers['x-amz-content-sha256'];
  if (
    typeof sha256 === 'string' &&
    /^[0-9a-f]{64}$/.test(sha256) &&
    createHash('sha256').update(body).digest('hex') !== sha256
  ) {
    return { code: 'XAmzContentSHA256Mismatch', message: 'The body does not match x-amz-content-sha256.' };
  }
  const crc = headers['x-amz-checksum-crc32'];
  if (typeof crc === 'string') {
    const actual = Buffer.alloc(4);
    actual.writeUInt32BE(crc32(bytes));
    if (actual.toString('base64') !== crc) return { code: 'BadDigest', message: 'CRC32 does not match.' };
  }
  return null;
}

function sendError(response: ServerResponse, status: number, code: string, message: string) {
  const xml =
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${code}</Code><Message>${message}</Message><RequestId>fake</RequestId></Error>`;
  response.writeHead(status, { 'content-type': 'application/xml', 'content-length': Buffer.byteLength(xml) });
  response.end(xml);
}
