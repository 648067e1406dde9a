import type { Case } from './fixture.ts';

// The Tenants area (modules/tenancy, issue 27): the list's search and a tenant's general settings.

export const tenantCases: Record<string, Case> = {
  tenantList: { base: () => ({ search: 'north', sort: 'NAME', direction: 'asc', page: 1, pageSize: 25 }) },
  updateTenantGeneral: {
    base: () => ({
      input: {
        companyName: 'Druckerei Sonnenschein GmbH',
        pageTitle: [{ language: 'de-DE', text: 'Druckerei Sonnenschein' }],
        claim: [{ language: 'de-DE', text: 'Drucken mit Sonne' }],
        allowTemporaryUsers: true,
      },
    }),
  },
};
