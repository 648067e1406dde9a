import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { KvStore } from '../kv/kv-store.ts';

/** GET /service-api/health → 200 {"status":"ok","db":"pglite"|"postgres"}, 503 when the database is down. */
export function registerHealthRoute(app: FastifyInstance, deps: { database: Database; kv: KvStore }) {
  app.get('/service-api/health', async (request, reply) => {
    const [dbUp, kvUp] = await Promise.all([withTimeout(deps.database.ping()), withTimeout(deps.kv.ping())]);
    if (!dbUp || !kvUp) {
      request.log.error({ dbUp, kvUp }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', db: deps.database.kind, cache: deps.kv.kind });
    }
    return { status: 'ok', db: deps.database.kind, cache: deps.kv.kind };
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
