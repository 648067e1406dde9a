import { TENANT_WIZARD_STEPS } from '@print/core/tenancy/tenant-wizard';
import { eq } from 'drizzle-orm';
import { onCommit } from '../../platform/db/tenant-scope.ts';
import { conflict, notFound } from '../../platform/errors.ts';
import { settingsSaved } from '../../platform/events/settings-saved.ts';
import type { TenantChanges } from '../../platform/events/tenant-changes.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { runTenantSetup } from './tenant-setup-contributions.ts';
import { lockSetupRow, setupLanguages } from './tenant-wizard-read.ts';
import { domains, tenants } from './tenancy.tables.ts';

// The wizard's Finish (spec §2): the tenant gets its fallback domain, its roles, look and first pages
// from the other modules, and becomes active, so its shop answers at once. The tenant resolver forgets
// every host when the tenant and domain rows change (app.ts, on every instance through the public-content
// notices), so a host asked for before (kept 30 s as "no tenant") answers now.

/** The fallback host: `<slug>.<PLATFORM_DOMAIN>`, or `<slug>.localhost` without one (development, tests). */
export const fallbackHostOf = (slug: string, platformDomain: string | undefined) =>
  `${slug}.${platformDomain ?? 'localhost'}`;

/** Finishes the setup of the request's tenant and answers its fallback host; a second Finish answers it again. */
export async function finishTenantSetup(
  ctx: ServiceContext,
  services: { tenantChanges: TenantChanges; platformDomain?: string | undefined },
): Promise<string> {
  const tenantId = ctx.tenant.id;
  const row = await lockSetupRow(ctx.tx, tenantId);
  if (!row) throw notFound('admin.wizardResumeMissing');
  const host = fallbackHostOf(row.slug, services.platformDomain);
  if (row.status === 'active') {
    const [fallback] = await ctx.tx
      .select({ name: domains.name })
      .from(domains)
      .where(eq(domains.isFallback, true))
      .limit(1);
    if (fallback) return fallback.name;
    throw notFound('admin.wizardResumeMissing');
  }
  const [domain] = await ctx.tx
    .insert(domains)
    .values({ name: host, status: 'Active', isFallback: true, isDefault: true })
    .onConflictDoNothing()
    .returning({ id: domains.id });
  // Another tenant's (custom) domain has this name: the slug cannot serve as this tenant's address.
  if (!domain) throw conflict('validation.domainExists', { slug: { key: 'validation.domainExists' } });
  const languages = await setupLanguages(ctx.tx);
  await runTenantSetup(ctx.tx, {
    tenantId,
    slug: row.slug,
    companyName: row.settings.companyName,
    languages: languages.codes,
    defaultLanguage: languages.defaultLanguage,
    theme: row.settings.wizard?.theme ?? null,
  });
  const { wizard: _applied, ...settings } = row.settings;
  await ctx.tx
    .update(tenants)
    .set({ status: 'active', setupStep: TENANT_WIZARD_STEPS.length, settings })
    .where(eq(tenants.id, tenantId));
  await settingsSaved(ctx, 'setup.finish');
  onCommit(() => services.tenantChanges.changed(tenantId));
  return host;
}
