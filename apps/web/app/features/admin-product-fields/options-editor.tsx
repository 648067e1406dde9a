import type { LocalizedText } from '@print/core/i18n/localized-text';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { Button } from '../../ui/button.tsx';
import fieldStyles from '../../ui/field.module.css';
import { TextField } from '../../ui/text-field.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { useTenantLanguages } from './localized-text-fields.tsx';
import editorStyles from './product-fields.module.css';

type Option = { value: string; label: LocalizedText };

/** A select's choices: per row the stored value and its label in each tenant language. */
export function OptionsEditor({
  value: options,
  onChange,
  errorMessage,
}: {
  /** The form's binder fits: `<OptionsEditor {...field('options')} />`. */
  value: Option[];
  onChange: (options: Option[]) => void;
  errorMessage: string | null;
}) {
  const { t } = useTranslation();
  const { codes } = useTenantLanguages();
  const change = (index: number, option: Option) =>
    onChange(options.map((current, at) => (at === index ? option : current)));
  return (
    <fieldset className={editorStyles.options} data-testid="field-options">
      <legend className={fieldStyles.label}>{t('admin.fieldOptionsTitle')}</legend>
      {options.map((option, index) => (
        <div key={index} className={editorStyles.optionRow}>
          <TextField
            label={t('admin.fieldOptionValue')}
            name={`option-${index}`}
            isRequired
            value={option.value}
            onChange={(value) => change(index, { ...option, value })}
          />
          {codes.map((code) => (
            <TextField
              key={code}
              label={t('admin.fieldOptionLabelIn', {
                language: t(languageNameKey(code), { defaultValue: code }),
              })}
              name={`option-${index}-${code}`}
              value={option.label[code] ?? ''}
              onChange={(text) => change(index, { ...option, label: { ...option.label, [code]: text } })}
            />
          ))}
          <Button
            size="small"
            color="neutral"
            onPress={() => onChange(options.filter((_, at) => at !== index))}
            aria-label={`${t('admin.removeOption')}: ${option.value}`}
          >
            ×
          </Button>
        </div>
      ))}
      {errorMessage && (
        <p className={fieldStyles.error} role="alert">
          {errorMessage}
        </p>
      )}
      <div className={styles.toolbar}>
        <Button
          size="small"
          color="neutral"
          onPress={() => onChange([...options, { value: '', label: {} }])}
          data-testid="add-option"
        >
          {t('admin.addOption')}
        </Button>
      </div>
    </fieldset>
  );
}
