import type { ServerModule } from '../../platform/server-module.ts';

/** Tenants, their domains, languages and settings (the header settings among them). */
export const tenancyModule: ServerModule = {
  name: 'tenancy',
  schema: () => Promise.all([import('./tenancy.schema.ts'), import('./header-settings.schema.ts')]),
};
