import type { ServerApi, ServerApiError } from '@print/core/ssr-api';
import { GRAPHQL_PATH, type createGraphQLServer, type ServerContext } from './yoga.ts';

type Yoga = ReturnType<typeof createGraphQLServer>;

/**
 * The load context's `api` for one rendered page: runs operations through the same Yoga server (plugins,
 * rights, tenant transaction, masked errors) as POST /service-api/graphql, with the page request's
 * context. `context` is resolved on the first call only, so pages without data pay nothing.
 */
export function inProcessApi(yoga: Yoga, context: () => Promise<ServerContext>): ServerApi {
  let resolved: Promise<ServerContext> | undefined;
  return {
    async query<T>(query: string, variables: Record<string, unknown> = {}) {
      const serverContext = await (resolved ??= context());
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
        { ...serverContext },
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
    },
  };
}
