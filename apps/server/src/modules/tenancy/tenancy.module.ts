import type { ServerModule } from '../server-module.ts';
import { domains, tenantLanguages, tenants } from './tenancy.tables.ts';

/** Tenants, their domains, languages and settings (the header settings among them), and the platform's list of them. */
export const tenancyModule: ServerModule = {
  name: 'tenancy',
  schema: () =>
    Promise.all([
      import('./tenancy.schema.ts'),
      import('./header-settings.schema.ts'),
      import('./platform-tenants.schema.ts'),
      import('./localization/tenant-languages.schema.ts'),
      import('./navigation/tenant-navigation.schema.ts'),
    ]),
  contributes: {
    // Shop settings (header, footer, home page) that name an uploaded picture keep it (media-cleanup.ts).
    mediaReferences: [{ name: 'shop settings', table: tenants, columns: [tenants.settings] }],
    // The platform's list of tenants reads every tenant on the privileged path (platform-tenants.schema.ts).
    outsideTransactionFields: ['platformTenants'],
    // Every page shows the shop's settings and languages; the domain decides which shop a host serves.
    publicContentTables: [tenants, tenantLanguages, domains],
  },
};
