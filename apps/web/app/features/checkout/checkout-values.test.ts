import { cleanAddress, validateCheckout } from '@print/core/orders/checkout-rules';
import { readOrderWorkflow } from '@print/core/orders/order-workflow';
import { addressFields } from '@print/core/users/profile';
import type { ValidationError } from '@print/core/validation/messages';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { totalLabelKey } from '../../lib/orders/order-total.tsx';
import { registeredSession, testShellData } from '../../shell/test-helpers.tsx';
import { checkoutRedirect, paymentReturnRedirect } from './checkout-access.ts';
import {
  checkCheckout,
  checkoutFailure,
  checkoutFieldNames,
  checkoutNotice,
  initialCheckoutValues,
  nestErrors,
  offeredPaymentMethods,
  orderTotals,
  paymentPollInterval,
  showsPaymentChoice,
  toCheckoutInput,
} from './checkout-values.ts';
import type { CheckoutFormValues } from './checkout-values.ts';
import { checkoutInfo, emptyAddress, filledBilling, netPrice } from './test-fixtures.ts';

const userError = (key: string, fields: Record<string, ValidationError> = {}) =>
  new ApiError(key, 200, { code: 'BAD_USER_INPUT', key, fields });

describe('checkout form values', () => {
  it('start from the prefilled addresses, delivery to the billing address, the first offered method', () => {
    const values = initialCheckoutValues(checkoutInfo());
    expect(values.billing).toEqual({ ...filledBilling });
    expect(Object.keys(values.billing).sort()).toEqual(addressFields('billing').sort());
    expect(Object.keys(values.shipping).sort()).toEqual(addressFields('shipping').sort());
    expect(values).toMatchObject({
      shippingSameAsBilling: true,
      paymentMethod: 'invoice',
      saveToProfile: false,
      acceptTerms: false,
    });
    expect(initialCheckoutValues(checkoutInfo({ paymentMethods: ['card', 'invoice'] })).paymentMethod).toBe(
      'card',
    );
  });

  it('start with the saved delivery address when the profile holds one other than the billing address', () => {
    const values = initialCheckoutValues(checkoutInfo({ shippingSameAsBilling: false }));
    expect(values.shippingSameAsBilling).toBe(false);
    expect(values.shipping).toMatchObject({ firstName: 'Lena', lastName: 'Lager', city: 'Hamburg' });
    // …and that is where the order goes unless the shopper ticks "same as billing address".
    const input = toCheckoutInput({ ...values, acceptTerms: true }, checkoutInfo());
    expect(input).toMatchObject({ shippingSameAsBilling: false, shippingAddress: { city: 'Hamburg' } });
  });

  it('offer the known methods only, and hide the choice only when there is one and the shop hides it', () => {
    expect(offeredPaymentMethods({ paymentMethods: ['card', 'cash', 'invoice'] })).toEqual([
      'card',
      'invoice',
    ]);
    expect(showsPaymentChoice(checkoutInfo({ paymentMethods: ['invoice'], showPaymentFields: false }))).toBe(
      false,
    );
    expect(showsPaymentChoice(checkoutInfo({ paymentMethods: ['invoice'], showPaymentFields: true }))).toBe(
      true,
    );
    expect(
      showsPaymentChoice(checkoutInfo({ paymentMethods: ['invoice', 'card'], showPaymentFields: false })),
    ).toBe(true);
  });

  it('map to CheckoutInput: trimmed addresses of exactly their fields, delivery only when it differs', () => {
    const info = checkoutInfo();
    const values: CheckoutFormValues = {
      ...initialCheckoutValues(info),
      billing: { ...filledBilling, city: '  Berlin ', unknown: 'dropped' },
      shipping: { ...filledBilling, firstName: ' Lena ' },
      acceptTerms: true,
      saveToProfile: true,
    };
    const same = toCheckoutInput(values, info);
    expect(same.billingAddress).toEqual(cleanAddress('billing', values.billing));
    expect(same.billingAddress.city).toBe('Berlin');
    expect(same).toMatchObject({ shippingAddress: null, shippingSameAsBilling: true, saveToProfile: true });
    const apart = toCheckoutInput({ ...values, shippingSameAsBilling: false }, info);
    expect(apart.shippingAddress).toEqual(cleanAddress('shipping', values.shipping));
    expect(apart.shippingAddress).not.toHaveProperty('email');
    expect(apart.shippingAddress?.firstName).toBe('Lena');
    // No delivery fields in this shop: always the billing address. No profile: nothing to save to.
    const noShipping = checkoutInfo({ showShippingFields: false, canSaveAddresses: false });
    expect(toCheckoutInput({ ...values, shippingSameAsBilling: false }, noShipping)).toMatchObject({
      shippingAddress: null,
      shippingSameAsBilling: true,
      saveToProfile: false,
    });
  });

  it('are checked in the browser exactly as the server checks the CheckoutInput it receives', () => {
    const text = fc.oneof(
      fc.constantFrom('', ' ', 'Berlin', 'a@b.de', 'x<y', '+49 30 1234567', 'mr', 'nobody'),
      fc.string({ maxLength: 8 }),
    );
    const address = fc.dictionary(fc.constantFrom(...addressFields('billing')), text);
    const infos = [
      checkoutInfo(),
      checkoutInfo({ paymentMethods: ['invoice', 'card'] }),
      checkoutInfo({ showShippingFields: false }),
    ];
    fc.assert(
      fc.property(
        address,
        address,
        fc.boolean(),
        fc.boolean(),
        fc.constantFrom('invoice', 'card', '', 'cash'),
        fc.constantFrom(...infos),
        (billing, shipping, shippingSameAsBilling, acceptTerms, paymentMethod, info) => {
          const values: CheckoutFormValues = {
            billing,
            shipping,
            shippingSameAsBilling,
            acceptTerms,
            paymentMethod,
            saveToProfile: false,
          };
          const input = toCheckoutInput(values, info);
          // What the server does with the input (checkout.schema.ts → placeOrder → validateCheckout).
          const server = validateCheckout(
            {
              billing: input.billingAddress,
              shipping: input.shippingAddress ?? {},
              shippingSameAsBilling: input.shippingSameAsBilling,
              acceptTerms: input.acceptTerms,
              paymentMethod: input.paymentMethod,
            },
            readOrderWorkflow({ orderWorkflow: { paymentMethods: info.paymentMethods } }),
          );
          expect(checkCheckout(values, info)).toEqual(server);
        },
      ),
    );
  });

  it('report the spec messages: mandatory fields first, then the terms', () => {
    const info = checkoutInfo();
    const empty = checkCheckout(
      { ...initialCheckoutValues(checkoutInfo({ billingAddress: emptyAddress })) },
      info,
    );
    expect(empty.formError).toEqual({ key: 'checkout.mandatoryFields' });
    expect(empty.errors['billing.firstName']).toEqual({ key: 'validation.required' });
    expect(empty.errors.acceptTerms).toEqual({ key: 'checkout.termsRequired' });
    const termsOnly = checkCheckout(initialCheckoutValues(info), info);
    expect(termsOnly.formError).toEqual({ key: 'checkout.termsRequired' });
    expect(Object.keys(termsOnly.errors)).toEqual(['acceptTerms']);
  });

  it('nest dotted errors as react-hook-form expects, the key as message', () => {
    expect(
      nestErrors({
        'billing.city': { key: 'validation.required' },
        'shipping.zipCode': { key: 'validation.required' },
        acceptTerms: { key: 'checkout.termsRequired' },
      }),
    ).toEqual({
      billing: { city: { type: 'validation.required', message: 'validation.required' } },
      shipping: { zipCode: { type: 'validation.required', message: 'validation.required' } },
      acceptTerms: { type: 'checkout.termsRequired', message: 'checkout.termsRequired' },
    });
  });
});

