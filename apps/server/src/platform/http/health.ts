import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import type { KvStore } from '../kv/kv-store.ts';

/** GET /service-api/health → 200 {"status":"ok","db":"pglite"|"postgres"}, 503 when the database is down. */
export function registerHealthRoute(app: FastifyInstance, deps: { database: Database; kv: KvStore }) {
  app.get('/service-api/health', async (request, reply) => {
    const [dbUp, kvUp] = await Promise.all([
      deps.database.ping().catch(() => false),
      deps.kv.ping().catch(() => false),
    ]);
    if (!dbUp || !kvUp) {
      request.log.error({ dbUp, kvUp }, 'health check failed');
      return reply.code(503).send({ status: 'unavailable', db: deps.database.kind, cache: deps.kv.kind });
    }
    return { status: 'ok', db: deps.database.kind, cache: deps.kv.kind };
  });
}
