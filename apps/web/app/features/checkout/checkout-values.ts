import { cleanAddress, validateCheckout } from '@print/core/orders/checkout-rules';
import type { CheckoutForm } from '@print/core/orders/checkout-rules';
import { DEFAULT_ORDER_WORKFLOW, PAYMENT_METHODS } from '@print/core/orders/order-workflow';
import type { OrderWorkflowSettings, PaymentMethod } from '@print/core/orders/order-workflow';
import { addressFields } from '@print/core/users/profile';
import type { AddressKind } from '@print/core/users/profile';
import type { ValidationError } from '@print/core/validation/messages';
import type { RecordValidation } from '@print/core/validation/validate-field';
import { formFailure, userInputFailure } from '../../lib/api/user-input-error.ts';
import type { FormFailure } from '../../lib/api/user-input-error.ts';
import type {
  ApiAddress,
  CardPaymentState,
  CheckoutInfo,
  CheckoutInput,
  CheckoutLine,
} from './checkout-api.ts';

// The checkout page's rules without React: form values ↔ CheckoutInput, the browser's check (the
// server's own validateCheckout), where a failure's messages go, and the order summary.

export type CheckoutFormValues = {
  billing: Record<string, string>;
  shipping: Record<string, string>;
  shippingSameAsBilling: boolean;
  paymentMethod: string;
  saveToProfile: boolean;
  acceptTerms: boolean;
};

/** The methods the shop offers, known ones only, in the server's order. */
export function offeredPaymentMethods(info: Pick<CheckoutInfo, 'paymentMethods'>): PaymentMethod[] {
  return PAYMENT_METHODS.filter((method) => info.paymentMethods.includes(method)).sort(
    (a, b) => info.paymentMethods.indexOf(a) - info.paymentMethods.indexOf(b),
  );
}

/** The settings validateCheckout reads, as far as CheckoutInfo tells them (the rest are defaults). */
export function checkoutWorkflow(info: CheckoutInfo): OrderWorkflowSettings {
  return {
    ...DEFAULT_ORDER_WORKFLOW,
    paymentMethods: offeredPaymentMethods(info),
    showPaymentFields: info.showPaymentFields,
    showShippingFields: info.showShippingFields,
  };
}

/** The payment choice is shown unless there is nothing to choose and the shop hides it. */
export const showsPaymentChoice = (info: CheckoutInfo): boolean =>
  info.showPaymentFields || offeredPaymentMethods(info).length > 1;

const addressValues = (kind: AddressKind, address: ApiAddress): Record<string, string> =>
  Object.fromEntries(
    addressFields(kind).map((name) => [name, typeof address[name] === 'string' ? address[name] : '']),
  );

/**
 * The form's start: the prefilled addresses; delivery to the billing address unless the profile holds
 * another delivery address (the server's deliversToBillingAddress), which then shows; the first method.
 */
export function initialCheckoutValues(info: CheckoutInfo): CheckoutFormValues {
  return {
    billing: addressValues('billing', info.billingAddress),
    shipping: addressValues('shipping', info.shippingAddress),
    shippingSameAsBilling: info.shippingSameAsBilling,
    paymentMethod: offeredPaymentMethods(info)[0] ?? '',
    saveToProfile: false,
    acceptTerms: false,
  };
}

/** Without delivery fields the order always goes to the billing address. */
const sameAsBilling = (values: CheckoutFormValues, info: CheckoutInfo) =>
  !info.showShippingFields || values.shippingSameAsBilling;

/** The values as validateCheckout sees them. */
export function toCheckoutForm(values: CheckoutFormValues, info: CheckoutInfo): CheckoutForm {
  return {
    billing: values.billing,
    shipping: values.shipping,
    shippingSameAsBilling: sameAsBilling(values, info),
    acceptTerms: values.acceptTerms,
    paymentMethod: values.paymentMethod,
  };
}

/** What placeOrder gets: each address with exactly its fields, trimmed, as the server stores them. */
export function toCheckoutInput(values: CheckoutFormValues, info: CheckoutInfo): CheckoutInput {
  const same = sameAsBilling(values, info);
  return {
    billingAddress: { ...cleanAddress('billing', values.billing) },
    shippingAddress: same ? null : { ...cleanAddress('shipping', values.shipping) },
    shippingSameAsBilling: same,
    acceptTerms: values.acceptTerms,
    paymentMethod: values.paymentMethod,
    saveToProfile: info.canSaveAddresses && values.saveToProfile,
  };
}

/** The browser's check: the server's validateCheckout on the same values (spec §5). */
export function checkCheckout(values: CheckoutFormValues, info: CheckoutInfo): RecordValidation {
  return validateCheckout(toCheckoutForm(values, info), checkoutWorkflow(info));
}

