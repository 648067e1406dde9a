import {
  checkPrintDesignSettings,
  checkSchedulingSettings,
  CONNECTION_RESULTS,
  readPrintDesignSettings,
  readSchedulingSettings,
  type ConnectionResult,
  type PrintDesignSettings,
  type SchedulingSettings,
} from '@print/core/tenancy/integrations';
import { GraphQLError } from 'graphql';
import type { Tx } from '../../../platform/db/client.ts';
import { withTenant } from '../../../platform/db/tenant-scope.ts';
import { builder } from '../../../platform/graphql/builder.ts';
import type { GraphQLContext } from '../../../platform/graphql/context.ts';
import { maskedTenantSecrets, readTenantSecret, type TenantSecretName } from '../tenant-secrets.ts';
import { testPrintDesign, testScheduling } from './connection-tests.ts';
import { keyChangeOf, refuseIfInvalid, saveIntegration, withKeyErrors } from './integration-settings.ts';

// A tenant's integration tabs (spec §2 Tenant detail, §3 Scheduling settings), right tenant.settings:
// print-design integration and the scheduling service (Cal.com), each with its API key write-only (read
// masked, never back) and a "Test connection" that calls the service from the server (decision 0093).
// The tests run without the operation's transaction (tenancy.module.ts outsideTransactionFields) and
// must be sent in operations of their own: no transaction is held while a service answers.

const scopes = { right: 'tenant.settings' } as const;

const ConnectionResultEnum = builder.enumType('ConnectionResult', { values: CONNECTION_RESULTS });

type Masked = { apiKey: string | null };

const maskedKey = async (ctx: GraphQLContext, name: TenantSecretName) =>
  (await maskedTenantSecrets(ctx.tx, ctx.services.secrets))[name];

const PrintDesignType = builder.objectRef<PrintDesignSettings & Masked>('PrintDesignSettings').implement({
  authScopes: scopes,
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    endpointUrl: t.exposeString('endpointUrl'),
    apiKey: t.exposeString('apiKey', {
      nullable: true,
      description: 'Masked (••••1234) when set, null when not; the value itself is never returned.',
    }),
  }),
});

const SchedulingType = builder.objectRef<SchedulingSettings & Masked>('SchedulingSettings').implement({
  authScopes: scopes,
  fields: (t) => ({
    enabled: t.exposeBoolean('enabled'),
    eventId: t.exposeString('eventId', { description: "The Cal.com event type's identifier." }),
    apiKey: t.exposeString('apiKey', {
      nullable: true,
      description: 'Masked (••••1234) when set, null when not: without one, scheduling is not configured.',
    }),
  }),
});

builder.queryField('printDesignSettings', (t) =>
  t.field({
    type: PrintDesignType,
    authScopes: scopes,
    resolve: async (_root, _args, ctx) => ({
      ...readPrintDesignSettings(ctx.tenant.settings),
      apiKey: await maskedKey(ctx, 'printDesignApiKey'),
    }),
  }),
);

builder.queryField('schedulingSettings', (t) =>
  t.field({
    type: SchedulingType,
    authScopes: scopes,
    resolve: async (_root, _args, ctx) => ({
      ...readSchedulingSettings(ctx.tenant.settings),
      apiKey: await maskedKey(ctx, 'schedulingApiKey'),
    }),
  }),
);

const keyArg = 'Omitted or null: keep; empty: remove; else replace.';

const PrintDesignInput = builder.inputType('PrintDesignSettingsInput', {
  fields: (t) => ({
    enabled: t.boolean({ required: true }),
    endpointUrl: t.string({ required: true }),
    apiKey: t.string({ required: false, description: keyArg }),
  }),
});

const SchedulingInput = builder.inputType('SchedulingSettingsInput', {
  fields: (t) => ({
    enabled: t.boolean({ required: true }),
    eventId: t.string({ required: true }),
    apiKey: t.string({ required: false, description: keyArg }),
  }),
});

