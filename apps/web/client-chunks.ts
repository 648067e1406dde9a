import path from 'node:path';

type ModuleInfo = { importedIds: readonly string[]; isEntry: boolean };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

/** React and React Router: the largest part of every page, and the part that changes least. */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:react|react-dom|scheduler|react-router|@react-router[\\/]dev)[\\/]/;

/**
 * TanStack Query with the app's provider of it: only the pages that list and edit through it (cart,
 * checkout, account, the product form, admin) load it, in one file. Left to Rolldown, each combination
 * of its hooks those pages use became a chunk of its own (5 more requests, 2 KB more).
 */
const QUERY =
  /[\\/]node_modules[\\/]@tanstack[\\/]|[\\/]app[\\/]lib[\\/]api[\\/]query-(?:client|provider)\.tsx?$/;

/** Its parts that few pages use (mutations: admin; infinite lists: the order history), placed by Rolldown. */
const QUERY_FEW = /[\\/](?:useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.m?js$/;

/** A package's index module, re-exporting everything it has (React Aria's `dist/exports/*` per component too). */
const BARREL = /[\\/]node_modules[\\/].*(?:[\\/]dist[\\/]exports[\\/][^\\/]+\.mjs|[\\/]index\.m?js)$/;

/**
 * Chunks of the browser build (issue 13: ≤ 12 requests for a storefront page's first load). Left to
 * itself, Rolldown gives each set of modules shared by a different set of route modules a chunk of its
 * own: a storefront page loaded 35–60 files. Here, what the client entry and the root route import
 * statically (loaded by every page anyway) goes into two chunks: `framework` (React, React Router:
 * stays cached across releases) and `shell` (the rest of the root). What route modules share beyond that
 * stays split as before, so no page loads another page's code.
 *
 * The root's closure follows static imports only, so what loads on first use (menus, dialogs, toasts)
 * stays out, and stops at package barrels, which import the whole package (React Aria's `useMenu` barrel
 * alone would put its menu, selection and collection code, ~15 KB gzip, in every page).
 */
export function clientChunks(appDirectory: string) {
  const roots = ['root.tsx', 'entry.client.tsx'].map((file) => path.join(appDirectory, file));
  let shell: Set<string> | undefined;
  const rootClosure = (ctx: ChunkingContext): Set<string> => {
    if (shell) return shell;
    shell = new Set();
    // React Router's build reads the root through a virtual module of its own; either may be the id.
    const stack = roots
      .flatMap((root) => [root, `${root}?__react-router-build-client-route`])
      .filter((id) => ctx.getModuleInfo(id));
    while (stack.length) {
      const id = stack.pop()!;
      if (shell.has(id)) continue;
      shell.add(id);
      // A package's barrel lists all of the package; what the root takes through it, Rolldown places itself.
      if (BARREL.test(id)) continue;
      stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
    }
    return shell;
  };
  return {
    groups: [
      { name: 'framework', test: FRAMEWORK, priority: 3 },
      // Below the shell: what the shell has (the cart counts) stays there, not drawn in as a dependency.
      { name: (id: string) => (QUERY.test(id) && !QUERY_FEW.test(id) ? 'query' : null), priority: 1 },
      {
        // Entry modules keep chunks of their own: React Router loads each route module by its file.
        name: (id: string, ctx: ChunkingContext) =>
          rootClosure(ctx).has(id) && !ctx.getModuleInfo(id)?.isEntry ? 'shell' : null,
        priority: 2,
      },
    ],
  };
}
