import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { tenantSaveFailedKey, type TenantTabProps } from '../../lib/admin/tenant-tab.ts';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { SettingsForm } from '../../ui/admin-kit/settings-form.tsx';
import { useSettingsForm } from '../../ui/admin-kit/use-settings-form.ts';
import { Checkbox } from '../../ui/checkbox.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  checkGeneralForm,
  generalFieldNames,
  generalInputOf,
  generalValuesOf,
  type GeneralFormValues,
} from './general-values.ts';
import {
  loadFailedKey,
  tenantSettingsKey,
  tenantSettingsQuery,
  updateTenantGeneral,
  type TenantSettingsView,
} from './tenants-api.ts';

/**
 * A tenant's Settings tab (spec §2, §3 Tenant): company name, page title and claim per language, and
 * whether temporary users are allowed. Of the tenant acted for, or the host's own without `tenantId`.
 */
export function SettingsTab({ tenantId }: TenantTabProps) {
  const { t } = useTranslation();
  const settings = useQuery(tenantSettingsQuery(tenantId));
  if (!settings.data)
    return (
      <p className={adminStyles.notice} role={settings.isError ? 'alert' : 'status'}>
        {t(settings.isError ? loadFailedKey(settings.error) : 'common.loading')}
      </p>
    );
  return <GeneralForm tenantId={tenantId} settings={settings.data} />;
}

function GeneralForm({ tenantId, settings }: { tenantId: string | undefined; settings: TenantSettingsView }) {
  const { t } = useTranslation();
  const languages = settings.languages;
  const form = useSettingsForm({
    stored: settings,
    queryKey: tenantSettingsKey(tenantId),
    valuesOf: (stored: TenantSettingsView) => generalValuesOf(stored.general, languages),
    save: async (values: GeneralFormValues) => ({
      ...settings,
      general: await updateTenantGeneral(generalInputOf(values), tenantId),
    }),
    rules: checkGeneralForm(languages[0] ?? 'de-DE'),
    fieldNames: generalFieldNames(languages),
    failedKey: tenantSaveFailedKey,
  });
  const { field } = form;
  const allow = field('allowTemporaryUsers');
  const languageName = (code: string) => t(languageNameKey(code), { defaultValue: code });
  return (
    <SettingsForm form={form} testId="tenant-general-form" saveTestId="save-tenant-general">
      <div className={adminStyles.formGrid}>
        <TextField
          label={t('admin.wizardCompanyName')}
          {...field('companyName')}
          isRequired
          testId="companyName"
        />
      </div>
      {languages.map((code, index) => (
        <div key={code} className={adminStyles.formGrid}>
          <TextField
            label={`${t('admin.wizardPageTitle')} (${languageName(code)})`}
            {...field(`pageTitle.${code}`)}
            isRequired={index === 0}
            testId={`pageTitle-${code}`}
          />
          <TextField
            label={`${t('admin.wizardClaim')} (${languageName(code)})`}
            {...field(`claim.${code}`)}
            testId={`claim-${code}`}
          />
        </div>
      ))}
      <Checkbox
        name="allowTemporaryUsers"
        isSelected={allow.value}
        onChange={allow.onChange}
        testId="allowTemporaryUsers"
      >
        {t('admin.allowTemporaryUsers')}
      </Checkbox>
    </SettingsForm>
  );
}
