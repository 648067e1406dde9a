import { CSRF_HEADER } from '@print/core/shell-data';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.ts';
import { setSessionRecovery } from './session-recovery.ts';
import { buildUploadForm, uploadRequest } from './upload-request.ts';
import { gqlError, headersOf, ok, stubFetch } from './test-helpers.ts';

const MUTATION = 'mutation FileUpload($file: Upload!, $input: In) { fileUpload(file: $file, input: $input) }';
const file = () => new Blob(['hello'], { type: 'text/plain' });

afterEach(() => {
  vi.unstubAllGlobals();
  setSessionRecovery(null);
});

describe('buildUploadForm', () => {
  it('writes operations with nulled file slots, the map and numbered files', async () => {
    const form = buildUploadForm(
      'FileUpload',
      MUTATION,
      { input: { alt: 'x' } },
      {
        file: file(),
        'input.images.0': file(),
      },
    );
    expect(JSON.parse(String(form.get('operations')))).toEqual({
      query: MUTATION,
      variables: { input: { alt: 'x', images: [null] }, file: null },
      operationName: 'FileUpload',
    });
    expect(JSON.parse(String(form.get('map')))).toEqual({
      0: ['variables.file'],
      1: ['variables.input.images.0'],
    });
    expect(form.get('0')).toBeInstanceOf(Blob);
    expect(await (form.get('1') as Blob).text()).toBe('hello');
  });

  it('does not change the caller’s variables', () => {
    const variables = { input: { alt: 'x' } };
    buildUploadForm('FileUpload', MUTATION, variables, { 'input.file': file() });
    expect(variables).toEqual({ input: { alt: 'x' } });
  });
});

describe('uploadRequest', () => {
  it('sends multipart to ?c= with credentials, CSRF and operation-name fileUpload', async () => {
    const requests = stubFetch(ok({ fileUpload: true }));
    await expect(uploadRequest('FileUpload', MUTATION, {}, { file: file() })).resolves.toEqual({
      fileUpload: true,
    });
    const headers = headersOf(requests[0]);
    expect(requests[0]?.url).toBe('/service-api/graphql?c=FileUpload');
    expect(requests[0]?.init.credentials).toBe('include');
    expect(headers[CSRF_HEADER]).toBe('1');
    expect(headers['operation-name']).toBe('fileUpload');
    // The browser sets the multipart boundary itself; a manual content-type would break it.
    expect(headers['content-type']).toBeUndefined();
    expect(requests[0]?.init.body).toBeInstanceOf(FormData);
  });

  it('throws the HTTP status code on failure', async () => {
    stubFetch({ status: 413, body: { errors: [{ message: 'Request Entity Too Large' }] } });
    const error = await uploadRequest('FileUpload', MUTATION, {}, { file: file() }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('413');
  });

  it("throws ApiError('404') for status 404", async () => {
    stubFetch({ status: 404 });
    await expect(uploadRequest('FileUpload', MUTATION, {}, { file: file() })).rejects.toThrow(/^404$/);
  });

  it('throws the GraphQL error message of a 200 response', async () => {
    stubFetch(gqlError('Unsupported image type'));
    await expect(uploadRequest('FileUpload', MUTATION, {}, { file: file() })).rejects.toThrow(
      'Unsupported image type',
    );
  });

  it('throws an empty-message error when there is no data', async () => {
    stubFetch({ status: 200, body: {} });
    await expect(uploadRequest('FileUpload', MUTATION, {}, { file: file() })).rejects.toThrow(/^$/);
  });

  it('retries once with a fresh form after the session was recovered', async () => {
    setSessionRecovery({ onUnauthorized: async () => true });
    const requests = stubFetch({ status: 401 }, ok({ fileUpload: true }));
    await expect(uploadRequest('FileUpload', MUTATION, {}, { file: file() })).resolves.toEqual({
      fileUpload: true,
    });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.init.body).not.toBe(requests[0]?.init.body);
  });

  it('throws 401 as the status code when the session cannot be recovered', async () => {
    stubFetch({ status: 401 });
    await expect(uploadRequest('FileUpload', MUTATION, {}, { file: file() })).rejects.toThrow(/^401$/);
  });
});

