// Starts the shop: config → database → migrations → (demo data) → HTTP server, in this process or, with
// WEB_CONCURRENCY > 1, in that many cluster workers (the database is prepared once, before they start).
// Only the configuration (and the memory settings, Node built-ins only) is imported up front: the module hooks
// must be in place before anything else loads.
import { ConfigError, loadConfig } from './platform/config.ts';
import { resolvePackageFilesFast } from './platform/fast-module-resolve.ts';
import { limitHeapGrowth } from './platform/memory-settings.ts';
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
  limitHeapGrowth();
  resolvePackageFilesFast();
  if (config.nodeEnv === 'production') loadReactRouterProductionBuild();
  const { start } = await import('./start.ts');
  await start(config);
}

main().catch((error: unknown) => {
  console.error('Failed to start:', error);
  process.exit(1);
});
