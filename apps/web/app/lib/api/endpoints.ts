import { CSRF_HEADER } from '@print/core/shell-data';

export const GRAPHQL_PATH = '/service-api/graphql';

/** The operation name rides in `?c=` so logs and rate limits see it without parsing the body. */
export function graphqlUrl(operationName: string): string {
  return `${GRAPHQL_PATH}?c=${encodeURIComponent(operationName)}`;
}

/** Every call carries the CSRF header; the server refuses calls without it. */
export const csrfHeaders: Readonly<Record<string, string>> = { [CSRF_HEADER]: '1' };

export type Variables = Readonly<Record<string, unknown>>;
