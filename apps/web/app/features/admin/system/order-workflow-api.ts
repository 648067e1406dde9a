import type { OrderWorkflowSettings } from '@print/core/orders/order-workflow';
import { queryOptions } from '@tanstack/react-query';
import { graphqlRequest } from '../../../lib/api/graphql-request.ts';

// The shop's order workflow settings (server: modules/orders/order-workflow.schema.ts, right
// tenant.settings). The secrets are write-only: read masked, written as keep / remove / replace.

/** The write-only secrets of the settings, in the order the form shows them. */
export const SECRET_NAMES = ['cardSecretKey', 'cardWebhookSecret', 'punchoutSecret'] as const;
export type SecretName = (typeof SECRET_NAMES)[number];

export type LanguageText = { language: string; text: string };

/** The settings as the API shows them: pricing text as a list, each secret masked ('••••4242') or null. */
export type OrderWorkflowView = Omit<OrderWorkflowSettings, 'additionalPricingText'> & {
  additionalPricingText: LanguageText[];
} & Record<SecretName, string | null>;

/** The mutation's input: each secret omitted (keep), '' (remove) or the new value (replace). */
export type OrderWorkflowInput = Omit<OrderWorkflowSettings, 'additionalPricingText'> & {
  additionalPricingText: LanguageText[];
} & Partial<Record<SecretName, string>>;

const FIELDS = `profileCompleteRequired continueShoppingUrl totalLabel additionalPricingText { language text }
  stockWarningRecipients multipleSelectionPerItem paymentMethods showPaymentFields showShippingFields
  publishableKey ${SECRET_NAMES.join(' ')}`;

export const ORDER_WORKFLOW_KEY = ['admin', 'orderWorkflow'] as const;

export const orderWorkflowQuery = queryOptions({
  queryKey: ORDER_WORKFLOW_KEY,
  queryFn: async () =>
    (
      await graphqlRequest<{ orderWorkflowSettings: OrderWorkflowView }>(
        'OrderWorkflowSettings',
        `query OrderWorkflowSettings { orderWorkflowSettings { ${FIELDS} } }`,
      )
    ).orderWorkflowSettings,
});

/** Saves the settings; the answer is the stored state (secrets masked again). */
export async function updateOrderWorkflow(input: OrderWorkflowInput): Promise<OrderWorkflowView> {
  return (
    await graphqlRequest<{ updateOrderWorkflowSettings: OrderWorkflowView }>(
      'UpdateOrderWorkflowSettings',
      `mutation UpdateOrderWorkflowSettings($input: OrderWorkflowInput!) {
        updateOrderWorkflowSettings(input: $input) { ${FIELDS} }
      }`,
      { input },
    )
  ).updateOrderWorkflowSettings;
}
