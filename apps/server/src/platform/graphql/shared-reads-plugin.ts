import { getOperationAST } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context.ts';

/**
 * Shared reads (platform/cache/shared-reads.ts) serve queries only: a mutation reads what it has just
 * written in its own transaction, which no cached answer knows yet (and stock or visibility checks of a
 * write must see the database as it is).
 */
export function useSharedReadsForQueriesOnly(): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const ctx = args.contextValue as GraphQLContext;
      if (getOperationAST(args.document, args.operationName)?.operation !== 'query') ctx.sharedReads = null;
    },
  };
}
