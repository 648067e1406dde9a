import { localizedText } from '@print/core/i18n/localized-text';
import { FieldLibraryPage } from '../../ui/admin-kit/field-library-page.tsx';
import type { FieldLibrary } from '../../ui/admin-kit/field-library.ts';
import { ProductFieldFormDialog } from './product-field-form-dialog.tsx';
import {
  deleteLibraryField,
  PRODUCT_FIELDS_KEY,
  productFieldLibraryQuery,
  reorderLibraryFields,
  type LibraryField,
} from './product-fields-api.ts';

// Products add fields from the library in its order. Deleting asks once: the server refuses while
// products use the field (the toast says how many).
const PRODUCT_FIELD_LIBRARY: FieldLibrary<LibraryField> = {
  titleKey: 'admin.navProductFields',
  addKey: 'admin.addField',
  testIds: { list: 'product-fields', add: 'new-product-field' },
  query: productFieldLibraryQuery,
  invalidates: PRODUCT_FIELDS_KEY,
  nameOf: (field) => field.name,
  labelOf: (field, language, fallback) => localizedText(field.label, language, fallback),
  use: {
    labelKey: 'admin.colUseCount',
    text: (field, t) => t('admin.productsUsingField', { count: field.useCount }),
  },
  remove: deleteLibraryField,
  reorder: reorderLibraryFields,
  deleteQuestion: { messageKey: 'admin.deleteProductFieldConfirm', typeName: false },
  Dialog: ProductFieldFormDialog,
};

/** /admin/product-fields (spec §2 Product fields: field name, label, type, required, use). */
export function ProductFieldsPage() {
  return <FieldLibraryPage library={PRODUCT_FIELD_LIBRARY} />;
}
