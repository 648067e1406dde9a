import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// The shop's own navigation (server: modules/tenancy/navigation/, right tenant.settings) and what its
// entries can lead to: the existing admin lists of categories and CMS pages; products, too many to list,
// are searched (lib/admin/product-choices.ts). `tenantId`: the tenant the platform operator acts for
// (decision 0087); omitted, the host's own.

const NAVIGATION = graphql(`
  query TenantNavigation {
    tenantNavigation {
      revision
      entries {
        id
        kind
        target
        newTab
        label {
          language
          text
        }
      }
    }
    tenantLanguages {
      languageCode
      default
    }
  }
`);

const SAVE = graphql(`
  mutation UpdateTenantNavigation($entries: [NavEntryInput!]!, $revision: Int!) {
    updateTenantNavigation(entries: $entries, revision: $revision) {
      revision
      entries {
        id
        kind
        target
        newTab
        label {
          language
          text
        }
      }
    }
  }
`);

const TARGETS = graphql(`
  query NavigationTargets {
    adminCategories {
      id
      name
    }
    adminContentPages {
      id
      title
    }
  }
`);

export type NavigationData = ResultOf<typeof NAVIGATION>;
export type NavEntryInput = VariablesOf<typeof SAVE>['entries'][number];
export type NavigationTargets = ResultOf<typeof TARGETS>;

export const navigationKey = (tenantId: string | undefined) =>
  ['admin', 'tenantNavigation', tenantId ?? 'own'] as const;

export const navigationQuery = (tenantId: string | undefined) =>
  queryOptions({
    queryKey: navigationKey(tenantId),
    queryFn: () => graphqlRequest(NAVIGATION, {}, { tenantId }),
  });

export const navigationTargetsQuery = (tenantId: string | undefined) =>
  queryOptions({
    queryKey: ['admin', 'navigationTargets', tenantId ?? 'own'] as const,
    queryFn: () => graphqlRequest(TARGETS, {}, { tenantId }),
  });

export async function saveNavigation(
  entries: NavEntryInput[],
  revision: number,
  tenantId: string | undefined,
) {
  return (await graphqlRequest(SAVE, { entries, revision }, { tenantId })).updateTenantNavigation;
}
