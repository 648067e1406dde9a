import { readdirSync } from 'node:fs';
import path from 'node:path';

type ModuleInfo = { importedIds: readonly string[]; isEntry: boolean };
type ChunkingContext = { getModuleInfo(id: string): ModuleInfo | null };

/**
 * React and React Router: the largest part of every page, and the part that changes least. With them
 * React's own useSyncExternalStore shim (well under 1 KB; not its selector part, which only the
 * admin's tables and charts use), imported by React Aria's widgets and by the admin's charts: left to Rolldown, each new set of pages sharing it split it off another chunk.
 * The app's own browser entry (entry.client.tsx) is one with them, as React Router's default entry (in
 * @react-router/dev) was: apart, the entry is a chunk of its own importing this one (2 more requests).
 */
const FRAMEWORK =
  /[\\/]node_modules[\\/](?:(?:react|react-dom|scheduler|react-router|@react-router[\\/]dev)[\\/]|use-sync-external-store[\\/](?!.*with-selector))|[\\/]app[\\/]entry\.client\.tsx$/;

/**
 * TanStack Query with the app's provider of it: only the pages that list and edit through it (cart,
 * checkout, account, the product form, admin) load it, in one file. Left to Rolldown, each combination
 * of its hooks those pages use became a chunk of its own (5 more requests, 2 KB more). TanStack Table
 * (and the store it runs on) is the admin's alone: it stays out of this file, which shop pages load.
 */
const QUERY =
  /[\\/]node_modules[\\/]@tanstack[\\/](?:query-core|react-query)[\\/]|[\\/]app[\\/]lib[\\/]api[\\/]query-(?:client|provider)\.tsx?$/;

/** Its parts that few pages use (mutations: admin; infinite lists: the order history), placed by Rolldown. */
const QUERY_FEW = /[\\/](?:useMutation|mutationObserver|useInfiniteQuery|infiniteQueryObserver)\.m?js$/;

/**
 * The print preview with the core print rules it renders by (conditions, fields, page plan): the shop's
 * cart, order and product form load them together, and the admin's product-field pages use the rules
 * too. Left to Rolldown, each set of importers split off a chunk of its own (the order page: 2 more
 * requests); here they are one file, which admin pages may load but that holds no admin code.
 */
const PRINT_PREVIEW =
  /[\\/]app[\\/]ui[\\/]print-preview\.tsx$|[\\/]packages[\\/]core[\\/]src[\\/]print[\\/](?:render-svg|page-plan|text-layout|svg-safety|conditions|element-fields|product-field|template|template-reader|template-types)\.ts$/;

/**
 * The field rules every form checks by: taken before the print preview's group, which would otherwise
 * draw them in (a group takes what its modules import) and make the sign-in page load the preview.
 */
const FIELD_RULES = /[\\/]packages[\\/]core[\\/]src[\\/]validation[\\/](?:validate-field|text-rules)\.ts$/;

/**
 * React Aria's field wiring (label, description and error ids) with its text field: the shop's forms load
 * both. Once the admin's checkbox groups used the wiring alone, Rolldown split it off (every form page: 1
 * more request).
 */
const TEXT_FIELD =
  /[\\/]node_modules[\\/]react-aria[\\/]dist[\\/]private[\\/](?:label[\\/]useField|textfield[\\/]useTextField)\.mjs$/;

const PACKAGE = /[\\/]node_modules[\\/]/;

/** A package's index module, re-exporting everything it has (React Aria's `dist/exports/*` per component too). */
const BARREL = /[\\/]node_modules[\\/].*(?:[\\/]dist[\\/]exports[\\/][^\\/]+\.mjs|[\\/]index\.m?js)$/;

/**
 * The storefront frame's own modules (its layout route, the shop's header, footer and cookie banner), which
 * no admin page loads. A module in `shell` brings along what it imports, so the layout must not be there.
 */
const STOREFRONT_FRAME =
  /[\\/]app[\\/](?:shell[\\/](?:header[\\/]|footer[\\/]|cookie-consent[\\/]|storefront-frame)|routes[\\/]storefront-layout)/;

/**
 * The modules `roots` import statically, transitively. A package's barrel lists all of the package, so
 * the walk stops there (what a route takes through it, Rolldown places itself); `intoBarrels` goes one
 * step further, into the modules a barrel reached from the app's code re-exports, not into barrels
 * reached from a package.
 */
