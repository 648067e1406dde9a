import {
  normalizeProductMetaFieldInput,
  PRODUCT_META_FIELD_TYPES,
  validateProductMetaField,
  type ProductMetaFieldType,
} from '@print/core/catalog/product-field-admin';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFormDialog } from '../../../ui/admin-kit/admin-form-dialog.tsx';
import { useFormSave } from '../../../ui/admin-kit/use-form-save.ts';
import { Checkbox } from '../../../ui/checkbox.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import styles from '../admin.module.css';
import { languageTexts, LocalizedTextFields, useTenantLanguages } from './localized-text-fields.tsx';
import { productFieldTypeKey } from './product-field-form-values.ts';
import {
  PRODUCT_FIELDS_KEY,
  saveMetaField,
  type MetaField,
  type ProductMetaFieldInput,
} from './product-fields-api.ts';

const FIELD_NAMES = ['name', 'type', 'label'];

type Values = { name: string; type: ProductMetaFieldType; required: boolean; label: LocalizedText };

/** Create (field null) or edit a product meta field: name, type, label per tenant language, required. */
export function MetaFieldFormDialog({ field, onClose }: { field: MetaField | null; onClose: () => void }) {
  const { t } = useTranslation();
  const { codes, defaultLanguage } = useTenantLanguages();
  const [initial] = useState<Values>(() => ({
    name: field?.name ?? '',
    type: (field?.type as ProductMetaFieldType | undefined) ?? 'text',
    required: field?.required ?? false,
    label: { ...(field?.label ?? {}) },
  }));
  const [values, setValues] = useState(initial);
  const form = useFormSave({
    save: (input: ProductMetaFieldInput) => saveMetaField(field?.id ?? null, input),
    fieldNames: FIELD_NAMES,
    savedKey: 'admin.fieldSaved',
    failedKey: field ? 'admin.errorSavingField' : 'admin.errorCreatingField',
    invalidates: PRODUCT_FIELDS_KEY,
    onSaved: onClose,
  });
  const set =
    <K extends keyof Values>(name: K) =>
    (value: Values[K]) =>
      setValues((current) => ({ ...current, [name]: value }));
  const submit = () => {
    const core = normalizeProductMetaFieldInput(values, codes);
    const errors = validateProductMetaField(core, defaultLanguage);
    if (Object.keys(errors).length > 0) {
      form.refuse(errors, null);
      return;
    }
    form.save({ ...core, label: languageTexts(core.label) });
  };

  return (
    <AdminFormDialog
      title={t(field ? 'admin.editMetaField' : 'admin.addMetaField')}
      isDirty={JSON.stringify(values) !== JSON.stringify(initial)}
      isSaving={form.isSaving}
      notice={form.notice}
      onSubmit={submit}
      onClose={onClose}
      testId="meta-field-form"
      saveTestId="meta-field"
    >
      <div className={styles.formGrid}>
        <TextField
          label={t('admin.colFieldName')}
          name="name"
          autoComplete="off"
          isRequired
          value={values.name}
          onChange={set('name')}
          errorMessage={form.fieldError('name')}
          autoFocus
        />
        <SelectField
          label={t('admin.colType')}
          name="type"
          isRequired
          value={values.type}
          onChange={(type) => set('type')(type as ProductMetaFieldType)}
          options={PRODUCT_META_FIELD_TYPES.map((type) => ({
            id: type,
            label: t(productFieldTypeKey(type)),
          }))}
          errorMessage={form.fieldError('type')}
        />
        <LocalizedTextFields
          labelKey="admin.fieldLabelIn"
          name="label"
          value={values.label}
          onChange={set('label')}
          errorMessage={form.fieldError('label')}
        />
      </div>
      <Checkbox isSelected={values.required} onChange={set('required')} testId="meta-field-required">
        {t('admin.colRequired')}
      </Checkbox>
    </AdminFormDialog>
  );
}
