import { checkSecretSetting } from '@print/core/orders/order-workflow';
import {
  checkStockPhotoAppName,
  readStockPhotoSettings,
  type StockPhotoSettings,
} from '@print/core/media/stock-photos';
import type { ValidationError } from '@print/core/validation/messages';
import { invalidInput } from '../../../platform/errors.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../../platform/graphql/context.ts';
import { lockTenantSettings } from '../../tenancy/tenancy.service.ts';
import { saveTenantSettingsSection } from '../../tenancy/tenant-settings-save.ts';
import { maskedTenantSecrets, readTenantSecret, writeTenantSecret } from '../../tenancy/tenant-secrets.ts';

// The shop's own stock photo provider (System → Stock photos), right tenant.settings: its Unsplash
// application's access key (write-only, spec §5: shown masked, replaced or removed, never read back)
// and that application's name for the credit links. Without a key of its own the shop uses the
// platform's (UNSPLASH_ACCESS_KEY), if there is one.

const scopes = { right: 'tenant.settings' } as const;

type SettingsView = StockPhotoSettings & {
  accessKey: string | null;
  platformKey: boolean;
  platformAppName: string;
};

const SettingsType = builder.objectRef<SettingsView>('StockPhotoSettings').implement({
  authScopes: scopes,
  fields: (t) => ({
    appName: t.exposeString('appName', {
      description: "The shop's Unsplash application's name (utm_source); '' uses the platform's.",
    }),
    accessKey: t.exposeString('accessKey', {
      nullable: true,
      description: 'Masked (••••1234) when set, null when not; the value itself is never returned.',
    }),
    platformKey: t.exposeBoolean('platformKey', {
      description: 'Whether the platform has a key (UNSPLASH_ACCESS_KEY), used while the shop has none.',
    }),
    platformAppName: t.exposeString('platformAppName'),
  }),
});

async function viewOf(ctx: GraphQLContext): Promise<SettingsView> {
  return {
    ...readStockPhotoSettings(ctx.tenant.settings),
    accessKey: (await maskedTenantSecrets(ctx.tx, ctx.services.secrets)).unsplashAccessKey,
    platformKey: ctx.services.stockPhotos.accessKey !== undefined,
    platformAppName: ctx.services.stockPhotos.appName,
  };
}

builder.queryField('stockPhotoSettings', (t) =>
  t.field({ type: SettingsType, authScopes: scopes, resolve: (_root, _args, ctx) => viewOf(ctx) }),
);

const SettingsInput = builder.inputType('StockPhotoSettingsInput', {
  fields: (t) => ({
    appName: t.string({ required: true }),
    accessKey: t.string({
      required: false,
      description: 'Omitted or null: keep; empty: remove; else replace.',
    }),
  }),
});

builder.mutationField('updateStockPhotoSettings', (t) =>
  t.field({
    type: SettingsType,
    authScopes: scopes,
    args: { input: t.arg({ type: SettingsInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const settings: StockPhotoSettings = { appName: input.appName.trim() };
      const errors: Record<string, ValidationError> = {};
      const appNameError = checkStockPhotoAppName(settings.appName);
      if (appNameError) errors.appName = appNameError;
      // Omitted, null or only spaces: keep the stored key; '' removes it.
      const key = input.accessKey;
      const change = typeof key === 'string' && (key === '' || key.trim() !== '') ? key.trim() : null;
      const keyError = change ? checkSecretSetting(change) : null;
      if (keyError) errors.accessKey = keyError;
      const [first] = Object.values(errors);
      if (first) throw invalidInput(first.key, errors, first.params);

      // One save of the tenant's settings at a time: the key is compared with what the last left.
      await lockTenantSettings(ctx.tx, ctx.tenant.id);
      let keyChanged = false;
      const stored = await readTenantSecret(ctx.tx, ctx.services.secrets, 'unsplashAccessKey');
      if (change !== null && stored !== (change === '' ? null : change)) {
        await writeTenantSecret(ctx.tx, ctx.services.secrets, 'unsplashAccessKey', change);
        keyChanged = true;
      }
      await saveTenantSettingsSection(ctx, ctx.services.tenantChanges, 'stockPhotos', settings, keyChanged);
      return { ...(await viewOf(ctx)), ...settings };
    },
  }),
);
