import { ApiError } from './api-error.ts';
import { csrfHeaders } from './endpoints.ts';
import { runCall } from './run-call.ts';

/**
 * A GET of a JSON resource with the same error and session-recovery rules as GraphQL calls. A
 * successful response without a JSON body (empty, or not JSON) is a response without data: it
 * throws the empty-message error of spec §8, never resolves to null.
 */
export function getRequest<T>(path: string): Promise<T> {
  return runCall<T>({
    label: `GET ${path}`,
    send: () =>
      fetch(path, {
        method: 'GET',
        credentials: 'include',
        headers: { ...csrfHeaders, accept: 'application/json' },
      }),
    interpret: (body, status) => {
      // runCall reads an empty or unparsable body as null.
      if (body === null) throw new ApiError('', status);
      return body as T;
    },
  });
}
