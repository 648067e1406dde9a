import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../lib/api/query-client.ts';
import { registeredSession, renderWithShell, testTexts as texts } from '../../shell/test-helpers.tsx';
import type { CardPaymentStatus, CheckoutInfo } from './checkout-api.ts';
import { CheckoutPage, OrderPlaced } from './checkout-page.tsx';
import { PaymentReturnPage } from './payment-return-page.tsx';
import { encodeDeepLink } from '../../lib/session/deep-link.ts';
import { filledBilling, line, netPrice, pageData } from './test-fixtures.ts';

// The checkout pages render on the server (no window) from their route loaders' data; nothing may
// call the API while they do.

const render = (url: string, page: ReactNode) => {
  const fetch = vi.fn(() => Promise.reject(new Error('no fetch during server rendering')));
  vi.stubGlobal('fetch', fetch);
  const html = renderWithShell(
    url,
    <QueryClientProvider client={createQueryClient()}>{page}</QueryClientProvider>,
    registeredSession,
  );
  expect(fetch).not.toHaveBeenCalled();
  return html;
};

const checkout = (info: Partial<CheckoutInfo> = {}, items = [line({ id: 'a1' })]) =>
  render('/checkout', <CheckoutPage data={pageData(info, items)} />);

/** A text as React writes it into HTML. */
const escaped = (text: string) => text.replaceAll("'", '&#x27;').replaceAll('"', '&quot;');
const text = (key: string) => escaped(texts[key]!);

/** The HTML from the element with this data-testid on. */
const section = (html: string, testId: string) => {
  const start = html.indexOf(`data-testid="${testId}"`);
  expect(start, testId).toBeGreaterThan(-1);
  return html.slice(start);
};

/** The `<input>` of a named field. */
const input = (html: string, name: string) =>
  new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(html)?.[0] ?? '';

afterEach(() => vi.unstubAllGlobals());

