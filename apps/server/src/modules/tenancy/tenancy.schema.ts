import { builder } from '../../platform/graphql/builder.ts';
import type { Tenant, TenantLanguage } from './tenancy.service.ts';

const Language = builder.objectRef<TenantLanguage>('Language').implement({
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
    pageTitle: t.string({ resolve: (tenant) => tenant.settings.pageTitle }),
    claim: t.string({ nullable: true, resolve: (tenant) => tenant.settings.claim ?? null }),
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
