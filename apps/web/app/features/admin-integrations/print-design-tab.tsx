import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SecretSetting, secretInputOf, type SecretEdit } from '../../lib/admin/secret-setting.tsx';
import { tenantLoadFailedKey, tenantSaveFailedKey, type TenantTabProps } from '../../lib/admin/tenant-tab.ts';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { SettingsForm } from '../../ui/admin-kit/settings-form.tsx';
import { useSettingsForm } from '../../ui/admin-kit/use-settings-form.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { ConnectionTest } from './connection-test.tsx';
import {
  printDesignKey,
  printDesignQuery,
  testPrintDesign,
  updatePrintDesign,
  type PrintDesignView,
} from './integrations-api.ts';
import {
  checkPrintDesignForm,
  PRINT_DESIGN_FIELDS,
  printDesignInputOf,
  printDesignValuesOf,
  type PrintDesignValues,
} from './integration-values.ts';
import styles from './integrations.module.css';

/**
 * A tenant's print-design integration tab (spec §2 Tenant detail): the endpoint the server calls, its
 * API key (write-only: "set" or "not set"), whether it is used, and "Test connection". Of the tenant
 * acted for, or the host's own without `tenantId`.
 */
export function PrintDesignTab({ tenantId }: TenantTabProps) {
  const { t } = useTranslation();
  const settings = useQuery(printDesignQuery(tenantId));
  if (!settings.data)
    return (
      <p className={adminStyles.notice} role={settings.isError ? 'alert' : 'status'}>
        {t(settings.isError ? tenantLoadFailedKey(settings.error) : 'common.loading')}
      </p>
    );
  return <PrintDesignForm key={tenantId ?? 'own'} tenantId={tenantId} settings={settings.data} />;
}

function PrintDesignForm({
  tenantId,
  settings,
}: {
  tenantId: string | undefined;
  settings: PrintDesignView;
}) {
  const { t } = useTranslation();
  const form = useSettingsForm({
    stored: settings,
    queryKey: printDesignKey(tenantId),
    valuesOf: printDesignValuesOf,
    save: (values: PrintDesignValues) => updatePrintDesign(printDesignInputOf(values), tenantId),
    rules: checkPrintDesignForm,
    fieldNames: PRINT_DESIGN_FIELDS,
    failedKey: tenantSaveFailedKey,
  });
  const { values, field, errorMessage } = form;
  const enabled = field('enabled');
  return (
    <SettingsForm form={form} testId="print-design-form" saveTestId="save-print-design">
      <p className={styles.intro}>{t('admin.printDesignIntro')}</p>
      <Checkbox
        name="enabled"
        isSelected={enabled.value}
        onChange={enabled.onChange}
        testId="printDesignEnabled"
      >
        {t('admin.integrationEnabled')}
      </Checkbox>
      <div className={adminStyles.formGrid}>
        <TextField
          label={t('admin.printDesignEndpointUrl')}
          {...field('endpointUrl')}
          isRequired={values.enabled}
          type="url"
          inputMode="url"
          autoComplete="off"
          description={t('admin.printDesignEndpointHint')}
          testId="printDesignEndpointUrl"
        />
      </div>
      <SecretSetting
        name="apiKey"
        label={t('admin.printDesignApiKey')}
        masked={settings.apiKey}
        edit={values.apiKey}
        onChange={(edit: SecretEdit) => form.setValue('apiKey', edit)}
        errorMessage={errorMessage('apiKey')}
      />
      <ConnectionTest
        testId="test-print-design"
        test={() =>
          testPrintDesign(
            { endpointUrl: values.endpointUrl.trim(), apiKey: secretInputOf(values.apiKey) },
            tenantId,
          )
        }
      />
    </SettingsForm>
  );
}
