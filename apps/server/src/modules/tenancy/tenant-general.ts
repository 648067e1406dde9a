import type { LocalizedText } from '@print/core/i18n/localized-text';
import { readLocalizedText } from '@print/core/i18n/localized-text';
import type { TenantGeneral } from '@print/core/tenancy/tenant-rules';
import { and, eq, sql } from 'drizzle-orm';
import type { TenantChanges } from '../../platform/events/tenant-changes.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { lockTenantSettings } from './tenancy.service.ts';
import { tenants, type TenantStatus, type TenantSubscription } from './tenancy.tables.ts';
import { logosView, type LogosView } from './tenant-logos.ts';
import { tenantSettingsChanged } from './tenant-settings-save.ts';

// The general settings of the request's tenant (spec §3 Tenant: company name, page title and claim per
// language, allow temporary users), its logos, its subscription (read-only) and where its setup stands. The request's
// tenant is the host's, or the one the platform operator acts for (decision 0087).

export type TenantSettingsView = {
  general: TenantGeneral;
  /** null: no subscription is stored for the tenant. */
  subscription: TenantSubscription | null;
  status: TenantStatus;
  setupStep: number;
  /** The tenant's languages, its default first (the per-language inputs of its settings). */
  languages: string[];
  logos: LogosView;
};

export async function readTenantSettings(ctx: ServiceContext): Promise<TenantSettingsView> {
  const { settings, defaultLanguage } = ctx.tenant;
  const [row] = await ctx.tx
    .select({ status: tenants.status, setupStep: tenants.setupStep })
    .from(tenants)
    .where(eq(tenants.id, ctx.tenant.id));
  return {
    general: {
      companyName: settings.companyName ?? '',
      pageTitle: readLocalizedText(settings.pageTitle, defaultLanguage),
      claim: readLocalizedText(settings.claim, defaultLanguage),
      allowTemporaryUsers: ctx.tenant.allowTemporaryUsers,
    },
    subscription: settings.subscription ?? null,
    status: row?.status ?? 'active',
    setupStep: row?.setupStep ?? 0,
    languages: [
      defaultLanguage,
      ...ctx.tenant.languages.map((l) => l.code).filter((code) => code !== defaultLanguage),
    ],
    logos: logosView(settings.logos),
  };
}

/**
 * Saves checked general settings in one statement, one save of the tenant's settings at a time. It is
 * recorded and announced only when it changed something, so the same save twice at once is logged once.
 */
export async function saveTenantGeneral(
  ctx: ServiceContext,
  tenantChanges: TenantChanges,
  general: TenantGeneral,
): Promise<void> {
  await lockTenantSettings(ctx.tx, ctx.tenant.id);
  const texts: { companyName: string; pageTitle: LocalizedText; claim: LocalizedText } = {
    companyName: general.companyName,
    pageTitle: general.pageTitle,
    claim: general.claim,
  };
  const json = JSON.stringify(texts);
  const changed = await ctx.tx
    .update(tenants)
    .set({
      settings: sql`${tenants.settings} || ${json}::jsonb`,
      allowTemporaryUsers: general.allowTemporaryUsers,
    })
    .where(
      and(
        eq(tenants.id, ctx.tenant.id),
        sql`(jsonb_build_object('companyName', ${tenants.settings}->'companyName',
               'pageTitle', ${tenants.settings}->'pageTitle', 'claim', ${tenants.settings}->'claim')
             is distinct from ${json}::jsonb
             or ${tenants.allowTemporaryUsers} is distinct from ${general.allowTemporaryUsers})`,
      ),
    )
    .returning({ id: tenants.id });
  if (changed.length) await tenantSettingsChanged(ctx, tenantChanges, 'general');
}