describe('checkout page', () => {
  it('prefills the billing address with all its fields, e-mails and cost center included', () => {
    const html = checkout();
    for (const name of [
      'firstName',
      'lastName',
      'email',
      'ccEmail',
      'costCenter',
      'street',
      'zipCode',
      'city',
    ]) {
      const value = filledBilling[name as keyof typeof filledBilling];
      expect(input(html, `billing.${name}`), name).toContain(`value="${escaped(value)}"`);
    }
    expect(html).toContain(text('profile.billingAddress'));
    expect(html).toContain(text('profile.ccEmail'));
    expect(html).toContain(text('profile.costCenter'));
    expect(html).toContain('data-testid="checkout-form"');
  });

  it('marks the mandatory fields with a red * and explains it', () => {
    const html = checkout();
    expect(html).toContain(text('profile.requiredField'));
    // TextField writes the label (with the red * of a mandatory field) right before its input.
    const label = (name: string) =>
      new RegExp(`<label[^>]*>((?:(?!</label>).)*)</label><input[^>]*name="billing\\.${name}"`).exec(
        html,
      )?.[1];
    for (const name of ['firstName', 'lastName', 'email', 'street', 'zipCode', 'city', 'country']) {
      expect(label(name), name).toContain(' *');
    }
    for (const name of ['title', 'companyName', 'phone', 'ccEmail', 'costCenter']) {
      expect(label(name), name).not.toContain(' *');
    }
    // The terms are mandatory too.
    expect(section(html, 'acceptTerms')).toMatch(
      new RegExp(`${text('checkout.acceptTerms')}<span[^>]*> \\*<`),
    );
  });

  it('sends the delivery to the billing address by default; the delivery form has no e-mails', () => {
    const html = checkout();
    expect(html).toContain(text('profile.sameAsBillingAddress'));
    expect(input(html, 'shippingSameAsBilling')).toContain('checked');
    expect(html).not.toContain('name="shipping.');
    expect(checkout({ showShippingFields: false })).not.toContain('shippingSameAsBilling');
  });

  it('shows the delivery address saved in the profile, unticking "same as billing address"', () => {
    const html = checkout({ shippingSameAsBilling: false });
    expect(input(html, 'shippingSameAsBilling')).not.toContain('checked');
    expect(section(html, 'checkout-shipping')).toContain(text('profile.deliveryAddress'));
    expect(input(html, 'shipping.firstName')).toContain('value="Lena"');
    expect(input(html, 'shipping.lastName')).toContain('value="Lager"');
    expect(input(html, 'shipping.city')).toContain('value="Hamburg"');
    expect(html).not.toContain('name="shipping.email"');
  });

  it('shows Net, VAT and the gross total as Grand Total or Subtotal, with the pricing text under it', () => {
    const items = [
      line({ id: 'a1', customName: 'Team cards' }),
      line({
        id: 'a2',
        quantity: 3,
        price: netPrice(3750, 713),
        variant: { label: '170 gsm (FL-A5-170)' },
        product: { slug: 'f', name: 'Flyer' },
      }),
    ];
    const grand = checkout({ additionalPricingText: 'All prices plus shipping.' }, items);
    // The rows in order under the lines: net 20.00 + 37.50, VAT 3.80 + 7.13, gross 23.80 + 44.63.
    const sums = section(grand, 'summary-sums');
    expect(sums).toMatch(
      new RegExp(
        `<dt>${text('checkout.net')}</dt><dd data-testid="summary-net">€57.50</dd>.*` +
          `<dt>${text('checkout.vat')}</dt><dd data-testid="summary-vat">€10.93</dd>.*` +
          `data-testid="summary-total-label">${text('checkout.grandTotal')}<`,
      ),
    );
    expect(grand).toMatch(/data-testid="summary-total"[^>]*>€68.43</);
    expect(grand).toMatch(/data-testid="summary-total"[^>]*data-complete="true"/);
    expect(grand.indexOf('data-testid="summary-sums"')).toBeGreaterThan(grand.lastIndexOf('summary-line'));
    expect(grand).toMatch(/data-testid="additional-pricing-text">All prices plus shipping.</);
    const lines = section(grand, 'order-summary');
    expect(lines).toContain('Team cards');
    expect(lines).toContain('Business card');
    expect(lines).toContain('Flyer');
    expect(lines).toContain('250 pcs.');
    // The chosen variant by name and code (issue 23).
    expect(lines).toContain('170 gsm (FL-A5-170) · <!-- -->3 pcs.');
    expect(lines).toContain('€20.00');
    expect(lines).toContain('€37.50');

    const sub = checkout({ totalLabel: 'subtotal' }, items);
    expect(sub).toMatch(new RegExp(`data-testid="summary-total-label">${text('checkout.subtotal')}<`));
    expect(sub).toMatch(/data-testid="summary-total"[^>]*>€68.43</);
    expect(sub).toContain('data-testid="summary-net">€57.50<');
    expect(sub).toContain('data-testid="summary-vat">€10.93<');
    expect(sub).not.toContain(text('checkout.grandTotal'));
    expect(sub).not.toContain('data-testid="additional-pricing-text"');
  });

  it('offers a payment choice only when there is one to make or the shop shows it', () => {
    expect(checkout()).not.toContain('data-testid="checkout-payment"');
    const both = checkout({ paymentMethods: ['invoice', 'card'] });
    expect(both).toContain(text('checkout.paymentInvoice'));
    expect(both).toContain(text('checkout.paymentCard'));
    expect(checkout({ showPaymentFields: true })).toContain('data-testid="payment-invoice"');
  });

  it('offers saving the addresses only to visitors with a profile', () => {
    expect(checkout()).toContain(text('checkout.saveAddresses'));
    expect(checkout({ canSaveAddresses: false })).not.toContain(text('checkout.saveAddresses'));
  });

  it('has the place-order button, the terms and the way back to shopping', () => {
    const html = checkout({ continueShoppingUrl: '/catalog/flyers' });
    expect(html).toMatch(new RegExp(`data-testid="place-order"[^>]*>${text('checkout.placeOrder')}<`));
    expect(html).toContain('href="/terms"');
    expect(section(html, 'continue-shopping')).toContain(text('checkout.continueShopping'));
    expect(html).toContain('href="/catalog/flyers"');
    expect(html).not.toContain('data-testid="checkout-error"');
  });

  it('asks for a complete profile first where the shop requires one', () => {
    const html = checkout({ profileCompleteRequired: true, profileComplete: false });
    expect(html).toContain('data-testid="checkout-profile-incomplete"');
    expect(html).toContain(text('checkout.profileIncomplete'));
    expect(html).toContain('href="/account"');
    expect(html).not.toContain('data-testid="checkout-form"');
    expect(checkout({ profileCompleteRequired: true, profileComplete: true })).toContain(
      'data-testid="checkout-form"',
    );
    expect(checkout({ profileCompleteRequired: false, profileComplete: false })).toContain(
      'data-testid="checkout-form"',
    );
    expect(html).not.toContain('data-testid="checkout-login"');
    expect(html).not.toContain('data-testid="checkout-signup"');
  });

  it('asks a temporary visitor to log in or sign up where the shop requires a complete profile', () => {
    const html = checkout({ profileCompleteRequired: true, profileComplete: false, canSaveAddresses: false });
    const notice = section(html, 'checkout-profile-incomplete');
    expect(notice).toContain(text('checkout.accountRequired'));
    expect(notice).not.toContain(text('checkout.profileIncomplete'));
    // The login leads back to checkout (spec §2 deepLink).
    const link = (testId: string) => new RegExp(`<a[^>]*data-testid="${testId}"[^>]*>([^<]*)<`).exec(notice);
    const login = link('checkout-login');
    expect(login?.[0]).toContain(`href="/login?deepLink=${encodeDeepLink('/checkout')}"`);
    expect(login?.[1]).toBe(text('auth.loginButton'));
    const signup = link('checkout-signup');
    expect(signup?.[0]).toContain('href="/signup"');
    expect(signup?.[1]).toBe(text('auth.signupTitle'));
    // No profile to complete, and no form.
    expect(html).not.toContain('href="/account"');
    expect(html).not.toContain('data-testid="complete-profile"');
    expect(html).not.toContain('data-testid="checkout-form"');
    expect(notice).toContain('href="/catalog"');
  });

  it('says when the cart is empty, with the way back to shopping', () => {
    const html = checkout({ continueShoppingUrl: '/catalog/cards' }, []);
    expect(html).toContain('data-testid="checkout-cart-empty"');
    expect(html).toContain(text('checkout.cartEmpty'));
    expect(html).toContain('href="/catalog/cards"');
    expect(html).not.toContain('data-testid="checkout-form"');
  });

  it('confirms a placed order with its number and links', () => {
    const html = render(
      '/checkout',
      <OrderPlaced
        order={{ id: 'o-1', number: 1042, status: 'placed', paymentMethod: 'invoice' }}
        continueUrl="/"
      />,
    );
    expect(html).toContain(text('checkout.orderPlaced'));
    expect(html).toContain('Order number: 1042');
    expect(html).toContain('href="/orders/o-1"');
  });

  it('shows the confirmation of `?placed=` instead of the (now empty) cart, so a reload keeps it', () => {
    const placed = { id: 'o-2', number: 1043, status: 'placed' as const, paymentMethod: 'invoice' };
    const html = render('/checkout?placed=o-2', <CheckoutPage data={{ ...pageData({}, []), placed }} />);
    expect(html).toContain('data-testid="checkout-order-placed"');
    expect(html).toContain('Order number: 1043');
    expect(html).not.toContain('data-testid="checkout-cart-empty"');
  });
});

