import { registerHooks } from 'node:module';

const DEVELOPMENT_BUILD = /\/node_modules\/react-router\/dist\/development\//;

/**
 * Makes every later import of `react-router` (ours, the web build's, `@react-router/node`'s) load its
 * production build. The package's exports hand Node only `dist/development/` and offer no "production"
 * condition, so `--conditions=production` cannot select it; the development build adds route warnings and
 * the "Hey developer" text of the default error page. Both builds have the same files, so only the folder
 * changes, and all importers share one copy (`instanceof` checks between them keep working).
 * Call before anything imports react-router: ES imports are resolved once per process.
 */
export function loadReactRouterProductionBuild() {
  registerHooks({
    resolve(specifier, context, nextResolve) {
      const resolved = nextResolve(specifier, context);
      if (!DEVELOPMENT_BUILD.test(resolved.url)) return resolved;
      return { ...resolved, url: resolved.url.replace('/dist/development/', '/dist/production/') };
    },
  });
}
