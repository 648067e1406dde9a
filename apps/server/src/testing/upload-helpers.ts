import { AUTH_PATHS } from '@print/core/auth/auth-api';
import { authPost, cookieHeader, type CookieJar } from './auth-helpers.ts';
import type { TestApp } from './test-app.ts';

const UPLOAD =
  'mutation fileUpload($file: File!) { uploadPrintImage(file: $file) { id url widthPx heightPx mimeType } }';

export type Uploaded = { id: string; url: string; widthPx: number; heightPx: number; mimeType: string };
export type UploadAnswer = {
  data?: { uploadPrintImage: Uploaded } | null;
  errors?: { message: string; extensions?: { key?: string } }[];
};

/** A temporary visitor's session (the product form's uploader when nobody is signed in). */
export async function visitor(t: TestApp, host = 'localhost'): Promise<CookieJar> {
  const jar: CookieJar = new Map();
  await authPost(t, AUTH_PATHS.temporarySession, { language: 'en-GB' }, jar, host);
  return jar;
}

/** The multipart request the web client sends (spec §7: operations, map, numbered files). */
export function uploadImage(
  t: TestApp,
  jar: CookieJar | null,
  content: Uint8Array,
  filename: string,
  type: string,
  host = 'localhost',
) {
  return uploadFile(t, jar, { query: UPLOAD, variables: {}, content, filename, type, host });
}

/** A multipart GraphQL call whose variable `file` is the given file (the other variables as given). */
export function uploadFile(
  t: TestApp,
  jar: CookieJar | null,
  upload: {
    query: string;
    variables: Record<string, unknown>;
    content: Uint8Array;
    filename: string;
    type: string;
    host?: string;
    /** More request headers (the platform operator's acting-tenant header). */
    headers?: Record<string, string>;
  },
) {
  const { query, content, filename, type, host = 'localhost' } = upload;
  const variables = { ...upload.variables, file: null };
  const boundary = '----print-test';
  const head = (name: string, extra = '') =>
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${extra}\r\n`;
  const body = Buffer.concat([
    Buffer.from(
      `${head('operations')}\r\n${JSON.stringify({ query, variables, operationName: 'fileUpload' })}\r\n` +
        `${head('map')}\r\n{"0":["variables.file"]}\r\n` +
        `${head('0', `; filename="${filename}"`)}Content-Type: ${type}\r\n\r\n`,
    ),
    Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST',
    url: '/service-api/graphql?c=fileUpload',
    headers: {
      host,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'x-print-csrf': '1',
      'operation-name': 'fileUpload',
      ...(jar ? { cookie: cookieHeader(jar) } : {}),
      ...upload.headers,
    },
    payload: body,
  });
}

/** The upload's GraphQL answer. */
export async function uploadAnswer(...args: Parameters<typeof uploadImage>): Promise<UploadAnswer> {
  return (await uploadImage(...args)).json() as UploadAnswer;
}
