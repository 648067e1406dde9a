import { getOperationAST, GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { withTenant } from '../db/tenant-scope.ts';
import type { GraphQLContext } from './context.ts';

/** Carries a failed mutation's result out of its transaction so the transaction rolls back. */
class RollbackWithResult {
  readonly result: ExecutionResult;
  constructor(result: ExecutionResult) {
    this.result = result;
  }
}

const isExecutionResult = (value: unknown): value is ExecutionResult =>
  typeof value === 'object' && value !== null && !(Symbol.asyncIterator in value);

/**
 * Runs the execution of each operation (not the request parsing, so a slow upload holds no transaction)
 * inside one tenant-scoped transaction, exposed to resolvers as ctx.tx. A mutation that ends with errors
 * rolls back as a whole. Unexpected resolver errors are logged with the request id (clients see a masked
 * message).
 */
export function useTenantTransaction(): Plugin<GraphQLContext> {
  return {
    onExecute({ setExecuteFn, executeFn }) {
      setExecuteFn(async (args) => {
        const ctx = args.contextValue as GraphQLContext;
        const operation = getOperationAST(args.document, args.operationName)?.operation;
        let result: Awaited<ReturnType<typeof executeFn>>;
        try {
          result = await withTenant(ctx.database, ctx.tenant.id, async (tx) => {
            ctx.tx = tx;
            const executed = await executeFn(args);
            if (operation === 'mutation' && isExecutionResult(executed) && executed.errors?.length) {
              throw new RollbackWithResult(executed);
            }
            return executed;
          });
        } catch (error) {
          if (!(error instanceof RollbackWithResult)) {
            // E.g. COMMIT refused after a statement failed inside a resolver that swallowed its error.
            ctx.log.error({ err: error }, 'GraphQL operation transaction failed');
            throw error;
          }
          result = error.result;
        }
        if (isExecutionResult(result)) logUnexpectedErrors(ctx, result);
        return result;
      });
    },
  };
}

function logUnexpectedErrors(ctx: GraphQLContext, result: ExecutionResult) {
  for (const error of result.errors ?? []) {
    const original = error.originalError;
    if (original && !(original instanceof GraphQLError)) {
      ctx.log.error({ err: original, path: error.path?.join('.') }, 'GraphQL resolver failed');
    }
  }
}
