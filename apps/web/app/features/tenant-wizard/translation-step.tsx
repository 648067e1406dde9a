import { WIZARD_LANGUAGES } from '@print/core/tenancy/tenant-wizard';
import { useTranslation } from 'react-i18next';
import { CheckboxGroupField } from '../../ui/checkbox.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import adminStyles from '../../ui/admin-kit/admin-page.module.css';
import type { StepProps } from './step-props.ts';

/** A language's name in the operator's language (e.g. "Deutsch (Deutschland)" → "German (Germany)"). */
function languageName(code: string, uiLanguage: string): string {
  try {
    return `${new Intl.DisplayNames([uiLanguage], { type: 'language' }).of(code) ?? code} (${code})`;
  } catch {
    return code;
  }
}

/** Step 5 (spec §2 "Translation settings"): the shop's languages and its default language. */
export function TranslationStep({ form }: StepProps) {
  const { t, i18n } = useTranslation();
  const languages = form.field('languages', 'codes');
  const options = WIZARD_LANGUAGES.map((code) => ({ id: code, label: languageName(code, i18n.language) }));
  return (
    <div className={adminStyles.formGrid}>
      <CheckboxGroupField
        {...languages}
        label={t('admin.tenantLanguages')}
        description={t('admin.wizardLanguagesHint')}
        options={options}
        testId="tenant-wizard-languages"
      />
      <SelectField
        {...form.field('defaultLanguage')}
        label={t('admin.defaultLanguage')}
        isRequired
        options={options.filter((option) => languages.value.includes(option.id))}
        testId="tenant-wizard-default-language"
      />
    </div>
  );
}
