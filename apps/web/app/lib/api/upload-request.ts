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

/**
 * A GraphQL mutation with files (spec §7: multipart, header `operation-name: fileUpload`).
 * A failed HTTP status is thrown as the bare status code (spec §8).
 */
export function uploadRequest<T>(
  operationName: string,
  query: string,
  variables: Variables,
  files: UploadFiles,
): Promise<T> {
  return runCall<T>({
    label: operationName,
    // A fresh FormData per attempt: the retry must not reuse a consumed body.
    send: () =>
      fetch(graphqlUrl(operationName), {
        method: 'POST',
        credentials: 'include',
        headers: { ...csrfHeaders, 'operation-name': 'fileUpload' },
        body: buildUploadForm(operationName, query, variables, files),
      }),
    interpret: requireData,
    statusAsMessage: true,
  });
}
