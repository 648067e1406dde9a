import type { ServerModule } from '../../platform/server-module.ts';

/** Tenants, their domains, languages and settings (the header settings among them), and the platform's list of them. */
export const tenancyModule: ServerModule = {
  name: 'tenancy',
  schema: () =>
    Promise.all([
      import('./tenancy.schema.ts'),
      import('./header-settings.schema.ts'),
      import('./platform-tenants.schema.ts'),
    ]),
};
