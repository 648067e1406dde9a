import type { ButtonColor } from '@print/core/constants';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import type { HeaderSettings } from '@print/core/theme/header-settings';

// The Header tab's values: core's header settings with the top line and the CTA button always at hand
// (switched on or off), so switching one off and on again keeps what was typed.

export type HeaderForm = Omit<HeaderSettings, 'topCta' | 'cta'> & {
  hasTopCta: boolean;
  topCta: { link: string; suffix: LocalizedText };
  hasCta: boolean;
  cta: { link: string; label: LocalizedText; colour: ButtonColor };
};

export const headerFormOf = (settings: HeaderSettings): HeaderForm => ({
  ...settings,
  hasTopCta: settings.topCta !== null,
  topCta: settings.topCta ?? { link: '', suffix: {} },
  hasCta: settings.cta !== null,
  cta: settings.cta ?? { link: '', label: {}, colour: 'primary' },
});

/** The settings the form stands for (what core checks and the server stores). */
export function headerSettingsOfForm(form: HeaderForm): HeaderSettings {
  const { hasTopCta, topCta, hasCta, cta, ...rest } = form;
  return {
    ...rest,
    topCta: hasTopCta ? { link: topCta.link.trim(), suffix: topCta.suffix } : null,
    cta: hasCta ? { link: cta.link.trim(), label: cta.label, colour: cta.colour } : null,
  };
}

/** The inputs that show an error of core's check (checkHeaderSettings names them so). */
export const headerFieldNames = (languages: readonly string[]): string[] => [
  'type',
  'userContextMenu',
  'mobileLayoutScheme',
  'topCta.link',
  ...languages.map((code) => `topCta.suffix.${code}`),
  'cta.link',
  ...languages.map((code) => `cta.label.${code}`),
  'cta.colour',
];
