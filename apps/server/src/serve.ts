// One shop instance: the HTTP app, its background work and its graceful shutdown. main.ts runs it in its
// own process, or in each cluster worker (WEB_CONCURRENCY > 1), on a database the primary has migrated.
import path from 'node:path';
import { appServices, buildApp } from './app.ts';
import { serverModules } from './modules/index.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { createKvStore } from './platform/kv/kv-store.ts';

export async function serve(config: Config, database: Database, appSecret: string) {
  const kv = await createKvStore({ redisUrl: config.redisUrl, database });

  const services = appServices({ appSecret, cardApiBase: config.cardApiBase });
  const app = await buildApp({
    config,
    database,
    kv,
    appSecret,
    services,
    mediaDir: path.join(config.dataDir, 'media'),
    cardApiBase: config.cardApiBase,
  });
  // Every instance (and cluster worker) runs the modules' background work (mail delivery, card order
  // recovery): each is safe side by side with the others' (rows claimed with SKIP LOCKED, settling
  // idempotent), so no instance is special.
  const stopBackground = serverModules.flatMap((module) =>
    module.background ? [module.background({ database, services, config, log: app.log })] : [],
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets running requests finish
      for (const stop of stopBackground.reverse()) await stop();
      await kv.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  app.log.info({ db: database.kind, cache: kv.kind }, 'shop ready');
}