function staticClosure(ctx: ChunkingContext, roots: readonly string[], intoBarrels = false): Set<string> {
  const seen = new Set<string>();
  const importsOf = (id: string) => ctx.getModuleInfo(id)?.importedIds ?? [];
  // React Router's build reads a route module through a virtual module of its own; either may be the id.
  const stack = roots
    .flatMap((root) => [root, `${root}?__react-router-build-client-route`])
    .filter((id) => ctx.getModuleInfo(id));
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    if (BARREL.test(id)) continue;
    for (const next of importsOf(id)) {
      stack.push(next);
      if (intoBarrels && BARREL.test(next) && !PACKAGE.test(id)) {
        stack.push(...importsOf(next).filter((reexported) => !BARREL.test(reexported)));
      }
    }
  }
  return seen;
}

/**
 * Chunks of the browser build (issue 13: ≤ 12 requests for a storefront page's first load). Left to
 * itself, Rolldown gives each set of modules shared by a different set of route modules a chunk of its
 * own: a storefront page loaded 35–60 files. Here, what the client entry and the root route import
 * statically (loaded by every page anyway) goes into two chunks: `framework` (React, React Router:
 * stays cached across releases) and `shell` (the rest of the root). The storefront's frame (its layout
 * route) goes into `shell` too, but for its own header, footer and cookie banner code: that is one chunk,
 * `storefront`, which admin pages never load (what of it the admin's routes use, like the user menu's
 * button, stays in `shell`). What route modules share beyond that stays split as before, so no page
 * loads another page's code.
 *
 * The closures follow static imports only, so what loads on first use (menus, dialogs, toasts) stays
 * out, and stop at package barrels, which import the whole package (React Aria's `useMenu` barrel
 * alone would put its menu, selection and collection code, ~15 KB gzip, in every page).
 */
export function clientChunks(appDirectory: string) {
  const adminRoutes = path.join(appDirectory, 'routes/admin');
  let closures: { shell: Set<string>; storefront: Set<string> } | undefined;
  const chunkSets = (ctx: ChunkingContext) => {
    if (closures) return closures;
    const root = staticClosure(
      ctx,
      ['root.tsx', 'entry.client.tsx'].map((file) => path.join(appDirectory, file)),
    );
    // Into the barrels the frame's code imports: what it uses of a package (React Aria's switch, the
    // cart count's query hooks) must be in the shell, or the frame's chunk would take it along and the
    // admin's dialogs and fields, which use it too, would load the storefront's code with it.
    const frame = staticClosure(ctx, [path.join(appDirectory, 'routes/storefront-layout.tsx')], true);
    const admin = staticClosure(
      ctx,
      readdirSync(adminRoutes)
        .filter((file) => /\.tsx?$/.test(file))
        .map((file) => path.join(adminRoutes, file)),
    );
    // Only the frame's own code, and none of it the admin uses: packages and shared modules stay in the
    // shell, where code loaded on first use (dialogs, menus) finds them on every page, as before.
    const storefront = new Set(
      [...frame].filter((id) => STOREFRONT_FRAME.test(id) && !admin.has(id) && !root.has(id)),
    );
    closures = { shell: new Set([...root, ...[...frame].filter((id) => !storefront.has(id))]), storefront };
    return closures;
  };
  const placed = (set: 'shell' | 'storefront') => (id: string, ctx: ChunkingContext) =>
    // Entry modules keep chunks of their own: React Router loads each route module by its file.
    chunkSets(ctx)[set].has(id) && !ctx.getModuleInfo(id)?.isEntry ? set : null;
  return {
    groups: [
      { name: 'framework', test: FRAMEWORK, priority: 4 },
      // Before the storefront: what its modules import (packages through their barrels, shared modules)
      // is taken here first, with all it imports in turn, so the storefront chunk keeps only its own code.
      { name: placed('shell'), debugName: 'shell', priority: 3 },
      { name: 'validate-field', test: FIELD_RULES, priority: 2.5 },
      { name: 'useTextField', test: TEXT_FIELD, priority: 2.5 },
      {
        name: (id: string) => (PRINT_PREVIEW.test(id) ? 'print-preview' : null),
        debugName: 'print-preview',
        priority: 2,
      },
      // Below the shell: what the shell has (the cart counts) stays there, not drawn in as a dependency.
      {
        name: (id: string) => (QUERY.test(id) && !QUERY_FEW.test(id) ? 'query' : null),
        debugName: 'query',
        priority: 1,
      },
    ],
  };
}
