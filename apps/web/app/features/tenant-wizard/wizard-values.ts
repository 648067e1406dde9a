import { LOGO_KINDS, type LogoKind } from '@print/core/media/logo-rules';
import {
  checkHeaderTypeValue,
  checkTenantLanguagesValues,
  checkTenantSchedulingValues,
  checkTenantSetupStart,
  checkTenantThemeValues,
  presetMainColours,
  type FieldErrors,
  type TenantWizardStep,
} from '@print/core/tenancy/tenant-wizard';
import { BUILT_IN_THEME_PRESETS } from '@print/core/theme/theme-presets';
import type { StartInput, StepInput, TenantSetup } from './tenant-wizard-api.ts';

// The wizard's one form: every step's values side by side, so going back and forth keeps them; Next
// checks and saves only the step shown, with the rules the server runs again (@print/core).

/** Each logo kind's uploaded media id; '' for none. */
type LogoValues = Record<LogoKind, string>;

export type WizardValues = LogoValues & {
  headerType: 'default' | 'simple';
  slug: string;
  companyName: string;
  pageTitle: string;
  claim: string;
  preset: string;
  primary: string;
  secondary: string;
  languages: string[];
  defaultLanguage: string;
  schedulingEnabled: boolean;
  schedulingEventId: string;
};

const FIRST_PRESET = BUILT_IN_THEME_PRESETS[0]!.id;

const logoValues = <T>(value: (kind: LogoKind) => T) =>
  Object.fromEntries(LOGO_KINDS.map((kind) => [kind, value(kind)])) as Record<LogoKind, T>;

/** A new setup's values: the operator's language first, the first preset with its colours. */
export function emptyWizardValues(language: string): WizardValues {
  return {
    headerType: 'default',
    slug: '',
    companyName: '',
    pageTitle: '',
    claim: '',
    ...logoValues(() => ''),
    preset: FIRST_PRESET,
    ...presetMainColours(FIRST_PRESET),
    languages: [language],
    defaultLanguage: language,
    schedulingEnabled: false,
    schedulingEventId: '',
  };
}

/** The values of a setup the server keeps (resuming after a closed browser). */
export function wizardValuesOf(setup: TenantSetup): WizardValues {
  const theme = setup.theme ?? { preset: FIRST_PRESET, ...presetMainColours(FIRST_PRESET) };
  return {
    headerType: setup.headerType === 'simple' ? 'simple' : 'default',
    slug: setup.slug,
    companyName: setup.companyName,
    pageTitle: setup.pageTitle,
    claim: setup.claim,
    ...logoValues((kind) => setup.logos[kind] ?? ''),
    preset: theme.preset,
    primary: theme.primary,
    secondary: theme.secondary,
    languages: [...setup.languages],
    defaultLanguage: setup.defaultLanguage,
    schedulingEnabled: setup.schedulingEnabled,
    schedulingEventId: setup.schedulingEventId,
  };
}

/** The inputs of each step (their errors show there; another's above the buttons). */
export const STEP_FIELDS: Readonly<Record<TenantWizardStep, readonly string[]>> = {
  pagebar: ['headerType'],
  general: ['slug', 'companyName', 'pageTitle', 'claim'],
  logos: LOGO_KINDS,
  theme: ['preset', 'primary', 'secondary'],
  translation: ['codes', 'defaultLanguage'],
  scheduling: ['eventId'],
};

/** The step's rules, named as its inputs are. */
export function stepRules(step: TenantWizardStep, values: WizardValues): FieldErrors {
  switch (step) {
    case 'pagebar':
      return checkHeaderTypeValue(values.headerType);
    case 'general':
      return checkTenantSetupStart(values);
    case 'logos':
      return {}; // each picture is checked as it is chosen (logos-step.tsx), and by the server
    case 'theme':
      return checkTenantThemeValues(values);
    case 'translation':
      return checkTenantLanguagesValues({ codes: values.languages, defaultLanguage: values.defaultLanguage });
    case 'scheduling':
      return checkTenantSchedulingValues({
        enabled: values.schedulingEnabled,
        eventId: values.schedulingEventId,
      });
  }
}

export function startInputOf(values: WizardValues, requestKey: string): StartInput {
  return {
    requestKey,
    slug: values.slug.trim(),
    companyName: values.companyName,
    pageTitle: values.pageTitle,
    claim: values.claim,
  };
}

export function stepInputOf(step: TenantWizardStep, values: WizardValues): StepInput {
  switch (step) {
    case 'pagebar':
      return { step, headerType: values.headerType };
    case 'general':
      return {
        step,
        general: { companyName: values.companyName, pageTitle: values.pageTitle, claim: values.claim },
      };
    case 'logos':
      return {
        step,
        logos: logoValues((kind) => values[kind] || null),
      };
    case 'theme':
      return { step, theme: { preset: values.preset, primary: values.primary, secondary: values.secondary } };
    case 'translation':
      return { step, languages: { codes: values.languages, defaultLanguage: values.defaultLanguage } };
    case 'scheduling':
      return { step, scheduling: { enabled: values.schedulingEnabled, eventId: values.schedulingEventId } };
  }
}
