import {
  checkAutoTranslation,
  type AutoTranslationSettings,
  type Formality,
  type TranslationProviderName,
} from '@print/core/i18n/auto-translation';
import { checkSecretSetting } from '@print/core/orders/order-workflow';
import type { ValidationError } from '@print/core/validation/messages';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  SecretSetting,
  secretInputOf,
  UNTOUCHED_SECRET,
  type SecretEdit,
} from '../../lib/admin/secret-setting.tsx';
import { tenantSaveFailedKey, type TenantTabProps } from '../../lib/admin/tenant-tab.ts';
import { useShell } from '../../shell/shell-context.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import { SettingsForm } from '../../ui/admin-kit/settings-form.tsx';
import { useSettingsForm } from '../../ui/admin-kit/use-settings-form.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import {
  autoTranslationKey,
  autoTranslationQuery,
  updateAutoTranslation,
  type AutoTranslationView,
} from './auto-translation-api.ts';
import styles from './auto-translation.module.css';
import { GlossaryEditor } from './glossary-editor.tsx';

type Values = AutoTranslationSettings & { deeplKey: SecretEdit; aiKey: SecretEdit };

const FIELD_NAMES = ['provider', 'formality', 'aiBaseUrl', 'aiModel', 'deeplKey', 'aiKey'];

const valuesOf = (stored: AutoTranslationView): Values => ({
  provider: stored.provider,
  formality: stored.formality,
  aiBaseUrl: stored.aiBaseUrl,
  aiModel: stored.aiModel,
  // A typed key never stays on screen.
  deeplKey: UNTOUCHED_SECRET,
  aiKey: UNTOUCHED_SECRET,
});

/** The server's rules (@print/core), run here first. */
function check(values: Values): Record<string, ValidationError> {
  const errors = checkAutoTranslation(values);
  for (const name of ['deeplKey', 'aiKey'] as const) {
    const problem = checkSecretSetting(values[name].value);
    if (problem) errors[name] = problem;
  }
  return errors;
}

/**
 * A tenant's Automatic translation tab (spec §2): the service that translates texts (DeepL or an
 * OpenAI-compatible AI service with its address and model), DeepL's formality, the write-only keys,
 * and the glossary per language pair.
 * Of the tenant acted for, or the host's own without `tenantId`.
 */
export function AutoTranslationTab({ tenantId }: TenantTabProps) {
  const { t } = useTranslation();
  const settings = useQuery(autoTranslationQuery(tenantId));
  const { session } = useShell();
  if (!settings.data)
    return (
      <p className={adminStyles.notice} role={settings.isError ? 'alert' : 'status'}>
        {t(settings.isError ? 'common.genericError' : 'common.loading')}
      </p>
    );
  return (
    <>
      <AutoTranslationForm tenantId={tenantId} settings={settings.data} />
      {/* The glossary is the translators' (translations.edit), saved on its own. */}
      {session?.rights.includes('translations.edit') && (
        <GlossaryEditor
          tenantId={tenantId}
          defaultLanguage={settings.data.defaultLanguage}
          languages={settings.data.languages}
        />
      )}
    </>
  );
}

function AutoTranslationForm({
  tenantId,
  settings,
}: {
  tenantId: string | undefined;
  settings: AutoTranslationView;
}) {
  const { t } = useTranslation();
  const form = useSettingsForm({
    stored: settings,
    queryKey: autoTranslationKey(tenantId),
    valuesOf,
    save: (values: Values) => {
      const deeplKey = secretInputOf(values.deeplKey);
      const aiKey = secretInputOf(values.aiKey);
      return updateAutoTranslation(
        {
          provider: values.provider,
          formality: values.formality,
          aiBaseUrl: values.aiBaseUrl.trim(),
          aiModel: values.aiModel.trim(),
          ...(deeplKey === undefined ? {} : { deeplKey }),
          ...(aiKey === undefined ? {} : { aiKey }),
        },
        tenantId,
      );
    },
    rules: check,
    fieldNames: FIELD_NAMES,
    failedKey: tenantSaveFailedKey,
  });
  const provider = form.values.provider;
  return (
    <SettingsForm form={form} testId="auto-translation-form" saveTestId="save-auto-translation">
      <p className={adminStyles.notice}>{t('admin.autoTranslationIntro')}</p>
      <div className={adminStyles.formGrid}>
        <SelectField
          label={t('admin.autoTranslationProvider')}
          name="provider"
          value={provider}
          onChange={(value) => form.setValue('provider', value as TranslationProviderName, 'provider')}
          options={[
            { id: 'deepl', label: t('admin.autoTranslationProviderDeepl') },
            { id: 'ai', label: t('admin.autoTranslationProviderAi') },
          ]}
          testId="auto-translation-provider"
        />
        <SelectField
          label={t('admin.autoTranslationFormality')}
          name="formality"
          value={form.values.formality}
          onChange={(value) => form.setValue('formality', value as Formality, 'formality')}
          options={[
            { id: 'default', label: t('admin.formalityDefault') },
            { id: 'prefer_more', label: t('admin.formalityMore') },
            { id: 'prefer_less', label: t('admin.formalityLess') },
          ]}
          testId="auto-translation-formality"
        />
      </div>
      {provider === 'ai' && (
        <div className={adminStyles.formGrid}>
          <TextField
            label={t('admin.autoTranslationAiBaseUrl')}
            {...form.field('aiBaseUrl')}
            description={t('admin.autoTranslationAiBaseUrlHint')}
            autoComplete="off"
            testId="auto-translation-ai-base-url"
          />
          <TextField
            label={t('admin.autoTranslationAiModel')}
            {...form.field('aiModel')}
            autoComplete="off"
            testId="auto-translation-ai-model"
          />
        </div>
      )}
      <div className={styles.secrets}>
        {provider === 'deepl' ? (
          <SecretSetting
            name="deeplKey"
            label={t('admin.autoTranslationDeeplKey')}
            masked={settings.deeplKeySet ? '' : null}
            edit={form.values.deeplKey}
            onChange={(edit) => form.setValue('deeplKey', edit, 'deeplKey')}
            errorMessage={form.errorMessage('deeplKey')}
          />
        ) : (
          <SecretSetting
            name="aiKey"
            label={t('admin.autoTranslationAiKey')}
            masked={settings.aiKeySet ? '' : null}
            edit={form.values.aiKey}
            onChange={(edit) => form.setValue('aiKey', edit, 'aiKey')}
            errorMessage={form.errorMessage('aiKey')}
          />
        )}
      </div>
    </SettingsForm>
  );
}
