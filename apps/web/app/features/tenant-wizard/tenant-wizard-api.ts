import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql, operationName, operationText } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { uploadRequest } from '../../lib/api/upload-request.ts';

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

const UPLOAD_LOGO = graphql(`
  mutation UploadTenantLogo($file: File!) {
    uploadPrintImage(file: $file) {
      id
      widthPx
      heightPx
    }
  }
`);

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

/** A logo, stored in the new tenant like every uploaded picture (checked, re-encoded, a thumbnail). */
export async function uploadTenantLogo(tenantId: string, file: File) {
  const data = await uploadRequest<ResultOf<typeof UPLOAD_LOGO>>(
    operationName(UPLOAD_LOGO),
    operationText(UPLOAD_LOGO),
    {},
    { file },
    { tenantId },
  );
  return data.uploadPrintImage;
}
