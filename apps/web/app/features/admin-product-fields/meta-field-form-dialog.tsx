import {
  normalizeProductMetaFieldInput,
  PRODUCT_META_FIELD_TYPES,
  validateProductMetaField,
  type ProductMetaFieldType,
} from '@print/core/catalog/product-field-admin';
import type { LocalizedText } from '@print/core/i18n/localized-text';
import { FieldLibraryDialog, useFieldLibraryForm } from '../../ui/admin-kit/field-library-dialog.tsx';
import { languageTexts, LocalizedTextFields, useTenantLanguages } from './localized-text-fields.tsx';
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
  const { codes, defaultLanguage } = useTenantLanguages();
  const form = useFieldLibraryForm({
    isNew: field === null,
    start: (): Values => ({
      name: field?.name ?? '',
      type: (field?.type as ProductMetaFieldType | undefined) ?? 'text',
      required: field?.required ?? false,
      label: { ...(field?.label ?? {}) },
    }),
    check: (values) => {
      const core = normalizeProductMetaFieldInput(values, codes);
      return {
        input: { ...core, label: languageTexts(core.label) },
        errors: validateProductMetaField(core, defaultLanguage),
      };
    },
    save: (input: ProductMetaFieldInput) => saveMetaField(field?.id ?? null, input),
    fieldNames: FIELD_NAMES,
    invalidates: PRODUCT_FIELDS_KEY,
    onClose,
  });

  return (
    <FieldLibraryDialog
      form={form}
      titleKeys={{ add: 'admin.addMetaField', edit: 'admin.editMetaField' }}
      testId="meta-field"
      nameInput="name"
      types={PRODUCT_META_FIELD_TYPES}
      labels={<LocalizedTextFields labelKey="admin.fieldLabelIn" {...form.field('label')} />}
    />
  );
}
