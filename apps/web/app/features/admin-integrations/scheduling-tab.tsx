import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SecretSetting,
  secretInputOf,
  willHaveSecret,
  type SecretEdit,
} from '../../lib/admin/secret-setting.tsx';
import { tenantLoadFailedKey, tenantSaveFailedKey, type TenantTabProps } from '../../lib/admin/tenant-tab.ts';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { SettingsForm } from '../../ui/admin-kit/settings-form.tsx';
import { useSettingsForm } from '../../ui/admin-kit/use-settings-form.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ConnectionTest } from './connection-test.tsx';
import {
  schedulingKey,
  schedulingQuery,
  testScheduling,
  updateScheduling,
  type SchedulingView,
} from './integrations-api.ts';
import {
  checkSchedulingForm,
  SCHEDULING_FIELDS,
  schedulingInputOf,
  schedulingValuesOf,
  type SchedulingValues,
} from './integration-values.ts';
import styles from './integrations.module.css';

/**
 * A tenant's scheduling service tab (spec §2, §3 Scheduling settings: enabled flag, API key, event
 * identifier) with "Test connection" through Cal.com's API. Without a key it says so: not configured.
 */
export function SchedulingTab({ tenantId }: TenantTabProps) {
  const { t } = useTranslation();
  const settings = useQuery(schedulingQuery(tenantId));
  if (!settings.data)
    return (
      <p className={adminStyles.notice} role={settings.isError ? 'alert' : 'status'}>
        {t(settings.isError ? tenantLoadFailedKey(settings.error) : 'common.loading')}
      </p>
    );
  return <SchedulingForm key={tenantId ?? 'own'} tenantId={tenantId} settings={settings.data} />;
}

function SchedulingForm({ tenantId, settings }: { tenantId: string | undefined; settings: SchedulingView }) {
  const { t } = useTranslation();
  const form = useSettingsForm({
    stored: settings,
    queryKey: schedulingKey(tenantId),
    valuesOf: schedulingValuesOf,
    save: (values: SchedulingValues) => updateScheduling(schedulingInputOf(values), tenantId),
    rules: checkSchedulingForm,
    fieldNames: SCHEDULING_FIELDS,
    failedKey: tenantSaveFailedKey,
  });
  const { values, field, errorMessage } = form;
  const enabled = field('enabled');
  return (
    <SettingsForm form={form} testId="scheduling-form" saveTestId="save-scheduling">
      <p className={styles.intro}>{t('admin.schedulingIntro')}</p>
      {!willHaveSecret(settings.apiKey, values.apiKey) && (
        <p className={adminStyles.notice} role="status" data-testid="scheduling-not-configured">
          {t('admin.schedulingNotConfigured')}
        </p>
      )}
      <Checkbox
        name="enabled"
        isSelected={enabled.value}
        onChange={enabled.onChange}
        testId="schedulingEnabled"
      >
        {t('admin.schedulingEnabled')}
      </Checkbox>
      <div className={adminStyles.formGrid}>
        <TextField
          label={t('admin.schedulingEventId')}
          {...field('eventId')}
          isRequired={values.enabled}
          autoComplete="off"
          testId="schedulingEventId"
        />
      </div>
      <SecretSetting
        name="apiKey"
        label={t('admin.schedulingApiKey')}
        masked={settings.apiKey}
        edit={values.apiKey}
        onChange={(edit: SecretEdit) => form.setValue('apiKey', edit)}
        errorMessage={errorMessage('apiKey')}
      />
      <ConnectionTest
        testId="test-scheduling"
        test={() =>
          testScheduling({ eventId: values.eventId.trim(), apiKey: secretInputOf(values.apiKey) }, tenantId)
        }
      />
    </SettingsForm>
  );
}
