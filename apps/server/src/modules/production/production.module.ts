import type { ServerModule } from '../../platform/server-module.ts';

/** Production: the print-ready PDF of every order item with a print template, made by a job. */
export const productionModule: ServerModule = {
  name: 'production',
};
