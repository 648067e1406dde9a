import {
  addressFields,
  addressRules,
  PROFILE_RULES,
  type Address,
  type AddressKind,
} from '../users/profile.ts';
import { fail, type ValidationError } from '../validation/messages.ts';
import { validateRecord, type RecordValidation } from '../validation/validate-field.ts';
import type { OrderWorkflowSettings, PaymentMethod } from './order-workflow.ts';

// Spec §5: every mandatory checkout field (red *) filled, terms accepted, before an order is sent.
// The checkout page and the server run this same function.

export type CheckoutForm = {
  billing: Readonly<Record<string, unknown>>;
  /** Ignored when the delivery goes to the billing address. */
  shipping: Readonly<Record<string, unknown>>;
  shippingSameAsBilling: boolean;
  acceptTerms: boolean;
  paymentMethod: string;
};

export const CHECKOUT_MANDATORY: ValidationError = { key: 'checkout.mandatoryFields' };
export const CHECKOUT_TERMS: ValidationError = { key: 'checkout.termsRequired' };

/** The address of one kind with exactly its fields, each trimmed ('' for anything missing). */
export function cleanAddress(kind: AddressKind, input: Readonly<Record<string, unknown>>): Address {
  return Object.fromEntries(
    addressFields(kind).map((name) => {
      const value = input[name];
      return [name, typeof value === 'string' ? value.trim() : ''];
    }),
  ) as unknown as Address;
}

/**
 * Whether checkout starts with "same as billing address" ticked: yes, unless the profile holds a
 * delivery address that differs from the billing address (compared on the delivery fields, trimmed).
 * No saved delivery address, an empty one, or one equal to the billing address: delivery to billing.
 */
export function deliversToBillingAddress(
  billing: Readonly<Record<string, unknown>>,
  savedShipping: Readonly<Record<string, unknown>> | null,
): boolean {
  if (!savedShipping) return true;
  const shipping = cleanAddress('shipping', savedShipping) as unknown as Record<string, string>;
  const sameFields = cleanAddress('shipping', billing) as unknown as Record<string, string>;
  const names = addressFields('shipping');
  if (names.every((name) => shipping[name] === '')) return true;
  return names.every((name) => shipping[name] === sameFields[name]);
}

/**
 * Field errors are keyed `billing.<field>` and `shipping.<field>`, plus `acceptTerms` and
 * `paymentMethod`. The form error is the spec's 'Please fill in all mandatory fields.' when a required
 * field is empty, else 'Please accept the terms and conditions.' when only the terms are missing.
 */
export function validateCheckout(form: CheckoutForm, workflow: OrderWorkflowSettings): RecordValidation {
  const errors: Record<string, ValidationError> = {};
  const parts: [AddressKind, RecordValidation][] = [
    ['billing', validateRecord(cleanAddress('billing', form.billing), addressRules('billing'))],
  ];
  if (!form.shippingSameAsBilling) {
    parts.push([
      'shipping',
      validateRecord(cleanAddress('shipping', form.shipping), addressRules('shipping')),
    ]);
  }
  let formError: ValidationError | null = null;
  for (const [kind, result] of parts) {
    for (const [name, error] of Object.entries(result.errors)) errors[`${kind}.${name}`] = error;
    if (result.formError) formError ??= CHECKOUT_MANDATORY;
  }
  if (!workflow.paymentMethods.includes(form.paymentMethod as PaymentMethod)) {
    errors.paymentMethod = fail('validation.required');
    formError ??= CHECKOUT_MANDATORY;
  }
  if (!form.acceptTerms) {
    errors.acceptTerms = CHECKOUT_TERMS;
    formError ??= CHECKOUT_TERMS;
  }
  return { valid: Object.keys(errors).length === 0, errors, formError };
}

/**
 * The order workflow's profile-complete requirement: the profile's mandatory fields are filled and a
 * valid billing address is stored.
 */
export function isProfileComplete(
  profile: Readonly<Record<string, unknown>>,
  billingAddress: Readonly<Record<string, unknown>> | null,
): boolean {
  const picked = Object.fromEntries(Object.keys(PROFILE_RULES).map((name) => [name, profile[name] ?? '']));
  return (
    validateRecord(picked, PROFILE_RULES).valid &&
    billingAddress !== null &&
    validateRecord(cleanAddress('billing', billingAddress), addressRules('billing')).valid
  );
}

/**
 * The largest order total the shop accepts (a little below 2^31, so totals fit every integer column
 * and GraphQL Int). A bigger order is split by the buyer; print shops quote such volumes anyway.
 */
export const MAX_ORDER_TOTAL_MINOR = 2_000_000_000;
