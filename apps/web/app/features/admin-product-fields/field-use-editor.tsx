import { COMPARISONS, CONDITION_KINDS, type ConditionKind } from '@print/core/catalog/product-field-use';
import { localizedText } from '@print/core/i18n/localized-text';
import type { ValidationError } from '@print/core/validation/messages';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context.tsx';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useValidationMessage } from '../../ui/use-validation-message.ts';
import styles from '../../ui/admin-kit/admin-page.module.css';
import { resolvedField, type FieldUseDraft, type RequiredChoice } from './field-use-draft.ts';
import { LocalizedTextFields } from './localized-text-fields.tsx';
import editorStyles from './product-fields.module.css';

const CONDITION_LABELS: Record<ConditionKind, string> = {
  showWhen: 'admin.conditionShowWhen',
  hideWhen: 'admin.conditionHideWhen',
  optionalWhen: 'admin.conditionOptionalWhen',
};
const comparisonKey = (comparison: string) =>
  `admin.comparison${comparison.charAt(0).toUpperCase()}${comparison.slice(1)}`;

/**
 * The overrides of one of the product's fields — label per language, required, default value (or
 * default picture) — each showing what it inherits from the library while empty, and its conditions
 * on the product's other fields.
 */
export function FieldUseEditor({
  draft,
  others,
  errors,
  onChange,
}: {
  draft: FieldUseDraft;
  /** The product's other fields (what a condition may test). */
  others: readonly FieldUseDraft[];
  errors: Record<string, ValidationError>;
  onChange: (draft: FieldUseDraft) => void;
}) {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const message = useValidationMessage();
  const inherited = (value: string | null) =>
    value ? t('admin.inheritedValue', { value }) : t('admin.inheritedNone');
  const requiredLabel = t('admin.requiredInherited', {
    value: t(draft.libraryRequired ? 'common.yes' : 'common.no'),
  });
  const isImage = draft.type === 'image';

  const setCondition = (kind: ConditionKind, field: string) =>
    onChange({
      ...draft,
      conditions: {
        ...draft.conditions,
        [kind]: field
          ? {
              field,
              comparison: draft.conditions[kind]?.comparison ?? 'equals',
              value: draft.conditions[kind]?.value ?? '',
            }
          : null,
      },
    });

  return (
    <div className={editorStyles.editor} data-testid={`field-use-editor-${draft.name}`}>
      <h3 className={editorStyles.editorTitle}>
        {localizedText(draft.libraryLabel, i18n.language, tenant.defaultLanguage)} <code>{draft.name}</code>
      </h3>
      <div className={styles.formGrid}>
        <LocalizedTextFields
          labelKey="admin.fieldLabelIn"
          name={`label-${draft.name}`}
          optional
          value={draft.label}
          placeholders={draft.libraryLabel}
          onChange={(label) => onChange({ ...draft, label })}
          errorMessage={message(errors.label)}
        />
        <SelectField
          label={t('admin.colRequired')}
          name={`required-${draft.name}`}
          isRequired
          value={draft.required}
          onChange={(required) => onChange({ ...draft, required: required as RequiredChoice })}
          options={[
            { id: 'inherit', label: requiredLabel },
            { id: 'yes', label: t('common.yes') },
            { id: 'no', label: t('common.no') },
          ]}
          testId={`field-required-${draft.name}`}
        />
        <TextField
          label={t(isImage ? 'admin.fieldDefaultUrl' : 'admin.fieldDefaultValue')}
          name={`default-${draft.name}`}
          value={draft.defaultValue}
          onChange={(defaultValue) => onChange({ ...draft, defaultValue })}
          description={inherited(draft.libraryDefault)}
          errorMessage={message(errors.defaultValue)}
        />
      </div>
      <fieldset className={editorStyles.conditions}>
        <legend className={editorStyles.editorTitle}>{t('admin.conditionsTitle')}</legend>
        {CONDITION_KINDS.map((kind) => {
          const condition = draft.conditions[kind];
          return (
            <div key={kind} className={editorStyles.conditionRow} data-testid={`condition-${kind}`}>
              <SelectField
                label={t(CONDITION_LABELS[kind])}
                name={`${kind}-field-${draft.name}`}
                value={condition?.field ?? ''}
                onChange={(field) => setCondition(kind, field)}
                emptyLabel={t('admin.conditionNone')}
                placeholder={t('admin.conditionNone')}
                options={others.map((other) => ({
                  id: other.name,
                  label: resolvedField(other, i18n.language, tenant.defaultLanguage).shownLabel,
                }))}
                errorMessage={message(errors[kind])}
                testId={`condition-${kind}-field`}
              />
              {condition && (
                <SelectField
                  label={t('admin.conditionComparison')}
                  name={`${kind}-comparison-${draft.name}`}
                  isRequired
                  value={condition.comparison}
                  onChange={(comparison) =>
                    onChange({
                      ...draft,
                      conditions: { ...draft.conditions, [kind]: { ...condition, comparison } },
                    })
                  }
                  options={COMPARISONS.map((comparison) => ({
                    id: comparison,
                    label: t(comparisonKey(comparison)),
                  }))}
                  testId={`condition-${kind}-comparison`}
                />
              )}
              {condition && (condition.comparison === 'equals' || condition.comparison === 'notEquals') && (
                <TextField
                  label={t('admin.conditionValue')}
                  name={`${kind}-value-${draft.name}`}
                  value={condition.value}
                  onChange={(value) =>
                    onChange({
                      ...draft,
                      conditions: { ...draft.conditions, [kind]: { ...condition, value } },
                    })
                  }
                  testId={`condition-${kind}-value`}
                />
              )}
            </div>
          );
        })}
      </fieldset>
    </div>
  );
}
