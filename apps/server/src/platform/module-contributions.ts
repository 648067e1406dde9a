// What the modules contribute to each other's extension points (decision 0061). A module declares what it
// contributes in its descriptor (ServerModule.contributes), never by a call when one of its files is
// imported: the composition root collects every module's contributions from the one module list
// (modules/index.ts) and installs them here once at start, before a request or job runs; the owner of an
// extension point reads its kind from here. So a contribution cannot go missing because of which files
// happened to be imported, and a test proves no module file registers anything when it is imported
// (modules/server-modules-contribute.test.ts).

/**
 * The kinds of contributions, each the type of one entry. Platform names no module type (lint), so the
 * owner of each extension point adds its kind here by declaration merging, where it uses it (e.g.
 * modules/orders/checkout-guards.ts adds `checkoutGuards`); a module below the owner can then contribute
 * to it without importing the owner.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the extension points
export interface ContributionKinds {}

/** What one module contributes: for each kind, its entries. */
export type ModuleContributions = { [K in keyof ContributionKinds]?: readonly ContributionKinds[K][] };

/** Every module's contributions, kind by kind, in the order of the module list (a kind none made: absent). */
export type Contributions = { readonly [K in keyof ContributionKinds]?: readonly ContributionKinds[K][] };

let installed: Contributions | null = null;

/** Every module's contributions of each kind, in the order of `modules` (modules/index.ts). */
export function collectContributions(
  modules: readonly { contributes?: ModuleContributions }[],
): Contributions {
  const collected: Record<string, unknown[]> = {};
  for (const module of modules) {
    for (const [kind, entries] of Object.entries(module.contributes ?? {})) {
      (collected[kind] ??= []).push(...(entries as unknown[]));
    }
  }
  return collected as unknown as Contributions;
}

/** Called by the composition root at start (app.ts, start-jobs.ts) with every module's contributions. */
export function installContributions(contributions: Contributions): void {
  installed = contributions;
}

/**
 * The installed contributions of one kind. Fails when nothing was installed: a guard or hook silently
 * missing (an order placed past a punch-out guard) is worse than a loud start-up error.
 */
export function contributed<K extends keyof ContributionKinds>(kind: K): readonly ContributionKinds[K][] {
  if (!installed) {
    throw new Error(`the modules' contributions are not installed yet (reading ${String(kind)})`);
  }
  return installed[kind] ?? [];
}
