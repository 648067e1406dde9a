import { localizedText } from '@print/core/i18n/localized-text';
import { FieldLibraryPage } from '../../ui/admin-kit/field-library-page.tsx';
import type { FieldLibrary } from '../../ui/admin-kit/field-library.ts';
import { MetaFieldFormDialog } from './meta-field-form-dialog.tsx';
import {
  deleteMetaField,
  PRODUCT_FIELDS_KEY,
  productMetaFieldsQuery,
  reorderMetaFields,
  type MetaField,
} from './product-fields-api.ts';

// The fields whose values each product's Meta Fields tab edits. Deleting one deletes its values, so
// the admin types its name first.
const META_FIELD_LIBRARY: FieldLibrary<MetaField> = {
  titleKey: 'admin.navProductMetaFields',
  addKey: 'admin.addMetaField',
  testIds: { list: 'meta-fields', add: 'new-meta-field' },
  query: productMetaFieldsQuery,
  invalidates: PRODUCT_FIELDS_KEY,
  nameOf: (field) => field.name,
  labelOf: (field, language, fallback) => localizedText(field.label, language, fallback),
  remove: deleteMetaField,
  reorder: reorderMetaFields,
  deleteQuestion: { messageKey: 'admin.deleteMetaFieldConfirm', typeName: true },
  Dialog: MetaFieldFormDialog,
};

/** /admin/product-meta-fields (spec §2 Product meta fields). */
export function ProductMetaFieldsPage() {
  return <FieldLibraryPage library={META_FIELD_LIBRARY} />;
}
