import type { ExecutionResult } from 'graphql';
import { inTenantScopeWithoutTransaction } from '../db/tenant-scope.ts';
import type { GraphQLContext } from './context.ts';
import { isExecutionResult } from './execution-result.ts';

/** What a resolver meets when it reaches for the transaction during an attempt without one. */
class DatabaseNeeded extends Error {
  constructor() {
    super('This query needs the database; it runs again in its transaction.');
  }
}

/**
 * Whether a query may first be tried without a transaction: a query (nothing to roll back) whose caller
 * needs no session check (that is read in the transaction), while there are shared reads to answer from.
 */
export const mayTryKeptReads = (ctx: GraphQLContext, operation: string | undefined) =>
  operation === 'query' && !ctx.loadUser && ctx.sharedReads !== null;

/**
 * Answers a query from what is kept in memory (shared reads, kept categories) without opening a
 * transaction, or returns null when it needs the database. On the embedded database a transaction alone
 * (BEGIN, the tenant's settings, COMMIT) costs about a millisecond of CPU, a tenth of a product page made
 * afresh, for a page whose every read is kept (decision 0058).
 *
 * The query runs with a `tx` that is not there: the first resolver that reaches for it ends the attempt,
 * whatever that resolver then does with the error (caught or not), and the caller runs the operation
 * again in its transaction. The attempt's loaders are keyed by its own context object, so the second run
 * starts with fresh ones and nothing of the attempt reaches the answer. Owner-connection helpers refuse to
 * run inside it as inside a transaction (same tenant scope).
 */
export async function answerFromKeptReads(
  ctx: GraphQLContext,
  execute: (attempt: GraphQLContext) => Promise<unknown>,
): Promise<ExecutionResult | null> {
  let needed = false;
  const attempt = Object.defineProperty({ ...ctx }, 'tx', {
    enumerable: true,
    get() {
      needed = true;
      throw new DatabaseNeeded();
    },
  }) as GraphQLContext;
  try {
    const { keep, value } = await inTenantScopeWithoutTransaction(ctx.database, ctx.tenant.id, async () => {
      const result = await execute(attempt);
      return { keep: !needed && isExecutionResult(result), value: result };
    });
    return keep ? (value as ExecutionResult) : null;
  } catch (error) {
    if (needed) return null;
    throw error;
  }
}
