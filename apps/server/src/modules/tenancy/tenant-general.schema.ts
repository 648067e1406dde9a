import { checkTenantGeneral, type TenantGeneral } from '@print/core/tenancy/tenant-rules';
import { builder } from '../../platform/graphql/builder.ts';
import { invalidInput } from '../../platform/errors.ts';
import {
  LanguageText,
  LanguageTextInput,
  languageTextEntries,
  textsOfTenantLanguages,
} from '../../platform/graphql/language-text.ts';
import { readTenantSettings, saveTenantGeneral, type TenantSettingsView } from './tenant-general.ts';
import type { TenantSubscription } from './tenancy.tables.ts';
import { TenantLogos } from './tenant-logos.schema.ts';

// A tenant's Settings and Subscription tabs (spec §2 Tenant detail, §3 Tenant) for admins with
// tenant.settings: of their own tenant, or of the tenant the platform operator acts for through the
// acting-tenant header (decision 0087), in that tenant's transaction like any other call.

const scopes = { right: 'tenant.settings' } as const;

const TenantGeneralType = builder.objectRef<TenantGeneral>('TenantGeneral').implement({
  authScopes: scopes,
  fields: (t) => ({
    companyName: t.exposeString('companyName'),
    pageTitle: t.field({ type: [LanguageText], resolve: (g) => languageTextEntries(g.pageTitle) }),
    claim: t.field({ type: [LanguageText], resolve: (g) => languageTextEntries(g.claim) }),
    allowTemporaryUsers: t.exposeBoolean('allowTemporaryUsers'),
  }),
});

const TenantSubscriptionType = builder.objectRef<TenantSubscription>('TenantSubscription').implement({
  description: "The tenant's subscription of the platform (read-only); dates are ISO 8601.",
  authScopes: scopes,
  fields: (t) => ({
    status: t.exposeString('status', { description: 'Active or Canceled.' }),
    interval: t.exposeString('interval', { description: 'day, week, month or year.' }),
    start: t.exposeString('start'),
    end: t.string({ nullable: true, resolve: (s) => s.end ?? null }),
    trialStart: t.string({ nullable: true, resolve: (s) => s.trialStart ?? null }),
    trialEnd: t.string({ nullable: true, resolve: (s) => s.trialEnd ?? null }),
    nextPayment: t.string({ nullable: true, resolve: (s) => s.nextPayment ?? null }),
  }),
});

const TenantSettingsType = builder.objectRef<TenantSettingsView>('TenantSettingsView').implement({
  authScopes: scopes,
  fields: (t) => ({
    general: t.field({ type: TenantGeneralType, resolve: (s) => s.general }),
    subscription: t.field({
      type: TenantSubscriptionType,
      nullable: true,
      description: 'null: the tenant has no subscription.',
      resolve: (s) => s.subscription,
    }),
    status: t.exposeString('status', {
      description: "'setup' while its setup wizard is open, else 'active'.",
    }),
    setupStep: t.exposeInt('setupStep', { description: "The setup wizard's last saved step (0: none)." }),
    languages: t.exposeStringList('languages', { description: "The tenant's languages, its default first." }),
    logos: t.field({ type: TenantLogos, resolve: (s) => s.logos }),
  }),
});

builder.queryField('tenantSettings', (t) =>
  t.field({
    type: TenantSettingsType,
    description: "The request tenant's settings (the acted-for tenant's with the acting-tenant header).",
    authScopes: scopes,
    resolve: (_root, _args, ctx) => readTenantSettings(ctx),
  }),
);

const TenantGeneralInput = builder.inputType('TenantGeneralInput', {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    pageTitle: t.field({ type: [LanguageTextInput], required: true }),
    claim: t.field({ type: [LanguageTextInput], required: true }),
    allowTemporaryUsers: t.boolean({ required: true }),
  }),
});

builder.mutationField('updateTenantGeneral', (t) =>
  t.field({
    type: TenantGeneralType,
    authScopes: scopes,
    args: { input: t.arg({ type: TenantGeneralInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const languages = ctx.tenant.languages;
      const general: TenantGeneral = {
        companyName: input.companyName.trim(),
        pageTitle: textsOfTenantLanguages(input.pageTitle, languages),
        claim: textsOfTenantLanguages(input.claim, languages),
        allowTemporaryUsers: input.allowTemporaryUsers,
      };
      const errors = checkTenantGeneral(general, ctx.tenant.defaultLanguage);
      const [first] = Object.values(errors);
      if (first) throw invalidInput(first.key, errors, first.params);
      await saveTenantGeneral(ctx, ctx.services.tenantChanges, general);
      return general;
    },
  }),
);
