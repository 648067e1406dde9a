import { isDeepStrictEqual } from 'node:util';
import { readLocalizedText, type LocalizedText } from '@print/core/i18n/localized-text';
import {
  checkHeaderTypeValue,
  checkTenantGeneralValues,
  checkTenantLanguagesValues,
  checkTenantSchedulingValues,
  checkTenantThemeValues,
  TENANT_WIZARD_STEPS,
  type FieldErrors,
  type TenantGeneralValues,
  type TenantLanguagesValues,
  type TenantSchedulingValues,
  type TenantThemeValues,
  type TenantWizardStep,
} from '@print/core/tenancy/tenant-wizard';
import type { HeaderSettings } from '@print/core/theme/header-settings';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../platform/db/client.ts';
import { onCommit } from '../../platform/db/tenant-scope.ts';
import { invalidInput, notFound } from '../../platform/errors.ts';
import { settingsSaved } from '../../platform/events/settings-saved.ts';
import type { TenantChanges } from '../../platform/events/tenant-changes.ts';
import type { ServiceContext } from '../../platform/service-context.ts';
import { logosAfter, type LogoChange } from './tenant-logos.ts';
import { lockSetupRow, setupLanguages, type SetupRow } from './tenant-wizard-read.ts';
import { tenantLanguages, tenants, type TenantSettings } from './tenancy.tables.ts';

// One step of the setup wizard, saved on Next (spec §2), in the new tenant's own transaction: the
// operator acts for it through the acting-tenant header (decision 0087), so row-level security confines
// every write to it. A tenant that is no longer being set up refuses a step.

export type TenantSetupStepInput = {
  step: TenantWizardStep;
  headerType?: string | null;
  general?: TenantGeneralValues | null;
  logos?: LogoChange | null;
  theme?: TenantThemeValues | null;
  languages?: TenantLanguagesValues | null;
  scheduling?: TenantSchedulingValues | null;
};

/** A value as the jsonb column gives it back (no undefined members; key order does not count). */
const asStored = (value: unknown): unknown => JSON.parse(JSON.stringify(value));

type Change = { settings: TenantSettings; name?: string; languages?: TenantLanguagesValues };

const refuse = (errors: FieldErrors) => {
  const [first] = Object.values(errors);
  if (first) throw invalidInput(first.key, errors, first.params);
};

function valuesOf<T>(value: T | null | undefined, field: string): T {
  if (value == null) throw invalidInput('validation.required', { [field]: { key: 'validation.required' } });
  return value;
}

/** A text per language with the default language's text set (the others kept). */
const withDefault = (value: unknown, language: string, text: string): LocalizedText => {
  const texts = { ...readLocalizedText(value, language) };
  if (text) texts[language] = text;
  else delete texts[language];
  return texts;
};

async function changeOf(tx: Tx, row: SetupRow, input: TenantSetupStepInput): Promise<Change> {
  const settings = structuredClone(row.settings);
  const { defaultLanguage } = await setupLanguages(tx);
  switch (input.step) {
    case 'pagebar': {
      const type = valuesOf(input.headerType, 'headerType');
      refuse(checkHeaderTypeValue(type));
      settings.header = { ...settings.header, type: type as HeaderSettings['type'] };
      return { settings };
    }
    case 'general': {
      const general = valuesOf(input.general, 'general');
      const values = {
        companyName: general.companyName.trim(),
        pageTitle: general.pageTitle.trim(),
        claim: general.claim.trim(),
      };
      refuse(checkTenantGeneralValues(values));
      settings.companyName = values.companyName;
      settings.pageTitle = withDefault(settings.pageTitle, defaultLanguage, values.pageTitle);
      settings.claim = withDefault(settings.claim, defaultLanguage, values.claim);
      settings.home = {
        heroTitle: withDefault(settings.home?.heroTitle, defaultLanguage, values.companyName),
        heroText: withDefault(settings.home?.heroText, defaultLanguage, values.claim),
      };
      return { settings, name: values.companyName };
    }
    case 'logos':
      settings.logos = await logosAfter(tx, settings.logos, valuesOf(input.logos, 'logos'));
      return { settings };
    case 'theme': {
      const theme = valuesOf(input.theme, 'theme');
      refuse(checkTenantThemeValues(theme));
      settings.wizard = {
        ...settings.wizard,
        theme: { ...theme, primary: theme.primary.toLowerCase(), secondary: theme.secondary.toLowerCase() },
      };
      return { settings };
    }
    case 'translation': {
      const languages = valuesOf(input.languages, 'languages');
      const codes = [...new Set(languages.codes)];
      refuse(checkTenantLanguagesValues({ codes, defaultLanguage: languages.defaultLanguage }));
      // The texts typed so far are the old default language's: they become the new default's.
      const moved = (value: unknown) => {
        const texts = readLocalizedText(value, defaultLanguage);
        const text = texts[languages.defaultLanguage] ?? texts[defaultLanguage] ?? '';
        return withDefault(texts, languages.defaultLanguage, text);
      };
      settings.pageTitle = moved(settings.pageTitle);
      settings.claim = moved(settings.claim);
      settings.home = {
        heroTitle: moved(settings.home?.heroTitle),
        heroText: moved(settings.home?.heroText),
      };
      return { settings, languages: { codes, defaultLanguage: languages.defaultLanguage } };
    }
    case 'scheduling': {
      const scheduling = valuesOf(input.scheduling, 'scheduling');
      const values = { enabled: scheduling.enabled, eventId: scheduling.eventId.trim() };
      refuse(checkTenantSchedulingValues(values));
      settings.scheduling = values;
      return { settings };
    }
  }
}

async function replaceLanguages(tx: Tx, languages: TenantLanguagesValues): Promise<boolean> {
  const now = await setupLanguages(tx);
  if (isDeepStrictEqual(now, languages)) return false;
  await tx.delete(tenantLanguages);
  const ordered = [
    languages.defaultLanguage,
    ...languages.codes.filter((c) => c !== languages.defaultLanguage),
  ];
  await tx.insert(tenantLanguages).values(
    ordered.map((languageCode, sortOrder) => ({
      languageCode,
      isDefault: languageCode === languages.defaultLanguage,
      sortOrder,
    })),
  );
  return true;
}

/** Saves one step and moves the tenant's resume point past it; the same save again changes nothing. */
export async function saveTenantSetupStep(
  ctx: ServiceContext,
  tenantChanges: TenantChanges,
  input: TenantSetupStepInput,
): Promise<void> {
  const tenantId = ctx.tenant.id;
  const row = await lockSetupRow(ctx.tx, tenantId);
  if (!row || row.status !== 'setup') throw notFound('admin.wizardResumeMissing');
  const change = await changeOf(ctx.tx, row, input);
  const languagesChanged = change.languages ? await replaceLanguages(ctx.tx, change.languages) : false;
  const index = TENANT_WIZARD_STEPS.findIndex((step) => step.key === input.step);
  const setupStep = Math.max(row.setupStep, index + 1);
  const name = change.name ?? row.name;
  const rowChanged =
    setupStep !== row.setupStep ||
    name !== row.name ||
    !isDeepStrictEqual(asStored(change.settings), row.settings);
  if (rowChanged)
    await ctx.tx
      .update(tenants)
      .set({ settings: change.settings, name, setupStep })
      .where(eq(tenants.id, tenantId));
  if (!rowChanged && !languagesChanged) return;
  await settingsSaved(ctx, `setup.${input.step}`);
  onCommit(() => tenantChanges.changed(tenantId));
}
