import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';

// The setup wizard's calls (server: modules/tenancy/tenant-wizard.schema.ts). The start runs on the
// operator's own shop; every later call acts inside the new tenant: `{ tenantId }` sends the
// acting-tenant header (decision 0087).

const SetupFields = graphql(`
  fragment TenantSetupFields on TenantSetup {
    id
    slug
    status
    setupStep
    companyName
    pageTitle
    claim
    headerType
    logos {
      logo
      wideLogo
      favicon
      darkLogo
      darkWideLogo
      loginBackground
    }
    theme {
      preset
      primary
      secondary
    }
    languages
    defaultLanguage
    schedulingEnabled
    schedulingEventId
    host
  }
`);

const TENANT_SETUP = graphql(
  `
    query TenantSetup {
      tenantSetup {
        ...TenantSetupFields
      }
    }
  `,
  [SetupFields],
);

const START = graphql(
  `
    mutation StartTenantSetup($input: StartTenantSetupInput!) {
      startTenantSetup(input: $input) {
        ...TenantSetupFields
      }
    }
  `,
  [SetupFields],
);

const SAVE_STEP = graphql(
  `
    mutation SaveTenantSetupStep($input: TenantSetupStepInput!) {
      saveTenantSetupStep(input: $input) {
        ...TenantSetupFields
      }
    }
  `,
  [SetupFields],
);

const FINISH = graphql(
  `
    mutation FinishTenantSetup {
      finishTenantSetup {
        ...TenantSetupFields
      }
    }
  `,
  [SetupFields],
);

export type TenantSetup = ResultOf<typeof TENANT_SETUP>['tenantSetup'];
export type StartInput = VariablesOf<typeof START>['input'];
export type StepInput = VariablesOf<typeof SAVE_STEP>['input'];

export const tenantSetupQueryKey = (tenantId: string) => ['tenantSetup', tenantId] as const;

export async function loadTenantSetup(tenantId: string): Promise<TenantSetup> {
  return (await graphqlRequest(TENANT_SETUP, {}, { tenantId })).tenantSetup;
}

export async function startTenantSetup(input: StartInput): Promise<TenantSetup> {
  return (await graphqlRequest(START, { input })).startTenantSetup;
}

export async function saveTenantSetupStep(tenantId: string, input: StepInput): Promise<TenantSetup> {
  return (await graphqlRequest(SAVE_STEP, { input }, { tenantId })).saveTenantSetupStep;
}

export async function finishTenantSetup(tenantId: string): Promise<TenantSetup> {
  return (await graphqlRequest(FINISH, {}, { tenantId })).finishTenantSetup;
}
