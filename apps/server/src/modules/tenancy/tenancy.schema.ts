import { localizedText, readLocalizedText } from '@print/core/i18n/localized-text';
import { builder } from '../../platform/graphql/builder.ts';
import type { Tenant, TenantLanguage } from './tenancy.service.ts';

/** A per-language text of the tenant's settings (or one string, as stored before) in `language`. */
const tenantText = (tenant: Tenant, stored: unknown, language: string): string =>
  localizedText(readLocalizedText(stored, tenant.defaultLanguage), language, tenant.defaultLanguage);

export const Language = builder.objectRef<TenantLanguage>('Language').implement({
  // Public data of the shop a visitor is on.
  authScopes: { public: true },
  fields: (t) => ({
    languageCode: t.exposeString('code'),
    default: t.exposeBoolean('isDefault'),
  }),
});

const CurrentTenant = builder.objectRef<Tenant>('CurrentTenant').implement({
  // Public data of the shop a visitor is on.
  authScopes: { public: true },
  description: 'The tenant serving this request (resolved from the Host), as the public shop needs it.',
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    companyName: t.string({ resolve: (tenant) => tenant.settings.companyName }),
    pageTitle: t.string({
      description: "In the request's language (fallback chain of the tenant's texts).",
      resolve: (tenant, _args, ctx) => tenantText(tenant, tenant.settings.pageTitle, ctx.language),
    }),
    claim: t.string({
      nullable: true,
      description: "In the request's language; null when the shop has no claim.",
      resolve: (tenant, _args, ctx) => tenantText(tenant, tenant.settings.claim, ctx.language) || null,
    }),
    allowTemporaryUsers: t.exposeBoolean('allowTemporaryUsers'),
    languages: t.field({ type: [Language], resolve: (tenant) => tenant.languages }),
  }),
});

builder.queryField('currentTenant', (t) =>
  t.field({
    type: CurrentTenant,
    authScopes: { public: true },
    resolve: (_root, _args, ctx) => ctx.tenant,
  }),
);
