// Starts the shop: config → database → migrations → (demo data) → HTTP server, in this process or, with
// WEB_CONCURRENCY > 1, in that many cluster workers (the database is prepared once, before they start).
import cluster from 'node:cluster';
import { printDemoAccess } from './modules/demo/demo-banner.ts';
import { seedDemoData } from './modules/demo/seed-demo.ts';
import { resolveAppSecret } from './platform/app-secret.ts';
import { primaryLogger, superviseWorkers } from './platform/cluster.ts';
import { ConfigError, loadConfig } from './platform/config.ts';
import { createDatabase } from './platform/db/client.ts';
import { loadReactRouterProductionBuild } from './platform/web/react-router-production.ts';

async function main() {
  let config;
  try {
    // `npm start` at the repository root runs us in apps/server; relative paths mean the caller's directory.
    config = loadConfig(process.env, process.env.INIT_CWD ?? process.cwd());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // Before serve.ts (and with it React Router) is imported below.
  if (config.nodeEnv === 'production') loadReactRouterProductionBuild();

  // Workers find the secret and the database ready: the primary created, migrated and seeded them.
  const appSecret = await resolveAppSecret(config.appSecret, config.dataDir);
  const database = await createDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (cluster.isPrimary) {
    await database.migrate();
    if (config.seedDemo) await seedDemoData(database);
    if (config.webConcurrency > 1) {
      await database.close();
      const log = primaryLogger(config.logLevel);
      await superviseWorkers({ count: config.webConcurrency, log });
      if (config.seedDemo) printDemoAccess(config.port);
      log('info', 'shop ready', { workers: config.webConcurrency });
      return;
    }
  }

  const { serve } = await import('./serve.ts');
  await serve(config, database, appSecret);
  if (config.seedDemo && cluster.isPrimary) printDemoAccess(config.port);
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
