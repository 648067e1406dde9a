import type { ServerModule } from '../../platform/server-module.ts';

/** Categories, products with variants, fields and templates, prices and stock. */
export const catalogModule: ServerModule = {
  name: 'catalog',
  schema: () => import('./catalog.schema.ts'),
};
