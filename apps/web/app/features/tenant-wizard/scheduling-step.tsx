import { useTranslation } from 'react-i18next';
import { Checkbox } from '../../ui/checkbox.tsx';
import { TextField } from '../../ui/text-field.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import type { StepProps } from './step-props.ts';

/**
 * Step 6 (spec §2 "scheduling-service setup", §3 Scheduling settings: enabled flag, event identifier).
 * Its API key is a write-only secret set later on the tenant's scheduling tab.
 */
export function SchedulingStep({ form }: StepProps) {
  const { t } = useTranslation();
  const enabled = form.field('schedulingEnabled');
  return (
    <div className={adminStyles.form}>
      <Checkbox
        name="schedulingEnabled"
        isSelected={enabled.value}
        onChange={enabled.onChange}
        testId="tenant-wizard-scheduling-enabled"
      >
        {t('admin.wizardSchedulingEnabled')}
      </Checkbox>
      {enabled.value && (
        <TextField
          {...form.field('schedulingEventId', 'eventId')}
          label={t('admin.wizardSchedulingEventId')}
          isRequired
          testId="tenant-wizard-event-id"
        />
      )}
    </div>
  );
}
