import { TENANT_WIZARD_STEPS } from '@print/core/tenancy/tenant-wizard';
import { HEADER_TYPES } from '@print/core/theme/header-settings-rules';
import { withTenant } from '../../platform/db/tenant-scope.ts';
import { notFound } from '../../platform/errors.ts';
import { builder } from '../../platform/graphql/builder.ts';
import { deleteTenantSetup } from './tenant-setup-delete.ts';
import { finishTenantSetup } from './tenant-wizard-finish.ts';
import { readTenantSetup, type TenantSetupView } from './tenant-wizard-read.ts';
import { logoChangeOf, TenantLogos, TenantLogosInput } from './tenant-logos.schema.ts';
import { startTenantSetup } from './tenant-wizard-start.ts';
import { saveTenantSetupStep } from './tenant-wizard-steps.ts';

// The platform operator's tenant setup wizard (spec §2, decisions 0089, 0097). startTenantSetup creates the
// tenant on the privileged path, outside the operation's tenant transaction (contributes
// .outsideTransactionFields). Every later call acts inside the new tenant through the acting-tenant
// header (decision 0087): tenantSetup, saveTenantSetupStep and finishTenantSetup take no tenant id.

const operators = { right: 'platform.tenants' } as const;

const WizardStepEnum = builder.enumType('TenantWizardStep', {
  values: TENANT_WIZARD_STEPS.map((step) => step.key),
});

const TenantSetupTheme = builder
  .objectRef<NonNullable<TenantSetupView['theme']>>('TenantSetupTheme')
  .implement({
    authScopes: operators,
    fields: (t) => ({
      preset: t.exposeString('preset'),
      primary: t.exposeString('primary'),
      secondary: t.exposeString('secondary'),
    }),
  });

const TenantSetupType = builder.objectRef<TenantSetupView>('TenantSetup').implement({
  description: 'A tenant as its setup wizard shows it.',
  authScopes: operators,
  fields: (t) => ({
    id: t.exposeID('id'),
    slug: t.exposeString('slug'),
    status: t.exposeString('status', { description: 'setup (served by no host) or active.' }),
    setupStep: t.exposeInt('setupStep', { description: 'The step to resume at (0-based).' }),
    companyName: t.exposeString('companyName'),
    pageTitle: t.exposeString('pageTitle', { description: 'In the default language.' }),
    claim: t.exposeString('claim', { description: 'In the default language; empty for none.' }),
    headerType: t.exposeString('headerType'),
    logos: t.field({ type: TenantLogos, resolve: (view) => view.logos }),
    theme: t.field({ type: TenantSetupTheme, nullable: true, resolve: (view) => view.theme }),
    languages: t.stringList({
      description: 'The languages, the default first.',
      resolve: (view) => view.languages.codes,
    }),
    defaultLanguage: t.string({ resolve: (view) => view.languages.defaultLanguage }),
    schedulingEnabled: t.boolean({ resolve: (view) => view.scheduling.enabled }),
    schedulingEventId: t.string({ resolve: (view) => view.scheduling.eventId }),
    host: t.exposeString('host', { nullable: true, description: 'Its fallback host once finished.' }),
  }),
});

async function viewOf(ctx: { tx: Parameters<typeof readTenantSetup>[0]; tenant: { id: string } }) {
  const view = await readTenantSetup(ctx.tx, ctx.tenant.id);
  if (!view) throw notFound('admin.wizardResumeMissing');
  return view;
}

builder.queryField('tenantSetup', (t) =>
  t.field({
    type: TenantSetupType,
    authScopes: operators,
    description: 'The tenant the call acts for (acting-tenant header), as its setup wizard shows it.',
    resolve: (_root, _args, ctx) => viewOf(ctx),
  }),
);

const StartTenantSetupInput = builder.inputType('StartTenantSetupInput', {
  fields: (t) => ({
    requestKey: t.id({ required: true, description: 'A UUID the wizard makes once: the new tenant’s id.' }),
    slug: t.string({ required: true }),
    companyName: t.string({ required: true }),
    pageTitle: t.string({ required: true }),
    claim: t.string({ required: false }),
  }),
});