describe('payment return page', () => {
  const status = (state: CardPaymentStatus['state'], order = false): CardPaymentStatus => ({
    state,
    orderId: order ? 'o-7' : null,
    orderNumber: order ? 1007 : null,
  });
  const page = (initial: CardPaymentStatus, sessionId: string | null = 'cs_test_1') =>
    render('/checkout/return', <PaymentReturnPage sessionId={sessionId} initial={initial} />);

  it('shows processing with a spinner (the polling starts in the browser)', () => {
    const html = page(status('processing'));
    expect(html).toContain('data-state="processing"');
    expect(html).toContain('role="progressbar"');
    expect(html).toContain(text('checkout.paymentProcessingTitle'));
    expect(html).toContain(text('checkout.paymentProcessing'));
    expect(html).not.toContain('data-testid="payment-check-again"');
  });

  it('shows success with the order number and a link to the order', () => {
    const html = page(status('success', true));
    expect(html).toContain(text('checkout.paymentSuccessTitle'));
    expect(html).toContain(text('checkout.paymentSuccess'));
    expect(html).toContain('Order number: 1007');
    expect(html).toContain('href="/orders/o-7"');
  });

  it('shows a failed payment with the way back to checkout', () => {
    const html = page(status('failed'));
    expect(html).toContain(text('checkout.paymentFailed'));
    expect(html).toContain('href="/checkout"');
  });

  it('shows an unknown payment session, also when the address has none', () => {
    for (const html of [page(status('notFound')), page(status('notFound'), null)]) {
      expect(html).toContain(text('checkout.paymentSessionNotFound'));
      expect(html).toContain('href="/checkout"');
    }
  });

  it('shows a paid payment whose order could not be created', () => {
    const html = page(status('orderFailed'));
    expect(html).toContain(text('checkout.paymentOrderCreationFailed'));
    expect(html).not.toContain('href="/checkout"');
  });
});
