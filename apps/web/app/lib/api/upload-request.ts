import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import { csrfHeaders, graphqlUrl } from './endpoints.ts';
import type { Variables } from './endpoints.ts';
import { requireData, runCall } from './run-call.ts';

/** Files by their path inside `variables`, e.g. `{ file: blob }` or `{ 'input.images.0': blob }`. */
export type UploadFiles = Readonly<Record<string, Blob>>;

/** A copy of `variables` with null at `path` (the multipart spec wants the file slots nulled). */
function withNullAt(variables: Record<string, unknown>, path: string): Record<string, unknown> {
  const root: Record<string, unknown> = structuredClone(variables);
  const segments = path.split('.');
  let node: Record<string, unknown> = root;
  segments.forEach((segment, index) => {
    if (index === segments.length - 1) {
      node[segment] = null;
      return;
    }
    const next = node[segment];
    if (typeof next !== 'object' || next === null) {
      node[segment] = /^\d+$/.test(segments[index + 1] ?? '') ? [] : {};
    }
    node = node[segment] as Record<string, unknown>;
  });
  return root;
}

/** The GraphQL multipart request body: `operations`, `map`, then the files as `0`, `1`, … */
export function buildUploadForm(
  operationName: string,
  query: string,
  variables: Variables,
  files: UploadFiles,
): FormData {
  let nulled: Record<string, unknown> = { ...variables };
  const map: Record<string, string[]> = {};
  const entries = Object.entries(files);
  entries.forEach(([path], index) => {
    nulled = withNullAt(nulled, path);
    map[String(index)] = [`variables.${path}`];
  });
  const form = new FormData();
  form.append('operations', JSON.stringify({ query, variables: nulled, operationName }));
  form.append('map', JSON.stringify(map));
  entries.forEach(([, file], index) => form.append(String(index), file));
  return form;
}

/** How far the request body has been sent; `total` is 0 when the browser cannot tell. */
export type UploadProgress = { loaded: number; total: number };

export type UploadOptions = {
  /**
   * Called as the files are sent. With it the request goes through XMLHttpRequest, because fetch
   * reports no upload progress; without it (or where there is no XMLHttpRequest) fetch is used.
   */
  onProgress?: (progress: UploadProgress) => void;
  /** Aborts the upload (the call then fails like a network failure, status 0). */
  signal?: AbortSignal;
  /** The tenant the platform operator acts for (decision 0087), as graphqlRequest's option. */
  tenantId?: string | undefined;
};

/** Statuses whose response must not have a body (the Response constructor refuses one). */
const NULL_BODY_STATUSES = new Set([101, 204, 205, 304]);

function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    try {
      headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
    } catch {
      // A header the Headers class refuses is of no use to the caller anyway.
    }
  }
  return headers;
}

/**
 * The POST of `sendWithFetch` through XMLHttpRequest, as a fetch-like Response, so the call rules
 * (runCall: status handling, session recovery, retry) stay the same. A failure before any response
 * (network, abort) rejects, as fetch does.
 */
function sendWithXhr(
  url: string,
  headers: Readonly<Record<string, string>>,
  body: FormData,
  { onProgress, signal }: UploadOptions,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new DOMException('The upload was aborted.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbortSignal = () => xhr.abort();
    const done = () => signal?.removeEventListener('abort', onAbortSignal);
    xhr.open('POST', url);
    xhr.withCredentials = true;
    for (const [name, value] of Object.entries(headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) =>
      onProgress?.({ loaded: event.loaded, total: event.lengthComputable ? event.total : 0 });
    xhr.onload = () => {
      done();
      if (xhr.status < 200 || xhr.status > 599) {
        reject(new TypeError('Network request failed'));
        return;
      }
      const text = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
      resolve(
        new Response(text, {
          status: xhr.status,
          statusText: xhr.statusText,
          headers: responseHeaders(xhr.getAllResponseHeaders()),
        }),
      );
    };
    xhr.onerror = () => {
      done();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('The upload was aborted.', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbortSignal);
    xhr.send(body);
  });
}

/**
 * A GraphQL mutation with files (spec §7: multipart, header `operation-name: fileUpload`).
 * A failed HTTP status is thrown as the bare status code (spec §8). `options.onProgress` reports
 * how much of the body has been sent (each attempt starts again at 0).
 */
export function uploadRequest<T>(
  operationName: string,
  query: string,
  variables: Variables,
  files: UploadFiles,
  options: UploadOptions = {},
): Promise<T> {
  const url = graphqlUrl(operationName);
  const headers: Record<string, string> = {
    ...csrfHeaders,
    'operation-name': 'fileUpload',
    ...(options.tenantId ? { [ACTING_TENANT_HEADER]: options.tenantId } : {}),
  };
  const useXhr = options.onProgress !== undefined && typeof XMLHttpRequest !== 'undefined';
  return runCall<T>({
    label: operationName,
    // A fresh FormData per attempt: the retry must not reuse a consumed body.
    send: () => {
      const body = buildUploadForm(operationName, query, variables, files);
      return useXhr
        ? sendWithXhr(url, headers, body, options)
        : fetch(url, {
            method: 'POST',
            credentials: 'include',
            headers,
            body,
            ...(options.signal ? { signal: options.signal } : {}),
          });
    },
    interpret: requireData,
    statusAsMessage: true,
  });
}
