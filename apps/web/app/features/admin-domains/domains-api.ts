import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// Operations of the domain manager (server: modules/tenancy/domains/domains.schema.ts), typed from the
// schema (lib/api/graphql.ts). `tenantId` is the platform operator's view of another tenant (the acting
// header, decision 0087); without it the caller's own tenant.

const DomainFields = graphql(`
  fragment DomainFields on TenantDomain {
    id
    name
    status
    isDefault
    isFallback
    lastCheckedAt
    records {
      purpose
      type
      name
      expected
      found
      ok
      checked
      error
    }
  }
`);

const TENANT_DOMAINS = graphql(
  `
    query TenantDomains {
      tenantDomains {
        ...DomainFields
      }
    }
  `,
  [DomainFields],
);

const ADD = graphql(
  `
    mutation AddTenantDomain($name: String!) {
      addTenantDomain(name: $name) {
        ...DomainFields
      }
    }
  `,
  [DomainFields],
);

const DELETE = graphql(`
  mutation DeleteTenantDomain($id: ID!) {
    deleteTenantDomain(id: $id)
  }
`);

const SET_DEFAULT = graphql(
  `
    mutation SetDefaultTenantDomain($id: ID!) {
      setDefaultTenantDomain(id: $id) {
        ...DomainFields
      }
    }
  `,
  [DomainFields],
);

const CHECK_NOW = graphql(
  `
    mutation CheckTenantDomainNow($id: ID!) {
      checkTenantDomainNow(id: $id) {
        ...DomainFields
      }
    }
  `,
  [DomainFields],
);

export type TenantDomain = ResultOf<typeof DomainFields>;
export type DomainRecord = TenantDomain['records'][number];

/** How often the list is asked again while a domain is still being connected (its DNS checks run). */
export const DOMAINS_POLL_MS = 10_000;

export const tenantDomainsQuery = (tenantId?: string) =>
  queryOptions({
    queryKey: ['tenantDomains', tenantId ?? 'own'],
    queryFn: async () => (await graphqlRequest(TENANT_DOMAINS, {}, { tenantId })).tenantDomains,
    // Polls only while a domain is not Active: its status and records change as the checks run.
    refetchInterval: (query) =>
      query.state.data?.some((domain) => domain.status !== 'Active') ? DOMAINS_POLL_MS : false,
  });

/** The domain manager's changes, each sent for the tenant shown (`tenantId`: another tenant's). */
export const domainMutations = (tenantId?: string) => ({
  add: async (name: string) => (await graphqlRequest(ADD, { name }, { tenantId })).addTenantDomain,
  remove: async (id: string) => {
    await graphqlRequest(DELETE, { id }, { tenantId });
  },
  setDefault: async (id: string) =>
    (await graphqlRequest(SET_DEFAULT, { id }, { tenantId })).setDefaultTenantDomain,
  checkNow: async (id: string) =>
    (await graphqlRequest(CHECK_NOW, { id }, { tenantId })).checkTenantDomainNow,
});
