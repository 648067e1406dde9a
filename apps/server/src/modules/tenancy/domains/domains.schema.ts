import { domainRecords, type RecordCheck } from '@print/core/tenancy/domain-status';
import { builder } from '../../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../../platform/graphql/context.ts';
import type { ServiceContext } from '../../../platform/service-context.ts';
import { domainStatuses } from '../tenancy.tables.ts';
import {
  addDomain,
  checkDomainNow,
  deleteDomain,
  listDomains,
  setDefaultDomain,
  type DomainRow,
} from './domain.service.ts';

// The tenant's domain manager (the tenant detail's Domain tab) for admins with tenant.settings.

const scopes = { right: 'tenant.settings' } as const;

/**
 * The tenant whose domains a field works on: the caller's own. The one place to swap for the platform
 * operator's `tenantId` argument (withTenantAs, tenant-scope.ts) when it lands.
 */
function inTenantOf<T>(ctx: GraphQLContext, work: (service: ServiceContext) => Promise<T>): Promise<T> {
  return work(ctx);
}

const DomainStatusEnum = builder.enumType('DomainStatus', { values: domainStatuses });
const RecordPurposeEnum = builder.enumType('DomainRecordPurpose', {
  values: ['ownership', 'routing'] as const,
});
const RecordTypeEnum = builder.enumType('DomainRecordType', { values: ['TXT', 'CNAME', 'A'] as const });

type RecordView = RecordCheck & { checked: boolean };

const DomainRecord = builder.objectRef<RecordView>('DomainRecord').implement({
  authScopes: scopes,
  description: 'A DNS record the domain needs, and what the last check found.',
  fields: (t) => ({
    purpose: t.field({ type: RecordPurposeEnum, resolve: (r) => r.purpose }),
    type: t.field({ type: RecordTypeEnum, resolve: (r) => r.type }),
    name: t.exposeString('name'),
    expected: t.exposeStringList('expected', {
      description: 'Any one of these (A: all found must be in it).',
    }),
    found: t.exposeStringList('found', { description: 'What DNS answered at the last check.' }),
    ok: t.exposeBoolean('ok'),
    checked: t.exposeBoolean('checked', { description: 'False until the first check.' }),
    error: t.boolean({
      description: 'DNS gave no answer (SERVFAIL, timeout).',
      resolve: (r) => Boolean(r.error),
    }),
  }),
});

/** The records of a domain now (the platform's targets may have changed), with the last check's findings. */
function recordsOf(row: DomainRow, ctx: GraphQLContext): RecordView[] {
  if (row.isFallback) return [];
  return domainRecords(row.name, row.verifyToken, ctx.services.domainDns).map((record) => {
    const last = row.checks?.records.find(
      (check) => check.purpose === record.purpose && check.type === record.type,
    );
    return last
      ? { ...last, expected: record.expected, checked: true }
      : { ...record, found: [], ok: false, checked: false };
  });
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

const TenantDomain = builder.objectRef<DomainRow>('TenantDomain').implement({
  authScopes: scopes,
  fields: (t) => ({
    id: t.exposeID('id'),
    name: t.exposeString('name'),
    status: t.field({ type: DomainStatusEnum, resolve: (row) => row.status }),
    isDefault: t.exposeBoolean('isDefault'),
    isFallback: t.exposeBoolean('isFallback', {
      description: 'System-assigned: read-only, cannot be deleted.',
    }),
    records: t.field({ type: [DomainRecord], resolve: (row, _args, ctx) => recordsOf(row, ctx) }),
    lastCheckedAt: t.string({
      nullable: true,
      description: 'ISO 8601.',
      resolve: (row) => iso(row.lastCheckedAt),
    }),
    nextCheckAt: t.string({
      nullable: true,
      description: 'ISO 8601.',
      resolve: (row) => iso(row.nextCheckAt),
    }),
    activatedAt: t.string({
      nullable: true,
      description: 'ISO 8601.',
      resolve: (row) => iso(row.activatedAt),
    }),
  }),
});

builder.queryField('tenantDomains', (t) =>
  t.field({
    type: [TenantDomain],
    authScopes: scopes,
    description: 'The tenant’s domains, the default first.',
    resolve: (_root, _args, ctx) => inTenantOf(ctx, (service) => listDomains(service.tx)),
  }),
);

builder.mutationField('addTenantDomain', (t) =>
  t.field({
    type: TenantDomain,
    authScopes: scopes,
    description: 'Adds a domain (Pending) and starts its DNS checks.',
    args: { name: t.arg.string({ required: true }) },
    resolve: (_root, { name }, ctx) =>
      inTenantOf(ctx, (service) => addDomain(service, { name, platformDomain: ctx.services.platformDomain })),
  }),
);

builder.mutationField('deleteTenantDomain', (t) =>
  t.field({
    type: 'Boolean',
    authScopes: scopes,
    description: 'Deletes a domain (not the fallback); deleting the default makes the fallback the default.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      inTenantOf(ctx, (service) => deleteDomain(service, String(id)).then(() => true)),
  }),
);

builder.mutationField('setDefaultTenantDomain', (t) =>
  t.field({
    type: TenantDomain,
    authScopes: scopes,
    description: 'Makes an Active domain the default: the others answer with a redirect to it.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => inTenantOf(ctx, (service) => setDefaultDomain(service, String(id))),
  }),
);

builder.mutationField('checkTenantDomainNow', (t) =>
  t.field({
    type: TenantDomain,
    authScopes: scopes,
    description: 'Checks the domain’s DNS at once, then again at growing intervals.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) => inTenantOf(ctx, (service) => checkDomainNow(service, String(id))),
  }),
);
