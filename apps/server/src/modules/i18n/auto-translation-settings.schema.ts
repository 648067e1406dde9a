import {
  checkAutoTranslation,
  FORMALITIES,
  readAutoTranslation,
  TRANSLATION_PROVIDERS,
  type AutoTranslationSettings,
} from '@print/core/i18n/auto-translation';
import { checkSecretSetting } from '@print/core/orders/order-workflow';
import type { ValidationError } from '@print/core/validation/messages';
import { invalidInput } from '../../platform/errors.ts';
import { builder } from '../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../platform/graphql/context.ts';
import { lockTenantSettings } from '../tenancy/tenancy.service.ts';
import { saveTenantSettingsSection } from '../tenancy/tenant-settings-save.ts';
import { maskedTenantSecrets, readTenantSecret, writeTenantSecret } from '../tenancy/tenant-secrets.ts';

// The shop's automatic translation (tenant detail → Automatic translation, right tenant.settings): the
// service (DeepL or an AI service), DeepL's formality and the AI service's address and model, kept in
// the tenant settings `autoTranslation`; the keys are the tenant secrets deeplKey and aiKey, write-only
// (spec §5): the answer only says whether one is set. Machine translation reads both
// (machine-translation-provider.ts), with the platform's keys (DEEPL_API_KEY, AI_*) while the shop has
// none. The platform operator reaches another tenant's through the acting-tenant header (decision 0087).

const scopes = { right: 'tenant.settings' } as const;

type View = AutoTranslationSettings & {
  deeplKeySet: boolean;
  aiKeySet: boolean;
  defaultLanguage: string;
  languages: string[];
};

const ProviderEnum = builder.enumType('AutoTranslationProvider', { values: TRANSLATION_PROVIDERS });
const FormalityEnum = builder.enumType('AutoTranslationFormality', { values: FORMALITIES });

const ViewType = builder.objectRef<View>('AutoTranslationSettings').implement({
  authScopes: scopes,
  fields: (t) => ({
    provider: t.field({ type: ProviderEnum, resolve: (view) => view.provider }),
    formality: t.field({ type: FormalityEnum, resolve: (view) => view.formality }),
    aiBaseUrl: t.exposeString('aiBaseUrl', { description: "'' uses the platform's AI service." }),
    aiModel: t.exposeString('aiModel'),
    deeplKeySet: t.exposeBoolean('deeplKeySet', { description: 'The key itself is never returned.' }),
    aiKeySet: t.exposeBoolean('aiKeySet', { description: 'The key itself is never returned.' }),
    defaultLanguage: t.exposeString('defaultLanguage', { description: "The glossary's source language." }),
    languages: t.exposeStringList('languages', { description: "The shop's languages." }),
  }),
});

async function viewOf(ctx: GraphQLContext, settings: AutoTranslationSettings): Promise<View> {
  const secrets = await maskedTenantSecrets(ctx.tx, ctx.services.secrets);
  return {
    ...settings,
    deeplKeySet: secrets.deeplKey !== null,
    aiKeySet: secrets.aiKey !== null,
    defaultLanguage: ctx.tenant.defaultLanguage,
    languages: ctx.tenant.languages.map((language) => language.code),
  };
}

builder.queryField('autoTranslationSettings', (t) =>
  t.field({
    type: ViewType,
    authScopes: scopes,
    resolve: (_root, _args, ctx) => viewOf(ctx, readAutoTranslation(ctx.tenant.settings)),
  }),
);

const SettingsInput = builder.inputType('AutoTranslationSettingsInput', {
  fields: (t) => ({
    provider: t.field({ type: ProviderEnum, required: true }),
    formality: t.field({ type: FormalityEnum, required: true }),
    aiBaseUrl: t.string({ required: true }),
    aiModel: t.string({ required: true }),
    deeplKey: t.string({
      required: false,
      description: 'Omitted or null: keep; empty: remove; else replace.',
    }),
    aiKey: t.string({ required: false, description: 'Omitted or null: keep; empty: remove; else replace.' }),
  }),
});

/** Omitted, null or only spaces: keep the stored key (null); '' removes it; else the new key. */
const keyChange = (key: string | null | undefined) =>
  typeof key === 'string' && (key === '' || key.trim() !== '') ? key.trim() : null;

builder.mutationField('updateAutoTranslationSettings', (t) =>
  t.field({
    type: ViewType,
    authScopes: scopes,
    args: { input: t.arg({ type: SettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const settings: AutoTranslationSettings = {
        provider: input.provider,
        formality: input.formality,
        aiBaseUrl: input.aiBaseUrl.trim(),
        aiModel: input.aiModel.trim(),
      };
      const errors: Record<string, ValidationError> = checkAutoTranslation(settings);
      const keys = { deeplKey: keyChange(input.deeplKey), aiKey: keyChange(input.aiKey) };
      for (const [name, change] of Object.entries(keys)) {
        const problem = change ? checkSecretSetting(change) : null;
        if (problem) errors[name] = problem;
      }
      const [first] = Object.values(errors);
      if (first) throw invalidInput(first.key, errors, first.params);

      // One save of the tenant's settings at a time: each key is compared with what the last one left,
      // so the same save twice at once writes (and records) once.
      await lockTenantSettings(ctx.tx, ctx.tenant.id);
      let keyChanged = false;
      for (const name of ['deeplKey', 'aiKey'] as const) {
        const change = keys[name];
        if (change === null) continue;
        const stored = await readTenantSecret(ctx.tx, ctx.services.secrets, name);
        if (stored === (change === '' ? null : change)) continue;
        await writeTenantSecret(ctx.tx, ctx.services.secrets, name, change);
        keyChanged = true;
      }
      await saveTenantSettingsSection(
        ctx,
        ctx.services.tenantChanges,
        'autoTranslation',
        settings,
        keyChanged,
      );
      return viewOf(ctx, settings);
    },
  }),
);