describe('checkout failures', () => {
  const info = checkoutInfo();
  const names = checkoutFieldNames(initialCheckoutValues(info), info);

  it('name the inputs the form shows, as the server names its field errors', () => {
    expect(names).toContain('billing.email');
    expect(names).not.toContain('shipping.city');
    expect(names).not.toContain('paymentMethod');
    expect(names).toContain('acceptTerms');
    const apart = { ...initialCheckoutValues(info), shippingSameAsBilling: false };
    expect(checkoutFieldNames(apart, checkoutInfo({ paymentMethods: ['invoice', 'card'] }))).toEqual(
      expect.arrayContaining(['shipping.city', 'paymentMethod']),
    );
  });

  it('put field errors at their inputs and the checkout message above the button', () => {
    const failure = checkoutFailure(
      userError('checkout.mandatoryFields', { 'billing.city': { key: 'validation.required' } }),
      names,
    );
    expect(failure).toEqual({
      fields: { 'billing.city': { key: 'validation.required' } },
      notice: { key: 'checkout.mandatoryFields' },
    });
    expect(checkoutFailure(userError('checkout.stockError'), names).notice).toEqual({
      key: 'checkout.stockError',
    });
  });

  it("put the input guard's errors, named by placeOrder's arguments, at the address inputs", () => {
    const forbidden = { key: 'validation.forbiddenCharacters', params: { chars: 'U+0000' } };
    const apart = { ...initialCheckoutValues(info), shippingSameAsBilling: false };
    const failure = checkoutFailure(
      userError('validation.forbiddenCharacters', {
        'billingAddress.street': forbidden,
        'shippingAddress.city': forbidden,
      }),
      checkoutFieldNames(apart, info),
    );
    expect(failure).toEqual({
      fields: { 'billing.street': forbidden, 'shipping.city': forbidden },
      notice: null,
    });
  });

  it('show the error of an input the form lacks, and the generic message for anything else', () => {
    const hidden = checkoutFailure(
      userError('validation.required', { 'shipping.city': { key: 'validation.required' } }),
      names,
    );
    expect(hidden).toEqual({ fields: {}, notice: { key: 'validation.required' } });
    expect(checkoutFailure(new Error('boom'), names)).toEqual({
      fields: {},
      notice: { key: 'checkout.sendOrderError' },
    });
    expect(checkoutFailure(new ApiError('Internal', 500), names).notice).toEqual({
      key: 'checkout.sendOrderError',
    });
  });

  it('say each thing once: no summary that repeats the message an input shows', () => {
    const terms = { key: 'checkout.termsRequired' };
    // Only the terms missing: their message at the checkbox, no second one above the button.
    expect(checkoutNotice(terms, { acceptTerms: terms })).toBeNull();
    const onlyTerms = checkCheckout(initialCheckoutValues(info), info);
    expect(checkoutNotice(onlyTerms.formError, onlyTerms.errors)).toBeNull();
    // Fields empty: 'Field is required' at each, the summary once above the button.
    const empty = checkCheckout(initialCheckoutValues(checkoutInfo({ billingAddress: emptyAddress })), info);
    expect(checkoutNotice(empty.formError, empty.errors)).toEqual({ key: 'checkout.mandatoryFields' });
    const stock = checkoutFailure(userError('checkout.stockError'), names);
    expect(checkoutNotice(stock.notice, stock.fields)).toEqual({ key: 'checkout.stockError' });
    const server = checkoutFailure(userError('checkout.termsRequired', { acceptTerms: terms }), names);
    expect(checkoutNotice(server.notice, server.fields)).toBeNull();
    expect(checkoutNotice(null, {})).toBeNull();
  });
});

