import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { registerDemoImageRoute } from './modules/demo/demo-image-route.ts';
import { createTenantResolver } from './modules/tenancy/tenant-resolver.ts';
import { registerFontRoutes } from './modules/theme/font-files.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { registerGraphQLRoute } from './platform/graphql/graphql-route.ts';
import { registerErrorHandling } from './platform/http/errors.ts';
import { registerHealthRoute } from './platform/http/health.ts';
import type { KvStore } from './platform/kv/kv-store.ts';
import { registerWebApp, webBuildExists } from './platform/web/ssr.ts';

export type AppDeps = {
  config: Pick<Config, 'nodeEnv' | 'logLevel'>;
  database: Database;
  kv: KvStore;
  appSecret: string;
  /** Serve the React Router build (default: when it exists). API-only tests can leave it out. */
  web?: boolean | { buildDir: string };
};

/** Builds the whole HTTP app; used by main.ts and by the integration tests. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const production = deps.config.nodeEnv === 'production';
  const app = Fastify({
    logger: { level: deps.config.logLevel, redact: ['req.headers.cookie', 'req.headers.authorization'] },
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: true,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(fastifyCookie, { secret: deps.appSecret });
  registerErrorHandling(app);

  const tenants = createTenantResolver(deps.database);
  registerHealthRoute(app, deps);
  registerGraphQLRoute(app, { database: deps.database, tenants, production });
  registerFontRoutes(app);
  registerDemoImageRoute(app, { database: deps.database, tenants });

  const web = deps.web ?? webBuildExists();
  if (web) {
    await registerWebApp(app, {
      database: deps.database,
      tenants,
      isDevelopment: deps.config.nodeEnv === 'development',
      ...(typeof web === 'object' ? { buildDir: web.buildDir } : {}),
    });
  }
  return app;
}
