import { readLocalizedText } from '@print/core/i18n/localized-text';
import { readHeaderSettings } from '@print/core/theme/header-settings-rules';
import type { TenantThemeValues } from '@print/core/tenancy/tenant-wizard';
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import {
  domains,
  tenantLanguages,
  tenants,
  type TenantSettings,
  type TenantStatus,
} from './tenancy.tables.ts';
import { logosView, type LogosView } from './tenant-logos.ts';

/** A tenant as its setup wizard shows it (resuming after a closed browser, going back a step). */
export type TenantSetupView = {
  id: string;
  slug: string;
  status: TenantStatus;
  /** The step the wizard resumes at (0-based; the number of steps behind it). */
  setupStep: number;
  companyName: string;
  pageTitle: string;
  claim: string;
  headerType: string;
  /** Each kind's media id; null for none. */
  logos: LogosView;
  theme: TenantThemeValues | null;
  languages: { codes: string[]; defaultLanguage: string };
  scheduling: { enabled: boolean; eventId: string };
  /** Its fallback host once finished; null before. */
  host: string | null;
};

/** The tenant's row, locked until the transaction ends: one wizard save after the other. */
export async function lockSetupRow(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({
      id: tenants.id,
      slug: tenants.slug,
      name: tenants.name,
      status: tenants.status,
      setupStep: tenants.setupStep,
      settings: tenants.settings,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId))
    .for('update');
  return row ?? null;
}
export type SetupRow = NonNullable<Awaited<ReturnType<typeof lockSetupRow>>>;

/** The tenant's languages, the default first. */
export async function setupLanguages(tx: Tx): Promise<{ codes: string[]; defaultLanguage: string }> {
  const rows = await tx
    .select({ code: tenantLanguages.languageCode, isDefault: tenantLanguages.isDefault })
    .from(tenantLanguages)
    .orderBy(asc(tenantLanguages.sortOrder), asc(tenantLanguages.languageCode));
  const defaultLanguage = rows.find((row) => row.isDefault)?.code ?? rows[0]?.code ?? 'de-DE';
  return {
    codes: [defaultLanguage, ...rows.map((row) => row.code).filter((c) => c !== defaultLanguage)],
    defaultLanguage,
  };
}

export async function readTenantSetup(tx: Tx, tenantId: string): Promise<TenantSetupView | null> {
  const [row] = await tx
    .select({
      id: tenants.id,
      slug: tenants.slug,
      status: tenants.status,
      setupStep: tenants.setupStep,
      settings: tenants.settings,
    })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  if (!row) return null;
  const languages = await setupLanguages(tx);
  const [fallback] = await tx
    .select({ name: domains.name })
    .from(domains)
    .where(eq(domains.isFallback, true))
    .limit(1);
  const settings: Partial<TenantSettings> = row.settings ?? {};
  const textOf = (value: unknown) =>
    readLocalizedText(value, languages.defaultLanguage)[languages.defaultLanguage] ?? '';
  return {
    id: row.id,
    slug: row.slug,
    status: row.status,
    setupStep: row.setupStep,
    companyName: settings.companyName ?? '',
    pageTitle: textOf(settings.pageTitle),
    claim: textOf(settings.claim),
    headerType: readHeaderSettings(settings).type,
    logos: logosView(settings.logos),
    theme: settings.wizard?.theme ?? null,
    languages,
    scheduling: {
      enabled: settings.scheduling?.enabled ?? false,
      eventId: settings.scheduling?.eventId ?? '',
    },
    host: row.status === 'active' ? (fallback?.name ?? null) : null,
  };
}
