import {
  userFieldDefinitionFromInput,
  validateUserFieldInput,
  type UserFieldInput,
} from '@print/core/users/user-field-admin';
import { USER_FIELD_TYPES } from '@print/core/users/user-fields';
import { FieldError, Label, TextArea, TextField as AriaTextField } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { languageNameKey } from '../../lib/i18n/language-cookie.ts';
import { userGenericFieldsQuery, type UserGenericField } from '../../lib/i18n/user-fields-query.ts';
import { useShell } from '../../shell/shell-context.tsx';
import {
  FieldLibraryDialog,
  NumberSettings,
  useFieldLibraryForm,
} from '../../ui/admin-kit/field-library-dialog.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import fieldStyles from '../../ui/field.module.css';
import { TextField } from '../../ui/text-field.tsx';
import { fieldInputOf, formValuesOf } from './field-form-values.ts';
import { createUserField, updateUserField } from './user-fields-api.ts';

const FIELD_NAMES = ['fieldName', 'type', 'label', 'options', 'min', 'max', 'step', 'defaultValue'];

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
  const otherLanguages = tenant.languages
    .filter((language) => !language.isDefault)
    .map((language) => language.code);
  const form = useFieldLibraryForm({
    isNew: field === null,
    start: () => formValuesOf(field),
    check: (values) => {
      const { input, errors } = fieldInputOf(values, otherLanguages);
      const ruleErrors = validateUserFieldInput(
        userFieldDefinitionFromInput(input),
        tenant.languages.map((language) => language.code),
      );
      return { input, errors: { ...ruleErrors, ...errors } };
    },
    save: (input: UserFieldInput) => (field ? updateUserField(field.id, input) : createUserField(input)),
    fieldNames: FIELD_NAMES,
    savedKey: 'admin.userFieldsSaved',
    invalidates: userGenericFieldsQuery.queryKey,
    onClose,
  });
  const { values, field: bind } = form;
  const translations = bind('translations');
  const options = bind('options');
  const use = bind('use');
  const allowNegative = bind('allowNegative');
  const languageName = (code: string) => t(languageNameKey(code), { defaultValue: code });

  return (
    <FieldLibraryDialog
      form={form}
      titleKeys={{ add: 'admin.addField', edit: 'admin.editField' }}
      testId="field"
      nameInput="fieldName"
      types={USER_FIELD_TYPES}
      labels={
        <>
          <TextField
            label={t('admin.fieldLabelIn', { language: languageName(tenant.defaultLanguage) })}
            {...bind('label')}
            isRequired
          />
          {otherLanguages.map((code) => (
            <TextField
              key={code}
              label={t('admin.fieldLabelIn', { language: languageName(code) })}
              name={`translation-${code}`}
              value={translations.value[code] ?? ''}
              onChange={(text) => translations.onChange({ ...translations.value, [code]: text })}
            />
          ))}
        </>
      }
      defaults={<TextField label={t('admin.fieldDefaultValue')} {...bind('defaultValue')} />}
      checks={
        <Checkbox isSelected={use.value} onChange={use.onChange} testId="field-use">
          {t('admin.fieldInUse')}
        </Checkbox>
      }
    >
      {values.type === 'select' && (
        // One option per line (a select's options are plain texts for user fields).
        <AriaTextField
          className={fieldStyles.field}
          value={options.value}
          onChange={options.onChange}
          isRequired
          isInvalid={options.isInvalid}
          validationBehavior="aria"
        >
          <Label className={fieldStyles.label}>{t('admin.fieldOptions')}</Label>
          <TextArea className={fieldStyles.input} name="options" rows={4} />
          <FieldError className={fieldStyles.error}>{options.errorMessage}</FieldError>
        </AriaTextField>
      )}
      {values.type === 'number' && (
        <NumberSettings form={form}>
          <Checkbox isSelected={allowNegative.value} onChange={allowNegative.onChange}>
            {t('admin.fieldAllowNegative')}
          </Checkbox>
        </NumberSettings>
      )}
    </FieldLibraryDialog>
  );
}
