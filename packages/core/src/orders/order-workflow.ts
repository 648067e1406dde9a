import { checkEmailList } from '../validation/admin-rules.ts';
import { fail, type ValidationError, type ValidationResult } from '../validation/messages.ts';
import { RELATIVE_PATH_PATTERN } from '../validation/patterns.ts';
import { checkForbiddenCharacters } from '../validation/text-rules.ts';

// Spec §3 Order workflow settings of a tenant, without the secret keys (card payment secret, webhook
// secret, procurement secret: write-only, kept encrypted by the server and never part of this shape).

export const TOTAL_LABELS = ['grandTotal', 'subtotal'] as const;
export type TotalLabel = (typeof TOTAL_LABELS)[number];

/** The built-in invoice (pay later) method needs no configuration; card needs the tenant's keys. */
export const PAYMENT_METHODS = ['invoice', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The translation key of a payment method's label (checkout group of the catalogue). */
export const paymentMethodLabelKey = (method: PaymentMethod): string =>
  method === 'card' ? 'checkout.paymentCard' : 'checkout.paymentInvoice';

export const isPaymentMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);

export type OrderWorkflowSettings = {
  /** Checkout asks for a complete profile first. */
  profileCompleteRequired: boolean;
  /** Where 'continue shopping' leads: a path of the shop, starting with /. */
  continueShoppingUrl: string;
  /** Spec §9: Grand Total (default) or Subtotal. */
  totalLabel: TotalLabel;
  /** Shown under the order summary, per language. */
  additionalPricingText: Record<string, string>;
  /** Comma-separated e-mail addresses, no spaces or semicolons ('' = nobody). */
  stockWarningRecipients: string;
  multipleSelectionPerItem: boolean;
  paymentMethods: PaymentMethod[];
  showPaymentFields: boolean;
  showShippingFields: boolean;
  /** The card payment's publishable key (public by design; the secret key is write-only elsewhere). */
  publishableKey: string;
};

export const DEFAULT_ORDER_WORKFLOW: OrderWorkflowSettings = {
  profileCompleteRequired: false,
  continueShoppingUrl: '/catalog',
  totalLabel: 'grandTotal',
  additionalPricingText: {},
  stockWarningRecipients: '',
  multipleSelectionPerItem: false,
  paymentMethods: ['invoice'],
  showPaymentFields: true,
  showShippingFields: true,
  publishableKey: '',
};

/** Stripe's publishable keys; anything else is not kept (a secret key pasted here must not be stored). */
export const PUBLISHABLE_KEY_PATTERN = /^pk_(test|live)_\w+$/;

/** The longest secret setting accepted (provider keys are ~100 characters). */
export const MAX_SECRET_LENGTH = 500;

/** A new value for a write-only secret: one token, no inner whitespace, not absurdly long. */
export function checkSecretSetting(value: string): ValidationResult {
  const text = value.trim();
  return /\s/.test(text) || text.length > MAX_SECRET_LENGTH ? fail('validation.mustMatch') : null;
}

export function checkContinueShoppingUrl(value: string): ValidationResult {
  return RELATIVE_PATH_PATTERN.test(value) ? null : fail('validation.relativePath');
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The settings as stored in the tenant's settings JSON (`orderWorkflow`), each value that is missing or
 * not valid replaced by its default: a broken setting never breaks checkout.
 */
export function readOrderWorkflow(tenantSettings: unknown): OrderWorkflowSettings {
  const raw =
    isRecord(tenantSettings) && isRecord(tenantSettings.orderWorkflow) ? tenantSettings.orderWorkflow : {};
  const d = DEFAULT_ORDER_WORKFLOW;
  const flag = (key: keyof OrderWorkflowSettings, fallback: boolean) =>
    typeof raw[key] === 'boolean' ? (raw[key] as boolean) : fallback;
  const text = (key: keyof OrderWorkflowSettings, fallback: string, ok: (value: string) => boolean) =>
    typeof raw[key] === 'string' && ok(raw[key] as string) ? (raw[key] as string) : fallback;
  const methods = Array.isArray(raw.paymentMethods)
    ? PAYMENT_METHODS.filter((method) => (raw.paymentMethods as unknown[]).includes(method))
    : d.paymentMethods;
  const pricingText = isRecord(raw.additionalPricingText)
    ? Object.fromEntries(
        Object.entries(raw.additionalPricingText).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string',
        ),
      )
    : d.additionalPricingText;
  return {
    profileCompleteRequired: flag('profileCompleteRequired', d.profileCompleteRequired),
    continueShoppingUrl: text(
      'continueShoppingUrl',
      d.continueShoppingUrl,
      (v) => !checkContinueShoppingUrl(v),
    ),
    totalLabel: text('totalLabel', d.totalLabel, (v) =>
      (TOTAL_LABELS as readonly string[]).includes(v),
    ) as TotalLabel,
    additionalPricingText: pricingText,
    stockWarningRecipients: text(
      'stockWarningRecipients',
      d.stockWarningRecipients,
      (v) => !checkEmailList(v),
    ),
    multipleSelectionPerItem: flag('multipleSelectionPerItem', d.multipleSelectionPerItem),
    // At least one way to pay: without any, checkout falls back to the invoice.
    paymentMethods: methods.length ? methods : d.paymentMethods,
    showPaymentFields: flag('showPaymentFields', d.showPaymentFields),
    showShippingFields: flag('showShippingFields', d.showShippingFields),
    publishableKey: text('publishableKey', d.publishableKey, (v) => PUBLISHABLE_KEY_PATTERN.test(v)),
  };
}

/** The admin form's check of new settings (spec §5): field name → message; empty when all is well. */
export function checkOrderWorkflow(settings: OrderWorkflowSettings): Record<string, ValidationError> {
  const errors: Record<string, ValidationError> = {};
  // Spec §5: the forbidden characters first, in every text of the form, then each field's own format.
  const url =
    checkForbiddenCharacters(settings.continueShoppingUrl) ??
    checkContinueShoppingUrl(settings.continueShoppingUrl);
  if (url) errors.continueShoppingUrl = url;
  const recipients =
    checkForbiddenCharacters(settings.stockWarningRecipients) ??
    checkEmailList(settings.stockWarningRecipients);
  if (recipients) errors.stockWarningRecipients = recipients;
  const key = settings.publishableKey;
  const keyError =
    checkForbiddenCharacters(key) ??
    (key === '' || PUBLISHABLE_KEY_PATTERN.test(key) ? null : { key: 'admin.publishableKeyInvalid' });
  if (keyError) errors.publishableKey = keyError;
  for (const [language, text] of Object.entries(settings.additionalPricingText)) {
    const forbidden = checkForbiddenCharacters(text);
    if (forbidden) errors[`additionalPricingText.${language}`] = forbidden;
  }
  if (settings.paymentMethods.length === 0) errors.paymentMethods = { key: 'validation.fieldRequired' };
  return errors;
}
