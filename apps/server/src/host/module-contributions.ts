import { serverModules } from '../modules/index.ts';
import { collectContributions, installContributions } from '../platform/module-contributions.ts';

/** Every module's contributions (ServerModule.contributes), collected once from the one module list. */
export const moduleContributions = collectContributions(serverModules);

/**
 * Hands them to the extension points that read them (platform/module-contributions.ts): called at start
 * by whatever starts requests or jobs (app.ts, start-jobs.ts), before either runs. The same list each
 * time, so two apps in one process (tests) install the same.
 */
export function installModuleContributions(): void {
  installContributions(moduleContributions);
}
