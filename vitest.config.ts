import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

// Two projects: fast pure unit tests, and integration tests that boot the real app (app.ts) on a database.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'apps/web/app/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'integration',
          // graphql 16 ships CJS (main) and ESM (module); Node loads the CJS one for external packages,
          // so modules Vitest transforms must use the same file, or the schema lives in two "realms".
          alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }],
          include: ['apps/server/src/**/*.test.ts'],
          // The migrated and the seeded database, made once per run; every file starts from a copy.
          globalSetup: ['apps/server/src/testing/database-templates.global.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Two files at a time, each on its own database copied from the run's template: the CI machine
          // has two cores, and a file spends part of its time waiting (on PostgreSQL, timers, sockets).
          maxWorkers: 2,
        },
      },
    ],
  },
});
