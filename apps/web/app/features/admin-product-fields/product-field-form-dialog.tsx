import { PRODUCT_FIELD_TYPES } from '@print/core/print/product-field';
import { useTranslation } from 'react-i18next';
import {
  FieldLibraryDialog,
  NumberSettings,
  useFieldLibraryForm,
} from '../../ui/admin-kit/field-library-dialog.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { LocalizedTextFields, useTenantLanguages } from './localized-text-fields.tsx';
import { OptionsEditor } from './options-editor.tsx';
import { productFieldFormValues, productFieldInputOf } from './product-field-form-values.ts';
import {
  PRODUCT_FIELDS_KEY,
  saveLibraryField,
  type LibraryField,
  type ProductFieldDefinitionInput,
} from './product-fields-api.ts';

const FIELD_NAMES = ['name', 'type', 'label', 'options', 'min', 'max', 'step', 'defaultValue', 'defaultUrl'];

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
  const form = useFieldLibraryForm({
    isNew: field === null,
    start: () => productFieldFormValues(field),
    check: (values) => productFieldInputOf(values, codes, defaultLanguage),
    save: (input: ProductFieldDefinitionInput) => saveLibraryField(field?.id ?? null, input),
    fieldNames: FIELD_NAMES,
    invalidates: PRODUCT_FIELDS_KEY,
    onClose,
  });
  const { values } = form;

  return (
    <FieldLibraryDialog
      form={form}
      titleKeys={{ add: 'admin.addField', edit: 'admin.editField' }}
      testId="product-field"
      nameInput="name"
      types={PRODUCT_FIELD_TYPES}
      labels={<LocalizedTextFields labelKey="admin.fieldLabelIn" {...form.field('label')} />}
      defaults={
        values.type === 'image' ? (
          <TextField label={t('admin.fieldDefaultUrl')} {...form.field('defaultUrl')} type="url" />
        ) : (
          <TextField label={t('admin.fieldDefaultValue')} {...form.field('defaultValue')} />
        )
      }
    >
      {values.type === 'select' && <OptionsEditor {...form.field('options')} />}
      {values.type === 'number' && <NumberSettings form={form} />}
    </FieldLibraryDialog>
  );
}
