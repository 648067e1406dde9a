import type { ServerApi, ServerApiError, ServerApiResult } from '@print/core/ssr-api';
import type { createTtlCache } from '../../platform/cache/ttl-cache.ts';
import { GRAPHQL_PATH, type createGraphQLServer, type ServerContext } from './yoga.ts';

type Yoga = ReturnType<typeof createGraphQLServer>;

/**
 * Where anonymous page data is kept for a few seconds (decision 0009): `scope` names what the answer
 * depends on besides the operation (tenant and language); only visitors without a session share it.
 */
export type PublicAnswers = {
  store: ReturnType<typeof createTtlCache<ServerApiResult<unknown>>>;
  scope: string;
};

/**
 * The load context's `api` for one rendered page: runs operations through the same Yoga server (plugins,
 * rights, tenant transaction, masked errors) as POST /service-api/graphql, with the page request's
 * context. A visitor without a session sees what every such visitor sees, so with `publicAnswers` their
 * successful queries are shared for the cache's lifetime.
 */
export function inProcessApi(yoga: Yoga, context: ServerContext, publicAnswers?: PublicAnswers): ServerApi {
  const run = async <T>(query: string, variables: Record<string, unknown>): Promise<ServerApiResult<T>> => {
    const response = await yoga.fetch(
      `http://in-process${GRAPHQL_PATH}`,
      {
        method: 'POST',
        // The CSRF header guards cross-site browser calls; this call never leaves the process.
        headers: { 'content-type': 'application/json', 'x-print-csrf': '1' },
        body: JSON.stringify({ query, variables }),
      },
      // A fresh object per operation: Yoga adds to it and the transaction plugin sets ctx.tx on it,
      // so two queries of one page (parallel loaders) must not share one.
      { ...context },
    );
    const body = (await response.json()) as {
      data?: T | null;
      errors?: { message: string; extensions?: { code?: string } }[];
    };
    const errors: ServerApiError[] = (body.errors ?? []).map((error) => ({
      message: error.message,
      ...(error.extensions?.code ? { code: error.extensions.code } : {}),
    }));
    return { data: body.data ?? null, errors };
  };
  return {
    async query<T>(query: string, variables: Record<string, unknown> = {}) {
      const shared = publicAnswers && context.user === null && !/^\s*mutation\b/.test(query);
      if (!shared) return run<T>(query, variables);
      const key = `${publicAnswers.scope}\n${query}\n${JSON.stringify(variables)}`;
      const answer = publicAnswers.store.getOrLoad(key, async () => {
        const result = await run<T>(query, variables);
        // Failures are not shared, nor "not found" (a field answered null): the next visitor asks again,
        // so what was published a moment ago shows though the change's notice is still under way.
        if (result.errors.length || hasNullField(result.data))
          throw Object.assign(new Error('not cached'), { result });
        return result;
      });
      return (await answer.catch((error: { result?: ServerApiResult<T> }) => {
        if (error.result) return error.result;
        throw error;
      })) as ServerApiResult<T>;
    },
  };
}

/** Whether the answer has no data or one of its top-level fields is null (e.g. no product by that slug). */
export function hasNullField(data: unknown): boolean {
  if (data === null || typeof data !== 'object') return true;
  return Object.values(data).some((value) => value === null);
}
