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
