import { csrfHeaders } from './endpoints.ts';
import { runCall } from './run-call.ts';

/** A GET of a JSON resource with the same error and session-recovery rules as GraphQL calls. */
export function getRequest<T>(path: string): Promise<T> {
  return runCall<T>({
    label: `GET ${path}`,
    send: () =>
      fetch(path, {
        method: 'GET',
        credentials: 'include',
        headers: { ...csrfHeaders, accept: 'application/json' },
      }),
    interpret: (body) => body as T,
  });
}
