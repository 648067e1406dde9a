import { builder } from '../../platform/graphql/builder.ts';
import {
  listTenants,
  TENANT_SORTS,
  tenantOptions,
  type TenantListItem,
  type TenantListPage,
} from './tenant-list.ts';

// The Tenants area's list and the tenants as select options (spec §2, §3), for platform operators
// (platform.tenants). Both read every tenant on the privileged path, outside the operation's tenant
// transaction (contributes.outsideTransactionFields in tenancy.module.ts), like platformTenants.

const readAllTenants = { right: 'platform.tenants' } as const;

const TenantSortEnum = builder.enumType('TenantSort', { values: TENANT_SORTS });
// Its own name: the users module's SortDirection lies in a higher layer than tenancy.
const TenantSortDirectionEnum = builder.enumType('TenantSortDirection', { values: ['asc', 'desc'] as const });

const TenantListDomain = builder.objectRef<TenantListItem['domains'][number]>('TenantListDomain').implement({
  authScopes: readAllTenants,
  fields: (t) => ({
    name: t.exposeString('name'),
    status: t.exposeString('status', { description: 'Pending, Configuring, Active or Unknown.' }),
    isDefault: t.exposeBoolean('isDefault'),
  }),
});

const TenantListLanguage = builder
  .objectRef<TenantListItem['languages'][number]>('TenantListLanguage')
  .implement({
    authScopes: readAllTenants,
    fields: (t) => ({
      languageCode: t.exposeString('languageCode'),
      isDefault: t.exposeBoolean('isDefault'),
    }),
  });

const TenantListItemType = builder.objectRef<TenantListItem>('TenantListItem').implement({
  description: 'A tenant in the platform’s list of tenants (no settings beyond its name, no secrets).',
  authScopes: readAllTenants,
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    companyName: t.exposeString('companyName'),
    status: t.exposeString('status', {
      description: "'setup' while its setup wizard is open, else 'active'.",
    }),
    createdAt: t.string({
      description: 'ISO 8601.',
      resolve: (item) => new Date(item.createdAt).toISOString(),
    }),
    domains: t.field({ type: [TenantListDomain], resolve: (item) => item.domains }),
    languages: t.field({ type: [TenantListLanguage], resolve: (item) => item.languages }),
  }),
});

const TenantListPageType = builder.objectRef<TenantListPage>('TenantListPage').implement({
  authScopes: readAllTenants,
  fields: (t) => ({
    items: t.field({ type: [TenantListItemType], resolve: (page) => page.items }),
    total: t.exposeInt('total', { description: 'All tenants matching the search, over all pages.' }),
  }),
});

builder.queryField('tenantList', (t) =>
  t.field({
    type: TenantListPageType,
    description: 'Every tenant of the platform, at most 100 per page.',
    authScopes: readAllTenants,
    args: {
      search: t.arg.string({
        required: false,
        description: 'Part of the name, slug, company name or a domain.',
      }),
      sort: t.arg({ type: TenantSortEnum, required: false }),
      direction: t.arg({ type: TenantSortDirectionEnum, required: false }),
      page: t.arg.int({ required: false, description: 'From 1.' }),
      pageSize: t.arg.int({ required: false }),
    },
    resolve: (_root, args, ctx) => listTenants(ctx.database, args),
  }),
);

const TenantOption = builder.objectRef<{ id: string; name: string }>('TenantOption').implement({
  authScopes: readAllTenants,
  fields: (t) => ({ id: t.exposeID('id'), name: t.exposeString('name') }),
});

builder.queryField('tenantOptions', (t) =>
  t.field({
    type: [TenantOption],
    authScopes: readAllTenants,
    resolve: (_root, _args, ctx) => tenantOptions(ctx.database),
  }),
);
