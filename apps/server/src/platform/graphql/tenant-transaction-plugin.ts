import {
  getOperationAST,
  GraphQLError,
  Kind,
  type DocumentNode,
  type ExecutionResult,
  type FragmentDefinitionNode,
  type OperationDefinitionNode,
  type SelectionNode,
} from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { withTenant } from '../db/tenant-scope.ts';
import { DomainError } from '../errors.ts';
import type { GraphQLContext } from './context.ts';
import { isExecutionResult } from './execution-result.ts';
import { answerFromKeptReads, mayTryKeptReads } from './kept-reads-attempt.ts';

/** Carries a failed mutation's result out of its transaction so the transaction rolls back. */
class RollbackWithResult {
  readonly result: ExecutionResult;
  constructor(result: ExecutionResult) {
    this.result = result;
  }
}

declare module '../module-contributions.ts' {
  interface ContributionKinds {
    /**
     * Root fields that talk to an outside service (a payment provider) or decode images, and so must not
     * hold a database transaction (and, on PGlite, the only connection) while they wait. An operation
     * made only of such fields runs without ctx.tx; those resolvers open short transactions themselves
     * (withTenant).
     */
    outsideTransactionFields: string;
  }
}

/** The root field names of an operation, through its fragments (`__typename` left out). */
function rootFieldNames(document: DocumentNode, operation: OperationDefinitionNode): string[] {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition);
  }
  const names: string[] = [];
  const seen = new Set<string>();
  const visit = (selections: readonly SelectionNode[]) => {
    for (const selection of selections) {
      if (selection.kind === Kind.FIELD) {
        if (selection.name.value !== '__typename') names.push(selection.name.value);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        visit(selection.selectionSet.selections);
      } else if (!seen.has(selection.name.value)) {
        seen.add(selection.name.value);
        visit(fragments.get(selection.name.value)?.selectionSet.selections ?? []);
      }
    }
  };
  visit(operation.selectionSet.selections);
  return names;
}

/**
 * 'outside': every root field runs outside the transaction; 'inside': none does; 'mixed': refused, since
 * the outside fields would otherwise wait on their provider, or decode images, while holding it.
 */
function transactionNeed(
  outsideTransaction: ReadonlySet<string>,
  document: DocumentNode,
  operation: OperationDefinitionNode | null | undefined,
): 'outside' | 'inside' | 'mixed' {
  const names = operation ? rootFieldNames(document, operation) : [];
  const outside = names.filter((name) => outsideTransaction.has(name)).length;
  if (outside === 0) return 'inside';
  return outside === names.length ? 'outside' : 'mixed';
}

/**
 * Runs the execution of each operation (not the request parsing, so a slow upload holds no transaction)
 * inside one tenant-scoped transaction, exposed to resolvers as ctx.tx (a query that finds all it needs
 * kept in memory is answered without one: kept-reads-attempt.ts). The session user (ctx.loadUser)
 * is checked first in that same transaction. A mutation that ends with errors
 * rolls back as a whole. Unexpected resolver errors are logged with the request id (clients see a masked
 * message). `outsideTransactionFields`: the root fields that run without it (the modules'
 * contributes.outsideTransactionFields and the platform's own, handed in by the host).
 */
export function useTenantTransaction(outsideTransactionFields: Iterable<string>): Plugin<GraphQLContext> {
  const outsideTransaction = new Set(outsideTransactionFields);
  return {
    onExecute({ setExecuteFn, executeFn }) {
      setExecuteFn(async (args) => {
        const ctx = args.contextValue as GraphQLContext;
        const definition = getOperationAST(args.document, args.operationName);
        const operation = definition?.operation;
        const need = transactionNeed(outsideTransaction, args.document, definition);
        if (need === 'mixed') {
          return {
            errors: [
              new GraphQLError(
                `Send ${[...outsideTransaction].join(', ')} in an operation of their own: they call outside services and must not hold the database transaction.`,
                { extensions: { code: 'BAD_REQUEST' } },
              ),
            ],
          };
        }
        if (need === 'outside') {
          // Its resolvers open their own short transactions; the session user needs one of its own.
          if (ctx.loadUser) ctx.user = await withTenant(ctx.database, ctx.tenant.id, ctx.loadUser);
          const result = await executeFn(args);
          if (isExecutionResult(result)) logUnexpectedErrors(ctx, result);
          return result;
        }
        if (mayTryKeptReads(ctx, operation)) {
          const kept = await answerFromKeptReads(ctx, (attempt) =>
            executeFn({ ...args, contextValue: attempt }),
          );
          if (kept) {
            logUnexpectedErrors(ctx, kept);
            return kept;
          }
        }
        let result: Awaited<ReturnType<typeof executeFn>>;
        try {
          result = await withTenant(ctx.database, ctx.tenant.id, async (tx) => {
            ctx.tx = tx;
            // Before any field: the scope checks read ctx.user.
            if (ctx.loadUser) ctx.user = await ctx.loadUser(tx);
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
    if (original && !(original instanceof GraphQLError) && !(original instanceof DomainError)) {
      ctx.log.error({ err: original, path: error.path?.join('.') }, 'GraphQL resolver failed');
    }
  }
}
