import { PRODUCT_FIELD_TYPES, type ProductFieldType } from '@print/core/print/product-field';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormDialog } from '../../../ui/admin-kit/admin-form-dialog.tsx';
import { useFormSave } from '../../../ui/admin-kit/use-form-save.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import styles from '../admin.module.css';
import { LocalizedTextFields, useTenantLanguages } from './localized-text-fields.tsx';
import { OptionsEditor } from './options-editor.tsx';
import {
  productFieldFormValues,
  productFieldInputOf,
  productFieldTypeKey,
  type ProductFieldFormValues,
} from './product-field-form-values.ts';
import {
  PRODUCT_FIELDS_KEY,
  saveLibraryField,
  type LibraryField,
  type ProductFieldDefinitionInput,
} from './product-fields-api.ts';

const FIELD_NAMES = ['name', 'type', 'label', 'options', 'min', 'max', 'step', 'defaultValue', 'defaultUrl'];

const NUMBER_SETTINGS = [
  { name: 'min', labelKey: 'admin.fieldMin' },
  { name: 'max', labelKey: 'admin.fieldMax' },
  { name: 'step', labelKey: 'admin.fieldStep' },
] as const;

/**
 * Create (field null) or edit a library field: name, type, label per tenant language, required, the
 * options of a select (value and label per language), min/max/step of a number, the default value, or
 * an image's default URL.
 */
export function ProductFieldFormDialog({
  field,
  onClose,
}: {
  field: LibraryField | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { codes, defaultLanguage } = useTenantLanguages();
  const [initial] = useState(() => productFieldFormValues(field));
  const [values, setValues] = useState(initial);
  const isNew = field === null;
  const form = useFormSave({
    save: (input: ProductFieldDefinitionInput) => saveLibraryField(field?.id ?? null, input),
    fieldNames: FIELD_NAMES,
    savedKey: 'admin.fieldSaved',
    failedKey: isNew ? 'admin.errorCreatingField' : 'admin.errorSavingField',
    invalidates: PRODUCT_FIELDS_KEY,
    onSaved: onClose,
  });
  const set =
    <K extends keyof ProductFieldFormValues>(name: K) =>
    (value: ProductFieldFormValues[K]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const submit = () => {
    const { input, errors } = productFieldInputOf(values, codes, defaultLanguage);
    if (Object.keys(errors).length > 0) {
      const unplaced = Object.entries(errors).find(([name]) => !FIELD_NAMES.includes(name))?.[1] ?? null;
      form.refuse(errors, unplaced);
      return;
    }
    form.save(input);
  };
  const fieldError = form.fieldError;

  return (
    <AdminFormDialog
      title={t(isNew ? 'admin.addField' : 'admin.editField')}
      isDirty={JSON.stringify(values) !== JSON.stringify(initial)}
      isSaving={form.isSaving}
      notice={form.notice}
      onSubmit={submit}
      onClose={onClose}
      testId="product-field-form"
      saveTestId="product-field"
    >
      <div className={styles.formGrid}>
        <TextField
          label={t('admin.colFieldName')}
          name="name"
          autoComplete="off"
          isRequired
          value={values.name}
          onChange={set('name')}
          errorMessage={fieldError('name')}
          autoFocus
        />
        <SelectField
          label={t('admin.colType')}
          name="type"
          isRequired
          value={values.type}
          onChange={(type) => set('type')(type as ProductFieldType)}
          options={PRODUCT_FIELD_TYPES.map((type) => ({ id: type, label: t(productFieldTypeKey(type)) }))}
          errorMessage={fieldError('type')}
          testId="product-field-type"
        />
        <LocalizedTextFields
          labelKey="admin.fieldLabelIn"
          name="label"
          value={values.label}
          onChange={set('label')}
          errorMessage={fieldError('label')}
        />
        {values.type === 'image' ? (
          <TextField
            label={t('admin.fieldDefaultUrl')}
            name="defaultUrl"
            type="url"
            value={values.defaultUrl}
            onChange={set('defaultUrl')}
            errorMessage={fieldError('defaultUrl')}
          />
        ) : (
          <TextField
            label={t('admin.fieldDefaultValue')}
            name="defaultValue"
            value={values.defaultValue}
            onChange={set('defaultValue')}
            errorMessage={fieldError('defaultValue')}
          />
        )}
      </div>
      {values.type === 'select' && (
        <OptionsEditor
          options={values.options}
          onChange={set('options')}
          errorMessage={fieldError('options')}
        />
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
        </div>
      )}
      <Checkbox isSelected={values.required} onChange={set('required')} testId="product-field-required">
        {t('admin.colRequired')}
      </Checkbox>
    </AdminFormDialog>
  );
}
