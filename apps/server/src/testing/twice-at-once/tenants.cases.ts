import { next, type AtOnceCase } from './session.ts';

// The Tenants area (modules/tenancy, issue 27): a tenant's general settings, a new claim each run.

export const tenantCases: Record<string, AtOnceCase> = {
  updateTenantGeneral: {
    setup: async () => ({
      input: {
        companyName: 'Druckerei Sonnenschein GmbH',
        pageTitle: [{ language: 'de-DE', text: 'Druckerei Sonnenschein' }],
        claim: [{ language: 'de-DE', text: `Drucken mit Sonne ${next()}` }],
        allowTemporaryUsers: true,
      },
    }),
  },
};
