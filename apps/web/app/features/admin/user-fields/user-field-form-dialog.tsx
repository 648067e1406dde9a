import {
  userFieldDefinitionFromInput,
  validateUserFieldInput,
  type UserFieldInput,
} from '@print/core/users/user-field-admin';
import { USER_FIELD_TYPES, type UserFieldType } from '@print/core/users/user-fields';
import { useState } from 'react';
import { FieldError, Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../../lib/i18n/language-cookie.ts';
import { userGenericFieldsQuery, type UserGenericField } from '../../../lib/i18n/user-fields-query.ts';
import { useShell } from '../../../shell/shell-context.tsx';
import { AdminFormDialog } from '../../../ui/admin-kit/admin-form-dialog.tsx';
import { useFormSave } from '../../../ui/admin-kit/use-form-save.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import fieldStyles from '../../../ui/field.module.css';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import styles from '../admin.module.css';
import { fieldInputOf, fieldTypeKey, formValuesOf, type FieldFormValues } from './field-form-values.ts';
import { createUserField, updateUserField } from './user-fields-api.ts';

const FIELD_NAMES = ['fieldName', 'type', 'label', 'options', 'min', 'max', 'step', 'defaultValue'];

const NUMBER_SETTINGS = [
  { name: 'min', labelKey: 'admin.fieldMin' },
  { name: 'max', labelKey: 'admin.fieldMax' },
  { name: 'step', labelKey: 'admin.fieldStep' },
] as const;

/**
 * Create (field null) or edit a user field: name, type, label in the default language plus one
 * translation per other tenant language, required and use, and the settings of selects and numbers.
 */
export function UserFieldFormDialog({
  field,
  onClose,
}: {
  field: UserGenericField | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { tenant } = useShell();
  const [initial] = useState(() => formValuesOf(field));
  const [values, setValues] = useState(initial);
  const isNew = field === null;
  const otherLanguages = tenant.languages
    .filter((language) => !language.isDefault)
    .map((language) => language.code);

  const form = useFormSave({
    save: (input: UserFieldInput) => (field ? updateUserField(field.id, input) : createUserField(input)),
    fieldNames: FIELD_NAMES,
    savedKey: 'admin.fieldSaved',
    failedKey: isNew ? 'admin.errorCreatingField' : 'admin.errorSavingField',
    invalidates: userGenericFieldsQuery.queryKey,
    onSaved: onClose,
  });

  const set =
    <K extends keyof FieldFormValues>(name: K) =>
    (value: FieldFormValues[K]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const submit = () => {
    const { input, errors } = fieldInputOf(values, otherLanguages);
    const ruleErrors = validateUserFieldInput(
      userFieldDefinitionFromInput(input),
      tenant.languages.map((language) => language.code),
    );
    const all = { ...ruleErrors, ...errors };
    if (Object.keys(all).length > 0) {
      const unplaced = Object.entries(all).find(([name]) => !FIELD_NAMES.includes(name))?.[1] ?? null;
      form.refuse(all, unplaced);
      return;
    }
    form.save(input);
  };
  const fieldError = form.fieldError;
  const defaultLanguage = t(languageNameKey(tenant.defaultLanguage), {
    defaultValue: tenant.defaultLanguage,
  });

  return (
    <AdminFormDialog
      title={t(isNew ? 'admin.addField' : 'admin.editField')}
      isDirty={JSON.stringify(values) !== JSON.stringify(initial)}
      isSaving={form.isSaving}
      notice={form.notice}
      onSubmit={submit}
      onClose={onClose}
      testId="field-form"
      saveTestId="field"
    >
      <div className={styles.formGrid}>
        <TextField
          label={t('admin.colFieldName')}
          name="fieldName"
          autoComplete="off"
          isRequired
          value={values.fieldName}
          onChange={set('fieldName')}
          errorMessage={fieldError('fieldName')}
          autoFocus
        />
        <SelectField
          label={t('admin.colType')}
          name="type"
          isRequired
          value={values.type}
          onChange={(type) => set('type')(type as UserFieldType)}
          options={USER_FIELD_TYPES.map((type) => ({ id: type, label: t(fieldTypeKey(type)) }))}
          errorMessage={fieldError('type')}
        />
        <TextField
          label={t('admin.fieldLabelIn', { language: defaultLanguage })}
          name="label"
          isRequired
          value={values.label}
          onChange={set('label')}
          errorMessage={fieldError('label')}
        />
        {otherLanguages.map((code) => (
          <TextField
            key={code}
            label={t('admin.fieldLabelIn', { language: t(languageNameKey(code), { defaultValue: code }) })}
            name={`translation-${code}`}
            value={values.translations[code] ?? ''}
            onChange={(text) => set('translations')({ ...values.translations, [code]: text })}
          />
        ))}
        <TextField
          label={t('admin.fieldDefaultValue')}
          name="defaultValue"
          value={values.defaultValue}
          onChange={set('defaultValue')}
          errorMessage={fieldError('defaultValue')}
        />
      </div>
      {values.type === 'select' && (
        <AriaTextField
          className={fieldStyles.field}
          value={values.options}
          onChange={set('options')}
          isRequired
          isInvalid={Boolean(fieldError('options'))}
          validationBehavior="aria"
        >
          <Label className={fieldStyles.label}>{t('admin.fieldOptions')}</Label>
          <TextArea className={fieldStyles.input} name="options" rows={4} />
          <FieldError className={fieldStyles.error}>{fieldError('options')}</FieldError>
        </AriaTextField>
      )}
      {values.type === 'number' && (
        <div className={styles.formGrid}>
          {NUMBER_SETTINGS.map(({ name, labelKey }) => (
            <TextField
              key={name}
              label={t(labelKey)}
              name={name}
              inputMode="decimal"
              value={values[name]}
              onChange={set(name)}
              errorMessage={fieldError(name)}
            />
          ))}
          <Checkbox isSelected={values.allowNegative} onChange={set('allowNegative')}>
            {t('admin.fieldAllowNegative')}
          </Checkbox>
        </div>
      )}
      <div className={styles.toolbar}>
        <Checkbox isSelected={values.required} onChange={set('required')} testId="field-required">
          {t('admin.colRequired')}
        </Checkbox>
        <Checkbox isSelected={values.use} onChange={set('use')} testId="field-use">
          {t('admin.fieldInUse')}
        </Checkbox>
      </div>
    </AdminFormDialog>
  );
}
