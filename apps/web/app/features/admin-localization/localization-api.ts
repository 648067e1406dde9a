import { queryOptions } from '@tanstack/react-query';
import type { ResultOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// The tenant's languages (server: modules/tenancy/localization/, right tenant.settings). `tenantId`:
// the tenant the platform operator acts for (decision 0087); omitted, the host's own.

const LIST = graphql(`
  query TenantLanguages {
    tenantLanguages {
      languageCode
      default
    }
  }
`);

const ADD = graphql(`
  mutation AddTenantLanguage($code: String!) {
    addTenantLanguage(languageCode: $code) {
      languageCode
      default
    }
  }
`);

const SET_DEFAULT = graphql(`
  mutation SetDefaultTenantLanguage($code: String!) {
    setDefaultTenantLanguage(languageCode: $code) {
      languageCode
      default
    }
  }
`);

const REMOVE = graphql(`
  mutation RemoveTenantLanguage($code: String!) {
    removeTenantLanguage(languageCode: $code) {
      languageCode
      default
    }
  }
`);

export type TenantLanguage = ResultOf<typeof LIST>['tenantLanguages'][number];
export type LanguageChange = 'add' | 'setDefault' | 'remove';

export const tenantLanguagesKey = (tenantId: string | undefined) =>
  ['admin', 'tenantLanguages', tenantId ?? 'own'] as const;

export const tenantLanguagesQuery = (tenantId: string | undefined) =>
  queryOptions({
    queryKey: tenantLanguagesKey(tenantId),
    queryFn: async (): Promise<TenantLanguage[]> =>
      (await graphqlRequest(LIST, {}, { tenantId })).tenantLanguages,
  });

/** One change of the list; the answer is the list after it. */
export async function changeTenantLanguage(
  change: LanguageChange,
  code: string,
  tenantId: string | undefined,
): Promise<TenantLanguage[]> {
  if (change === 'add') return (await graphqlRequest(ADD, { code }, { tenantId })).addTenantLanguage;
  if (change === 'setDefault')
    return (await graphqlRequest(SET_DEFAULT, { code }, { tenantId })).setDefaultTenantLanguage;
  return (await graphqlRequest(REMOVE, { code }, { tenantId })).removeTenantLanguage;
}
