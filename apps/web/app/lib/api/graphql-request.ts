import type { ResultOf, VariablesOf } from 'gql.tada';
import { csrfHeaders, graphqlUrl } from './endpoints.ts';
import { operationName, operationText, type AnyOperation } from './graphql.ts';
import { requireData, runCall } from './run-call.ts';

/**
 * A typed operation (`graphql()` of lib/api/graphql.ts) against the one endpoint (spec §7), with the §8
 * error rules: its result and variables are the schema's.
 */
export function graphqlRequest<D extends AnyOperation>(
  document: D,
  variables: VariablesOf<D>,
): Promise<ResultOf<D>> {
  const name = operationName(document);
  const body = JSON.stringify({ query: operationText(document), variables, operationName: name });
  return runCall<ResultOf<D>>({
    label: name,
    send: () =>
      fetch(graphqlUrl(name), {
        method: 'POST',
        credentials: 'include',
        headers: { ...csrfHeaders, 'content-type': 'application/json', accept: 'application/json' },
        body,
      }),
    interpret: requireData,
  });
}
