import { catalogueForLanguage } from '@print/core/i18n/catalogue/index';
import { BUILT_IN_THEME_PRESETS } from '@print/core/theme/theme-presets';
import { presetMainColours, tenantWizardTheme } from '@print/core/tenancy/tenant-wizard';
import type { TenantSetupContribution } from '../tenancy/tenant-setup-contributions.ts';
import { addActiveTheme } from './theme.service.ts';

/**
 * A new tenant's look: the preset chosen in the setup wizard with its main colours, or the first preset
 * when the step was skipped (contributes.tenantSetup).
 */
export const themeTenantSetup: TenantSetupContribution = async (tx, setup) => {
  const first = BUILT_IN_THEME_PRESETS[0]!;
  const values = setup.theme ?? { preset: first.id, ...presetMainColours(first.id) };
  const preset = BUILT_IN_THEME_PRESETS.find((candidate) => candidate.id === values.preset) ?? first;
  const name = catalogueForLanguage(setup.defaultLanguage)[preset.nameKey] ?? preset.id;
  await addActiveTheme(tx, { name, config: tenantWizardTheme(values) ?? preset.config });
};
