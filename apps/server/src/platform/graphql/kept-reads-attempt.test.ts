import { describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { onCommit, withSystem } from '../db/tenant-scope.ts';
import type { GraphQLContext } from './context.ts';
import { answerFromKeptReads, mayTryKeptReads } from './kept-reads-attempt.ts';

// A query answered from kept reads runs without a transaction (decision 0058); the first reach for
// ctx.tx must end the attempt whatever the resolver does with the error, so no half-kept answer is sent.

const database = { kind: 'pglite' } as unknown as Database;
const context = (overrides: Partial<GraphQLContext> = {}) =>
  ({ database, tenant: { id: 'tenant-a' }, sharedReads: {}, user: null, ...overrides }) as GraphQLContext;
const answer = { data: { product: { slug: 'flyer' } } };

describe('answering a query from kept reads', () => {
  it('answers without a transaction when no resolver reaches for it, and then runs its after-commit work', async () => {
    const done: string[] = [];
    const result = await answerFromKeptReads(context(), async () => {
      onCommit(() => done.push('after'));
      return answer;
    });
    expect(result).toBe(answer);
    expect(done).toEqual(['after']);
  });

  it('gives up when a resolver reaches for the transaction, even one that catches the error', async () => {
    const done: string[] = [];
    const result = await answerFromKeptReads(context(), async (attempt) => {
      onCommit(() => done.push('after'));
      try {
        void attempt.tx;
      } catch {
        // a resolver that falls back to a default on any error
      }
      return { data: { product: null } };
    });
    expect(result).toBeNull();
    expect(done).toEqual([]); // the run in the transaction queues its own
  });

  it('gives up when the reach for the transaction ends the execution with an error', async () => {
    const result = await answerFromKeptReads(context(), async (attempt) =>
      attempt.tx.execute('select 1' as never),
    );
    expect(result).toBeNull();
  });

  it('leaves the context it was given as it was: the run in the transaction gets the real one', async () => {
    const ctx = context();
    await answerFromKeptReads(ctx, async (attempt) => {
      expect(attempt).not.toBe(ctx);
      return answer;
    });
    expect(Object.getOwnPropertyDescriptor(ctx, 'tx')).toBeUndefined();
  });

  it('refuses owner-connection work inside the attempt, as inside a transaction', async () => {
    await expect(
      answerFromKeptReads(context(), () => withSystem(database, async () => answer)),
    ).rejects.toThrow(/inside withTenant/);
  });

  it('is tried only for queries of callers without a session check, while there are shared reads', () => {
    expect(mayTryKeptReads(context(), 'query')).toBe(true);
    expect(mayTryKeptReads(context(), 'mutation')).toBe(false);
    expect(mayTryKeptReads(context({ sharedReads: null }), 'query')).toBe(false);
    expect(mayTryKeptReads(context({ loadUser: async () => null }), 'query')).toBe(false);
  });
});
