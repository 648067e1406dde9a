import type pg from 'pg';

type QueryArgs = unknown[];
type Query = (...args: QueryArgs) => unknown;

/** A promise-style call (`client.query(text | config[, values])`), the only kind Drizzle makes. */
const isPromiseCall = (args: QueryArgs) =>
  typeof args.at(-1) !== 'function' && typeof (args[0] as { submit?: unknown } | null)?.submit !== 'function';

/**
 * Makes one pooled connection send its promise-style queries one after another. GraphQL resolves sibling
 * fields at the same time, and they share the operation's transaction (one connection), so several queries
 * can be asked of it at once. pg queues them itself today, but that is deprecated (warned once per
 * process) and goes away in pg 9; we wait for the previous query instead. A query asked of an idle
 * connection goes out at once: no extra tick in the common case.
 *
 * Callback-style and submittable calls (the pool's own `pool.query`, cursors) pass through unchanged.
 */
export function serialiseQueries(client: Pick<pg.PoolClient, 'query'>): void {
  const send = client.query.bind(client) as Query;
  let inFlight = 0;
  let previous: Promise<unknown> = Promise.resolve();
  (client as { query: Query }).query = (...args: QueryArgs) => {
    if (!isPromiseCall(args)) return send(...args);
    const result = (inFlight === 0 ? send(...args) : previous.then(() => send(...args))) as Promise<unknown>;
    inFlight += 1;
    const settle = () => {
      inFlight -= 1;
    };
    previous = result.then(settle, settle);
    return result;
  };
}
