import type { ServerModule } from '../server-module.ts';
import { productionJobs } from './print-jobs.ts';
import { registerPrintFileRoutes } from './print-files.routes.ts';

/** Production: the print-ready PDF of every order item with a print template, made by a job. */
export const productionModule: ServerModule = {
  name: 'production',
  schema: () => import('./print-files.schema.ts'),
  routes: registerPrintFileRoutes,
  jobs: productionJobs,
};
