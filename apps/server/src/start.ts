// The process's part after main.ts: prepare the database once, then serve here or in cluster workers.
import cluster from 'node:cluster';
import { mailDelivery, printDemoAccess } from './modules/demo/demo-banner.ts';
import { serverModules } from './modules/index.ts';
import { resolveAppSecret } from './platform/app-secret.ts';
import { primaryLogger, superviseWorkers } from './platform/cluster.ts';
import type { Config } from './platform/config.ts';
import { createDatabase } from './platform/db/client.ts';

export async function start(config: Config) {
  // Workers find the secret and the database ready: the primary created, migrated and seeded them.
  const appSecret = await resolveAppSecret(config.appSecret, config.dataDir);
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (cluster.isPrimary) {
    await database.migrate();
    const history = config.seedDemoHistory;
    if (config.seedDemo) for (const module of serverModules) await module.seedDemo?.(database, { history });
    if (config.webConcurrency > 1) {
      await database.close();
      const log = primaryLogger(config.logLevel);
      await superviseWorkers({ count: config.webConcurrency, log });
      if (config.seedDemo) printDemoAccess(config.port, mailDelivery(config));
      log('info', 'shop ready', { workers: config.webConcurrency });
      return;
    }
  }

  const { serve } = await import('./serve.ts');
  await serve(config, database, appSecret);
  if (config.seedDemo && cluster.isPrimary) printDemoAccess(config.port, mailDelivery(config));
}
