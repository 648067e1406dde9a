import { localizedText } from '@print/core/i18n/localized-text';
import { fieldStates } from '@print/core/print/conditions';
import { validateProductFieldValue, valueOf } from '@print/core/print/product-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context.tsx';
import { FieldInput } from '../../ui/product-field-input.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import { resolvedField, type FieldUseDraft } from './field-use-draft.ts';
import styles from './product-fields.module.css';

/**
 * The shop's product form as the fields now stand, with the shop's own inputs and the same rules of
 * @print/core: typing a value shows or hides the fields whose conditions test it, at once. What is
 * typed here is only for trying; it is never saved. (Image fields show their default picture's URL.)
 */
export function FieldsPreview({ drafts }: { drafts: readonly FieldUseDraft[] }) {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const message = useValidationMessage();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const fields = drafts.map((draft) => resolvedField(draft, i18n.language, tenant.defaultLanguage));
  const values = Object.fromEntries(
    fields.map((field) => [
      field.name,
      Object.hasOwn(typed, field.name) ? typed[field.name]! : (field.defaultValue ?? ''),
    ]),
  );
  const states = fieldStates(null, fields, values);
  return (
    <section className={styles.preview} aria-label={t('admin.livePreview')} data-testid="fields-preview">
      <h3 className={styles.editorTitle}>{t('admin.livePreview')}</h3>
      {fields
        .filter((field) => states.get(field.name)?.shown)
        .map((field, index) => {
          const value = valueOf(values, field.name);
          const error = field.type === 'image' ? null : validateProductFieldValue(field, value, false);
          const draft = drafts.find((candidate) => candidate.name === field.name)!;
          return (
            <FieldInput
              key={`${field.name}-${index}`}
              field={field.type === 'image' ? { ...field, type: 'url' } : field}
              label={field.shownLabel}
              value={value}
              isRequired={states.get(field.name)?.required ?? false}
              isHighlighted={false}
              errorMessage={value ? message(error) : null}
              onChange={(next) => setTyped((current) => ({ ...current, [field.name]: next }))}
              onBlur={() => undefined}
              options={draft.options.map((option) => ({
                value: option.value,
                label: localizedText(option.label, i18n.language, tenant.defaultLanguage) || option.value,
              }))}
              emptyLabel={t('common.none')}
            />
          );
        })}
    </section>
  );
}
