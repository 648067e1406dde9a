import type { GraphQLContext } from './context.ts';

// Work that must only happen once the operation's transaction committed (e.g. dropping a cache: done
// earlier, a page rendered in between would cache the old rows again). The transaction plugin runs it.

const pending = new WeakMap<GraphQLContext, (() => void)[]>();

/** Runs `work` after the operation's transaction committed; never when it rolls back. */
export function afterCommit(ctx: GraphQLContext, work: () => void): void {
  const list = pending.get(ctx);
  if (list) list.push(work);
  else pending.set(ctx, [work]);
}

/** Called by the transaction plugin: `committed` false drops the work of a rolled-back operation. */
export function settleAfterCommit(ctx: GraphQLContext, committed: boolean): void {
  const list = pending.get(ctx);
  pending.delete(ctx);
  if (!committed || !list) return;
  for (const work of list) {
    try {
      work();
    } catch (error) {
      ctx.log.error({ err: error }, 'After-commit work failed');
    }
  }
}
