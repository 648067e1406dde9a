import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { KvStore } from '../kv/kv-store.ts';

/**
 * GET /service-api/health → 200 {"status":"ok","db":"pglite"|"postgres","cache":…}, 503 when the database is
 * down. With WEB_CONCURRENCY > 1 it names the answering worker ("worker": 1, 2, …; a replacement gets the
 * next number), so a check can tell the workers apart.
 */
export function registerHealthRoute(app: FastifyInstance, deps: { database: Database; kv: KvStore }) {
  app.get('/service-api/health', { config: { access: 'public' } }, async (request, reply) => {
    const [dbUp, kvUp] = await Promise.all([withTimeout(deps.database.ping()), withTimeout(deps.kv.ping())]);
    if (!dbUp || !kvUp) {
      request.log.error({ dbUp, kvUp }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', db: deps.database.kind, cache: deps.kv.kind });
    }
    const worker = cluster.worker ? { worker: cluster.worker.id } : {};
    return { status: 'ok', db: deps.database.kind, cache: deps.kv.kind, ...worker };
  });
}

/** A ping that errors or takes longer than 3 s counts as down. */
function withTimeout(ping: Promise<boolean>, ms = 3_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  return Promise.race([ping.catch(() => false), timeout]).finally(() => clearTimeout(timer));
}
