import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

const SERVER_TESTS = 'apps/server/src';

/**
 * The integration test files that replace a module of the app (`vi.mock`): with modules shared across
 * the files of a worker (`isolate: false`) the app's copy may be loaded already and the mock would not
 * take, so those files run in a project of their own, each file in a fresh module graph. Found by
 * reading the files, so a new one lands there by itself.
 */
const replacingModules = readdirSync(SERVER_TESTS, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.test.ts'))
  .map((file) => path.posix.join(SERVER_TESTS, file.split(path.sep).join('/')))
  .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));

/** Integration tests boot the real app (app.ts) on a database of their own. */
const integration = {
  // graphql 16 ships CJS (main) and ESM (module); Node loads the CJS one for external packages,
  // so modules Vitest transforms must use the same file, or the schema lives in two "realms".
  alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
  // The migrated and the seeded database, made once per run; every file starts from a copy.
  globalSetup: [`${SERVER_TESTS}/testing/database-templates.global.ts`],
  environment: 'node' as const,
  testTimeout: 60_000,
  hookTimeout: 120_000,
  // Two files at a time, each on its own database copied from the run's template: the CI machine
  // has two cores, and a file spends part of its time waiting (on PostgreSQL, timers, sockets).
  maxWorkers: 2,
};

// Three projects: fast pure unit tests, and the integration tests (`--project 'integration*'`) in two.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
          // Vitest's default is one worker fewer than the cores: one on the two-core CI machine, which ran
          // the unit files one after another (168 s of wall time for as much CPU time).
          maxWorkers: 2,
          // Property tests run a hundred cases; on a busy two-core machine (load 20) one took over the
          // default 5 s and failed a green suite. A hang still fails, later.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          ...integration,
          name: 'integration',
          include: [`${SERVER_TESTS}/**/*.test.ts`],
          exclude: replacingModules,
          // Modules are evaluated once per worker, not once per file (half of the suite's CPU time was
          // loading the app's ~760 modules again for every file). Each file still builds its own app on
          // its own database: state a module keeps must belong to an app, never to the process.
          isolate: false,
        },
      },
      {
        test: { ...integration, name: 'integration-isolated', include: replacingModules },
      },
    ],
  },
});
