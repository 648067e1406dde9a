import { presetMainColours } from '@print/core/tenancy/tenant-wizard';
import { BUILT_IN_THEME_PRESETS } from '@print/core/theme/theme-presets';
import { useTranslation } from 'react-i18next';
import { ColourInput } from '../../ui/colour-input.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import type { StepProps } from './step-props.ts';

/**
 * Step 4 (spec §2 "Theme settings"): a built-in preset and the two main colours, checked for contrast
 * as the theme editor checks them. Choosing a preset takes its own colours.
 */
export function ThemeStep({ form }: StepProps) {
  const { t } = useTranslation();
  const preset = form.field('preset');
  const colour = (name: 'primary' | 'secondary', labelKey: string) => (
    <ColourInput
      {...form.field(name)}
      label={t(labelKey)}
      isRequired
      onBlur={() => undefined}
      testId={`tenant-wizard-${name}`}
    />
  );
  return (
    <div className={adminStyles.formGrid}>
      <SelectField
        {...preset}
        onChange={(id) => {
          preset.onChange(id);
          const colours = presetMainColours(id);
          form.setValue('primary', colours.primary);
          form.setValue('secondary', colours.secondary);
        }}
        label={t('admin.wizardPreset')}
        isRequired
        options={BUILT_IN_THEME_PRESETS.map((entry) => ({ id: entry.id, label: t(entry.nameKey) }))}
        testId="tenant-wizard-preset"
      />
      {colour('primary', 'admin.wizardPrimaryColour')}
      {colour('secondary', 'admin.wizardSecondaryColour')}
    </div>
  );
}