/** A stand-in for the browser's XMLHttpRequest (Node has none): records the request, replies on demand. */
class FakeXhr {
  static instances: FakeXhr[] = [];
  method = '';
  url = '';
  withCredentials = false;
  headers: Record<string, string> = {};
  body: unknown = null;
  status = 0;
  statusText = '';
  responseText = '';
  aborted = false;
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  constructor() {
    FakeXhr.instances.push(this);
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  send(body: unknown) {
    this.body = body;
  }
  abort() {
    this.aborted = true;
    this.onabort?.();
  }
  getAllResponseHeaders() {
    return 'content-type: application/json\r\nx-request-id: r1\r\n';
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
  reply(status: number, body: unknown, statusText = '') {
    this.status = status;
    this.statusText = statusText;
    this.responseText = typeof body === 'string' ? body : JSON.stringify(body);
    this.onload?.();
  }
}

const lastXhr = () => FakeXhr.instances[FakeXhr.instances.length - 1]!;
/** Lets the promise chain of runCall reach the next `send`. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('uploadRequest with progress', () => {
  afterEach(() => {
    FakeXhr.instances = [];
  });

  it('sends through XMLHttpRequest with credentials and headers, and reports the progress', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const fetchSpy = vi.fn();
    vi.stubGlobal('fetch', fetchSpy);
    const seen: { loaded: number; total: number }[] = [];
    const result = uploadRequest(
      'FileUpload',
      MUTATION,
      {},
      { file: file() },
      { onProgress: (p) => seen.push(p) },
    );
    await settle();
    const xhr = lastXhr();
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/service-api/graphql?c=FileUpload');
    expect(xhr.withCredentials).toBe(true);
    expect(xhr.headers[CSRF_HEADER]).toBe('1');
    expect(xhr.headers['operation-name']).toBe('fileUpload');
    expect(xhr.headers['content-type']).toBeUndefined();
    expect(xhr.body).toBeInstanceOf(FormData);
    xhr.progress(50, 200);
    xhr.progress(200, 200);
    xhr.progress(10, 0, false);
    xhr.reply(200, { data: { fileUpload: true } });
    await expect(result).resolves.toEqual({ fileUpload: true });
    expect(seen).toEqual([
      { loaded: 50, total: 200 },
      { loaded: 200, total: 200 },
      { loaded: 10, total: 0 },
    ]);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('keeps the call rules: a failed status is thrown as the bare code', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const result = uploadRequest('FileUpload', MUTATION, {}, { file: file() }, { onProgress: () => {} });
    await settle();
    lastXhr().reply(413, { errors: [{ message: 'Request Entity Too Large' }] });
    await expect(result).rejects.toThrow(/^413$/);
  });

  it('throws the GraphQL error message and its extensions of a 200 response', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const result = uploadRequest('FileUpload', MUTATION, {}, { file: file() }, { onProgress: () => {} });
    await settle();
    lastXhr().reply(200, {
      data: null,
      errors: [{ message: 'bad', extensions: { code: 'BAD_USER_INPUT', key: 'shop.x' } }],
    });
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('bad');
    expect((error as ApiError).extensions).toEqual({ code: 'BAD_USER_INPUT', key: 'shop.x' });
  });

  it('retries once with a fresh form after the session was recovered', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    setSessionRecovery({ onUnauthorized: async () => true });
    const seen: number[] = [];
    const result = uploadRequest(
      'FileUpload',
      MUTATION,
      {},
      { file: file() },
      { onProgress: (p) => seen.push(p.loaded) },
    );
    await settle();
    lastXhr().progress(5, 5);
    lastXhr().reply(401, '');
    await settle();
    await settle();
    expect(FakeXhr.instances).toHaveLength(2);
    expect(FakeXhr.instances[1]?.body).not.toBe(FakeXhr.instances[0]?.body);
    lastXhr().progress(5, 5);
    lastXhr().reply(200, { data: { fileUpload: true } });
    await expect(result).resolves.toEqual({ fileUpload: true });
    expect(seen).toEqual([5, 5]);
  });

  it('fails with status 0 on a network error and when aborted', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const failed = uploadRequest('FileUpload', MUTATION, {}, { file: file() }, { onProgress: () => {} });
    await settle();
    lastXhr().onerror?.();
    const error = await failed.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);

    const controller = new AbortController();
    const aborted = uploadRequest(
      'FileUpload',
      MUTATION,
      {},
      { file: file() },
      { onProgress: () => {}, signal: controller.signal },
    );
    await settle();
    controller.abort();
    expect(lastXhr().aborted).toBe(true);
    const abortError = await aborted.catch((e: unknown) => e);
    expect((abortError as ApiError).status).toBe(0);
  });

  it('uses fetch without a progress callback (no XMLHttpRequest needed)', async () => {
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    const requests = stubFetch(ok({ fileUpload: true }));
    await uploadRequest('FileUpload', MUTATION, {}, { file: file() });
    expect(requests).toHaveLength(1);
    expect(FakeXhr.instances).toHaveLength(0);
  });
});