builder.mutationField('startTenantSetup', (t) =>
  t.field({
    type: TenantSetupType,
    authScopes: operators,
    description: 'Creates a tenant in setup (served by no host); the same requestKey again answers it.',
    args: { input: t.arg({ type: StartTenantSetupInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const id = await startTenantSetup(
        ctx.database,
        { ...input, requestKey: String(input.requestKey) },
        ctx.language,
      );
      const view = await withTenant(ctx.database, id, (tx) => readTenantSetup(tx, id));
      if (!view) throw notFound('admin.wizardResumeMissing');
      return view;
    },
  }),
);

const GeneralInput = builder.inputType('TenantSetupGeneralInput', {
  fields: (t) => ({
    companyName: t.string({ required: true }),
    pageTitle: t.string({ required: true }),
    claim: t.string({ required: true }),
  }),
});
const ThemeInput = builder.inputType('TenantSetupThemeInput', {
  fields: (t) => ({
    preset: t.string({ required: true }),
    primary: t.string({ required: true }),
    secondary: t.string({ required: true }),
  }),
});
const LanguagesInput = builder.inputType('TenantSetupLanguagesInput', {
  fields: (t) => ({
    codes: t.stringList({ required: true }),
    defaultLanguage: t.string({ required: true }),
  }),
});
const SchedulingInput = builder.inputType('TenantSetupSchedulingInput', {
  fields: (t) => ({
    enabled: t.boolean({ required: true }),
    eventId: t.string({ required: true }),
  }),
});
const HeaderTypeInputEnum = builder.enumType('TenantSetupHeaderType', { values: HEADER_TYPES });

const StepInput = builder.inputType('TenantSetupStepInput', {
  description: 'One step’s values: the field named by `step` is required, the others are ignored.',
  fields: (t) => ({
    step: t.field({ type: WizardStepEnum, required: true }),
    headerType: t.field({ type: HeaderTypeInputEnum, required: false }),
    general: t.field({ type: GeneralInput, required: false }),
    logos: t.field({ type: TenantLogosInput, required: false }),
    theme: t.field({ type: ThemeInput, required: false }),
    languages: t.field({ type: LanguagesInput, required: false }),
    scheduling: t.field({ type: SchedulingInput, required: false }),
  }),
});

builder.mutationField('saveTenantSetupStep', (t) =>
  t.field({
    type: TenantSetupType,
    authScopes: operators,
    description: 'Saves one step of the tenant the call acts for (acting-tenant header), while in setup.',
    args: { input: t.arg({ type: StepInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const logos = input.logos ? logoChangeOf(input.logos) : null;
      await saveTenantSetupStep(ctx, ctx.services.tenantChanges, { ...input, logos });
      return viewOf(ctx);
    },
  }),
);

builder.mutationField('finishTenantSetup', (t) =>
  t.field({
    type: TenantSetupType,
    authScopes: operators,
    description: 'Makes the tenant the call acts for active: its shop answers at once at its fallback host.',
    resolve: async (_root, _args, ctx) => {
      await finishTenantSetup(ctx, ctx.services);
      return viewOf(ctx);
    },
  }),
);

// On the privileged path, outside the operation's tenant transaction (contributes.outsideTransactionFields),
// like the start: the call names the tenant, sent from the operator's own shop.
builder.mutationField('deleteTenantSetup', (t) =>
  t.id({
    authScopes: operators,
    description:
      'Deletes a tenant still in setup with everything its setup made (languages, settings, uploaded pictures); refuses an active tenant. Answers the id, also when it was deleted already.',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, { id }, ctx) =>
      deleteTenantSetup(
        ctx,
        { database: ctx.database, media: ctx.media, tenantChanges: ctx.services.tenantChanges },
        String(id),
      ),
  }),
);
