// One shop instance: the HTTP app, its job workers and its graceful shutdown. main.ts runs it in its
// own process, or in each cluster worker (WEB_CONCURRENCY > 1), on a database the primary has migrated.
import path from 'node:path';
import { appServices, buildApp } from './app.ts';
import type { Config } from './platform/config.ts';
import type { Database } from './platform/db/client.ts';
import { createKvStore } from './platform/kv/kv-store.ts';
import { createMediaStorage } from './platform/storage/create-media-storage.ts';
import { startModuleJobs } from './start-jobs.ts';

export async function serve(config: Config, database: Database, appSecret: string) {
  const kv = await createKvStore({ redisUrl: config.redisUrl, database });

  const services = appServices({
    appSecret,
    cardApiBase: config.cardApiBase,
    stockPhotos: config.stockPhotos,
    ai: config.ai,
    platformDomain: config.platformDomain,
    domainDns: { cnameTarget: config.cnameTarget, ipv4: config.ipv4 },
    deepl: config.deepl,
    integrations: config.integrations,
  });
  const mediaDir = path.join(config.dataDir, 'media');
  // `npm run dev` (scripts/dev.mjs) serves the web app from its sources through Vite (decision 0057).
  const viteDev = config.webFromSources
    ? (await import('./platform/web/vite-dev.ts')).createViteDev()
    : undefined;
  const app = await buildApp({
    ...(viteDev ? { viteDev } : {}),
    config,
    database,
    kv,
    appSecret,
    services,
    mediaDir,
    cardApiBase: config.cardApiBase,
  });
  // Every instance (and cluster worker) works the job queue (mail delivery, card order recovery…); each
  // job runs once, on whichever instance fetched it, so no instance is special.
  const media = await createMediaStorage(config, mediaDir);
  const jobs = await startModuleJobs({ database, services, config, log: app.log, media });

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close(); // stops accepting, lets running requests finish
      await jobs.stop();
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
