import { describe, expect, it } from 'vitest';
import {
  checkContinueShoppingUrl,
  checkOrderWorkflow,
  checkSecretSetting,
  DEFAULT_ORDER_WORKFLOW,
  readOrderWorkflow,
} from './order-workflow.ts';

describe('order workflow settings', () => {
  it('has the spec defaults: Grand Total, invoice, continue shopping in the catalogue', () => {
    expect(readOrderWorkflow({})).toEqual(DEFAULT_ORDER_WORKFLOW);
    expect(readOrderWorkflow(null).totalLabel).toBe('grandTotal');
    expect(readOrderWorkflow(undefined).paymentMethods).toEqual(['invoice']);
  });

  it('reads stored settings and replaces every broken value by its default', () => {
    const read = readOrderWorkflow({
      orderWorkflow: {
        profileCompleteRequired: true,
        continueShoppingUrl: 'https://elsewhere.example/',
        totalLabel: 'subtotal',
        stockWarningRecipients: 'a@example.com; b@example.com',
        paymentMethods: ['card', 'bitcoin'],
        additionalPricingText: { 'de-DE': 'zzgl. Versand', 'en-GB': 42 },
        publishableKey: 'sk_live_secret',
      },
    });
    expect(read).toMatchObject({
      profileCompleteRequired: true,
      continueShoppingUrl: '/catalog',
      totalLabel: 'subtotal',
      stockWarningRecipients: '',
      paymentMethods: ['card'],
      additionalPricingText: { 'de-DE': 'zzgl. Versand' },
      publishableKey: '',
    });
  });

  it('never offers no way to pay', () => {
    expect(readOrderWorkflow({ orderWorkflow: { paymentMethods: [] } }).paymentMethods).toEqual(['invoice']);
  });

  it('takes a continue-shopping target only as a path of the shop', () => {
    expect(checkContinueShoppingUrl('/catalog/visitenkarten')).toBeNull();
    for (const bad of ['catalog', 'https://shop.example/', '//evil.example/', '/\\evil.example', '']) {
      expect(checkContinueShoppingUrl(bad)?.key, bad).toBe('validation.relativePath');
    }
  });

  it('names each wrong field for the admin form', () => {
    const errors = checkOrderWorkflow({
      ...DEFAULT_ORDER_WORKFLOW,
      continueShoppingUrl: 'catalog',
      stockWarningRecipients: 'a@example.com, b@example.com',
      additionalPricingText: { 'en-GB': 'plus <b>shipping</b>' },
      paymentMethods: [],
    });
    expect(Object.fromEntries(Object.entries(errors).map(([field, error]) => [field, error.key]))).toEqual({
      continueShoppingUrl: 'validation.relativePath',
      stockWarningRecipients: 'validation.emailList',
      'additionalPricingText.en-GB': 'validation.forbiddenCharacters',
      paymentMethods: 'validation.fieldRequired',
    });
    expect(checkOrderWorkflow(DEFAULT_ORDER_WORKFLOW)).toEqual({});
  });
});

describe('publishable key, forbidden characters and secrets', () => {
  it('keeps only publishable keys (a secret key pasted there is refused)', () => {
    const check = (publishableKey: string) =>
      checkOrderWorkflow({ ...DEFAULT_ORDER_WORKFLOW, publishableKey });
    expect(check('')).toEqual({});
    expect(check('pk_test_51Abc')).toEqual({});
    expect(check('sk_live_51Abc')).toEqual({ publishableKey: { key: 'admin.publishableKeyInvalid' } });
    expect(readOrderWorkflow({ orderWorkflow: { publishableKey: 'sk_live_x' } }).publishableKey).toBe('');
  });

  it('refuses the forbidden characters of spec §5 in the path and the recipients', () => {
    const errors = checkOrderWorkflow({
      ...DEFAULT_ORDER_WORKFLOW,
      continueShoppingUrl: '/catalog<script>',
      stockWarningRecipients: 'a@example.com{',
    });
    expect(errors.continueShoppingUrl?.key).toBe('validation.forbiddenCharacters');
    expect(errors.stockWarningRecipients?.key).toBe('validation.forbiddenCharacters');
  });

  it('accepts a secret as one token of at most 500 characters', () => {
    expect(checkSecretSetting(' sk_test_123 ')).toBeNull();
    expect(checkSecretSetting('sk test')).toEqual({ key: 'validation.mustMatch' });
    expect(checkSecretSetting('x'.repeat(501))).toEqual({ key: 'validation.mustMatch' });
  });
});
