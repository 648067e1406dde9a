import { userFieldLabel } from '@print/core/users/user-fields';
import { userGenericFieldsQuery, type UserGenericField } from '../../lib/i18n/user-fields-query.ts';
import { FieldLibraryPage } from '../../ui/admin-kit/field-library-page.tsx';
import type { FieldLibrary } from '../../ui/admin-kit/field-library.ts';
import { UserFieldFormDialog } from './user-field-form-dialog.tsx';
import { deleteUserField, reorderUserFields } from './user-fields-api.ts';

// My Account shows the fields in this order. Deleting a field deletes every user's value of it, so
// the admin types its name first.
const USER_FIELD_LIBRARY: FieldLibrary<UserGenericField> = {
  titleKey: 'admin.navUserFields',
  addKey: 'admin.addField',
  testIds: { list: 'user-fields', add: 'new-field' },
  // Administrators see their own edits at once, not the 5-minute copy the forms use.
  query: { ...userGenericFieldsQuery, staleTime: 0 },
  invalidates: userGenericFieldsQuery.queryKey,
  nameOf: (field) => field.fieldName,
  labelOf: (field, language) => userFieldLabel(field.config, language),
  use: { labelKey: 'admin.colUse', text: (field, t) => t(field.use ? 'common.yes' : 'common.no') },
  remove: deleteUserField,
  reorder: reorderUserFields,
  deleteQuestion: { messageKey: 'admin.deleteFieldConfirm', typeName: true },
  Dialog: UserFieldFormDialog,
};

/** /admin/user-fields (spec §2 User-fields table: field name, label, type, required, use). */
export function UserFieldsPage() {
  return <FieldLibraryPage library={USER_FIELD_LIBRARY} />;
}
