import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { tenantKey } from '../../lib/admin/tenant-tab.ts';

// A tenant's integration tabs (server: modules/tenancy/integrations/integrations.schema.ts, right
// tenant.settings): print-design and the scheduling service, each with a write-only API key (read masked)
// and a "Test connection" the server makes. Every call names the tenant acted for, if any (decision 0087).

const PRINT_DESIGN = graphql(`
  query PrintDesignSettings {
    printDesignSettings {
      enabled
      endpointUrl
      apiKey
    }
  }
`);

const UPDATE_PRINT_DESIGN = graphql(`
  mutation UpdatePrintDesignSettings($input: PrintDesignSettingsInput!) {
    updatePrintDesignSettings(input: $input) {
      enabled
      endpointUrl
      apiKey
    }
  }
`);

const TEST_PRINT_DESIGN = graphql(`
  mutation TestPrintDesignConnection($endpointUrl: String!, $apiKey: String) {
    testPrintDesignConnection(endpointUrl: $endpointUrl, apiKey: $apiKey)
  }
`);

const SCHEDULING = graphql(`
  query SchedulingSettings {
    schedulingSettings {
      enabled
      eventId
      apiKey
    }
  }
`);

const UPDATE_SCHEDULING = graphql(`
  mutation UpdateSchedulingSettings($input: SchedulingSettingsInput!) {
    updateSchedulingSettings(input: $input) {
      enabled
      eventId
      apiKey
    }
  }
`);

const TEST_SCHEDULING = graphql(`
  mutation TestSchedulingConnection($eventId: String!, $apiKey: String) {
    testSchedulingConnection(eventId: $eventId, apiKey: $apiKey)
  }
`);

export type PrintDesignView = ResultOf<typeof PRINT_DESIGN>['printDesignSettings'];
export type PrintDesignInput = VariablesOf<typeof UPDATE_PRINT_DESIGN>['input'];
export type SchedulingView = ResultOf<typeof SCHEDULING>['schedulingSettings'];
export type SchedulingInput = VariablesOf<typeof UPDATE_SCHEDULING>['input'];
export type ConnectionResult = ResultOf<typeof TEST_PRINT_DESIGN>['testPrintDesignConnection'];

export const printDesignKey = (tenantId: string | undefined) => tenantKey(['admin', 'printDesign'], tenantId);
export const schedulingKey = (tenantId: string | undefined) => tenantKey(['admin', 'scheduling'], tenantId);

export const printDesignQuery = (tenantId: string | undefined) =>
  queryOptions({
    queryKey: printDesignKey(tenantId),
    queryFn: async () => (await graphqlRequest(PRINT_DESIGN, {}, { tenantId })).printDesignSettings,
  });

export const schedulingQuery = (tenantId: string | undefined) =>
  queryOptions({
    queryKey: schedulingKey(tenantId),
    queryFn: async () => (await graphqlRequest(SCHEDULING, {}, { tenantId })).schedulingSettings,
  });

export async function updatePrintDesign(input: PrintDesignInput, tenantId: string | undefined) {
  return (await graphqlRequest(UPDATE_PRINT_DESIGN, { input }, { tenantId })).updatePrintDesignSettings;
}

export async function updateScheduling(input: SchedulingInput, tenantId: string | undefined) {
  return (await graphqlRequest(UPDATE_SCHEDULING, { input }, { tenantId })).updateSchedulingSettings;
}

/** `apiKey` undefined: the stored key; '': none (removed in the form); else the key typed. */
export async function testPrintDesign(
  variables: { endpointUrl: string; apiKey?: string | undefined },
  tenantId: string | undefined,
): Promise<ConnectionResult> {
  return (await graphqlRequest(TEST_PRINT_DESIGN, variables, { tenantId })).testPrintDesignConnection;
}

export async function testScheduling(
  variables: { eventId: string; apiKey?: string | undefined },
  tenantId: string | undefined,
): Promise<ConnectionResult> {
  return (await graphqlRequest(TEST_SCHEDULING, variables, { tenantId })).testSchedulingConnection;
}
