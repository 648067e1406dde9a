import { checkOrderWorkflow } from '@print/core/orders/order-workflow';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api/api-error.ts';
import { formFailure } from '../../lib/api/user-input-error.ts';
import {
  checkWorkflowForm,
  formValuesOf,
  secretInputOf,
  settingsOf,
  willHaveSecret,
  workflowFieldNames,
  workflowInputOf,
  type WorkflowFormValues,
} from './order-workflow-values.ts';
import { storedWorkflow } from './test-fixtures.ts';

const LANGUAGES = ['de-DE', 'en-GB'];
const start = (): WorkflowFormValues => formValuesOf(storedWorkflow, LANGUAGES);
const withSecret = (
  values: WorkflowFormValues,
  name: keyof WorkflowFormValues['secrets'],
  value: string,
  remove = false,
): WorkflowFormValues => ({ ...values, secrets: { ...values.secrets, [name]: { value, remove } } });

describe('order workflow form values', () => {
  it('starts from the stored settings with one pricing text per shop language and no secret typed', () => {
    const values = start();
    expect(values.additionalPricingText).toEqual({ 'de-DE': 'zzgl. Versand', 'en-GB': '' });
    expect(values.totalLabel).toBe('subtotal');
    expect(values.paymentMethods).toEqual(['invoice', 'card']);
    for (const edit of Object.values(values.secrets)) expect(edit).toEqual({ value: '', remove: false });
    // The masked value is display only: it never becomes a form value.
    expect(JSON.stringify(values)).not.toContain('••••');
  });

  it('maps the form to the input: settings trimmed, pricing texts as a list, untouched secrets omitted', () => {
    const values = { ...start(), continueShoppingUrl: ' /catalog ', publishableKey: ' pk_live_x1 ' };
    const input = workflowInputOf(values);
    expect(input).toEqual({
      profileCompleteRequired: true,
      continueShoppingUrl: '/catalog',
      totalLabel: 'subtotal',
      additionalPricingText: [
        { language: 'de-DE', text: 'zzgl. Versand' },
        { language: 'en-GB', text: '' },
      ],
      stockWarningRecipients: 'stock@shop.test,boss@shop.test',
      multipleSelectionPerItem: false,
      paymentMethods: ['invoice', 'card'],
      showPaymentFields: true,
      showShippingFields: false,
      publishableKey: 'pk_live_x1',
    });
    expect(Object.keys(input)).not.toContain('cardSecretKey');
    expect(Object.keys(input)).not.toContain('cardWebhookSecret');
    expect(Object.keys(input)).not.toContain('punchoutSecret');
  });

  it("sends a typed secret trimmed, '' for a removed one, and nothing for whitespace alone", () => {
    let values = withSecret(start(), 'cardSecretKey', '  sk_test_new  ');
    values = withSecret(values, 'punchoutSecret', '', true);
    values = withSecret(values, 'cardWebhookSecret', '   ');
    const input = workflowInputOf(values);
    expect(input.cardSecretKey).toBe('sk_test_new');
    expect(input.punchoutSecret).toBe('');
    expect('cardWebhookSecret' in input).toBe(false);
    expect(secretInputOf({ value: '', remove: false })).toBeUndefined();
    expect(secretInputOf({ value: 'whsec_1', remove: true })).toBe('whsec_1');
  });

  it('knows whether a secret is set after saving', () => {
    expect(willHaveSecret('••••4242', { value: '', remove: false })).toBe(true);
    expect(willHaveSecret('••••4242', { value: '', remove: true })).toBe(false);
    expect(willHaveSecret(null, { value: '', remove: false })).toBe(false);
    expect(willHaveSecret(null, { value: 'sk_test_1', remove: false })).toBe(true);
  });
});

describe('order workflow browser check', () => {
  it('is silent for the stored settings', () => {
    expect(checkWorkflowForm(start())).toEqual({});
  });

  it('reports what the shared checkOrderWorkflow reports, per field', () => {
    const values: WorkflowFormValues = {
      ...start(),
      continueShoppingUrl: 'https://elsewhere.test',
      stockWarningRecipients: 'a@shop.test; b@shop.test',
      additionalPricingText: { 'de-DE': 'Preis {netto}', 'en-GB': '' },
      paymentMethods: [],
    };
    const shared = checkOrderWorkflow(settingsOf(values));
    expect(Object.keys(shared).sort()).toEqual([
      'additionalPricingText.de-DE',
      'continueShoppingUrl',
      'paymentMethods',
      'stockWarningRecipients',
    ]);
    expect(checkWorkflowForm(values)).toEqual(shared);
  });

  it('adds the forbidden characters of spec §5, the publishable key format and secret whitespace', () => {
    let values: WorkflowFormValues = { ...start(), continueShoppingUrl: '/catalog<x>' };
    expect(checkWorkflowForm(values).continueShoppingUrl?.key).toBe('validation.forbiddenCharacters');
    values = { ...start(), publishableKey: 'sk_live_oops' };
    expect(checkWorkflowForm(values)).toEqual({ publishableKey: { key: 'admin.publishableKeyInvalid' } });
    values = { ...start(), publishableKey: '' };
    expect(checkWorkflowForm(values)).toEqual({});
    values = withSecret(start(), 'cardSecretKey', 'sk test');
    expect(checkWorkflowForm(values)).toEqual({ cardSecretKey: { key: 'validation.mustMatch' } });
    // Secrets are password-like: the forbidden characters are allowed there.
    expect(checkWorkflowForm(withSecret(start(), 'punchoutSecret', 'a<b>{c}'))).toEqual({});
  });

  it("places the server's field errors at the form's inputs, pricing texts per language", () => {
    const error = new ApiError('x', 200, {
      code: 'BAD_USER_INPUT',
      key: 'validation.emailList',
      fields: {
        stockWarningRecipients: { key: 'validation.emailList' },
        'additionalPricingText.en-GB': { key: 'validation.forbiddenCharacters', params: { chars: '<' } },
        cardSecretKey: { key: 'validation.mustMatch' },
      },
    });
    expect(formFailure(error, workflowFieldNames(LANGUAGES))).toEqual({
      fields: {
        stockWarningRecipients: { key: 'validation.emailList' },
        'additionalPricingText.en-GB': { key: 'validation.forbiddenCharacters', params: { chars: '<' } },
        cardSecretKey: { key: 'validation.mustMatch' },
      },
      notice: null,
    });
  });
});
