import { BUILT_IN_THEME_PRESETS } from '../theme/theme-presets.ts';
import { checkThemeContrast } from '../theme/contrast-pairs.ts';
import { mixColours, parseColour } from '../theme/contrast.ts';
import { HEADER_TYPES } from '../theme/header-settings-rules.ts';
import type { ColorTree, Theme } from '../theme/types.ts';
import type { ValidationError } from '../validation/messages.ts';
import { checkMaxLength } from '../validation/text-rules.ts';
import { validateRecord } from '../validation/validate-field.ts';
import { checkTenantSlug } from './tenant-slug.ts';
import { SUPPORTED_LOCALES } from '../i18n/supported-locales.ts';

// The platform operator's tenant setup wizard (spec §2): its steps in order and the rules of each
// step's values, run by the wizard as the operator types and by the server before it keeps them.

export const TENANT_WIZARD_STEPS = [
  { key: 'pagebar', labelKey: 'admin.wizardStepPagebar' },
  { key: 'general', labelKey: 'admin.wizardStepGeneral' },
  { key: 'logos', labelKey: 'admin.wizardStepLogos' },
  { key: 'theme', labelKey: 'admin.wizardStepTheme' },
  { key: 'translation', labelKey: 'admin.wizardStepTranslation' },
  { key: 'scheduling', labelKey: 'admin.wizardStepScheduling' },
] as const;
export type TenantWizardStep = (typeof TENANT_WIZARD_STEPS)[number]['key'];

export type FieldErrors = Record<string, ValidationError>;

export const COMPANY_NAME_MAX = 120;
export const PAGE_TITLE_MAX = 160;

/** The general settings (spec §2: company name, page title, optional claim). */
export type TenantGeneralValues = { companyName: string; pageTitle: string; claim: string };

const LIMITS = { companyName: COMPANY_NAME_MAX, pageTitle: PAGE_TITLE_MAX, claim: PAGE_TITLE_MAX } as const;

export function checkTenantGeneralValues(values: TenantGeneralValues): FieldErrors {
  const errors = validateRecord(values, {
    companyName: { required: true },
    pageTitle: { required: true },
  }).errors;
  for (const [field, max] of Object.entries(LIMITS)) {
    const tooLong = errors[field] ? null : checkMaxLength(values[field as keyof TenantGeneralValues], max);
    if (tooLong) errors[field] = tooLong;
  }
  return errors;
}

/** What starts a setup: the slug (its fallback host) and the general settings. */
export function checkTenantSetupStart(values: TenantGeneralValues & { slug: string }): FieldErrors {
  const { slug, ...general } = values;
  const errors = checkTenantGeneralValues(general);
  const slugError = checkTenantSlug(slug);
  return slugError ? { slug: slugError, ...errors } : errors;
}

export function checkHeaderTypeValue(type: string): FieldErrors {
  return (HEADER_TYPES as readonly string[]).includes(type)
    ? {}
    : { headerType: { key: 'validation.required' } };
}

/** The languages a new shop may start with: every locale a shop can offer (the Localization screen's). */
export const WIZARD_LANGUAGES: readonly string[] = SUPPORTED_LOCALES.map((locale) => locale.code);

export type TenantLanguagesValues = { codes: string[]; defaultLanguage: string };

export function checkTenantLanguagesValues(values: TenantLanguagesValues): FieldErrors {
  const known = (code: string) => WIZARD_LANGUAGES.includes(code);
  if (values.codes.length === 0 || !values.codes.every(known))
    return { codes: { key: 'validation.required' } };
  if (!values.codes.includes(values.defaultLanguage))
    return { defaultLanguage: { key: 'validation.required' } };
  return {};
}

export type TenantSchedulingValues = { enabled: boolean; eventId: string };

export function checkTenantSchedulingValues(values: TenantSchedulingValues): FieldErrors {
  return validateRecord({ eventId: values.eventId }, { eventId: { required: values.enabled } }).errors;
}

/** The theme step: a built-in preset and the shop's two main colours (#rrggbb). */
export type TenantThemeValues = { preset: string; primary: string; secondary: string };

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;
const BLACK = { r: 0, g: 0, b: 0, a: 1 };
const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');

/** A darker shade for hover (15 % towards black), as the presets' hovers are. */
function hoverOf(colour: string): string {
  const mixed = mixColours(parseColour(colour)!, 0.85, BLACK);
  return `#${hex(mixed.r)}${hex(mixed.g)}${hex(mixed.b)}`;
}

/** The preset with the main colours put in: the look the new shop starts with; null for an unknown preset. */
export function tenantWizardTheme(values: TenantThemeValues): Theme | null {
  const preset = BUILT_IN_THEME_PRESETS.find((candidate) => candidate.id === values.preset);
  if (!preset) return null;
  const theme = structuredClone(preset.config) as Theme;
  const palette = (theme.colors as { colors: ColorTree }).colors;
  for (const name of ['primary', 'secondary'] as const) {
    const colour = values[name];
    if (!HEX_COLOUR.test(colour)) continue;
    const group = (palette[name] ??= {}) as ColorTree;
    group.background = { color: colour.toLowerCase() };
    group.hover = { color: hoverOf(colour) };
  }
  return theme;
}

/** The preset's own main colours, which the step shows first. */
export function presetMainColours(presetId: string): { primary: string; secondary: string } {
  const preset = BUILT_IN_THEME_PRESETS.find((candidate) => candidate.id === presetId);
  const palette = (preset?.config.colors as { colors: ColorTree } | undefined)?.colors;
  const colourOf = (name: string) =>
    ((palette?.[name] as ColorTree | undefined)?.background as { color?: string } | undefined)?.color ?? '';
  return { primary: colourOf('primary'), secondary: colourOf('secondary') };
}

/**
 * A known preset, colours as #rrggbb, and the theme editor's contrast check (WCAG 2.2 AA): a colour that
 * makes a pair fail is named with the worst ratio it gives. The primary colour is checked first on its
 * own, so an error stands at the colour that causes it.
 */
export function checkTenantThemeValues(values: TenantThemeValues): FieldErrors {
  const errors: FieldErrors = validateRecord(values, {}).errors;
  if (Object.keys(errors).length) return errors;
  if (!BUILT_IN_THEME_PRESETS.some((preset) => preset.id === values.preset))
    return { preset: { key: 'validation.required' } };
  for (const name of ['primary', 'secondary'] as const)
    if (!HEX_COLOUR.test(values[name])) errors[name] = { key: 'admin.wizardColourInvalid' };
  if (Object.keys(errors).length) return errors;
  const presetColours = presetMainColours(values.preset);
  const steps = [
    { field: 'primary', theme: tenantWizardTheme({ ...values, secondary: presetColours.secondary }) },
    { field: 'secondary', theme: tenantWizardTheme(values) },
  ];
  for (const { field, theme } of steps) {
    const failing = checkThemeContrast(theme!);
    if (failing.length === 0) continue;
    const worst = failing.reduce((low, pair) => (pair.ratio < low.ratio ? pair : low));
    return {
      [field]: {
        key: 'admin.wizardColourContrast',
        params: { ratio: worst.ratio.toFixed(2), required: String(worst.required) },
      },
    };
  }
  return {};
}