export type NestedErrors = { [name: string]: { type: string; message: string } | NestedErrors };

/**
 * `billing.firstName`-style errors as react-hook-form nests them; the message is the key (the
 * inputs translate it when they render).
 */
export function nestErrors(errors: Readonly<Record<string, ValidationError>>): NestedErrors {
  const nested: NestedErrors = {};
  for (const [path, error] of Object.entries(errors)) {
    const parts = path.split('.');
    let node = nested;
    for (const part of parts.slice(0, -1)) node = (node[part] ??= {}) as NestedErrors;
    node[parts[parts.length - 1]!] = { type: error.key, message: error.key };
  }
  return nested;
}

/** The inputs the form shows, named as the server names its field errors. */
export function checkoutFieldNames(values: CheckoutFormValues, info: CheckoutInfo): string[] {
  const names = addressFields('billing').map((name) => `billing.${name}`);
  if (!sameAsBilling(values, info))
    names.push(...addressFields('shipping').map((name) => `shipping.${name}`));
  if (showsPaymentChoice(info)) names.push('paymentMethod');
  names.push('acceptTerms');
  return names;
}

/** placeOrder's address arguments and the form's groups of address inputs. */
const ADDRESS_INPUTS: Readonly<Record<string, string>> = {
  billingAddress: 'billing',
  shippingAddress: 'shipping',
};

/**
 * The form's input for a server field error. validateCheckout names them as the form does
 * (`billing.street`); the input guard, which refuses unstorable text before placeOrder runs, by the
 * argument's path (`billingAddress.street`).
 */
export function checkoutInputName(serverName: string): string {
  const [head = '', ...rest] = serverName.split('.');
  const group = Object.hasOwn(ADDRESS_INPUTS, head) ? ADDRESS_INPUTS[head] : undefined;
  return group && rest.length > 0 ? [group, ...rest].join('.') : serverName;
}

export const SEND_ORDER_ERROR: ValidationError = { key: 'checkout.sendOrderError' };

/**
 * Where a failed order's messages go: field errors at their inputs; above the button the server's
 * checkout message (mandatory fields, terms, stock, empty cart…) or the error of an input the form
 * lacks; 'Error when sending the order.' for anything that is not the user's to fix.
 */
export function checkoutFailure(error: unknown, names: readonly string[]): FormFailure {
  const failure = userInputFailure(error);
  if (!failure) return { fields: {}, notice: SEND_ORDER_ERROR };
  const placed = formFailure(error, names, checkoutInputName);
  return {
    fields: placed.fields,
    notice: failure.key.startsWith('checkout.') ? { key: failure.key } : placed.notice,
  };
}

/**
 * The one summary above the button: the form's message, unless an input already shows that very
 * message (the terms alone missing), so a failed submit says each thing once.
 */
export function checkoutNotice(
  notice: ValidationError | null,
  fields: Readonly<Record<string, ValidationError>>,
): ValidationError | null {
  if (!notice) return null;
  return Object.values(fields).some((field) => field.key === notice.key) ? null : notice;
}

/** Integer sums of the lines' net, tax and gross amounts in one currency. */
export type OrderSums = { currency: string; netMinor: number; taxMinor: number; grossMinor: number };

export type OrderTotals = {
  /** One set of sums per currency, in the order the currencies first appear. */
  totals: OrderSums[];
  /** False when some line has no price: the sums leave it out (the server refuses such an order). */
  complete: boolean;
};

/**
 * The summary's Net, VAT and total rows: the plain sums of the lines' net, tax and gross, as the
 * server sums an order (orders/checkout-lines.ts), so the summary shows what the order will hold.
 */
export function orderTotals(items: readonly Pick<CheckoutLine, 'price'>[]): OrderTotals {
  const sums = new Map<string, OrderSums>();
  let complete = true;
  for (const { price } of items) {
    if (!price) {
      complete = false;
      continue;
    }
    const sum = sums.get(price.currency) ?? {
      currency: price.currency,
      netMinor: 0,
      taxMinor: 0,
      grossMinor: 0,
    };
    sum.netMinor += price.netMinor;
    sum.taxMinor += price.taxMinor;
    sum.grossMinor += price.grossMinor;
    sums.set(price.currency, sum);
  }
  return { totals: [...sums.values()], complete };
}

/** The return page asks every 2 s while the payment is processing… */
export const PAYMENT_POLL_MS = 2_000;
/** …for about a minute; then a 'check again' button asks on demand. */
export const PAYMENT_POLL_LIMIT_MS = 60_000;

/** The return page's polling interval for TanStack Query (false: no more automatic checks). */
export function paymentPollInterval(state: CardPaymentState | undefined, timedOut: boolean): number | false {
  return state === 'processing' && !timedOut ? PAYMENT_POLL_MS : false;
}
