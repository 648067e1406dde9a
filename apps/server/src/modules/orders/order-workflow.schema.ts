import {
  checkOrderWorkflow,
  checkSecretSetting,
  PAYMENT_METHODS,
  readOrderWorkflow,
  TOTAL_LABELS,
  type OrderWorkflowSettings,
} from '@print/core/orders/order-workflow';
import { builder } from '../../platform/graphql/builder.ts';
import { invalidInput } from '../../platform/errors.ts';
import {
  LanguageText,
  LanguageTextInput,
  languageTextEntries,
  textsOfTenantLanguages,
} from '../../platform/graphql/language-text.ts';
import { saveTenantSettingsSection } from '../tenancy/tenant-settings-save.ts';
import type { TenantSecretName } from '../tenancy/tenant-secrets.ts';
import { maskedTenantSecrets, readTenantSecret, writeTenantSecret } from '../tenancy/tenant-secrets.ts';
import { lockTenantSettings } from '../tenancy/tenancy.service.ts';

// The tenant's order workflow settings (spec §3) for admins with tenant.settings. Secrets are
// write-only (spec §5): the query shows them masked; the mutation replaces or removes, never reads.

const scopes = { right: 'tenant.settings' } as const;

/** The secrets of the order workflow (payment, procurement); the shop's other secrets have their own forms. */
const WORKFLOW_SECRET_NAMES = [
  'cardSecretKey',
  'cardWebhookSecret',
  'punchoutSecret',
] as const satisfies readonly TenantSecretName[];

type WorkflowView = OrderWorkflowSettings & { secrets: Record<TenantSecretName, string | null> };

const TotalLabelEnum = builder.enumType('TotalLabel', { values: TOTAL_LABELS });
const PaymentMethodEnum = builder.enumType('PaymentMethod', { values: PAYMENT_METHODS });

const OrderWorkflowType = builder.objectRef<WorkflowView>('OrderWorkflowSettings').implement({
  authScopes: scopes,
  fields: (t) => ({
    profileCompleteRequired: t.exposeBoolean('profileCompleteRequired'),
    continueShoppingUrl: t.exposeString('continueShoppingUrl'),
    totalLabel: t.field({ type: TotalLabelEnum, resolve: (s) => s.totalLabel }),
    additionalPricingText: t.field({
      type: [LanguageText],
      resolve: (s) => languageTextEntries(s.additionalPricingText),
    }),
    stockWarningRecipients: t.exposeString('stockWarningRecipients'),
    multipleSelectionPerItem: t.exposeBoolean('multipleSelectionPerItem'),
    paymentMethods: t.field({ type: [PaymentMethodEnum], resolve: (s) => s.paymentMethods }),
    showPaymentFields: t.exposeBoolean('showPaymentFields'),
    showShippingFields: t.exposeBoolean('showShippingFields'),
    publishableKey: t.exposeString('publishableKey'),
    ...Object.fromEntries(
      WORKFLOW_SECRET_NAMES.map((name) => [
        name,
        t.string({
          nullable: true,
          description: 'Masked (••••1234) when set, null when not; the value itself is never returned.',
          resolve: (s) => s.secrets[name],
        }),
      ]),
    ),
  }),
});

builder.queryField('orderWorkflowSettings', (t) =>
  t.field({
    type: OrderWorkflowType,
    authScopes: scopes,
    resolve: async (_root, _args, ctx) => ({
      ...readOrderWorkflow(ctx.tenant.settings),
      secrets: await maskedTenantSecrets(ctx.tx, ctx.services.secrets),
    }),
  }),
);

const OrderWorkflowInput = builder.inputType('OrderWorkflowInput', {
  fields: (t) => ({
    profileCompleteRequired: t.boolean({ required: true }),
    continueShoppingUrl: t.string({ required: true }),
    totalLabel: t.field({ type: TotalLabelEnum, required: true }),
    additionalPricingText: t.field({ type: [LanguageTextInput], required: true }),
    stockWarningRecipients: t.string({ required: true }),
    multipleSelectionPerItem: t.boolean({ required: true }),
    paymentMethods: t.field({ type: [PaymentMethodEnum], required: true }),
    showPaymentFields: t.boolean({ required: true }),
    showShippingFields: t.boolean({ required: true }),
    publishableKey: t.string({ required: true }),
    ...Object.fromEntries(
      WORKFLOW_SECRET_NAMES.map((name) => [
        name,
        t.string({ required: false, description: 'Omitted or null: keep; empty: remove; else replace.' }),
      ]),
    ),
  }),
});

builder.mutationField('updateOrderWorkflowSettings', (t) =>
  t.field({
    type: OrderWorkflowType,
    authScopes: scopes,
    args: { input: t.arg({ type: OrderWorkflowInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const settings: OrderWorkflowSettings = {
        profileCompleteRequired: input.profileCompleteRequired,
        continueShoppingUrl: input.continueShoppingUrl.trim(),
        totalLabel: input.totalLabel,
        additionalPricingText: textsOfTenantLanguages(input.additionalPricingText, ctx.tenant.languages),
        stockWarningRecipients: input.stockWarningRecipients.trim(),
        multipleSelectionPerItem: input.multipleSelectionPerItem,
        paymentMethods: [...new Set(input.paymentMethods)],
        showPaymentFields: input.showPaymentFields,
        showShippingFields: input.showShippingFields,
        publishableKey: input.publishableKey.trim(),
      };
      const errors = checkOrderWorkflow(settings);
      const secrets = input as unknown as Partial<Record<TenantSecretName, string | null>>;
      // Omitted, null or only spaces: keep the stored secret; '' removes it.
      const changes = new Map<TenantSecretName, string>();
      for (const name of WORKFLOW_SECRET_NAMES) {
        const value = secrets[name];
        if (typeof value !== 'string' || (value !== '' && value.trim() === '')) continue;
        const error = checkSecretSetting(value);
        if (error) errors[name] = error;
        else changes.set(name, value.trim());
      }
      // One save of the tenant's settings at a time: the secrets are compared with what the last left.
      await lockTenantSettings(ctx.tx, ctx.tenant.id);
      const stored = await maskedTenantSecrets(ctx.tx, ctx.services.secrets);
      const cardKeyAfter = changes.has('cardSecretKey')
        ? changes.get('cardSecretKey') !== ''
        : stored.cardSecretKey !== null;
      // Card as the only method without its key would leave checkout with no way to pay.
      if (!errors.paymentMethods && settings.paymentMethods.every((m) => m === 'card') && !cardKeyAfter)
        errors.paymentMethods = { key: 'admin.cardNeedsSecretKey' };
      const [first] = Object.values(errors);
      if (first) throw invalidInput(first.key, errors, first.params);
      let secretsChanged = false;
      for (const [name, value] of changes) {
        // The same secret again is not written (nor recorded): only a new one, or a removal.
        if ((await readTenantSecret(ctx.tx, ctx.services.secrets, name)) === (value === '' ? null : value))
          continue;
        await writeTenantSecret(ctx.tx, ctx.services.secrets, name, value);
        secretsChanged = true;
      }
      await saveTenantSettingsSection(
        ctx,
        ctx.services.tenantChanges,
        'orderWorkflow',
        settings,
        secretsChanged,
      );
      return { ...settings, secrets: await maskedTenantSecrets(ctx.tx, ctx.services.secrets) };
    },
  }),
);
