import { describe, expect, it } from 'vitest';
import {
  cleanAddress,
  deliversToBillingAddress,
  isProfileComplete,
  validateCheckout,
  type CheckoutForm,
} from './checkout-rules.ts';
import { DEFAULT_ORDER_WORKFLOW } from './order-workflow.ts';

const BILLING = {
  firstName: 'Eva',
  lastName: 'Muster',
  email: 'eva@example.com',
  street: 'Hauptstraße 1',
  zipCode: '10115',
  city: 'Berlin',
  country: 'DE',
};
const form = (overrides: Partial<CheckoutForm> = {}): CheckoutForm => ({
  billing: BILLING,
  shipping: {},
  shippingSameAsBilling: true,
  acceptTerms: true,
  paymentMethod: 'invoice',
  ...overrides,
});

describe('validateCheckout (spec §5: mandatory fields, terms)', () => {
  it('accepts a complete form', () => {
    expect(validateCheckout(form(), DEFAULT_ORDER_WORKFLOW)).toEqual({
      valid: true,
      errors: {},
      formError: null,
    });
  });

  it("names each empty mandatory field and says 'Please fill in all mandatory fields.' first", () => {
    const result = validateCheckout(
      form({ billing: { ...BILLING, city: ' ' }, acceptTerms: false }),
      DEFAULT_ORDER_WORKFLOW,
    );
    expect(result.errors).toEqual({
      'billing.city': { key: 'validation.required' },
      acceptTerms: { key: 'checkout.termsRequired' },
    });
    expect(result.formError).toEqual({ key: 'checkout.mandatoryFields' });
  });

  it('asks for the terms when only they are missing', () => {
    expect(validateCheckout(form({ acceptTerms: false }), DEFAULT_ORDER_WORKFLOW).formError).toEqual({
      key: 'checkout.termsRequired',
    });
  });

  it('checks the delivery address only when it differs from the billing address', () => {
    expect(
      validateCheckout(
        form({ shippingSameAsBilling: true, shipping: { city: '<x>' } }),
        DEFAULT_ORDER_WORKFLOW,
      ).valid,
    ).toBe(true);
    const separate = validateCheckout(
      form({ shippingSameAsBilling: false, shipping: { city: '<x>' } }),
      DEFAULT_ORDER_WORKFLOW,
    );
    expect(separate.errors['shipping.city']).toEqual({
      key: 'validation.forbiddenCharacters',
      params: { chars: '< >' },
    });
    expect(separate.errors['shipping.firstName']).toEqual({ key: 'validation.required' });
  });

  it('refuses a payment method the shop does not offer', () => {
    const result = validateCheckout(form({ paymentMethod: 'card' }), DEFAULT_ORDER_WORKFLOW);
    expect(result.errors.paymentMethod).toEqual({ key: 'validation.required' });
    expect(
      validateCheckout(form({ paymentMethod: 'card' }), {
        ...DEFAULT_ORDER_WORKFLOW,
        paymentMethods: ['card'],
      }).valid,
    ).toBe(true);
  });

  it('checks e-mail formats of the billing address', () => {
    const result = validateCheckout(
      form({ billing: { ...BILLING, ccEmail: 'not-an-address' } }),
      DEFAULT_ORDER_WORKFLOW,
    );
    expect(result.errors['billing.ccEmail']?.key).toBe('validation.email');
  });
});

describe('cleanAddress', () => {
  it('keeps exactly the fields of the kind, trimmed', () => {
    const shipping = cleanAddress('shipping', {
      ...BILLING,
      firstName: '  Eva ',
      ccEmail: 'x@example.com',
      extra: 'y',
    });
    expect(shipping.firstName).toBe('Eva');
    expect(shipping).not.toHaveProperty('ccEmail');
    expect(shipping).not.toHaveProperty('extra');
  });
});

describe('deliversToBillingAddress (checkout starts with "same as billing address")', () => {
  const warehouse = { ...BILLING, firstName: 'Lena', lastName: 'Lager', street: 'Kai 4', city: 'Hamburg' };

  it('is unticked when the profile holds a delivery address that differs from the billing one', () => {
    expect(deliversToBillingAddress(BILLING, warehouse)).toBe(false);
    expect(deliversToBillingAddress(BILLING, { ...BILLING, companyName: 'Lager GmbH' })).toBe(false);
  });

  it('stays ticked without a delivery address, with an empty one, or with the billing address itself', () => {
    expect(deliversToBillingAddress(BILLING, null)).toBe(true);
    expect(deliversToBillingAddress(BILLING, { firstName: ' ', city: '' })).toBe(true);
    // Saved from a checkout "same as billing": the billing address without its e-mails, maybe untrimmed.
    expect(
      deliversToBillingAddress(BILLING, { ...cleanAddress('shipping', BILLING), city: ' Berlin ' }),
    ).toBe(true);
    // The billing e-mails and cost center are no delivery fields.
    expect(deliversToBillingAddress({ ...BILLING, costCenter: 'K-1' }, { ...BILLING, email: '' })).toBe(true);
  });
});

describe('isProfileComplete', () => {
  it('needs the profile’s mandatory fields and a valid billing address', () => {
    const profile = { firstName: 'Eva', lastName: 'Muster' };
    expect(isProfileComplete(profile, BILLING)).toBe(true);
    expect(isProfileComplete(profile, null)).toBe(false);
    expect(isProfileComplete({ firstName: 'Eva', lastName: '' }, BILLING)).toBe(false);
    expect(isProfileComplete(profile, { ...BILLING, email: '' })).toBe(false);
  });
});
