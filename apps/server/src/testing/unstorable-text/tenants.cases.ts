import type { Case } from './fixture.ts';

// The Tenants area (modules/tenancy, issue 27): the list's search, a tenant's general settings and its
// logos (media ids: any other text names no uploaded picture and is refused).

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
  updateTenantLogos: { base: () => ({ input: { logo: null, favicon: null } }) },
};