builder.mutationField('updatePrintDesignSettings', (t) =>
  t.field({
    type: PrintDesignType,
    authScopes: scopes,
    args: { input: t.arg({ type: PrintDesignInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const settings: PrintDesignSettings = { enabled: input.enabled, endpointUrl: input.endpointUrl.trim() };
      const keyChange = keyChangeOf(input.apiKey);
      refuseIfInvalid(withKeyErrors(checkPrintDesignSettings(settings), keyChange));
      await saveIntegration(ctx, 'printDesign', settings, 'printDesignApiKey', keyChange);
      return { ...settings, apiKey: await maskedKey(ctx, 'printDesignApiKey') };
    },
  }),
);

builder.mutationField('updateSchedulingSettings', (t) =>
  t.field({
    type: SchedulingType,
    authScopes: scopes,
    args: { input: t.arg({ type: SchedulingInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const settings: SchedulingSettings = { enabled: input.enabled, eventId: input.eventId.trim() };
      const keyChange = keyChangeOf(input.apiKey);
      refuseIfInvalid(withKeyErrors(checkSchedulingSettings(settings), keyChange));
      await saveIntegration(ctx, 'scheduling', settings, 'schedulingApiKey', keyChange);
      return { ...settings, apiKey: await maskedKey(ctx, 'schedulingApiKey') };
    },
  }),
);

const ownOperation = (ctx: GraphQLContext, field: string) => {
  if (ctx.tx as Tx | undefined) throw new GraphQLError(`Send ${field} as the only field of its operation.`);
};

/** The key typed (not yet saved), none when '' (removed in the form), else the stored one. */
async function keyFor(ctx: GraphQLContext, typed: string | null | undefined, name: TenantSecretName) {
  const change = keyChangeOf(typed);
  if (change !== null) {
    refuseIfInvalid(withKeyErrors({}, change));
    return change === '' ? null : change;
  }
  return withTenant(ctx.database, ctx.tenant.id, (tx) => readTenantSecret(tx, ctx.services.secrets, name));
}

builder.mutationField('testPrintDesignConnection', (t) =>
  t.field({
    type: ConnectionResultEnum,
    authScopes: scopes,
    description:
      'Calls the endpoint typed (saved or not) with the key typed, else the stored one; changes nothing.',
    args: {
      endpointUrl: t.arg.string({ required: true }),
      apiKey: t.arg.string({ required: false, description: 'Omitted: the stored key.' }),
    },
    resolve: async (_root, args, ctx): Promise<ConnectionResult> => {
      ownOperation(ctx, 'testPrintDesignConnection');
      const endpointUrl = args.endpointUrl.trim();
      refuseIfInvalid(checkPrintDesignSettings({ enabled: false, endpointUrl }));
      const apiKey = await keyFor(ctx, args.apiKey, 'printDesignApiKey');
      return testPrintDesign(endpointUrl, apiKey, {
        allowPrivateHosts: ctx.services.integrations.allowPrivateHosts,
      });
    },
  }),
);

builder.mutationField('testSchedulingConnection', (t) =>
  t.field({
    type: ConnectionResultEnum,
    authScopes: scopes,
    description:
      'Asks Cal.com whether the key (typed, else stored) works and knows the event type; changes nothing.',
    args: {
      eventId: t.arg.string({ required: true }),
      apiKey: t.arg.string({ required: false, description: 'Omitted: the stored key.' }),
    },
    resolve: async (_root, args, ctx): Promise<ConnectionResult> => {
      ownOperation(ctx, 'testSchedulingConnection');
      const eventId = args.eventId.trim();
      refuseIfInvalid(checkSchedulingSettings({ enabled: false, eventId }));
      const apiKey = await keyFor(ctx, args.apiKey, 'schedulingApiKey');
      return testScheduling(ctx.services.integrations.calComApiBase, apiKey, eventId, {
        allowPrivateHosts: ctx.services.integrations.allowPrivateHosts,
      });
    },
  }),
);
