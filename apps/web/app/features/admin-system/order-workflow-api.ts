import { queryOptions } from '@tanstack/react-query';
import type { ResultOf, VariablesOf } from 'gql.tada';
import { graphql } from '../../lib/api/graphql.ts';
import { graphqlRequest } from '../../lib/api/graphql-request.ts';
import { tenantKey } from '../../lib/admin/tenant-tab.ts';

// The shop's order workflow settings (server: modules/orders/order-workflow.schema.ts, right
// tenant.settings), typed from the schema (lib/api/graphql.ts). The secrets are write-only: read
// masked, written as keep / remove / replace.

/** The write-only secrets of the settings, in the order the form shows them. */
export const SECRET_NAMES = ['cardSecretKey', 'cardWebhookSecret', 'punchoutSecret'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

const OrderWorkflowFields = graphql(`
  fragment OrderWorkflowFields on OrderWorkflowSettings {
    profileCompleteRequired
    continueShoppingUrl
    totalLabel
    additionalPricingText {
      language
      text
    }
    stockWarningRecipients
    multipleSelectionPerItem
    paymentMethods
    showPaymentFields
    showShippingFields
    publishableKey
    cardSecretKey
    cardWebhookSecret
    punchoutSecret
  }
`);

const ORDER_WORKFLOW_QUERY = graphql(
  `
    query OrderWorkflowSettings {
      orderWorkflowSettings {
        ...OrderWorkflowFields
      }
    }
  `,
  [OrderWorkflowFields],
);

const UPDATE_ORDER_WORKFLOW = graphql(
  `
    mutation UpdateOrderWorkflowSettings($input: OrderWorkflowInput!) {
      updateOrderWorkflowSettings(input: $input) {
        ...OrderWorkflowFields
      }
    }
  `,
  [OrderWorkflowFields],
);

/** The settings as the API shows them: pricing text as a list, each secret masked ('••••4242') or null. */
export type OrderWorkflowView = ResultOf<typeof OrderWorkflowFields>;

export type LanguageText = OrderWorkflowView['additionalPricingText'][number];

/** The mutation's input: each secret omitted (keep), '' (remove) or the new value (replace). */
export type OrderWorkflowInput = VariablesOf<typeof UPDATE_ORDER_WORKFLOW>['input'];

/** The settings of the tenant acted for (decision 0087), or the host's own without `tenantId`. */
export const orderWorkflowKey = (tenantId: string | undefined) =>
  tenantKey(['admin', 'orderWorkflow'], tenantId);

export const orderWorkflowQuery = (tenantId: string | undefined) =>
  queryOptions({
    queryKey: orderWorkflowKey(tenantId),
    queryFn: async (): Promise<OrderWorkflowView> =>
      (await graphqlRequest(ORDER_WORKFLOW_QUERY, {}, { tenantId })).orderWorkflowSettings,
  });

/** Saves the settings; the answer is the stored state (secrets masked again). */
export async function updateOrderWorkflow(
  input: OrderWorkflowInput,
  tenantId: string | undefined,
): Promise<OrderWorkflowView> {
  return (await graphqlRequest(UPDATE_ORDER_WORKFLOW, { input }, { tenantId })).updateOrderWorkflowSettings;
}
