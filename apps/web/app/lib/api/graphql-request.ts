import type { ResultOf, VariablesOf } from 'gql.tada';
import { ACTING_TENANT_HEADER } from '@print/core/shell-data';
import { csrfHeaders, graphqlUrl } from './endpoints.ts';
import { operationName, operationText, type AnyOperation } from './graphql.ts';
import { requireData, runCall } from './run-call.ts';

/** Options of one call. */
export type RequestOptions = {
  /**
   * The tenant the platform operator acts for (decision 0087): the Tenants area's screens pass the
   * tenant they edit; the server refuses it to anyone without `platform.tenants`. Omitted: the host's.
   */
  tenantId?: string | undefined;
};

/**
 * A typed operation (`graphql()` of lib/api/graphql.ts) against the one endpoint (spec §7), with the §8
 * error rules: its result and variables are the schema's.
 */
export function graphqlRequest<D extends AnyOperation>(
  document: D,
  variables: VariablesOf<D>,
  options: RequestOptions = {},
): Promise<ResultOf<D>> {
  const name = operationName(document);
  const body = JSON.stringify({ query: operationText(document), variables, operationName: name });
  return runCall<ResultOf<D>>({
    label: name,
    send: () =>
      fetch(graphqlUrl(name), {
        method: 'POST',
        credentials: 'include',
        headers: {
          ...csrfHeaders,
          'content-type': 'application/json',
          accept: 'application/json',
          ...(options.tenantId ? { [ACTING_TENANT_HEADER]: options.tenantId } : {}),
        },
        body,
      }),
    interpret: requireData,
  });
}
