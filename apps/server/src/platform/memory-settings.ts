import v8 from 'node:v8';

/**
 * How the server process keeps its memory small (decision 0030). Measured with the bench (issue 13):
 * of 600–800 MB resident after load, most was V8 heap the collector had not yet needed to reclaim (a
 * young generation of up to 64 MiB × 2 and an old generation let grow to 3–4× its live objects) and
 * glibc malloc memory kept in per-thread arenas after compression and compilation threads freed it.
 */

/**
 * Flags V8 only reads when it starts, so they are given on the command line (`npm start` in
 * apps/server/package.json, the bench's server). 8 MiB semi-spaces: objects of a request in flight
 * still die young, and the young generation no longer holds ~100 MiB of garbage.
 */
export const SERVER_NODE_FLAGS = ['--max-semi-space-size=8'] as const;

/**
 * glibc malloc, read at process start (ignored by other C libraries): two arenas instead of one per
 * thread (8 per core), and blocks of 128 KiB and more (compression windows, compiler zones) mapped
 * on their own and given back when freed, instead of the threshold rising to keep them.
 */
export const SERVER_MALLOC_ENV = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '131072',
  MALLOC_TRIM_THRESHOLD_: '131072',
} as const;

/**
 * The old generation is collected when it has grown by half over what survived the last collection
 * (V8 otherwise lets it grow up to 4×). Read at every collection, so it can be set once running.
 */
export const HEAP_GROWING_PERCENT = 50;

export function limitHeapGrowth(): void {
  v8.setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`);
}

/** The start command's prefix as `npm start` spells it: the malloc settings, then node with its flags. */
export function serverStartCommand(): string {
  const env = Object.entries(SERVER_MALLOC_ENV).map(([name, value]) => `${name}=${value}`);
  return [...env, 'node', '--experimental-strip-types', ...SERVER_NODE_FLAGS, 'src/main.ts'].join(' ');
}
