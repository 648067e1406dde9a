import { sql } from 'drizzle-orm';
import type { JobDefinition } from '../../platform/jobs/job-queue.ts';
import { createDnsLookup } from '../../platform/dns/dns-lookup.ts';
import type { ServerModule } from '../server-module.ts';
import { domainCheckJob } from './domains/domain-check.job.ts';
import { domainCheckSweepJob } from './domains/domain-check-sweep.job.ts';
import { domains, tenantLanguages, tenants } from './tenancy.tables.ts';

/** Tenants, their domains, languages and settings (the header settings among them), and the platform's list of them. */
export const tenancyModule: ServerModule = {
  name: 'tenancy',
  schema: () =>
    Promise.all([
      import('./tenancy.schema.ts'),
      import('./header-settings.schema.ts'),
      import('./platform-tenants.schema.ts'),
      import('./tenant-wizard.schema.ts'),
      import('./domains/domains.schema.ts'),
      import('./tenant-list.schema.ts'),
      import('./tenant-general.schema.ts'),
      import('./tenant-logos.schema.ts'),
      import('./localization/tenant-languages.schema.ts'),
      import('./navigation/tenant-navigation.schema.ts'),
      import('./integrations/integrations.schema.ts'),
    ]),
  // Custom domains' DNS checks (decision 0085).
  jobs: ({ database, services, config, log, send }) => [
    domainCheckJob({
      database,
      dns: createDnsLookup(config.dnsServers),
      platform: services.domainDns,
      log,
    }) as JobDefinition<never>,
    domainCheckSweepJob(database, send),
  ],
  contributes: {
    // Shop settings (header, footer, home page) that name an uploaded picture keep it (media-cleanup.ts),
    // and so do the shop's logos, kept as bare media ids by kind (tenant-logos.ts).
    mediaReferences: [
      {
        name: 'shop settings',
        table: tenants,
        columns: [tenants.settings],
        idsIn: [sql`${tenants.settings}->'logos'`],
      },
    ],
    // The platform's list of tenants reads every tenant on the privileged path (platform-tenants.schema.ts).
    // Creating a tenant and deleting an abandoned setup are the privileged path's writes
    // (tenant-wizard-start.ts, tenant-setup-delete.ts); the list reads all.
    // An integration's "Test connection" calls the service: no transaction is held meanwhile.
    outsideTransactionFields: [
      'platformTenants',
      'startTenantSetup',
      'deleteTenantSetup',
      'tenantList',
      'tenantOptions',
      'testPrintDesignConnection',
      'testSchedulingConnection',
    ],
    // Every page shows the shop's settings and languages; the domain decides which shop a host serves.
    publicContentTables: [tenants, tenantLanguages, domains],
  },
};
