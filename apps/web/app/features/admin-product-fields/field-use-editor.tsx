import { COMPARISONS, CONDITION_KINDS, type ConditionKind } from '@print/core/catalog/product-field-use';
import { localizedText } from '@print/core/i18n/localized-text';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../shell/shell-context.tsx';
import type { AppForm } from '../../ui/form/use-app-form.ts';
import { SelectField } from '../../ui/select-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from '../../ui/admin-kit/admin-page.module.css';
import {
  resolvedField,
  type FieldUseDraft,
  type FieldUsesValues,
  type RequiredChoice,
} from './field-use-draft.ts';
import { LocalizedTextFields } from './localized-text-fields.tsx';
import editorStyles from './product-fields.module.css';

const CONDITION_LABELS: Record<ConditionKind, string> = {
  showWhen: 'admin.conditionShowWhen',
  hideWhen: 'admin.conditionHideWhen',
  optionalWhen: 'admin.conditionOptionalWhen',
};
type Comparison = (typeof COMPARISONS)[number];
const comparisonKey = (comparison: string) =>
  `admin.comparison${comparison.charAt(0).toUpperCase()}${comparison.slice(1)}`;

/**
 * The overrides of one of the product's fields — label per language, required, default value (or
 * default picture) — each showing what it inherits from the library while empty, and its conditions
 * on the product's other fields. Its inputs are the tab's form's `fields.<index>.…` (the names the
 * server gives their errors); the inputs keep names of their own (the field's name in them).
 */
export function FieldUseEditor({
  form,
  index,
  others,
}: {
  form: AppForm<FieldUsesValues>;
  /** The field's place in the form. */
  index: number;
  /** The product's other fields (what a condition may test). */
  others: readonly FieldUseDraft[];
}) {
  const { t, i18n } = useTranslation();
  const { tenant } = useShell();
  const { field, setValue } = form;
  const at = `fields.${index}` as const;
  const draft = form.values.fields[index]!;
  const inherited = (value: string | null) =>
    value ? t('admin.inheritedValue', { value }) : t('admin.inheritedNone');
  const requiredLabel = t('admin.requiredInherited', {
    value: t(draft.libraryRequired ? 'common.yes' : 'common.no'),
  });
  const isImage = draft.type === 'image';

  /** The condition tests another field (with the comparison and value it had), or none. */
  const setCondition = (kind: ConditionKind, other: string) =>
    setValue(
      `${at}.conditions.${kind}`,
      other
        ? {
            field: other,
            comparison: draft.conditions[kind]?.comparison ?? 'equals',
            value: draft.conditions[kind]?.value ?? '',
          }
        : null,
      `${at}.${kind}`,
    );

  return (
    <div className={editorStyles.editor} data-testid={`field-use-editor-${draft.name}`}>
      <h3 className={editorStyles.editorTitle}>
        {localizedText(draft.libraryLabel, i18n.language, tenant.defaultLanguage)} <code>{draft.name}</code>
      </h3>
      <div className={styles.formGrid}>
        <LocalizedTextFields
          labelKey="admin.fieldLabelIn"
          {...field(`${at}.label`)}
          name={`label-${draft.name}`}
          optional
          placeholders={draft.libraryLabel}
        />
        <SelectField
          label={t('admin.colRequired')}
          {...field(`${at}.required`)}
          name={`required-${draft.name}`}
          isRequired
          onChange={(required) => setValue(`${at}.required`, required as RequiredChoice)}
          options={[
            { id: 'inherit', label: requiredLabel },
            { id: 'yes', label: t('common.yes') },
            { id: 'no', label: t('common.no') },
          ]}
          testId={`field-required-${draft.name}`}
        />
        <TextField
          label={t(isImage ? 'admin.fieldDefaultUrl' : 'admin.fieldDefaultValue')}
          {...field(`${at}.defaultValue`)}
          name={`default-${draft.name}`}
          description={inherited(draft.libraryDefault)}
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
                errorMessage={form.errorMessage(`${at}.${kind}`)}
                testId={`condition-${kind}-field`}
              />
              {condition && (
                <SelectField
                  label={t('admin.conditionComparison')}
                  {...field(`${at}.conditions.${kind}.comparison`, `${at}.${kind}`)}
                  onChange={(comparison) =>
                    setValue(`${at}.conditions.${kind}.comparison`, comparison as Comparison, `${at}.${kind}`)
                  }
                  errorMessage={null}
                  name={`${kind}-comparison-${draft.name}`}
                  isRequired
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
                  {...field(`${at}.conditions.${kind}.value`, `${at}.${kind}`)}
                  errorMessage={null}
                  name={`${kind}-value-${draft.name}`}
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
