// The import rules of the design (docs/architecture.md, "Boundaries"), checked by ESLint so `npm test`
// fails on a forbidden import or an import cycle (decision 0031).
import { readdirSync } from 'node:fs';
import { builtinModules } from 'node:module';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

const foldersIn = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = foldersIn('./apps/web/app/features/');

/**
 * The server's modules from the bottom up. A module imports only modules of the layers below its own,
 * never one of its own layer or above: so no two modules can depend on each other, directly or round
 * about. A new module takes its place here (the config refuses to load until it has one).
 */
export const SERVER_MODULE_LAYERS = [
  ['tenancy'],
  ['audit'],
  ['i18n', 'theme', 'users'],
  ['mail'],
  ['auth'],
  // Product images are stored through media (decision 0046): media sits below the catalogue.
  ['media'],
  // The catalogue shows prices: pricing sits below it, and learns of products what the catalogue
  // contributes (decision 0067).
  ['pricing'],
  ['catalog'],
  // CMS pages may show catalogue rows (product rows); the shop's orders do not depend on them.
  ['cart', 'seo', 'content'],
  ['orders'],
  ['punchout', 'payments', 'production'],
  ['demo'],
];
const placed = SERVER_MODULE_LAYERS.flat();
const unplaced = foldersIn('./apps/server/src/modules/').filter((module) => !placed.includes(module));
if (unplaced.length) {
  throw new Error(
    `eslint.boundaries.js: place the server module(s) ${unplaced.join(', ')} in SERVER_MODULE_LAYERS`,
  );
}
const SERVER = 'apps/server/src';
const MODULES = `${SERVER}/modules`;
// The server's top floor (decision 0059): the composition root (app.ts and the start files beside it)
// and host/, its edge (the GraphQL endpoint, the SSR host, …), which may know every module.
const SERVER_TOP = [`${SERVER}/host/**`, `${SERVER}/*.ts`];
const modulesFrom = (layer) => SERVER_MODULE_LAYERS.slice(layer).flat();

/** Zones for every file, tests included. */
const sharedZones = [
  {
    target: 'packages/core',
    from: 'apps',
    message: 'packages/core is shared by browser and server: it imports nothing from the apps.',
  },
  {
    target: ['apps/web/app/ui', 'apps/web/app/lib'],
    from: ['apps/web/app/features', 'apps/web/app/routes'],
    message: 'ui/ and lib/ are shared by every feature: they import no feature and no route.',
  },
  // The server's floors, bottom up: platform/ (db, jobs, cache, GraphQL builder and plugins, …), the
  // modules on it, and host/ with the composition root on top (decision 0059).
  {
    target: `${SERVER}/platform`,
    from: [`${MODULES}/**`, ...SERVER_TOP],
    message:
      'platform/ is the ground floor: it imports no module and nothing of host/ or the composition root (the modules fill in its types, decision 0059).',
  },
  {
    target: MODULES,
    from: SERVER_TOP,
    message:
      'Modules import nothing of host/ or the composition root (app.ts, start files): the app composes the modules, not the other way round (decision 0059).',
  },
  // A feature is one screen's code; what two features share moves to ui/ or lib/. Each admin area is a
  // feature of its own (features/admin-<area>, decision 0060): what areas share is in lib/admin/ or the
  // admin kit (ui/admin-kit/), the admin's frame in shell/admin/.
  ...webFeatures.map((feature) => ({
    target: `apps/web/app/features/${feature}`,
    from: 'apps/web/app/features',
    except: [`./${feature}`],
    message:
      'A web feature never imports another feature: move what both need to ui/ or lib/ (admin areas: lib/admin/ or ui/admin-kit/).',
  })),
];

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      // A cycle makes load order matter and hides which part depends on which.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [...sharedZones],
        },
      ],
    },
  },
  {
    // Production code of the web features (a feature's tests may load the route they test).
    files: ['apps/web/app/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...sharedZones,
            {
              target: 'apps/web/app/features',
              from: 'apps/web/app/routes',
              message: 'Routes compose features, not the other way round.',
            },
          ],
        },
      ],
    },
  },
  {
    // Production code of the server modules. Tests may reach further: they set up and inspect what a
    // whole app stored.
    files: [`${MODULES}/**/*.ts`],
    ignores: [`${MODULES}/**/*.test.ts`],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...sharedZones,
            // Modules talk through services: another module's tables are its own business (a table may
            // still name another's for a foreign key), in every sub-folder of either.
            ...placed.map((module) => ({
              target: `${MODULES}/${module}/**/!(*.tables).ts`,
              from: `${MODULES}/!(${module})/**/*.tables.ts`,
              message: "A server module never reads another module's tables: call that module's service.",
            })),
            // A table may name a table of a higher layer for a foreign key: the database's keys do not
            // follow the modules' layers (a price scale belongs to a product, a product chooses a price
            // list, decision 0067). No code runs through them, and a cycle of files is still refused.
            ...SERVER_MODULE_LAYERS.flatMap((layer, index) =>
              layer.flatMap((module) => {
                const higher = modulesFrom(index)
                  .filter((other) => other !== module)
                  .map((other) => `${MODULES}/${other}/**`);
                const message = `Modules import only modules of lower layers (SERVER_MODULE_LAYERS in eslint.boundaries.js): ${module} is in layer ${index + 1}.`;
                return higher.length
                  ? [
                      { target: `${MODULES}/${module}/**/!(*.tables).ts`, from: higher, message },
                      {
                        target: `${MODULES}/${module}/**/*.tables.ts`,
                        from: higher,
                        except: ['**/*.tables.ts'],
                        message,
                      },
                    ]
                  : [];
              }),
            ),
          ],
        },
      ],
    },
  },
  {
    files: ['packages/core/**/*.ts'],
    ignores: ['packages/core/**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: builtinModules.map((name) => ({
            name,
            message: 'packages/core runs in the browser too: no Node APIs.',
          })),
          patterns: [
            { group: ['node:*'], message: 'packages/core runs in the browser too: no Node APIs.' },
            {
              group: ['react', 'react/*', 'react-dom', 'react-dom/*', 'react-*', '@react-*/*'],
              message: 'packages/core is plain TypeScript: no React.',
            },
          ],
        },
      ],
    },
  },
  {
    // Services, routes and loaders know no GraphQL (decision 0033): they throw DomainErrors, which the
    // GraphQL and REST edges turn into answers. Only *.schema.ts files build the schema.
    files: [`${MODULES}/**/*.ts`],
    ignores: [`${MODULES}/**/*.schema.ts`, `${MODULES}/**/*.test.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: ['graphql', 'graphql-yoga'].map((name) => ({
            name,
            message: 'Only *.schema.ts files use GraphQL: throw a DomainError (platform/errors.ts).',
          })),
          patterns: [
            {
              group: ['@pothos/*', '**/platform/graphql/builder.ts'],
              message: 'Only *.schema.ts files build the GraphQL schema.',
            },
          ],
        },
      ],
    },
  },
];
