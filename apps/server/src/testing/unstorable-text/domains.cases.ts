import { next, type Case } from './fixture.ts';

// The tenant's domain manager (modules/tenancy/domains, issue 27): a name is refused unless it is a host
// name; ids that are not the shop's domains are not found.

const NO_DOMAIN = '00000000-0000-4000-8000-000000000000';

export const domainCases: Record<string, Case> = {
  addTenantDomain: { base: () => ({ name: `fuzz-${next()}.example.com` }) },
  deleteTenantDomain: { base: () => ({ id: NO_DOMAIN }) },
  setDefaultTenantDomain: { base: () => ({ id: NO_DOMAIN }) },
  checkTenantDomainNow: { base: () => ({ id: NO_DOMAIN }) },
};
