import { parseWholeNumber } from './env-values.ts';

/** How much of the machine a server instance uses: worker processes and the memory of its caches. */
export type CapacitySettings = {
  /**
   * WEB_CONCURRENCY: how many worker processes serve requests (default 1: this process itself). More use
   * more cores; they share nothing but the database and Redis, so they need PostgreSQL (DATABASE_URL).
   */
  webConcurrency: number;
  /**
   * PAGE_CACHE_MB: memory for anonymous pages kept per data version (decision 0026), compressed, in
   * MiB per process (default 64: ~3,400 product pages). 0 keeps none.
   */
  pageCacheMb: number;
  /**
   * SHARED_READS_MB: memory for the catalogue reads shared by signed-in callers of one data version
   * (decision 0029), in MiB per process (default 32), estimated per entry; least recently used go first.
   * 0 keeps none.
   */
  sharedReadsMb: number;
};

export function readCapacitySettings(
  env: NodeJS.ProcessEnv,
  databaseUrl: string | undefined,
  problems: string[],
): CapacitySettings {
  const webConcurrency = parseWholeNumber(
    env.WEB_CONCURRENCY,
    { fallback: 1, min: 1, max: 64 },
    (text) => `WEB_CONCURRENCY must be the number of worker processes (1-64), not "${text}".`,
    problems,
  );
  if (webConcurrency > 1 && databaseUrl === undefined) {
    problems.push(
      `WEB_CONCURRENCY=${webConcurrency} needs DATABASE_URL: the embedded database (PGlite) lives inside one ` +
        'process, so only one worker could use it. Set DATABASE_URL to a PostgreSQL database, or ' +
        'WEB_CONCURRENCY=1.',
    );
  }

  const pageCacheMb = parseWholeNumber(
    env.PAGE_CACHE_MB,
    { fallback: 64, min: 0, max: 65_536 },
    (text) => `PAGE_CACHE_MB must be the page cache's memory in MiB (0-65536), not "${text}".`,
    problems,
  );
  const sharedReadsMb = parseWholeNumber(
    env.SHARED_READS_MB,
    { fallback: 32, min: 0, max: 65_536 },
    (text) => `SHARED_READS_MB must be the shared reads' memory in MiB (0-65536), not "${text}".`,
    problems,
  );

  return { webConcurrency, pageCacheMb, sharedReadsMb };
}
