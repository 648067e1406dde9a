import { LOGO_KINDS } from '@print/core/media/logo-rules';
import { builder } from '../../platform/graphql/builder.ts';
import { logosView, saveTenantLogos, type LogoChange, type LogosView } from './tenant-logos.ts';

// A shop's logos (spec §3 Media, decision 0097): the setup wizard's Logos & icons step (tenantSetup,
// saveTenantSetupStep) and the Settings tab's section (tenantSettings.logos, updateTenantLogos) show and
// take them alike. The tab serves a shop's own admins with tenant.settings and the platform operator
// acting for a tenant (decision 0087), in that tenant's transaction like any other call.

/** The shop's own admins, or the platform operator (the wizard, whose setup has no admins yet). */
const scopes = { $any: { right: 'tenant.settings', $any: { right: 'platform.tenants' } } } as const;

export const TenantLogos = builder.objectRef<LogosView>('TenantLogos').implement({
  authScopes: scopes,
  description: 'Each kind’s uploaded picture (a media id, served at /media/{id}); null for none.',
  fields: (t) => Object.fromEntries(LOGO_KINDS.map((kind) => [kind, t.exposeID(kind, { nullable: true })])),
});

export const TenantLogosInput = builder.inputType('TenantLogosInput', {
  description:
    'A change of the logos: a kind given a media id (an uploaded picture of the tenant of the right size) gets it, a kind given null loses its picture, a kind left out keeps it.',
  fields: (t) => Object.fromEntries(LOGO_KINDS.map((kind) => [kind, t.id({ required: false })])),
});

/** The input as a change: only the kinds it names. */
export function logoChangeOf(input: Partial<Record<string, string | number | null | undefined>>): LogoChange {
  const change: LogoChange = {};
  for (const kind of LOGO_KINDS) {
    const id = input[kind];
    if (id !== undefined) change[kind] = id === null ? null : String(id);
  }
  return change;
}

builder.mutationField('updateTenantLogos', (t) =>
  t.field({
    type: TenantLogos,
    authScopes: { right: 'tenant.settings' },
    description:
      'Sets, replaces or removes logos of the tenant the call acts for; its shop shows them on the next page.',
    args: { input: t.arg({ type: TenantLogosInput, required: true }) },
    resolve: async (_root, { input }, ctx) =>
      logosView(await saveTenantLogos(ctx, ctx.services.tenantChanges, logoChangeOf(input))),
  }),
);
