import {
  getOperationAST,
  GraphQLError,
  Kind,
  type ExecutionResult,
  type OperationDefinitionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { withTenant } from '../db/tenant-scope.ts';
import { settleAfterCommit } from './after-commit.ts';
import type { GraphQLContext } from './context.ts';

/** Carries a failed mutation's result out of its transaction so the transaction rolls back. */
class RollbackWithResult {
  readonly result: ExecutionResult;
  constructor(result: ExecutionResult) {
    this.result = result;
  }
}

/**
 * Root fields that talk to an outside service (a payment provider) and so must not hold a database
 * transaction (and, on PGlite, the only connection) while they wait. An operation made only of such
 * fields runs without ctx.tx; those resolvers open short transactions themselves (withTenant).
 */
const outsideTransaction = new Set<string>();

export function runOutsideTransaction(...fieldNames: string[]) {
  for (const name of fieldNames) outsideTransaction.add(name);
}

function onlyOutsideTransaction(operation: OperationDefinitionNode | null | undefined): boolean {
  const fields = operation?.selectionSet.selections ?? [];
  return (
    fields.length > 0 &&
    fields.every(
      (selection) =>
        selection.kind === Kind.FIELD &&
        (outsideTransaction.has(selection.name.value) || selection.name.value === '__typename'),
    ) &&
    fields.some((selection) => selection.kind === Kind.FIELD && selection.name.value !== '__typename')
  );
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
        const definition = getOperationAST(args.document, args.operationName);
        const operation = definition?.operation;
        if (onlyOutsideTransaction(definition)) {
          const result = await executeFn(args);
          // Its resolvers committed their own short transactions.
          settleAfterCommit(ctx, true);
          if (isExecutionResult(result)) logUnexpectedErrors(ctx, result);
          return result;
        }
        let result: Awaited<ReturnType<typeof executeFn>>;
        let committed = false;
        try {
          result = await withTenant(ctx.database, ctx.tenant.id, async (tx) => {
            ctx.tx = tx;
            const executed = await executeFn(args);
            if (operation === 'mutation' && isExecutionResult(executed) && executed.errors?.length) {
              throw new RollbackWithResult(executed);
            }
            return executed;
          });
          committed = true;
        } catch (error) {
          if (!(error instanceof RollbackWithResult)) {
            // E.g. COMMIT refused after a statement failed inside a resolver that swallowed its error.
            ctx.log.error({ err: error }, 'GraphQL operation transaction failed');
            settleAfterCommit(ctx, false);
            throw error;
          }
          result = error.result;
        }
        settleAfterCommit(ctx, committed);
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
