import { builder } from '../../platform/graphql/builder.ts';
import { listPlatformTenants, type PlatformTenant } from './platform-tenants.ts';

// The admin's tenant switcher (issue 14): platform operators (right platform.tenants, DESIGN §7) see
// every tenant. Reading across tenants is the privileged path, which may not run inside the operation's
// tenant transaction: the field runs outside it (an operation of its own).

const readAllTenants = { right: 'platform.tenants' } as const;

const PlatformTenantType = builder.objectRef<PlatformTenant>('PlatformTenant').implement({
  description: 'A tenant of the platform, for its operators.',
  authScopes: readAllTenants,
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    companyName: t.exposeString('companyName'),
    host: t.exposeString('host', {
      nullable: true,
      description: 'Its default Active domain (its admin is at https://<host>/admin); null without one.',
    }),
    isCurrent: t.boolean({
      description: 'Whether this request is served by this tenant.',
      resolve: (tenant, _args, ctx) => tenant.id === ctx.tenant.id,
    }),
  }),
});

// Reads every tenant on the privileged path, outside the operation's tenant transaction
// (contributes.outsideTransactionFields in tenancy.module.ts).
builder.queryField('platformTenants', (t) =>
  t.field({
    type: [PlatformTenantType],
    authScopes: readAllTenants,
    resolve: (_root, _args, ctx) => listPlatformTenants(ctx.database),
  }),
);
