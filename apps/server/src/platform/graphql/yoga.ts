import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { CSRF_HEADER } from '@print/core/shell-data';
import { createFetch } from '@whatwg-node/fetch';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';
import { schema } from './schema.ts';

export const GRAPHQL_PATH = '/service-api/graphql';

/** Upload limits for the multipart request spec (oversized → 413 with a clear message). */
export const UPLOAD_LIMITS = { fileSize: 10 * 1024 * 1024, files: 10, fieldSize: 1024 * 1024 };

export type ServerContext = { req: FastifyRequest; reply: FastifyReply } & Omit<GraphQLContext, never>;

export function createGraphQLServer(options: { production: boolean }) {
  const plugins: Plugin[] = [
    // Browsers cannot send a custom header cross-site without a preflight we never allow.
    useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
    EnvelopArmorPlugin({
      maxDepth: { n: 12 },
      costLimit: { maxCost: 5000 },
      maxAliases: { n: 20 },
      maxDirectives: { n: 30 },
      maxTokens: { n: 2000 },
      blockFieldSuggestion: { enabled: options.production },
    }) as Plugin,
  ];
  if (options.production) plugins.push(useDisableIntrospection());

  return createYoga<ServerContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    plugins,
    multipart: true,
    fetchAPI: createFetch({ formDataLimits: UPLOAD_LIMITS }),
    graphiql: !options.production,
    landingPage: false,
    // Unexpected errors are masked (generic message) and logged with the request id by Yoga's logger.
    maskedErrors: true,
    logging: false,
  });
}
