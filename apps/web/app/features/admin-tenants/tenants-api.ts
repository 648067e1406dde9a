import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { tenantKey } from '../../lib/admin/tenant-tab.ts';

// The Tenants area's operations (server: modules/tenancy/tenant-list.schema.ts,
// tenant-general.schema.ts, tenant-logos.schema.ts), typed from the schema (lib/api/graphql.ts).

const TENANT_LIST = graphql(`
  query TenantList(
    $search: String
    $sort: TenantSort
    $direction: TenantSortDirection
    $page: Int
    $pageSize: Int
  ) {
    tenantList(search: $search, sort: $sort, direction: $direction, page: $page, pageSize: $pageSize) {
      total
      items {
        id
        slug
        companyName
        status
        createdAt
        domains {
          name
          status
          isDefault
        }
        languages {
          languageCode
          isDefault
        }
      }
    }
  }
`);

export type TenantListParams = VariablesOf<typeof TENANT_LIST>;
export type TenantListItem = ResultOf<typeof TENANT_LIST>['tenantList']['items'][number];

export const tenantListQuery = (params: TenantListParams) =>
  queryOptions({
    queryKey: ['admin', 'tenants', params],
    queryFn: async () => (await graphqlRequest(TENANT_LIST, params)).tenantList,
    placeholderData: keepPreviousData,
  });

const DELETE_SETUP = graphql(`
  mutation DeleteTenantSetup($id: ID!) {
    deleteTenantSetup(id: $id)
  }
`);

/** Deletes a tenant still in setup with what its setup made (server: tenant-setup-delete.ts). */
export async function deleteTenantSetup(id: string): Promise<void> {
  await graphqlRequest(DELETE_SETUP, { id });
}

const TenantGeneralFields = graphql(`
  fragment TenantGeneralFields on TenantGeneral {
    companyName
    allowTemporaryUsers
    pageTitle {
      language
      text
    }
    claim {
      language
      text
    }
  }
`);

const TenantLogosFields = graphql(`
  fragment TenantLogosFields on TenantLogos {
    logo
    wideLogo
    favicon
    darkLogo
    darkWideLogo
    loginBackground
  }
`);

const TENANT_SETTINGS = graphql(
  `
    query TenantSettings {
      tenantSettings {
        status
        setupStep
        languages
        general {
          ...TenantGeneralFields
        }
        logos {
          ...TenantLogosFields
        }
        subscription {
          status
          interval
          start
          end
          trialStart
          trialEnd
          nextPayment
        }
      }
    }
  `,
  [TenantGeneralFields, TenantLogosFields],
);

const UPDATE_TENANT_GENERAL = graphql(
  `
    mutation UpdateTenantGeneral($input: TenantGeneralInput!) {
      updateTenantGeneral(input: $input) {
        ...TenantGeneralFields
      }
    }
  `,
  [TenantGeneralFields],
);

const UPDATE_TENANT_LOGOS = graphql(
  `
    mutation UpdateTenantLogos($input: TenantLogosInput!) {
      updateTenantLogos(input: $input) {
        ...TenantLogosFields
      }
    }
  `,
  [TenantLogosFields],
);

export type TenantSettingsView = ResultOf<typeof TENANT_SETTINGS>['tenantSettings'];
export type TenantLogosView = ResultOf<typeof TenantLogosFields>;
export type TenantLogosInput = VariablesOf<typeof UPDATE_TENANT_LOGOS>['input'];
export type TenantGeneralView = ResultOf<typeof TenantGeneralFields>;
export type TenantGeneralInput = VariablesOf<typeof UPDATE_TENANT_GENERAL>['input'];

export const tenantSettingsKey = (tenantId: string | undefined) =>
  tenantKey(['admin', 'tenantSettings'], tenantId);

export const tenantSettingsQuery = (tenantId: string | undefined) =>
  queryOptions({
    queryKey: tenantSettingsKey(tenantId),
    queryFn: async () => (await graphqlRequest(TENANT_SETTINGS, {}, { tenantId })).tenantSettings,
  });

export async function updateTenantGeneral(
  input: TenantGeneralInput,
  tenantId: string | undefined,
): Promise<TenantGeneralView> {
  return (await graphqlRequest(UPDATE_TENANT_GENERAL, { input }, { tenantId })).updateTenantGeneral;
}

/** Sets (an uploaded picture's id) or removes (null) the kinds named; the others stay (tenant-logos.schema.ts). */
export async function updateTenantLogos(
  input: TenantLogosInput,
  tenantId: string | undefined,
): Promise<TenantLogosView> {
  return (await graphqlRequest(UPDATE_TENANT_LOGOS, { input }, { tenantId })).updateTenantLogos;
}

/** The message when a tenant's settings could not be loaded (shared by every tenant tab). */
export { tenantLoadFailedKey as loadFailedKey } from '../../lib/admin/tenant-tab.ts';
