import { parseFlag, parseUrl } from './env-values.ts';
import type { ProcessSettings } from './process-config.ts';

/** Where the data live and what every instance shares: the database, Redis, the app secret, the demo. */
export type DataSettings = {
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * ALLOW_EMBEDDED_DATABASE=1: production may run on the embedded PGlite (one connection, one process),
   * e.g. for a demo or a browser test run. Without it production needs DATABASE_URL.
   */
  allowEmbeddedDatabase: boolean;
  /** From APP_SECRET, or generated and persisted in DATA_DIR (see app-secret.ts). */
  appSecret: string | undefined;
  /** Seed demo tenants: always into the embedded default, into PostgreSQL only with SEED_DEMO=1. */
  seedDemo: boolean;
  /** The demo's made-up orders and activity too: never into a production database, even with SEED_DEMO=1. */
  seedDemoHistory: boolean;
};

export function readDataSettings(
  env: NodeJS.ProcessEnv,
  nodeEnv: ProcessSettings['nodeEnv'],
  problems: string[],
): DataSettings {
  const databaseUrl = parseUrl('DATABASE_URL', env.DATABASE_URL, ['postgres:', 'postgresql:'], problems);
  const redisUrl = parseUrl('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:'], problems);

  const allowEmbeddedDatabase = parseFlag('ALLOW_EMBEDDED_DATABASE', env.ALLOW_EMBEDDED_DATABASE, problems);
  if (nodeEnv === 'production' && databaseUrl === undefined && !allowEmbeddedDatabase) {
    problems.push(
      'DATABASE_URL is required with NODE_ENV=production: the embedded database (PGlite) has one connection ' +
        'in one process, so it cannot serve several instances or much traffic. Set ALLOW_EMBEDDED_DATABASE=1 ' +
        'to run production on it anyway (one instance, e.g. a demo).',
    );
  }

  const appSecret = env.APP_SECRET?.trim() || undefined;
  if (appSecret !== undefined && appSecret.length < 32) {
    problems.push(
      'APP_SECRET must be at least 32 characters long (or unset it to have one generated in DATA_DIR).',
    );
  }
  if (nodeEnv === 'production' && databaseUrl !== undefined && appSecret === undefined) {
    problems.push(
      'APP_SECRET is required with NODE_ENV=production and DATABASE_URL: every instance must share it.',
    );
  }

  const seedRaw = env.SEED_DEMO?.trim();
  if (seedRaw !== undefined && seedRaw !== '' && !['0', '1', 'true', 'false'].includes(seedRaw)) {
    problems.push(`SEED_DEMO must be 1 or 0, not "${seedRaw}".`);
  }
  // Demo data only into the embedded development database, or when asked for explicitly.
  const seedDemo =
    seedRaw === '1' ||
    seedRaw === 'true' ||
    (databaseUrl === undefined && nodeEnv !== 'production' && seedRaw !== '0');
  const seedDemoHistory = seedDemo && nodeEnv !== 'production';

  return { databaseUrl, redisUrl, allowEmbeddedDatabase, appSecret, seedDemo, seedDemoHistory };
}