describe('order summary', () => {
  it('labels the total as the shop chose (Grand Total by default)', () => {
    expect(totalLabelKey('subtotal')).toBe('checkout.subtotal');
    expect(totalLabelKey('grandTotal')).toBe('checkout.grandTotal');
    expect(totalLabelKey('')).toBe('checkout.grandTotal');
  });

  it('sums net, VAT and gross of the lines per currency in integers and says when a line has no price', () => {
    const line = (netMinor: number, taxMinor: number, currency = 'EUR') => ({
      price: netPrice(netMinor, taxMinor, currency),
    });
    expect(orderTotals([line(2000, 380), line(3750, 713)])).toEqual({
      totals: [{ currency: 'EUR', netMinor: 5750, taxMinor: 1093, grossMinor: 6843 }],
      complete: true,
    });
    expect(orderTotals([line(1, 0), { price: null }, line(5, 1, 'CHF')])).toEqual({
      totals: [
        { currency: 'EUR', netMinor: 1, taxMinor: 0, grossMinor: 1 },
        { currency: 'CHF', netMinor: 5, taxMinor: 1, grossMinor: 6 },
      ],
      complete: false,
    });
    expect(orderTotals([])).toEqual({ totals: [], complete: true });
  });

  it('sums exactly as the server sums an order: each of net, VAT and gross is the sum of the lines', () => {
    // The server splits each line on its own (rounding per line) and stores the plain sums; the
    // summary must never re-split the total, which could differ by a cent.
    const price = fc
      .record({ netMinor: fc.nat(10_000_000), taxMinor: fc.nat(2_000_000) })
      .map(({ netMinor, taxMinor }) => netPrice(netMinor, taxMinor));
    fc.assert(
      fc.property(fc.array(price, { maxLength: 20 }), (prices) => {
        const { totals, complete } = orderTotals(prices.map((p) => ({ price: p })));
        expect(complete).toBe(true);
        const add = (key: 'netMinor' | 'taxMinor' | 'grossMinor') =>
          prices.reduce((total, p) => total + p[key], 0);
        expect(totals).toEqual(
          prices.length === 0
            ? []
            : [
                {
                  currency: 'EUR',
                  netMinor: add('netMinor'),
                  taxMinor: add('taxMinor'),
                  grossMinor: add('grossMinor'),
                },
              ],
        );
      }),
    );
  });
});

describe('checkout access and the payment return', () => {
  const url = new URL('http://shop.test/checkout/return?session_id=cs_1');

  it('sends visitors without a session to the cart or the login, and lets sessions in', () => {
    expect(checkoutRedirect(testShellData(registeredSession), url)).toBeNull();
    expect(checkoutRedirect(testShellData(null), url)).toBe('/cart');
    expect(checkoutRedirect(testShellData(null, 'full', { allowTemporaryUsers: false }), url)).toMatch(
      /^\/login\?deepLink=/,
    );
    expect(paymentReturnRedirect(testShellData(null), url)).toMatch(/^\/login\?deepLink=/);
    expect(paymentReturnRedirect(testShellData(registeredSession), url)).toBeNull();
  });

  it('polls every 2 s while processing, until the time is up', () => {
    expect(paymentPollInterval('processing', false)).toBe(2000);
    expect(paymentPollInterval('processing', true)).toBe(false);
    for (const state of ['success', 'failed', 'notFound', 'orderFailed', undefined] as const) {
      expect(paymentPollInterval(state, false)).toBe(false);
    }
  });
});
