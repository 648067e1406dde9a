import { builder } from '../../../platform/graphql/builder.ts';
import { Language } from '../tenancy.schema.ts';
import {
  addTenantLanguage,
  listTenantLanguages,
  removeTenantLanguage,
  setDefaultTenantLanguage,
} from './tenant-languages.ts';

// Localization (spec §2): the tenant's languages for holders of tenant.settings. The platform operator
// reaches another tenant's through the acting-tenant header (decision 0087); no tenantId argument.

const scopes = { right: 'tenant.settings' } as const;

builder.queryField('tenantLanguages', (t) =>
  t.field({
    type: [Language],
    authScopes: scopes,
    description: "The tenant's languages in their order, with the default marked.",
    resolve: (_root, _args, ctx) => listTenantLanguages(ctx),
  }),
);

/** One language change: answers the list after it (a repeat changes nothing and is logged once). */
function languageChange(name: string, description: string, run: typeof addTenantLanguage) {
  builder.mutationField(name, (t) =>
    t.field({
      type: [Language],
      authScopes: scopes,
      description,
      args: { languageCode: t.arg.string({ required: true }) },
      resolve: (_root, { languageCode }, ctx) => run(ctx, ctx.services.tenantChanges, languageCode),
    }),
  );
}

languageChange(
  'addTenantLanguage',
  'Adds one of the supported locales; its texts come from the fallback chain until translated.',
  addTenantLanguage,
);
languageChange(
  'setDefaultTenantLanguage',
  'Makes one of the tenant’s languages its default.',
  setDefaultTenantLanguage,
);
languageChange(
  'removeTenantLanguage',
  'Removes a language; the default cannot be removed.',
  removeTenantLanguage,
);
