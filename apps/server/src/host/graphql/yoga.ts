import { useGraphQlJit } from '@envelop/graphql-jit';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useCSRFPrevention } from '@graphql-yoga/plugin-csrf-prevention';
import { useDisableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { MAX_PRINT_IMAGE_BYTES } from '@print/core/media/print-image-limits';
import { CSRF_HEADER } from '@print/core/shell-data';
import { createFetch } from '@whatwg-node/fetch';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createYoga, type Plugin } from 'graphql-yoga';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { maskError } from '../../platform/graphql/domain-errors.ts';
import { outsideTransactionFields, schema } from './schema.ts';
import { useSharedReadsForQueriesOnly } from '../../platform/graphql/shared-reads-plugin.ts';
import { useStorableInput } from '../../platform/graphql/storable-input-plugin.ts';
import { useTenantTransaction } from '../../platform/graphql/tenant-transaction-plugin.ts';

export const GRAPHQL_PATH = '/service-api/graphql';

/**
 * Upload limits for the multipart request spec (oversized → 413 with a clear message). A file may be
 * as large as a print image (core's print-image-limits), the only kind of file uploaded.
 */
export const UPLOAD_LIMITS = { fileSize: MAX_PRINT_IMAGE_BYTES, files: 10, fieldSize: 1024 * 1024 };

/** What the route hands Yoga; `tx` is added per execution by useTenantTransaction. */
export type ServerContext = { req: FastifyRequest; reply: FastifyReply } & Omit<GraphQLContext, 'tx'>;

/** Query limits; generous for our client's real operations (the largest costs < 200), fatal for abuse. */
export type GraphQLLimits = { maxDepth: number; maxCost: number; maxAliases: number; maxTokens: number };
export const DEFAULT_GRAPHQL_LIMITS: GraphQLLimits = {
  maxDepth: 12,
  maxCost: 1000,
  maxAliases: 10,
  maxTokens: 2000,
};

export function createGraphQLServer(options: { production: boolean; limits?: Partial<GraphQLLimits> }) {
  const limits = { ...DEFAULT_GRAPHQL_LIMITS, ...options.limits };
  const plugins: Plugin[] = [
    // Second line behind the route's own header check: a cross-site page cannot add this header
    // without a CORS preflight, and CORS is off (same origin only).
    useCSRFPrevention({ requestHeaders: [CSRF_HEADER] }),
    EnvelopArmorPlugin({
      // A fragment costs and nests as its fields written in place: the web app shares fields through
      // fragments (decision 0034), which must not make the same selection dearer or deeper.
      maxDepth: { n: limits.maxDepth, flattenFragments: true },
      costLimit: { maxCost: limits.maxCost, flattenFragments: true },
      maxAliases: { n: limits.maxAliases },
      maxDirectives: { n: 30 },
      maxTokens: { n: limits.maxTokens },
      blockFieldSuggestion: { enabled: options.production },
    }) as Plugin,
  ];
  if (options.production) plugins.push(useDisableIntrospection());
  // Before the transaction: text that cannot be stored is refused without touching the database.
  // Each operation compiled once to plain JavaScript (decision 0024: about a fifth less server CPU on
  // a list of 24 products). Before the transaction plugin, which wraps whatever execute function is set.
  plugins.push(useGraphQlJit() as Plugin);
  plugins.push(
    useStorableInput(),
    useSharedReadsForQueriesOnly() as Plugin,
    useTenantTransaction(outsideTransactionFields) as Plugin,
  );

  return createYoga<ServerContext>({
    schema,
    graphqlEndpoint: GRAPHQL_PATH,
    plugins,
    multipart: true,
    fetchAPI: createFetch({ formDataLimits: UPLOAD_LIMITS }),
    // The shop and its API share one origin; no other origin may call it with the visitor's cookies.
    cors: false,
    graphiql: false,
    landingPage: false,
    // Domain errors reach clients with their key (domain-errors.ts); unexpected ones as a generic
    // message, and useTenantTransaction logs the original.
    maskedErrors: { maskError },
    logging: false,
  });
}
