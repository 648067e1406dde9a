import {
  checkOrderWorkflow,
  checkSecretSetting,
  type OrderWorkflowSettings,
} from '@print/core/orders/order-workflow';
import type { ValidationError } from '@print/core/validation/messages';
import {
  SECRET_NAMES,
  type OrderWorkflowInput,
  type OrderWorkflowView,
  type SecretName,
} from './order-workflow-api.ts';
import { secretInputOf, UNTOUCHED_SECRET, type SecretEdit } from '../../lib/admin/secret-setting.tsx';

export { secretInputOf, willHaveSecret, type SecretEdit } from '../../lib/admin/secret-setting.tsx';

/** The form while typing: the settings (pricing text per shop language) and the secret edits. */
export type WorkflowFormValues = OrderWorkflowSettings & { secrets: Record<SecretName, SecretEdit> };

/** The input name (and server error field) of one language's pricing text. */
export const pricingTextField = (language: string): string => `additionalPricingText.${language}`;

/** Every input name the form shows a message at (the server's `extensions.fields` use the same). */
export function workflowFieldNames(languages: readonly string[]): string[] {
  return [
    'continueShoppingUrl',
    'totalLabel',
    'stockWarningRecipients',
    'paymentMethods',
    'publishableKey',
    ...languages.map(pricingTextField),
    ...SECRET_NAMES,
  ];
}

/** The form's start values: the stored settings, one pricing text per shop language, no secret typed. */
export function formValuesOf(view: OrderWorkflowView, languages: readonly string[]): WorkflowFormValues {
  const texts = new Map(view.additionalPricingText.map((entry) => [entry.language, entry.text]));
  return {
    profileCompleteRequired: view.profileCompleteRequired,
    continueShoppingUrl: view.continueShoppingUrl,
    totalLabel: view.totalLabel,
    additionalPricingText: Object.fromEntries(languages.map((code) => [code, texts.get(code) ?? ''])),
    stockWarningRecipients: view.stockWarningRecipients,
    multipleSelectionPerItem: view.multipleSelectionPerItem,
    paymentMethods: [...view.paymentMethods],
    showPaymentFields: view.showPaymentFields,
    showShippingFields: view.showShippingFields,
    publishableKey: view.publishableKey,
    secrets: Object.fromEntries(SECRET_NAMES.map((name) => [name, UNTOUCHED_SECRET])) as Record<
      SecretName,
      SecretEdit
    >,
  };
}

/** The settings as the server will store them (texts trimmed, as it does). */
export function settingsOf(values: WorkflowFormValues): OrderWorkflowSettings {
  return {
    profileCompleteRequired: values.profileCompleteRequired,
    continueShoppingUrl: values.continueShoppingUrl.trim(),
    totalLabel: values.totalLabel,
    additionalPricingText: Object.fromEntries(
      Object.entries(values.additionalPricingText).map(([code, text]) => [code, text.trim()]),
    ),
    stockWarningRecipients: values.stockWarningRecipients.trim(),
    multipleSelectionPerItem: values.multipleSelectionPerItem,
    paymentMethods: [...values.paymentMethods],
    showPaymentFields: values.showPaymentFields,
    showShippingFields: values.showShippingFields,
    publishableKey: values.publishableKey.trim(),
  };
}

/** The mutation's input of the form. */
export function workflowInputOf(values: WorkflowFormValues): OrderWorkflowInput {
  const settings = settingsOf(values);
  const input: OrderWorkflowInput = {
    ...settings,
    additionalPricingText: Object.entries(settings.additionalPricingText).map(([language, text]) => ({
      language,
      text,
    })),
  };
  for (const name of SECRET_NAMES) {
    const value = secretInputOf(values.secrets[name]);
    if (value !== undefined) input[name] = value;
  }
  return input;
}

/** The browser's check before saving: the server's own rules (@print/core), run here first. */
export function checkWorkflowForm(values: WorkflowFormValues): Record<string, ValidationError> {
  const errors = checkOrderWorkflow(settingsOf(values));
  for (const name of SECRET_NAMES) {
    const error = checkSecretSetting(values.secrets[name].value);
    if (error) errors[name] = error;
  }
  return errors;
}
