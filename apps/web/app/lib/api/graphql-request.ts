import { csrfHeaders, graphqlUrl } from './endpoints.ts';
import type { Variables } from './endpoints.ts';
import { requireData, runCall } from './run-call.ts';

/** A GraphQL query or mutation against the one endpoint (spec §7), with the §8 error rules. */
export function graphqlRequest<T>(
  operationName: string,
  query: string,
  variables: Variables = {},
): Promise<T> {
  const body = JSON.stringify({ query, variables, operationName });
  return runCall<T>({
    label: operationName,
    send: () =>
      fetch(graphqlUrl(operationName), {
        method: 'POST',
        credentials: 'include',
        headers: { ...csrfHeaders, 'content-type': 'application/json', accept: 'application/json' },
        body,
      }),
    interpret: requireData,
  });
}
