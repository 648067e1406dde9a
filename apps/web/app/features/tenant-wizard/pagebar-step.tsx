import { useTranslation } from 'react-i18next';
import { SelectField } from '../../ui/select-field.tsx';
import type { StepProps } from './step-props.ts';

/** Step 1 (spec §2 "Type of pagebar"): the header type the shop starts with (spec §4: default or simple). */
export function PagebarStep({ form }: StepProps) {
  const { t } = useTranslation();
  const field = form.field('headerType');
  return (
    <SelectField
      {...field}
      onChange={(value) => field.onChange(value === 'simple' ? 'simple' : 'default')}
      label={t('admin.wizardStepPagebar')}
      description={t('admin.wizardHeaderTypeHint')}
      isRequired
      options={[
        { id: 'default', label: t('admin.wizardHeaderTypeDefault') },
        { id: 'simple', label: t('admin.wizardHeaderTypeSimple') },
      ]}
      testId="tenant-wizard-header-type"
    />
  );
}
