import { normalizeLocale } from '@print/core/i18n/locale';
import { isSupportedLocale } from '@print/core/i18n/supported-locales';
import { checkShopLanguage } from '@print/core/tenancy/tenant-rules';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import { onCommit } from '../../../platform/db/tenant-scope.ts';
import { invalidInput } from '../../../platform/errors.ts';
import { settingsSaved } from '../../../platform/events/settings-saved.ts';
import type { TenantChanges } from '../../../platform/events/tenant-changes.ts';
import type { ServiceContext } from '../../../platform/service-context.ts';
import type { TenantLanguage } from '../tenancy.service.ts';
import { lockTenantSettings } from '../tenancy.service.ts';
import { tenantLanguages } from '../tenancy.tables.ts';

// The tenant's languages (Localization, spec §2): add one of the supported locales, make one the
// default, remove one that is not the default. Each change is recorded in the activity log and
// announced like a settings save, so every page shows the new list at once. One change of the
// tenant's settings at a time (the tenant row's lock): two calls at once leave what one leaves.

/** The section name the activity log shows for a change of the languages. */
const SECTION = 'languages';

/** The tenant's languages in their order (the default first among equals is not implied). */
export async function listTenantLanguages(ctx: ServiceContext): Promise<TenantLanguage[]> {
  return ctx.tx
    .select({ code: tenantLanguages.languageCode, isDefault: tenantLanguages.isDefault })
    .from(tenantLanguages)
    .orderBy(asc(tenantLanguages.sortOrder), asc(tenantLanguages.languageCode));
}

function supportedCode(code: string): string {
  const locale = normalizeLocale(code);
  if (!isSupportedLocale(locale))
    throw invalidInput('validation.required', { languageCode: { key: 'validation.required' } });
  return locale;
}

async function changed(ctx: ServiceContext, tenantChanges: TenantChanges): Promise<void> {
  await settingsSaved(ctx, SECTION);
  const tenantId = ctx.tenant.id;
  onCommit(() => tenantChanges.changed(tenantId));
}

/** Adds a supported locale after the others; adding one the tenant has changes nothing. */
export async function addTenantLanguage(
  ctx: ServiceContext,
  tenantChanges: TenantChanges,
  code: string,
): Promise<TenantLanguage[]> {
  const locale = supportedCode(code);
  await lockTenantSettings(ctx.tx, ctx.tenant.id);
  const added = await ctx.tx
    .insert(tenantLanguages)
    .values({
      languageCode: locale,
      isDefault: false,
      sortOrder: sql`(select coalesce(max(${tenantLanguages.sortOrder}), -1) + 1 from ${tenantLanguages})`,
    })
    .onConflictDoNothing()
    .returning({ code: tenantLanguages.languageCode });
  if (added.length) await changed(ctx, tenantChanges);
  return listTenantLanguages(ctx);
}

/** Makes one of the tenant's languages its default (the fallback of every text, spec §4). */
export async function setDefaultTenantLanguage(
  ctx: ServiceContext,
  tenantChanges: TenantChanges,
  code: string,
): Promise<TenantLanguage[]> {
  const locale = normalizeLocale(code);
  await lockTenantSettings(ctx.tx, ctx.tenant.id);
  const languages = await listTenantLanguages(ctx);
  const unknown = checkShopLanguage(
    locale,
    languages.map((l) => l.code),
  );
  if (unknown) throw invalidInput(unknown.key, { languageCode: unknown });
  if (languages.find((l) => l.code === locale)!.isDefault) return languages;
  // The old default first: one default per tenant (a partial unique index) at every moment.
  await ctx.tx
    .update(tenantLanguages)
    .set({ isDefault: false })
    .where(and(eq(tenantLanguages.isDefault, true), ne(tenantLanguages.languageCode, locale)));
  await ctx.tx
    .update(tenantLanguages)
    .set({ isDefault: true })
    .where(eq(tenantLanguages.languageCode, locale));
  await changed(ctx, tenantChanges);
  return listTenantLanguages(ctx);
}

/**
 * Removes a language that is not the default. Its texts stay stored (added again, it has them back);
 * a language the tenant no longer has is already removed.
 */
export async function removeTenantLanguage(
  ctx: ServiceContext,
  tenantChanges: TenantChanges,
  code: string,
): Promise<TenantLanguage[]> {
  const locale = normalizeLocale(code);
  await lockTenantSettings(ctx.tx, ctx.tenant.id);
  const languages = await listTenantLanguages(ctx);
  if (languages.find((l) => l.code === locale)?.isDefault)
    throw invalidInput('admin.defaultLanguageCannotBeRemoved', {
      languageCode: { key: 'admin.defaultLanguageCannotBeRemoved' },
    });
  const removed = await ctx.tx
    .delete(tenantLanguages)
    .where(and(eq(tenantLanguages.languageCode, locale), eq(tenantLanguages.isDefault, false)))
    .returning({ code: tenantLanguages.languageCode });
  if (!removed.length) return languages;
  await changed(ctx, tenantChanges);
  return listTenantLanguages(ctx);
}
